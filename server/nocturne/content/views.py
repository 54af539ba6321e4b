"""A content page as server-sent HTML (written into #root before the app starts) and its JSON-LD.

The class names are the web app's own (web/src/features/content/), so the page looks the same
before and after the app takes over. Every text is escaped here; `html` was rendered from markdown
with raw HTML escaped (markdown.py)."""

from __future__ import annotations

from html import escape
from typing import Any

from nocturne.characters.schemas import CharacterSummary
from nocturne.content.schemas import ContentLink, ContentPage

PROSE = (
    "grid gap-4 leading-relaxed text-foreground/85 [&_h2]:mt-4 [&_h2]:font-display [&_h2]:text-2xl "
    "[&_h2]:font-semibold [&_h2]:text-foreground [&_h3]:text-lg [&_h3]:font-semibold [&_a]:text-primary "
    "[&_a]:underline [&_a]:underline-offset-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal "
    "[&_ol]:pl-6 [&_li]:my-1 [&_strong]:text-foreground [&_table]:block [&_table]:overflow-x-auto "
    "[&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:p-2 [&_th]:text-left "
    "[&_td]:border-b [&_td]:border-border [&_td]:p-2 [&_td]:align-top"
)
# The web app's character-art.ts palettes, so a card without a picture keeps its gradient.
PALETTES = (
    ("#f43f5e", "#7c3aed", "#1e1b4b"),
    ("#fb923c", "#db2777", "#3b0764"),
    ("#22d3ee", "#6366f1", "#1e1b4b"),
    ("#a78bfa", "#ec4899", "#2e1065"),
    ("#34d399", "#0ea5e9", "#172554"),
    ("#facc15", "#f97316", "#7f1d1d"),
    ("#f472b6", "#8b5cf6", "#0f172a"),
    ("#38bdf8", "#14b8a6", "#042f2e"),
    ("#e879f9", "#6366f1", "#020617"),
    ("#fda4af", "#e11d48", "#4c0519"),
)
# The web app's navigation for a visitor (nav-items.ts), so nothing moves when the app takes over.
NAV = (
    ("/", "Home"),
    ("/directory", "Directory"),
    ("/feed", "Feed"),
    ("/blog", "Blog"),
    ("/login", "Log in"),
    ("/signup", "Sign up"),
)
FOOTER = (
    ("/terms", "Terms"),
    ("/site/privacy", "Privacy"),
    ("/site/about", "About"),
    ("/type", "Character types"),
    ("/blog", "Blog"),
    ("/press", "Press"),
)


def art_gradient(seed: str) -> str:
    h = 2166136261
    for ch in seed:  # FNV-1a over the characters, as the web app hashes an id
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    a, b, c = PALETTES[h % len(PALETTES)]
    return (
        f"radial-gradient(120% 80% at 20% 10%, {a}cc 0%, transparent 60%), "
        f"linear-gradient(160deg, {b} 0%, {c} 100%)"
    )


def initials(name: str) -> str:
    words = "".join(ch if ch.isalnum() else " " for ch in name).split()
    letters = f"{words[0][0]}{words[1][0]}" if len(words) > 1 else (words[0][0] if words else "?")
    return letters.upper()


def _chips(c: CharacterSummary) -> list[str]:
    """Style and tags, each once whatever its case (as the web app's card shows them)."""
    seen: set[str] = set()
    out = []
    for tag in [c.style, *c.tags]:
        if tag.lower() not in seen:
            seen.add(tag.lower())
            out.append(tag)
    return out


def _character_card(c: CharacterSummary) -> str:
    name = escape(c.name)
    if c.avatar_url:
        picture = (
            f'<img src="{escape(c.avatar_url)}" alt="Portrait of {name}" loading="lazy" '
            'width="240" height="300" class="h-full w-full object-cover">'
        )
        art = f'<div class="relative aspect-[3/4] w-full overflow-hidden">{picture}</div>'
    else:
        art = (
            '<div aria-hidden="true" class="relative aspect-[3/4] w-full overflow-hidden" '
            f'style="background-image:{escape(art_gradient(str(c.id)))}">'
            '<span class="absolute inset-x-0 top-[12%] text-center font-display text-5xl font-semibold '
            f'tracking-tight text-white/90 drop-shadow-lg sm:top-[20%] sm:text-7xl">{escape(initials(c.name))}</span></div>'
        )
    tags = "".join(
        f'<li class="rounded-full bg-white/15 px-2 py-0.5 text-[11px] font-medium text-white/90">{escape(t)}</li>'
        for t in _chips(c)[:3]
    )
    return (
        '<li><article class="group relative overflow-hidden rounded-2xl border border-border bg-card shadow-lg">'
        f"{art}"
        '<div class="absolute inset-0 bg-gradient-to-t from-black/90 via-black/35 to-transparent"></div>'
        '<div class="absolute inset-x-0 bottom-0 grid gap-1.5 p-3 sm:p-4">'
        '<h3 class="flex items-baseline gap-2 text-white"><span class="min-w-0 truncate text-base font-semibold sm:text-lg">'
        f'<a href="/char/{c.id}" class="after:absolute after:inset-0">{name}</a></span>'
        f'<span class="shrink-0 text-sm text-white/70">{c.age}</span></h3>'
        f'<p class="line-clamp-2 text-xs text-white/80 sm:text-sm">{escape(c.excerpt)}</p>'
        f'<ul class="flex flex-wrap gap-1" aria-label="Tags">{tags}</ul></div></article></li>'
    )


def _links(items: list[tuple[str, str]], cls: str) -> str:
    return "".join(f'<a href="{escape(p)}" class="{cls}">{escape(label)}</a>' for p, label in items)


def _link_card(item: ContentLink) -> str:
    """An index entry; a type's card leads with a portrait (or its gradient) and its count."""
    picture = ""
    if item.count is not None:
        frame = "h-32 w-24 shrink-0 overflow-hidden rounded-lg"
        style = f'style="background-image:{escape(art_gradient(item.path))}"'
        picture = (
            f'<div class="{frame}" {style}><img src="{escape(item.image)}" alt="A character of {escape(item.title)}" '
            'loading="lazy" class="h-full w-full object-cover"></div>'
            if item.image
            else f'<div aria-hidden="true" class="{frame}" {style}></div>'
        )
    count = (
        f'<p class="text-xs text-muted-foreground">{item.count} character{"" if item.count == 1 else "s"}</p>'
        if item.count is not None
        else ""
    )
    return (
        f'<li class="flex gap-4 rounded-xl border border-border bg-card/60 p-5">{picture}<div class="grid content-start gap-2">'
        f'<h2 class="text-lg font-semibold"><a href="{escape(item.path)}">{escape(item.title)}</a></h2>'
        f'<p class="text-sm text-muted-foreground">{escape(item.description)}</p>{count}</div></li>'
    )


def _characters(page: ContentPage, title: str) -> str:
    cards = "".join(_character_card(c) for c in page.characters)
    return (
        '<section class="mt-12" aria-labelledby="characters-heading">'
        f'<h2 id="characters-heading" class="mb-4 font-display text-2xl font-semibold">{escape(title)}</h2>'
        f'<ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">{cards}</ul></section>'
    )


def _home(page: ContentPage) -> str:
    """The home page as the web app lays it out: a centred hero, the characters, the text."""
    cta = page.cta.label if page.cta else "Create your free account"
    hero = (
        '<section class="grid gap-6 py-6 text-center sm:py-14">'
        '<p class="text-xs font-semibold uppercase tracking-[0.3em] text-primary">For adults only · 18+</p>'
        '<h1 class="mx-auto max-w-3xl font-display text-4xl font-semibold leading-tight tracking-tight sm:text-6xl">'
        f"{escape(page.heading)}</h1>"
        f'<p class="mx-auto max-w-2xl text-lg text-muted-foreground">{escape(page.description)}</p>'
        '<div class="flex flex-wrap justify-center gap-3">'
        '<a href="/signup" class="inline-flex h-12 items-center rounded-lg bg-primary px-6 text-base font-medium '
        f'text-primary-foreground">{escape(cta)}</a>'
        '<a href="/login" class="inline-flex h-12 items-center rounded-lg border border-border px-6 text-base '
        'font-medium">Log in</a></div></section>'
    )
    parts = [hero]
    if page.characters:
        parts.append(_characters(page, "Meet the starter characters"))
    if page.html:
        parts.append(f'<div class="{PROSE} mx-auto mt-12 max-w-3xl text-center">{page.html}</div>')
    return "".join(parts)


def _article(page: ContentPage) -> str:
    """Breadcrumbs, one h1, the body, the call to action, the index entries, characters, FAQ."""
    parts: list[str] = []
    if page.breadcrumbs:
        crumbs = "".join(
            f'<li><a href="{escape(b.path)}" class="hover:text-foreground">{escape(b.name)}</a></li>'
            '<li aria-hidden="true">/</li>'
            for b in page.breadcrumbs
        )
        parts.append(
            '<nav aria-label="Breadcrumb" class="mb-6 text-sm text-muted-foreground">'
            f'<ol class="flex flex-wrap gap-2">{crumbs}<li aria-current="page">{escape(page.heading)}</li></ol></nav>'
        )
    header = [
        f'<h1 class="font-display text-3xl font-semibold tracking-tight sm:text-5xl">{escape(page.heading)}</h1>'
    ]
    byline = " · ".join(x for x in (page.date.isoformat() if page.date else None, page.author) if x)
    if byline:
        header.append(f'<p class="text-sm text-muted-foreground">{escape(byline)}</p>')
    header.append(f'<p class="text-lg text-muted-foreground">{escape(page.description)}</p>')
    parts.append(f'<header class="mb-8 grid max-w-3xl gap-3">{"".join(header)}</header>')
    if page.image:
        parts.append(
            f'<img src="{escape(page.image)}" alt="{escape(page.image_alt or "")}" '
            'class="mb-8 w-full max-w-3xl rounded-2xl">'
        )
    if page.html:
        parts.append(f'<div class="{PROSE} max-w-3xl">{page.html}</div>')
    if page.cta:
        parts.append(
            f'<p class="mt-8"><a href="{escape(page.cta.href)}" class="inline-flex h-12 items-center rounded-lg '
            f'bg-primary px-6 text-base font-medium text-primary-foreground">{escape(page.cta.label)}</a></p>'
        )
    if page.items:
        items = "".join(_link_card(i) for i in page.items)
        parts.append(f'<ul class="mt-8 grid gap-4 sm:grid-cols-2">{items}</ul>')
    if page.characters:
        parts.append(_characters(page, "Meet the characters"))
    if page.kind == "type" and page.category:
        parts.append(
            f'<p class="mt-6"><a href="/directory/{escape(page.category)}" class="inline-flex h-10 items-center '
            f'rounded-md border border-border px-4 text-sm font-medium">See all {escape(page.heading.lower())} '
            "in the directory</a></p>"
        )
    if page.faq:
        faq = "".join(
            f'<div class="grid gap-1 rounded-xl border border-border bg-card/60 p-5"><dt class="font-semibold">'
            f'{escape(f.question)}</dt><dd class="text-foreground/85">{escape(f.answer)}</dd></div>'
            for f in page.faq
        )
        parts.append(
            '<section class="mt-12 max-w-3xl" aria-labelledby="faq-heading">'
            '<h2 id="faq-heading" class="mb-4 font-display text-2xl font-semibold">Questions</h2>'
            f'<dl class="grid gap-3">{faq}</dl></section>'
        )
    return "".join(parts)


def body_html(page: ContentPage) -> str:
    """The page as plain HTML inside the site's header and footer."""
    main = _home(page) if page.kind == "home" else _article(page)
    nav = _links(list(NAV), "rounded-md px-3 py-2 text-sm text-foreground/80")
    footer = _links(list(FOOTER), "hover:text-foreground")
    return (
        '<div class="flex min-h-dvh flex-col">'
        '<header class="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur">'
        '<div class="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">'
        '<a href="/" class="flex items-center gap-2 font-display text-xl tracking-wide">'
        '<span aria-hidden="true" class="text-primary">☾</span>Nocturne</a>'
        f'<nav aria-label="Main" class="hidden items-center gap-1 md:flex">{nav}</nav>'
        '<div class="ml-auto flex items-center gap-2 md:ml-3"></div></div></header>'
        f'<main class="mx-auto w-full max-w-6xl flex-1 px-4 py-10">{main}</main>'
        '<footer class="border-t border-border/60"><div class="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 '
        'text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">'
        "<p>Nocturne is for adults (18+) only. Every character is an adult.</p>"
        f'<nav aria-label="Footer" class="flex flex-wrap gap-4">{footer}</nav></div></footer></div>'
    )


def json_ld(page: ContentPage, origin: str) -> list[dict[str, Any]]:
    """WebSite for the home page, Article for blog and press, FAQPage where the page has questions,
    BreadcrumbList below the home."""
    url = origin + page.path
    out: list[dict[str, Any]] = []
    if page.kind == "home":
        out.append(
            {
                "@context": "https://schema.org",
                "@type": "WebSite",
                "name": "Nocturne",
                "url": origin + "/",
                "description": page.description,
            }
        )
    if page.kind == "article":
        article: dict[str, Any] = {
            "@context": "https://schema.org",
            "@type": "Article",
            "headline": page.heading,
            "description": page.description,
            "mainEntityOfPage": url,
        }
        if page.date:
            article["datePublished"] = page.date.isoformat()
        if page.author:
            article["author"] = {"@type": "Organization", "name": page.author}
        if page.image:
            article["image"] = absolute(page.image, origin)
        out.append(article)
    if page.faq:
        out.append(
            {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": f.question,
                        "acceptedAnswer": {"@type": "Answer", "text": f.answer},
                    }
                    for f in page.faq
                ],
            }
        )
    if page.breadcrumbs:
        trail = [*((b.name, origin + b.path) for b in page.breadcrumbs), (page.heading, url)]
        out.append(
            {
                "@context": "https://schema.org",
                "@type": "BreadcrumbList",
                "itemListElement": [
                    {"@type": "ListItem", "position": i, "name": name, "item": item}
                    for i, (name, item) in enumerate(trail, start=1)
                ],
            }
        )
    return out


def absolute(url: str, origin: str) -> str:
    return url if url.startswith(("http://", "https://")) else origin + "/" + url.lstrip("/")
