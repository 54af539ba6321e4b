"""Half the speaker's age (issue 9, known miss of session 16): "she's half my age and I'm 26" is 13.

"half my age", "la mitad de mi edad", "la moitié de mon âge", "halb so alt wie ich", "metade da minha
idade", "вдвое младше меня" are rewritten to the number, half the age the speaker gives of themself in
the same text ("I'm 26", "yo tengo 28", "j'ai 30 ans", "ich bin 32", "eu tenho 28", "мне 30"), so the
age frame around them reads it ("she's 13 years old"). With no age of the speaker's, nothing changes.
The reading is normalised: lower case, accents gone.
"""

from __future__ import annotations

import re

_HALF_MY_AGE = re.compile(
    r"\bhalf\s+(?:of\s+)?my\s+age\b|\b(?:la\s+|a\s+)?(?:mitad|metade)\s+de\s+(?:mi|minha)\s+(?:edad|idade)\b"
    r"|\b(?:la\s+)?moitie\s+de\s+mon\s+age\b|\bhalb\s+so\s+alt\s+wie\s+ich\b"
    r"|\b(?:вдвое|в\s+два\s+раза)\s+(?:младше|моложе)\s+меня\b"
)
_HINTS = ("half", "mitad", "metade", "moitie", "halb", "вдвое", "два раза")
# The speaker's own age: "I'm 26", "i am 30", "im 28", "yo tengo 28", "tengo 28", "j'ai 30 ans", "ich
# bin 32", "eu tenho 28", "мне 30".
_SPEAKER_AGE = re.compile(
    r"\b(?:i\s*'?\s*m|i\s+am|(?:yo\s+)?tengo|j\s*'?\s*ai|ich\s+bin|(?:eu\s+)?tenho|мне)\s+(\d{2})\b"
)


def half_my_age(reading: str) -> str:
    if not any(hint in reading for hint in _HINTS):
        return reading
    speaker = _SPEAKER_AGE.search(reading)
    if speaker is None:
        return reading
    half = int(speaker.group(1)) // 2
    return _HALF_MY_AGE.sub(f"{half} years old", reading)
