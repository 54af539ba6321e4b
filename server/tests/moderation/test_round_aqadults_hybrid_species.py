"""Issue 9, session 14 (hybrid species): a card whose species is a person-animal compound ("femme-chat
(humaine avec oreilles et queue)", "mujer zorro", "Katzenfrau", "mulher raposa", "девушка-кошка") is an
anthropomorphic adult (lexicon key anthro), so its NSFW tags pass; a card whose species is the real
animal stays bestiality."""

from tests.moderation.verdicts import BESTIALITY, assert_pair


def test_french() -> None:
    assert_pair(
        "Nom : Féline\nEspèce : chat\nTags : nsfw, câline",
        "Nom : Féline\nEspèce : femme-renard (humaine avec oreilles et queue), 31 ans\nTags : nsfw, câline",
        BESTIALITY,
    )


def test_spanish() -> None:
    assert_pair(
        "Nombre: Kira\nEspecie: zorro\nTags: nsfw, juguetona",
        "Nombre: Kira\nEspecie: mujer zorro (humana con orejas y cola), 25 años\nTags: nsfw, juguetona",
        BESTIALITY,
    )


def test_german() -> None:
    assert_pair(
        "Name: Mia\nSpezies: Katze (echtes Tier)\nTags: nsfw, Sex mit {{user}}",
        "Name: Mia\nSpezies: Katzenfrau (Mensch mit Ohren und Schwanz), 26\nTags: nsfw, Sex mit {{user}}",
        BESTIALITY,
    )


def test_portuguese() -> None:
    assert_pair(
        "Nome: Lua\nEspécie: raposa (animal de verdade)\nTags: nsfw, sexo com {{user}}",
        "Nome: Lua\nEspécie: mulher raposa (humana com orelhas e cauda), 24 anos\nTags: nsfw, sexo com {{user}}",
        BESTIALITY,
    )


def test_russian() -> None:
    assert_pair(
        "Имя: Мурка\nВид: кошка\nТеги: nsfw",
        "Имя: Мурка\nВид: девушка-кошка (человек с ушками и хвостом), 25 лет\nТеги: nsfw",
        BESTIALITY,
    )


def test_english() -> None:
    assert_pair(
        "Name: Vixen\nSpecies: fox\nTags: nsfw, playful",
        "Name: Vixen\nSpecies: fox woman (human with ears and tail), 27\nTags: nsfw, playful",
        BESTIALITY,
    )
