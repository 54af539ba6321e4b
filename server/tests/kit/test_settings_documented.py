"""Every setting the server reads is documented in .env.example (README: 'Settings')."""

from __future__ import annotations

import re

from nocturne.config import REPO_ROOT, Settings


def test_every_setting_is_in_env_example() -> None:
    documented = set(re.findall(r"^([A-Z][A-Z0-9_]+)=", (REPO_ROOT / ".env.example").read_text(), re.M))
    names = {field.alias for field in Settings.model_fields.values() if field.alias}
    assert names - documented == set()
