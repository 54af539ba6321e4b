"""The country list (spec 3 Country): the full ISO list with US, CA, AU and GB first."""

from __future__ import annotations

import httpx

from nocturne.accounts.countries import country_list


def test_first_four_are_us_ca_au_gb() -> None:
    assert [code for code, _ in country_list()[:4]] == ["US", "CA", "AU", "GB"]


def test_full_iso_list_without_duplicates() -> None:
    codes = [code for code, _ in country_list()]
    assert len(codes) == len(set(codes)) == 249
    assert {"JP", "DE", "FR", "BR", "ZA", "NZ"} <= set(codes)


def test_rest_sorted_by_name() -> None:
    names = [name for _, name in country_list()[4:]]
    assert names == sorted(names)


async def test_countries_endpoint(client: httpx.AsyncClient) -> None:
    body = (await client.get("/api/countries")).json()
    assert body[0] == {"name": "United States", "code": "US"}
    assert [c["code"] for c in body[:4]] == ["US", "CA", "AU", "GB"]


async def test_profile_country_must_be_in_the_list(client: httpx.AsyncClient) -> None:
    from tests.helpers import signup

    await signup(client)
    bad = await client.patch("/api/me", json={"country": "XX"})
    assert bad.status_code == 400
    assert "Unknown country code 'XX'" in bad.json()["detail"]
    ok = await client.patch("/api/me", json={"country": "gb"})
    assert ok.json()["country"] == "GB"
