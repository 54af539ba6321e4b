"""Character cards typed anywhere (issue 9): a card or persona sheet pasted into the chat ("Persona: …",
"OC sheet\nHeight: …", "Nome: Duda Série: 8º ano Cenário: …") defines a character as one saved on the
character path does, so the rules read it as a definition (rules.Rules._minors): an identity or a
childlike body there is the character's, with or without a sexual word beside it.
"""

from __future__ import annotations

import functools
import re

# A text that opens as a character sheet: "Persona:", "Character:", "OC sheet", "Name: … Age: …".
_CARD_OPENING = re.compile(
    r"^\s*(?:(?:oc|character|char|persona)\s*(?:sheet|card)?\s*[:\n]|(?:oc|character)\s+(?:sheet|card)\b"
    r"|(?:personaje|personagem|personnage|персонаж|ペルソナ|キャラ)\s*[:：])",
    re.IGNORECASE,
)
# Two or more card fields ("Nome: Duda Série: 8º ano Cenário: …"): a card, whatever its first label.
_FIELDS = frozenset(
    "name age grade scenario height features appearance personality nombre edad escenario curso nome idade "
    "cenario cenário série serie nom âge scénario classe alter szenario klasse имя возраст сценарий класс "
    "名前 年齢 設定 学年".split()
)
_COLON = re.compile(r"[:：]")
_LABEL_BEFORE = re.compile(r"(\w+)\s*$")


@functools.lru_cache(maxsize=256)
def card_text(text: str) -> bool:
    """The text is a character card or persona sheet, pasted wherever it is typed. (Each reading of a
    text asks; the answer is the text's.) Only the words before colons are read, so a long role-play
    message costs a scan for ":"."""
    if _CARD_OPENING.match(text):
        return True
    fields = 0
    for colon in _COLON.finditer(text):
        label = _LABEL_BEFORE.search(text, max(0, colon.start() - 16), colon.start())
        if label is not None and label.group(1).lower() in _FIELDS:
            fields += 1
            if fields == 2:
                return True
    return False
