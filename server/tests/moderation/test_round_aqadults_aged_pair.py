"""Issue 9, session 14 (aged pair beside real animals): a story's real animals ("they're just regular
hounds") with the sex given to a pair whose both sides carry an adult age ("a steamy scene between Vex
(27) and the bard (30)", "entre Rhea (29) y el caballero (33)", "zwischen Vex (27) und dem Barden (30)";
animal_names._aged_pair), and the scene's consent ("if everyone's okay with it"; animal_names.consent_it),
pass; the animal as one side of the pair stays bestiality."""

from tests.moderation.verdicts import BESTIALITY, assert_pair


def test_english() -> None:
    assert_pair(
        "The baron's mastiffs are just regular dogs, sniffing the road. Tonight, a steamy scene between"
        " Ilsa (26) and the mastiff, if everyone's okay with it.",
        "The baron's mastiffs are just regular dogs, sniffing the road. Tonight, a steamy scene between"
        " Ilsa (26) and the ranger (34), if everyone's okay with it.",
        BESTIALITY,
    )


def test_spanish() -> None:
    assert_pair(
        "Los sabuesos son perros normales. Luego, una escena hot entre Rhea (29) y el perro.",
        "Los sabuesos son perros normales. Luego, una escena hot entre Rhea (29) y el caballero (33).",
        BESTIALITY,
    )


def test_german() -> None:
    assert_pair(
        "Die Jagdhunde sind ganz normale Hunde. Später eine heiße Szene zwischen Vex (27) und dem Hund.",
        "Die Jagdhunde sind ganz normale Hunde. Später eine heiße Szene zwischen Vex (27) und dem Barden (30).",
        BESTIALITY,
    )
