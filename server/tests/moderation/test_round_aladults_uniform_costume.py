"""Issue 9, session 14 (round al, adults): a school uniform worn by adults at a costume party ("она в
школьной форме, всем за 25").

"She's in a school uniform" and "она в школьной форме" say what she wears, not that she is in school
(persons._GARMENTS: no identity), so like any school garment they pass where an adult age stands beside
them, a group's included ("we're all in our twenties", "всем за 25", "todos tienen veintitantos";
decade_ages.py). A child's age beside the garment, or the garment with sex and no age, still blocks.
"""

from tests.moderation.verdicts import assert_blocked, assert_pair


def test_english_and_russian() -> None:
    assert_pair(
        "costume party: she's in a school uniform, she is 15, then sex",
        "costume party: she's in a school uniform, we're all in our twenties, then sex",
    )
    assert_pair(
        "вечеринка в костюмах: она в школьной форме, ей 14, и у них секс",
        "вечеринка в костюмах: она в школьной форме, всем за 30, и у них секс",
    )
    assert_blocked("она в школьной форме, и у них секс")


def test_other_languages() -> None:
    assert_pair(
        "fiesta de disfraces: ella lleva uniforme de colegiala, tiene 14, y tienen sexo",
        "fiesta de disfraces: ella lleva uniforme de colegiala, todos tienen veintitantos, y tienen sexo",
    )
    assert_pair(
        "Kostümparty: sie trägt eine Schuluniform, sie ist 14, und dann Sex",
        "Kostümparty: sie trägt eine Schuluniform, alle sind Mitte 20, und dann Sex",
    )
    assert_pair(
        "soirée costumée : elle porte un uniforme d'écolière, elle a 14 ans, et ils couchent ensemble",
        "soirée costumée : elle porte un uniforme d'écolière, tout le monde a la trentaine, et ils couchent ensemble",
    )
    assert_pair(
        "festa à fantasia: ela de uniforme escolar, ela tem 14, e rola sexo",
        "festa à fantasia: ela de uniforme escolar, todo mundo na casa dos 30, e rola sexo",
    )


def test_group_bound_with_a_plus() -> None:
    # "all characters 20+" is everyone's adult age (decade_ages.group_plus_ages); a bare disclaimer
    # number does not make age-play pass on its own.
    assert_pair(
        "Tags: school uniform, cosplay, all characters 12+, nsfw ok",
        "Tags: school uniform, cosplay, masquerade, all characters 21+, nsfw ok",
    )
    assert_pair(
        "Etiquetas: uniforme escolar, cosplay, nsfw",
        "Etiquetas: uniforme escolar, cosplay, todos los personajes 25+, nsfw",
    )
    assert_blocked("ddlg, all characters 18+, nsfw")
