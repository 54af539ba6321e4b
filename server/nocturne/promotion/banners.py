"""The banner pages (spec 2, 9): /banners/{W}x{H}, each a tiny standalone HTML page whose banner box is
exactly W×H pixels, linking to /signup with the referral code from its own `?ref=`.

Standalone rather than the web app: a banner lives in other sites' iframes, so it must show at once,
without JavaScript and without downloading the app (a few kilobytes of HTML and one portrait)."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Literal

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from nocturne.characters.starters import SYSTEM_EMAIL
from nocturne.config import Settings
from nocturne.db import SessionDep
from nocturne.promotion.codes import normalize_code
from nocturne.promotion.repository import PromotionRepository

Layout = Literal["tall", "box", "strip"]


@dataclass(frozen=True)
class BannerSize:
    width: int
    height: int
    layout: Layout

    @property
    def name(self) -> str:
        return f"{self.width}x{self.height}"


# Spec 9 Banners: the five sizes.
SIZES: dict[str, BannerSize] = {
    s.name: s
    for s in (
        BannerSize(160, 600, "tall"),
        BannerSize(300, 250, "box"),
        BannerSize(320, 50, "strip"),
        BannerSize(330, 770, "tall"),
        BannerSize(728, 90, "strip"),
    )
}
BANNER_PATHS = frozenset(f"/banners/{name}" for name in SIZES)
HEADLINE = "Meet {name}"
COPY = "Your AI companion, awake all night."
CTA = "Chat free"
# Without a character portrait: the moon of the app's icon on the night gradient.
MOON_SVG = (
    '<svg class="portrait moon" viewBox="0 0 32 32" role="img" aria-label="Nocturne">'
    '<path d="M20.5 6.5a10 10 0 1 0 5 18.7A11 11 0 0 1 20.5 6.5Z" fill="#c084fc"/></svg>'
)

STYLE = """
html,body{margin:0;padding:0;background:transparent;overflow:hidden}
*{box-sizing:border-box}
.banner{display:flex;overflow:hidden;position:relative;text-decoration:none;color:#f5f0ff;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:linear-gradient(160deg,#1d1030 0%,#0b0a10 70%);border-radius:0}
.portrait{display:block;object-fit:cover;object-position:center top;background:#24163a;flex:none}
.moon{padding:18%}
.copy{display:flex;flex-direction:column;justify-content:center;gap:4px;min-width:0;flex:1}
.brand{font-size:11px;letter-spacing:.12em;text-transform:uppercase;color:#c084fc;font-weight:700}
.headline{font-weight:800;line-height:1.1;margin:0}
.line{color:#d8cfe8;line-height:1.25;margin:0}
.cta{display:flex;align-items:center;justify-content:center;flex:none;font-weight:700;
background:linear-gradient(90deg,#d946ef,#c084fc);color:#14061f;border-radius:999px;white-space:nowrap}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);
white-space:nowrap;border:0}
.banner:hover .cta,.banner:focus-visible .cta{filter:brightness(1.1)}
.tall{flex-direction:column}
.tall .portrait{width:100%}
.tall .copy{padding:12px 12px 0;justify-content:flex-start}
.tall .cta{margin:auto 12px 12px;height:44px;font-size:16px}
.box .portrait{height:100%}
.box .copy{padding:14px 14px 14px 12px}
.box .cta{height:40px;font-size:15px;margin-top:10px}
.strip{flex-direction:row;align-items:center}
.strip .portrait{height:100%}
.strip .copy{padding:0 10px}
.strip .headline,.strip .line{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
"""


def _size_style(size: BannerSize) -> str:
    w, h = size.width, size.height
    rules = [f".banner{{width:{w}px;height:{h}px}}"]
    if size.layout == "tall":
        rules.append(f".portrait{{height:{round(h * (0.6 if w < 200 else 0.68))}px}}")
        rules.append(f".headline{{font-size:{22 if w < 200 else 30}px}}")
        rules.append(f".line{{font-size:{14 if w < 200 else 17}px}}")
    elif size.layout == "box":
        rules.append(f".portrait{{width:{round(w * 0.44)}px}}")
        rules.append(".headline{font-size:21px}.line{font-size:13px}")
    else:
        rules.append(f".portrait{{width:{h}px}}")
        small = h < 70
        rules.append(f".headline{{font-size:{14 if small else 22}px}}")
        rules.append(f".line{{font-size:{11 if small else 14}px}}")
        height, pad, gap, font = (32, 10, 6, 13) if small else (44, 22, 20, 16)
        rules.append(f".cta{{height:{height}px;padding:0 {pad}px;margin-right:{gap}px;font-size:{font}px}}")
        if small:
            rules.append(".brand{display:none}.strip .copy{padding:0 8px}")
    return "".join(rules)


@dataclass(frozen=True)
class BannerCharacter:
    name: str
    image_url: str | None


def render_banner(settings: Settings, size: BannerSize, character: BannerCharacter, ref: str | None) -> str:
    origin = settings.app_origin.rstrip("/")
    signup = f"{origin}/signup" + (f"?ref={ref}" if ref else "")
    name = html.escape(character.name)
    if character.image_url:
        src = character.image_url if "://" in character.image_url else origin + character.image_url
        portrait = f'<img class="portrait" src="{html.escape(src)}" alt="{name}, a Nocturne character">'
    else:
        portrait = MOON_SVG
    if not character.image_url:
        headline = "Nocturne"
    elif size.layout == "strip" and size.height < 70:
        headline = name  # a 50 px strip has room for the name alone
    else:
        headline = HEADLINE.format(name=name)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Banner {size.name} — Nocturne</title>
<meta name="viewport" content="width={size.width}">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="{origin}/favicon.svg">
<style>{STYLE}{_size_style(size)}</style></head>
<body><h1 class="sr-only">Banner {size.name}</h1><a class="banner {size.layout}" id="banner" data-size="{size.name}" href="{html.escape(signup)}" target="_top" rel="noopener">
{portrait}<span class="copy"><span class="brand">Nocturne</span><span class="headline">{headline}</span><span class="line">{COPY}</span>{'<span class="cta">' + CTA + "</span>" if size.layout == "box" else ""}</span>{"" if size.layout == "box" else '<span class="cta">' + CTA + "</span>"}</a>
</body></html>
"""


router = APIRouter()


def _banner_route(size: BannerSize) -> None:
    async def banner(request: Request, db: SessionDep) -> HTMLResponse:
        settings: Settings = request.app.state.settings
        found = await PromotionRepository(db).banner_character(settings.banner_character_id, SYSTEM_EMAIL)
        character = BannerCharacter(found[0], found[1]) if found else BannerCharacter("Nocturne", None)
        body = render_banner(settings, size, character, normalize_code(request.query_params.get("ref")))
        # Other sites embed it: cached briefly by browsers; the framing header comes from the middleware.
        return HTMLResponse(body, headers={"Cache-Control": "public, max-age=300"})

    router.add_api_route(
        f"/banners/{size.name}",
        banner,
        methods=["GET", "HEAD"],
        include_in_schema=False,
        name=f"banner_{size.name}",
    )


for _size in SIZES.values():
    _banner_route(_size)
