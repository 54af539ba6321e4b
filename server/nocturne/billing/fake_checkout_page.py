"""The fake provider's hosted checkout page: a small self-contained HTML page, as a real provider's
hosted checkout would be (it is not part of the web app, and it is clearly marked as a test)."""

from __future__ import annotations

from html import escape
from typing import Any

from nocturne.billing.notices import money

_STYLE = """
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;
background:#f4f4f7;color:#1d1d27}main{max-width:440px;margin:0 auto;padding:32px 20px}
.test{background:#fff4d6;color:#6b4e00;border-radius:8px;padding:8px 12px;font-size:13px;margin-bottom:20px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 3px #0002;padding:24px}
h1{font-size:20px;margin:0 0 4px}.price{font-size:30px;font-weight:700;margin:8px 0 2px}
.muted{color:#6b6b7b;font-size:14px}label{display:block;font-weight:600;font-size:14px;margin:20px 0 6px}
input{width:100%;font-size:17px;padding:12px;border:1px solid #c9c9d4;border-radius:8px;letter-spacing:1px}
button{width:100%;margin-top:18px;padding:13px;font-size:16px;font-weight:600;border:0;border-radius:8px;
background:#5b3df5;color:#fff;cursor:pointer}button.link{background:none;color:#5b3df5;margin-top:8px}
.error{background:#fde8e8;color:#9b1c1c;border-radius:8px;padding:10px 12px;margin-top:16px}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:18px}td{padding:4px 0}
td:first-child{font-family:ui-monospace,monospace}
"""

_CARDS = (
    ("4242 4242 4242 4242", "succeeds"),
    ("4000 0000 0000 0002", "is declined"),
    ("4000 0000 0000 0077", "stays pending a few seconds"),
    ("4000 0000 0000 0341", "succeeds, then renewals fail"),
)


def render_checkout(details: dict[str, Any] | None, *, error: str = "") -> str:
    if details is None:
        body = f'<div class="card"><h1>Checkout not found</h1><p class="error">{escape(error)}</p></div>'
        return _page("Checkout not found", body)
    price = money(int(details["amountMinor"]), details["currency"])
    interval = {"month": " / month", "year": " / year"}.get(details.get("interval") or "", "")
    trial = int(details.get("trialDays") or 0)
    terms = (
        f"{trial}-day free trial, then {price}{interval}. Cancel any time before it ends and pay nothing."
        if trial
        else f"{price}{interval}" + (". Renews until you cancel." if interval else ", once.")
    )
    status = details["status"]
    if status in ("complete", "pending"):
        form = '<p class="muted">This checkout was already submitted. You can close this page.</p>'
    else:
        form = f"""
<form method="post">
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"
   required>
  <button type="submit">{"Start free trial" if trial else f"Pay {price}"}</button>
</form>
<form method="post"><input type="hidden" name="action" value="cancel">
  <button class="link" type="submit">Cancel and go back</button></form>"""
    cards = "".join(f"<tr><td>{n}</td><td>{what}</td></tr>" for n, what in _CARDS)
    notice = f'<p class="error" role="alert">{escape(error)}</p>' if error else ""
    body = f"""
<div class="test">Test payment page — no money moves. Use a test card below.</div>
<div class="card">
  <h1>{escape(details["name"])}</h1>
  <div class="price">{"Free for " + str(trial) + " days" if trial else price}</div>
  <div class="muted">{escape(terms)}</div>
  <div class="muted">Billed to {escape(details.get("email") or "")}</div>
  {notice}{form}
  <table aria-label="Test cards">{cards}</table>
</div>"""
    return _page(f"Pay — {details['name']}", body)


def _page(title: str, body: str) -> str:
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>{escape(title)}</title><style>{_STYLE}</style></head><body><main>{body}</main></body></html>"""
