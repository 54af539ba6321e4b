"""Round aj (issue 9, bestiality): the animal comes before the act, across sentences.

Class: an animal is the topic of one sentence ("the stallion waited in the barn") and a later sentence
gives a sexual act to a pronoun for it ("let him take her", "dejó que la montara", "ließ sich von ihm
nehmen", "deixou ele cruzar com ela", "отдалась ему", "sono uma to majiwatta"), or names the animal
just after the act ("mated with the rams", "laisse le chien la monter"). Allow twins: a person named in
between is whom the pronoun means, a ride ("let him take her home") is no act, and the animal is only
the setting.
"""

from tests.moderation.verdicts import BESTIALITY, assert_allowed, assert_pair


def test_english_pronoun_after_the_animal() -> None:
    assert_pair(
        "The big bay horse stood in the paddock at dusk. She climbed the fence and let him mount her.",
        "The big bay horse stood in the paddock at dusk. Her husband came out and she let him take her "
        "against the fence.",
        BESTIALITY,
    )


def test_english_ride_is_no_act() -> None:
    assert_allowed("The old gelding waited by the gate. She saddled up and let him take her to the river.")


def test_spanish_la_montara() -> None:
    assert_pair(
        "El burro la miraba desde el corral. Ella se quitó la falda y dejó que la montara.",
        "El burro la miraba desde el corral. Ella se quitó la falda y se fue a la ducha.",
        BESTIALITY,
    )


def test_german_von_ihm_nehmen() -> None:
    assert_pair(
        "Der Rüde lag schon im Zwinger. Sie kniete sich hin und ließ sich von ihm besteigen.",
        "Der Rüde lag schon im Zwinger. Sie kniete sich hin und gab ihm sein Futter.",
        BESTIALITY,
    )


def test_portuguese_cruzar_com_ela() -> None:
    assert_pair(
        "O cavalo esperava no estábulo. Ela tirou a roupa e deixou ele montar nela.",
        "O cavalo esperava no estábulo. Ela tirou a sela e foi dormir.",
        BESTIALITY,
    )


def test_russian_otdalas_emu() -> None:
    assert_pair(
        "Пёс лежал у камина. Она сняла платье и отдалась ему.",
        "Пёс лежал у камина. Она сняла платье и легла спать.",
        BESTIALITY,
    )


def test_romaji_to_majiwatta() -> None:
    assert_pair(
        "koya ni wa inu ga ita. kanojo wa hadaka ni natte, sono inu to majiwatta.",
        "koya ni wa inu ga ita. kanojo wa hadaka ni natte, ofuro ni haitta.",
        BESTIALITY,
    )


def test_french_laisse_le_chien_la_monter() -> None:
    assert_pair(
        "Le soir, Léa appelle Caramel dans le salon, se met à genoux et laisse le chien la monter.",
        "Le soir, Léa appelle Caramel dans le salon, se met à genoux et laisse le chien la lécher au visage "
        "en riant, puis lui donne sa gamelle.",
        BESTIALITY,
    )


def test_mated_with_the_animals() -> None:
    assert_pair(
        "Village lore: each bride is led to the sheep fold and mated with the rams at dawn.",
        "Village lore: each bride is led past the sheep fold and married at dawn in the chapel.",
        BESTIALITY,
    )
