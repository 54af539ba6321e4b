"""Issue 9, session 14 (born in a month): "She's 18. Born in March 2006" gives the month of a birth,
not of a birthday to come, so the 18 stays 18 (ages._soon, _BORN); "she's 18 in March" (not yet 18)
and a birth year that makes her a minor stay blocked."""

from tests.moderation.verdicts import assert_allowed, assert_pair


def test_english_born_in_month() -> None:
    assert_pair(
        "She's 18 in April. Spicy scene please.",
        "She's 18. Born in April 2007, the story is set in 2025. Spicy scene please.",
    )


def test_english_born_in_month_comma() -> None:
    assert_pair(
        "Lena is 18 in October, write the sex scene",
        "Lena is 18, born in October, write the sex scene",
    )


def test_other_languages_birth_month_passes() -> None:
    assert_allowed("Ella tiene 18, nacida en marzo de 2007, escena picante por favor")
    assert_allowed("Sie ist 18, geboren im März 2007, bitte eine heiße Sexszene")
    assert_allowed("Elle a 18 ans, née en mars 2007, scène de sexe s'il te plaît")
    assert_allowed("Ela tem 18 anos, nascida em março de 2007, cena de sexo por favor")
