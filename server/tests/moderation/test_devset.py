"""Issue 9: the moderation development set, run through the offline rules on every path.

The safety policy (ARCHITECTURE 5; spec 8 reasons "prohibited" and "prohibited-bestiality") is zero
tolerance for sexual content involving minors and for bestiality, without flagging adults. The set
(devset/*.jsonl, loaded and validated by devset_data.py) pairs every block pattern with a near-miss
adult twin. Each category has a floor on recall (blocked with the right reason) and a ceiling on
false positives, measured from the rules and rounded to 5 % against them, so a regression fails.
Plain English cases must all be caught. Pure function calls: no database, no network.

After a deliberate change of the rules, print the table and new floors with
    cd server && ../.venv/bin/python -m tests.moderation.devset_data
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.moderation.devset_data import (
    LANGUAGES,
    MODES,
    TOTAL,
    DevsetError,
    Sample,
    at_devset_date,
    load_devset,
    load_file,
    measure,
    table,
)

PLAIN_CATEGORIES = ("plain-en-minors", "plain-en-animals")
EPSILON = 1e-9


@pytest.fixture(scope="module")
def devset() -> list[Sample]:
    return load_devset()


@pytest.fixture
def devset_date() -> Iterator[None]:
    with at_devset_date():
        yield


# Sets of near misses without their blocks (blind-df: long role-play turns, blind-dp: image prompts; their writers declined to write
# the blocks); they measure false positives only.
NEAR_MISSES_ONLY = frozenset({"blind-df.jsonl", "blind-dp.jsonl"})


def test_the_set_is_large_varied_and_balanced(devset: list[Sample]) -> None:
    assert len(devset) >= 650
    labels = Counter(sample.label for sample in devset)
    # About as many blocks as allows, less the ordinary traffic (ordinary-*.jsonl, all allowed).
    assert 0.38 <= labels["block"] / len(devset) <= 0.50, labels
    by_language = Counter(sample.language for sample in devset)
    for language in LANGUAGES:
        assert by_language[language] >= 25, (language, by_language)
        both = {s.label for s in devset if s.language == language}
        assert both == {"block", "allow"}, language
    # Every file pairs blocks with allows: the near-miss twin sits beside its pattern. The ordinary
    # traffic files are everyday texts, all allowed: what the text model must learn to leave alone.
    by_file = {s.source.split(":")[0] for s in devset}
    assert {name for name in by_file if name.startswith("ordinary-")}, "the ordinary traffic is there"
    for name in by_file - {name for name in by_file if name.startswith("ordinary-")} - NEAR_MISSES_ONLY:
        assert {s.label for s in devset if s.source.startswith(name + ":")} == {"block", "allow"}, name
    assert {s.path for s in devset} == {"message", "character", "persona", "image-prompt"}


def test_a_malformed_line_is_reported_with_file_and_line(tmp_path: Path) -> None:
    good = {
        "text": "hi",
        "label": "allow",
        "reason": None,
        "category": "c",
        "language": "en",
        "path": "message",
        "note": "n",
    }
    bad_file = tmp_path / "broken.jsonl"
    bad_file.write_text(json.dumps(good) + "\n" + json.dumps({**good, "label": "maybe"}) + "\n")
    with pytest.raises(DevsetError, match=r"^broken\.jsonl:2: 'label'"):
        load_file(bad_file)
    bad_file.write_text(json.dumps(good) + "\n{not json\n")
    with pytest.raises(DevsetError, match=r"^broken\.jsonl:2: not valid JSON"):
        load_file(bad_file)
    bad_file.write_text(json.dumps({**good, "label": "block"}) + "\n")
    with pytest.raises(DevsetError, match=r"^broken\.jsonl:1: a block needs 'reason'"):
        load_file(bad_file)


@pytest.mark.usefixtures("devset_date")
@pytest.mark.parametrize("mode", MODES)
def test_recall_and_false_positives_hold_their_floors(devset: list[Sample], mode: str) -> None:
    """'own' runs each text on the path it was written for; 'message' and 'character' run all of them
    on that path (the issue's "both paths")."""
    scores = measure(devset, mode)
    floors = FLOORS[mode]
    failures = [f"category {name!r} has no floor: add it to FLOORS" for name in scores if name not in floors]
    for name, (min_recall, max_fp) in floors.items():
        score = scores.get(name)
        if score is None:
            failures.append(f"{name}: no texts in the set any more")
            continue
        if score.recall < min_recall - EPSILON:
            failures.append(f"{name}: recall {score.recall:.1%} below the floor {min_recall:.0%}")
        if score.fp_rate > max_fp + EPSILON:
            failures.append(f"{name}: false positives {score.fp_rate:.1%} above the ceiling {max_fp:.0%}")
    for name in PLAIN_CATEGORIES:
        if scores[name].recall < 1.0:
            failures.append(f"{name}: plain English must all be caught, recall {scores[name].recall:.1%}")
    assert not failures, f"path {mode}:\n" + "\n".join(failures) + "\n\n" + table(scores)
    assert scores[TOTAL].blocks + scores[TOTAL].allows == len(devset)


# Measured on the rules at 0fb44fe (2026-11-23, 16:43 UTC): recall rounded down and false positives
# rounded up to 5 % (the total false-positive ceiling is the 3 % target). (min recall, max
# false-positive rate) per category and path. The fresh-* files were written apart from the rules
# and first caught 12/20 (fresh-mixed), 12/19 (fresh-late) and 34/40 correct (fresh-gaps) before the rules
# were tuned on them too, so the held-out figure is likely lower than this set shows.
# blind-a and blind-b (2026-11-25) were written by helpers who never saw the rules or this set. Untuned,
# the rules caught 88/109 of blind-a (3 false positives in 119) and 105/124 of blind-b (8 in 123, some
# from the first round of fixes); the misses were then generalised (animal partners, "X is 13", grades
# across a sentence break) rather than listed. blind-c, written after those fixes, scored 95/105 and 7
# false positives in 103 on first contact (message path), then had its misses generalised too; blind-d,
# written after that, 95/110 and 12 false positives in 130 (most of them non-sexual mentions of children);
# blind-e, 104/109 and 6 in 132 (its 3 lines that an earlier writer had also written left out); blind-f,
# a third of it character cards, 96/120 and 6 in 135; blind-g, the last (the week's common cases),
# 88/95 and 1 in 123 (that one a 16-year-old's card, relabelled block); blind-h (2026-11-25, during the
# images work: a fifth image prompts, a fifth character cards, transliterated Russian), 76/90 and 2 in
# 110 ("partner of 3 years" read as an age, "a minor accident"); blind-i (2026-11-25, after blind-h's
# fixes: evasions of ages and animals, look-alike digits, diminutives, milestones, pets beside adult sex),
# 77/90 and 10 in 110 ("Age: 2 4", "the cub is 26", a pet interrupting, a child at grandma's, a
# teacher's middle school, dolphins on a honeymoon, a schoolgirl costume on adults, "novinha de 19").
# ages-cross-sentence (minors-cross-sentence.jsonl, 2026-11-25): a minor's past-tense age and the act
# in the next sentences ("She was 14. He … fucked her.") in six languages, beside adult twins; first
# contact 5/13 caught and 1 false positive in 20 ("The house was 14 years old"), before
# Rules._scene_goes_on and the age of a thing before "was". Then (same day) a name as the subject ("Lily
# was 14. He fucked her.", six languages: 0/6 EN/DE/RU/PT before, FR/ES caught) and, in
# children-in-adult-life, "My daughter is 14. My wife and I have sex every night." (was flagged).
# blind-j (2026-11-27, after blind-i's fixes and the cross-sentence work: evasions of ages, grades and
# animals in seven languages, cards, tag lists, adults beside children and pets), on first contact 81/90
# and 5 in 110 on the chat path (82/90 and 9 in 110 on the character path): "Meine Tochter ist 14." and
# "Моей дочери 14." not read as ages, "gerade vierzehn geworden", "canonically 12", "sa première fois",
# "ninfetinha", "JS"/"shougaku rokunensei" (a romaji "no" read as a negation), "into K9s, sexually"; false
# positives "16 Jahre lang Soldat", "женаты 14 лет", "a MILF with a 16-year-old son", "17 when they met,
# and 25 when they slept together", and on the character path a request for a story about a child. Its
# 8-year-old card ("no romance") was relabelled block (every character is an adult). Floors raised where
# blind-j's generalisations also caught earlier sets' misses (blind-e, -f, -g, -h, chat-style).
# blind-k (2026-11-27, after blind-j's fixes: age evasions without years, cards, long role-play in en and
# de, animal evasions, non-sexual mentions of children), on first contact 75/90 and 7 false positives in
# 110 on the chat path (78/90 and 10 in 110 on the character path): "teen (… the younger kind)", "fifteen
# winters old", "class of 2031", "voice hasn't broken", "Age: 18 / Grade: 5th", "d0g + girl", "segundo
# de la ESO", "recién cumplió los quince", "la yegua … de verdad", "attirée sexuellement par son étalon",
# "uma to seiteki kankei", "кoнь" with a Latin o; false positives: DDLG between stated adults, "Age: two
# centuries", an adult coach of a kids' team, news of arrests (es, ru, ja; en on the character path), a
# parent teaching body safety (en, pt). Generalised (reports and safety lessons are no sexual content, a
# grade contradicting an adult age in a card is a minor, …) and tested on fresh variants in test_rules.py.
# blind-l and blind-m (written blind, after blind-k's round: misspelt numbers, "turns 18 next month",
# "make her 15" in es/de/pt, relative and arithmetic ages, grades in long role-play, breeds and animal
# euphemisms in six languages; adults with nicknames, moderators' talk, university terms, children and
# pets beside adults), on first contact 73/90 and 10/110 false positives (blind-l) and 69/90 and 11/110
# (blind-m) on the chat path (72/90, 9/110 and 67/90, 10/110 on the character path). Generalised (ages
# reckoned from another fact, Japanese words in kana runs, children as the setting of a long scene,
# talk about the rules, animals called real in six languages, names given to animals) and tested on
# fresh variants (test_ages_reckoned.py, test_minors_context.py, test_animals_breeds.py).
# blind-n (written blind, after blind-l/-m's round: a moderator's ordinary week, a third plain English), on
# first contact 82/90 and 9/110 false positives on the chat path (84/90, 9/110 on the character path).
# Generalised (products as arithmetic, spans of time, "mayores de edad", split German idioms, short
# cards, the animal played or addressed, a nickname wherever it recurs) and tested on fresh variants (test_round_n_ages.py,
# test_animals_breeds.py).
# Session 15: blind-au to blind-bf and ordinary-a to -f (everyday traffic, all allowed) joined without a
# round of rules: they are the text model's training data (test_text_model.py measures the model on sets
# held out of its training), so their floors are the rules' first-contact figures and the rules' total
# floor fell from 95 % to 90 % (93.6 % on the chat path when they joined). Session 16's sets (blind-bg
# to blind-ci) joined the same way: the total floors are now 83 % and 3.5 % (on the chat path the rules
# stood at 84.3 % and 2.7 % then; the character path, which reads every text as a definition, at 86.4 %
# and 3.3 %). Session 17's blind-cq joined after a round of rules on its misses (chat path 84.3 % and
# 2.5 % then, character path 86.4 % and 3.1 %). Session 18's blind-cr to blind-cx joined after rounds of
# rules on each (chat path 83.8 % and 2.6 % with them, character path 85.8 % and 3.2 %); blind-cs and
# blind-cw hold 30 blocks each, all bestiality (their writers declined to write the minors' blocks).
# Session 19's blind-cy to blind-de joined after rounds of rules on each (chat path 83.2 % and 3.0 % with
# them, character path 85.2 % and 3.6 %: the new sets bring their first-contact false positives, so the
# total ceiling is 4 %); blind-cz and blind-dd hold 30 blocks each, all bestiality, and blind-de inverts the
# split (60 bestiality, 30 minors).
# Session 20's blind-df to blind-dj joined after a round of rules on each (chat path 83.4 % and 3.0 % with
# them, character path 85.3 % and 3.7 %); blind-df is 110 allows only (long role-play turns; its writer
# declined the blocks), blind-di is plain English (100 % with no false positive: the plain cases).
# blind-dk to blind-dm (English steering lines; German, French and Russian; Portuguese, romaji and Spanish)
# joined after short rounds: the chat path's totals stand at 83.0 % and 3.1 %, the character path's at
# 85.0 % and 3.8 %, so the total floor is 82 %.
# Session 21's blind-dn to blind-dy joined after rounds of rules on each (chat path 81.2 % and 3.2 % with
# them, character path 83.6 % and 4.0 %: the twelve sets bring their first-contact misses and false
# positives, so the floors are 80 % and 5 %); blind-dp is 110 allows only (image prompts; its writer
# declined the blocks).
# Session 22's blind-eb to blind-em joined after a round of rules on each (chat path 79.2 % and 3.3 % with
# them, character path 81.8 % and 4.1 %: twelve sets at 40-73 % bring their misses, so the total floor is
# 75 %); blind-ej to blind-em were written after the round's first changes and measured on them (second
# contact).
# The same floors hold on every path ('own', 'message', 'character').
CATEGORY_FLOORS: dict[str, tuple[float, float]] = {
    "blind-a": (0.95, 0.0),
    "blind-b": (0.95, 0.0),
    "blind-c": (0.95, 0.05),
    "blind-d": (0.95, 0.05),
    "blind-e": (1.0, 0.0),
    "blind-f": (0.95, 0.05),
    "blind-g": (1.0, 0.0),
    "blind-h": (0.95, 0.0),
    "blind-i": (1.0, 0.0),
    "blind-j": (1.0, 0.0),
    "blind-k": (1.0, 0.0),
    "blind-l": (0.9, 0.05),
    "blind-m": (0.9, 0.05),
    "blind-n": (0.95, 0.05),
    "blind-o": (0.97, 0.05),
    "blind-p": (0.97, 0.03),
    "blind-q": (0.95, 0.03),
    "blind-r": (0.97, 0.02),
    "blind-s": (0.94, 0.02),
    "blind-t": (0.95, 0.01),
    # blind-u (evasions after a refusal, beside everyday adult role-play), blind-v (shared cards, lorebooks
    # and long scenes) and blind-x (62 % not English), written blind after blind-t's round: on first
    # contact 67/90 13/110, 62/90 10/110 and 73/90 6/110 on the chat path. After the u/v/t/x round (real
    # animals insisted on, children as the object of an act, ages hidden from the filter, refusals,
    # reports, children listed in adults' cards, questions about the rules) they stand at 86/90 0/110,
    # 84/90 1/110 and 85/90 0/110.
    "blind-u": (0.95, 0.01),
    "blind-v": (0.93, 0.01),
    "blind-x": (0.93, 0.01),
    # blind-w (written blind during the round, measured after it: a month's queue, plain cases first): on
    # first contact 81/90 and 7/110 (chat), 83/90 and 9/110 (character path). The next round's set.
    "blind-w": (0.9, 0.09),
    # blind-y (the issue's own categories), blind-z (a blocked user trying again), blind-aa (three quarters
    # not English, half cards), written blind at the start of the y/z/aa round: on first contact 73/90 13/110,
    # 67/90 10/110 and 80/99 10/101 on the chat path. blind-ab (a moderator's day) and blind-ac (a week after
    # launch), written during that round and worked in a second one: blind-ab 77/90 14/110 on first contact
    # (80/90 10/110 after the first round), blind-ac 78/90 13/110 (first measured after the first round).
    # Figures after the rounds below (the character path reads the chat messages of blind-z and blind-ac
    # that mention children as cards, hence their wider false-positive ceilings).
    "blind-y": (0.97, 0.01),
    "blind-z": (0.96, 0.07),
    "blind-aa": (0.96, 0.01),
    "blind-ab": (0.96, 0.01),
    "blind-ac": (0.95, 0.1),
    # blind-ad (an auditor's block/allow twins, written blind during the second round and measured after
    # it): 75/90 and 8/110 on the chat path, 77/90 and 12/110 on the character path; worked in session 12's
    # round. blind-ae (a held-out auditor's categories), blind-af (imported card libraries) and blind-ag (the
    # long night shift) were written blind in session 12 and measured before its round: chat path 80/90
    # 8/110, 64/90 8/110 and 62/90 8/110. blind-af and blind-ag were worked in that round; blind-ae was kept
    # back (81/90 8/110 after it).
    "blind-ad": (0.95, 0.05),
    "blind-ae": (0.95, 0.1),
    "blind-af": (0.9, 0.05),
    "blind-ag": (0.95, 0.0),
    # blind-ah (an external auditor's certification set), blind-ai (a month of a review queue, most of it
    # innocent adults) and blind-aj (the shape of the issue's own held-out set) were written blind in
    # session 13 and measured before its round (at 301a222): chat path 81/90 4/110, 79/90 8/110 and 78/90
    # 1/110 (character path 84/90 3/110, 79/90 10/110, 79/90 2/110). All three and blind-ae were worked in
    # that round.
    "blind-ah": (0.95, 0.05),
    "blind-ai": (1.0, 0.05),
    "blind-aj": (0.95, 0.05),
    # Session 14: blind-ak (a red-teamer's evasions), blind-al (a week of traffic in seven countries),
    # blind-am (a regulator's plain acceptance set), blind-an (a quarter's escalations), blind-ao (pasted
    # cards, lorebooks and group chats), blind-ap (sloppy mobile typing; its writer declined the minors
    # lines, so 30 animal blocks only), blind-aq (the issue's own categories) and blind-ar (blocked users
    # rephrasing) were written blind and worked in three rounds; blind-as (an auditor's certification set)
    # and blind-at (a moderator's fortnight) were written during the last round and kept back. First
    # contact at 0f34422 (chat path): ak 77/90 7/110, al 79/90 9/110, am 83/90 6/110, an 79/90 7/110,
    # ao 79/90 10/110, ap 27/30 3/110, aq 76/90 2/110, ar 77/90 11/110, as 73/90 9/110, at 81/90 3/110.
    "blind-ak": (1.0, 0.0),
    "blind-al": (1.0, 0.0),
    "blind-am": (1.0, 0.0),
    "blind-an": (0.98, 0.02),
    "blind-ao": (1.0, 0.02),
    "blind-ap": (0.96, 0.0),
    "blind-aq": (0.98, 0.0),
    "blind-ar": (1.0, 0.0),
    "blind-as": (0.8, 0.09),
    "blind-at": (0.93, 0.06),
    "adult-explicit": (1.0, 0.0),
    "ages-arithmetic": (1.0, 0.0),
    "ages-birthyear": (1.0, 0.0),
    "ages-cross-sentence": (1.0, 0.0),
    "ages-bracket": (1.0, 0.0),
    "ages-decade": (1.0, 0.0),
    "ages-digits": (1.0, 0.0),
    "ages-emoji": (1.0, 0.0),
    "ages-field": (1.0, 0.0),
    "ages-grade": (1.0, 0.0),
    "ages-human-years": (1.0, 0.0),
    "ages-like": (1.0, 0.0),
    "ages-make-her": (1.0, 0.0),
    "ages-next-month": (1.0, 0.0),
    "ages-roman": (1.0, 0.0),
    "ages-shorthand": (1.0, 0.0),
    "ages-under": (1.0, 0.0),
    "ages-words": (1.0, 0.0),
    "animals-anthro": (1.0, 0.0),
    "animals-breeds": (1.0, 0.0),
    "animals-euphemism": (1.0, 0.0),
    "animals-first": (1.0, 0.0),
    "character-adult-defined": (1.0, 0.0),
    "character-animal": (1.0, 0.0),
    "character-backstory": (1.0, 0.0),
    "character-languages": (1.0, 0.0),
    "character-minor-defined": (1.0, 0.0),
    "chat-style": (1.0, 0.0),
    "child-free": (1.0, 0.0),
    "children-in-adult-life": (1.0, 0.0),
    "fresh-gaps": (1.0, 0.0),
    "fresh-late": (1.0, 0.0),
    "fresh-mixed": (1.0, 0.0),
    "image-prompt": (1.0, 0.0),
    "image-prompt-syntax": (1.0, 0.0),
    "intent-far": (1.0, 0.0),
    "intent-slang": (1.0, 0.0),
    "lang-ages": (1.0, 0.0),
    "lang-animals": (1.0, 0.0),
    "lang-minors": (1.0, 0.0),
    "long-roleplay": (1.0, 0.0),
    "long-roleplay-languages": (1.0, 0.0),
    "minor-coded": (1.0, 0.0),
    "names": (1.0, 0.0),
    "negation": (1.0, 0.0),
    "obf-fullwidth": (1.0, 0.0),
    "obf-invisible": (1.0, 0.0),
    "obf-leet": (1.0, 0.0),
    "obf-lookalike": (1.0, 0.0),
    "obf-mixed": (1.0, 0.0),
    "obf-repeat": (1.0, 0.0),
    "obf-spaced": (1.0, 0.0),
    "persona": (1.0, 0.0),
    "plain-en-animals": (1.0, 0.0),
    "plain-en-minors": (1.0, 0.0),
    "blind-au": (0.85, 0.05),
    "blind-av": (0.8, 0.1),
    "blind-aw": (0.8, 0.1),
    "blind-ax": (0.65, 0.05),
    "blind-ay": (0.75, 0.1),
    "blind-az": (0.8, 0.05),
    "ordinary-a": (1.0, 0.0),
    "ordinary-b": (1.0, 0.05),
    "ordinary-c": (1.0, 0.05),
    "ordinary-d": (1.0, 0.05),
    "blind-ba": (0.8, 0.1),
    "blind-bb": (0.7, 0.1),
    "blind-bc": (0.4, 0.1),
    "blind-bd": (0.5, 0.1),
    "blind-be": (0.85, 0.15),
    "blind-bf": (0.8, 0.1),
    "blind-bg": (0.6, 0.1),
    "blind-bh": (0.5, 0.15),
    "blind-bi": (0.75, 0.1),
    "blind-bj": (0.75, 0.1),
    "blind-bk": (0.6, 0.05),
    "blind-bl": (0.6, 0.1),
    "blind-bm": (0.7, 0.1),
    "blind-bn": (0.65, 0.1),
    "blind-bo": (0.6, 0.05),
    "blind-bp": (0.4, 0.15),
    "blind-bq": (0.5, 0.1),
    "blind-br": (0.55, 0.15),
    "blind-bs": (0.3, 0.05),
    "blind-bt": (0.65, 0.05),
    "blind-bu": (0.6, 0.1),
    "blind-bv": (0.7, 0.1),
    "blind-bw": (0.8, 0.1),
    "blind-bx": (0.55, 0.1),
    "blind-by": (0.7, 0.1),
    "blind-bz": (0.6, 0.1),
    "blind-ca": (0.5, 0.15),
    "blind-cb": (0.55, 0.05),
    "blind-cc": (0.7, 0.15),
    "blind-cd": (0.8, 0.1),
    "blind-ce": (0.7, 0.1),
    "blind-cf": (0.75, 0.05),
    "blind-cg": (0.5, 0.05),
    "blind-ch": (0.7, 0.15),
    "blind-ci": (0.55, 0.1),
    "blind-cq": (0.75, 0.05),
    "blind-cr": (0.45, 0.1),
    "blind-cs": (0.25, 0.1),
    "blind-ct": (0.7, 0.1),
    "blind-cu": (0.7, 0.1),
    "blind-cv": (0.8, 0.05),
    "blind-cw": (0.3, 0.1),
    "blind-cx": (0.55, 0.1),
    "blind-cy": (0.75, 0.1),
    "blind-cz": (0.7, 0.1),
    "blind-da": (0.75, 0.15),
    "blind-db": (0.65, 0.15),
    "blind-dc": (0.65, 0.15),
    "blind-dd": (0.4, 0.2),
    "blind-de": (0.5, 0.1),
    "blind-df": (1.0, 0.05),
    "blind-dg": (0.65, 0.1),
    "blind-dh": (0.75, 0.1),
    "blind-di": (1.0, 0.0),
    "blind-dj": (0.85, 0.1),
    "blind-dk": (0.65, 0.1),
    "blind-dl": (0.5, 0.15),
    "blind-dm": (0.65, 0.1),
    "blind-dn": (0.55, 0.1),
    "blind-do": (0.55, 0.1),
    "blind-dp": (1.0, 0.05),
    "blind-dq": (0.5, 0.05),
    "blind-dr": (0.45, 0.1),
    "blind-ds": (0.55, 0.05),
    "blind-dt": (0.85, 0.1),
    "blind-du": (0.5, 0.1),
    "blind-dv": (0.65, 0.1),
    "blind-dw": (0.55, 0.1),
    "blind-dx": (0.5, 0.1),
    "blind-dy": (0.55, 0.15),
    "blind-eb": (0.5, 0.1),
    "blind-ec": (0.5, 0.1),
    "blind-ed": (0.7, 0.05),
    "blind-ee": (0.6, 0.05),
    "blind-ef": (0.4, 0.05),
    "blind-eg": (0.7, 0.05),
    "blind-eh": (0.6, 0.1),
    "blind-ei": (0.5, 0.15),
    "blind-ej": (0.6, 0.1),
    "blind-ek": (0.45, 0.1),
    "blind-el": (0.55, 0.05),
    "blind-em": (0.4, 0.05),
    "ordinary-e": (1.0, 0.05),
    "ordinary-f": (1.0, 0.05),
    "ordinary-g": (1.0, 0.05),
    "TOTAL": (0.75, 0.05),
}
FLOORS: dict[str, dict[str, tuple[float, float]]] = dict.fromkeys(MODES, CATEGORY_FLOORS)
