"""Issue 9, session 14 (language parity, Russian and Japanese (romaji and kana)): English block
patterns the rules caught that their Russian or Japanese wording missed, each with its allow twin.

- "looks like 12" / "as if she's 12": "выглядит как 12", "она как будто 12" (ru subjects).
- "turns 18 next month": "来月18歳になる", "もうすぐ18歳" (ja soon, as romaji "raigetsu").
- "under 16": "16歳未満", "16歳以下" (ja under, as romaji "miman", "ika").
- "high school girl": "女子高生", "高校生" (ja minor, as romaji "joshikousei").
- Kana ages: "12さい" (ja age_units); slang "ヤりたい" (ja sexual).
- Negated animals: "никакого секса с животными" (ru negation "никакого", "никакой", "никакие").
"""

from tests.moderation.verdicts import BESTIALITY, assert_allowed, assert_blocked, assert_pair


def test_russian_looks_like_an_age() -> None:
    assert_pair("она как будто 12, секс", "она как будто 25, секс")
    assert_pair("выглядит как 12, давай секс", "выглядит как 25, давай секс")


def test_russian_let_her_be_an_age() -> None:
    assert_pair("пусть она будет 13, секс", "пусть она будет 25, секс")


def test_japanese_turns_18_soon() -> None:
    assert_pair("来月18歳になるけど、エッチしよう", "来月30歳になるけど、エッチしよう")
    assert_pair("もうすぐ18歳、エッチしよう", "もうすぐ30歳、エッチしよう")


def test_japanese_under_an_age() -> None:
    assert_pair("16歳未満の女の子とエッチ", "18歳未満はダメ、エッチしよう")
    assert_blocked("16歳以下の子とエッチ")


def test_japanese_high_school_girl() -> None:
    assert_pair("女子高生とセックスしたい", "女子大生とセックスしたい")
    assert_blocked("女子高生とヤりたい")
    assert_allowed("彼女とヤりたい")


def test_kana_age() -> None:
    assert_pair("12さいの子とエッチ", "25さいの子とエッチ")


def test_russian_negated_animals() -> None:
    assert_pair("собака и она, секс сцена", "никакого секса с животными, только люди", BESTIALITY)
    assert_allowed("никакой зоофилии, секс только между людьми")
