"""The server's own HTML for an unhandled failure on a page (spec 8), with the digest its log line carries."""

from __future__ import annotations

import html

FRAMING_DENIED = {"Content-Security-Policy": "frame-ancestors 'none'", "X-Frame-Options": "DENY"}


def application_error_message(host: str) -> str:
    """Spec 8, word for word (web/src/lib/app-error.ts says the same)."""
    return (
        f"Application error: a server/client-side exception has occurred while loading {host} "
        "(see the server logs/browser console for more information)."
    )


def error_page(host: str, digest: str | None) -> str:
    digest_line = f'<p class="digest">Digest: {html.escape(digest)}</p>' if digest else ""
    return f"""<!doctype html>
<html lang="en" class="dark"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Application error — Nocturne</title>
<style>
body{{margin:0;background:#0b0a10;color:#f5f0ff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}}
main{{max-width:42rem;margin:0 auto;padding:4rem 1rem;display:grid;gap:1rem}}
h1{{font-size:1.875rem;margin:0}}
.digest{{font-family:ui-monospace,monospace;font-size:.875rem;color:#a59cb8}}
a{{color:#d8a6fb}}
</style></head>
<body><main><h1>Something went wrong</h1>
<p>{html.escape(application_error_message(host))}</p>
{digest_line}
<p><a href="/">Back to the home page</a></p></main></body></html>
"""
