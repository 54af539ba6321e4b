"""Markdown to HTML for content pages: CommonMark with tables, raw HTML escaped (never passed through)."""

from __future__ import annotations

from markdown_it import MarkdownIt

# html=False: HTML in a content file is shown as text, so a file cannot inject markup or scripts;
# markdown-it also refuses javascript:, vbscript: and data: links (validateLink).
_md = MarkdownIt("commonmark", {"html": False, "typographer": False}).enable("table")


def render_markdown(text: str) -> str:
    """The page body's HTML. Level-1 headings become level 2: the page's h1 is its title."""
    tokens = _md.parse(text)
    for token in tokens:
        if token.type in ("heading_open", "heading_close") and token.tag == "h1":
            token.tag = "h2"
    return _md.renderer.render(tokens, _md.options, {})
