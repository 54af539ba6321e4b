"""Content files (issue 13: content as files with front matter, so operators write their own): a
file that cannot be served is refused with its name and the field at fault."""

from __future__ import annotations

from pathlib import Path

import pytest

from nocturne.config import REPO_ROOT
from nocturne.content.files import ContentError, load_content
from nocturne.content.markdown import render_markdown

GOOD = "---\ntitle: Hello\ndescription: A post.\ndate: 2026-01-02\n---\n\nBody text.\n"


def write(root: Path, name: str, text: str) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_the_shipped_set_loads() -> None:
    content = load_content(REPO_ROOT / "content")
    assert len(content.listing("blog")) == 3
    assert {"/", "/terms", "/ai-hentai", "/undress-ai", "/janitor-ai-alternatives"} <= set(content.pages)
    assert content.entry("site", "privacy") is not None


def test_a_good_file(tmp_path: Path) -> None:
    write(tmp_path, "blog/hello.md", GOOD)
    entry = load_content(tmp_path).entry("blog", "hello")
    assert entry is not None
    assert entry.path == "/blog/hello"
    assert entry.html == "<p>Body text.</p>\n"


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("blog/a.md", "no front matter here", "blog/a.md: no front matter"),
        ("blog/b.md", "---\ntitle: [unclosed\n---\n", "blog/b.md: the front matter is not valid YAML"),
        ("blog/c.md", "---\ndescription: x\ndate: 2026-01-01\n---\n", "blog/c.md: title: Field required"),
        ("blog/d.md", "---\ntitle: T\ndescription: x\n---\n", "blog/d.md: date: a blog article needs a date"),
        ("site/e.md", "---\ntitle: T\ndescription: x\ntitel: typo\n---\n", "site/e.md: titel: Extra inputs"),
        (
            "type/f.md",
            "---\ntitle: T\ndescription: x\ncategory: nope\n---\n",
            "type/f.md: category: Unknown category 'nope'",
        ),
        (
            "pages/g.md",
            "---\ntitle: T\ndescription: x\n---\n",
            "pages/g.md: path: a file in pages/ names the route",
        ),
        ("site/h.md", "---\ntitle: T\ndescription: x\nimage: /a.png\n---\n", "site/h.md: image_alt"),
        ("site/Bad_Name.md", "---\ntitle: T\ndescription: x\n---\n", "site/Bad_Name.md: the slug 'Bad_Name'"),
        ("press/i.md", "---\ntitle: T\ndescription: x\ndate: someday\n---\n", "press/i.md: date:"),
    ],
)
def test_front_matter_errors_name_the_file(tmp_path: Path, name: str, text: str, message: str) -> None:
    write(tmp_path, name, text)
    with pytest.raises(ContentError) as error:
        load_content(tmp_path)
    assert str(error.value).startswith(message), str(error.value)


def test_two_files_with_one_slug(tmp_path: Path) -> None:
    write(tmp_path, "blog/one.md", GOOD.replace("title: Hello", "title: Hello\nslug: same"))
    write(tmp_path, "blog/two.md", GOOD.replace("title: Hello", "title: Hello\nslug: same"))
    with pytest.raises(ContentError, match="blog/two.md: slug: 'same' is already used by blog/one.md"):
        load_content(tmp_path)


def test_markdown_escapes_html_and_keeps_one_h1() -> None:
    html = render_markdown("# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))")
    assert "<h2>Title</h2>" in html
    assert "<h1" not in html
    assert "<script>" not in html
    assert "&lt;script&gt;" in html
    assert 'href="javascript' not in html
