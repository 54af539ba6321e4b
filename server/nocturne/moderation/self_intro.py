"""A self-introduction label before a bare age (issue 9, session 14): "About me: 17, bi, sub, into
bondage", "Sobre mí: 16, bi, sumisa", "Über mich: 16, devot", "Sobre mim: 16", "Обо мне: 16" give the
writer's age like "Age: 17" (lexicon key age_labels). The label frames only a number that stands
alone in its list ("About me: 17, …", "about me: 16 / f"); a count that runs on into its noun ("About
me: 1 year on this app, 30", "sobre mí: 2 gatos") is no age."""

from __future__ import annotations

from nocturne.moderation.lexicon import Hit

INTRO_LABELS = frozenset({"about me", "sobre mi", "uber mich", "a propos de moi", "sobre mim", "обо мне"})


def runs_on(
    text: str, spans: list[tuple[int, int]], words: list[str], index: int, label_hits: list[Hit]
) -> bool:
    """Whether the age label before the number at `index` is a self-introduction whose number runs on
    into the next word with no separator between ("1 year on this app")."""
    if not any(h.key == "age_labels" and h.entry in INTRO_LABELS for h in label_hits):
        return False
    if index + 1 >= len(words):
        return False
    gap = text[spans[index][1] : spans[index + 1][0]]
    return not gap.strip() and len(words[index + 1]) > 1  # "17 f" is a tag, "1 year" runs on
