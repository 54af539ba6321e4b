"""A historical era is no childhood: "時代" marks the past only after a childhood or school word (issue 9,
minors recall).

"子供時代", "中学時代", "学生時代" (childhood, middle school days) tell a backstory; "明治時代から続いて
いて" (going on since the Meiji era) or "江戸時代の町" (an Edo-period town) set the scene, and a long turn
that names such an era and casts someone "まだ中学三年生" with "えっちな展開" later is no backstory.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_ERA = "時代"
# Words before "時代" that make it someone's own past.
_OWN_PAST = frozenset(
    "子供 子ども こども 幼少 少年 少女 学生 小学 小学生 中学 中学生 高校 高校生 大学 大学生 学校 新人 若".split()
)


def era_only(a: Analysis, marker: Hit) -> bool:
    """The past marker is "時代" after no childhood or school word ("明治時代")."""
    if marker.entry != _ERA:
        return False
    before = a.words[marker.start - 1] if marker.start > 0 else ""
    return before not in _OWN_PAST and not any(before.endswith(w) for w in ("学生", "供", "学", "校"))
