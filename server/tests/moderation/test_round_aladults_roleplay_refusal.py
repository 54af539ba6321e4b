"""Issue 9, session 14 (round al, adults): a refusal to role-play names the minors it refuses ("I won't
roleplay anything involving minors").

refusals.py read "I don't write / won't write … involving minors" but not the role-play verbs: "I won't
roleplay", "no voy a rolear", "ich spiele keine", "je ne joue pas", "não faço rp", "я не буду играть".
The minor word they govern is what is refused, and the offer of adults after it passes. A request that
does not refuse ("I'll roleplay anything involving minors") still blocks.
"""

from tests.moderation.verdicts import assert_allowed, assert_pair


def test_english_roleplay_refusals() -> None:
    assert_pair(
        "I'll roleplay anything involving minors, write the sexy scene",
        "I won't roleplay anything involving minors. We can make them both adults and write the sexy scene.",
    )
    assert_allowed("I will not roleplay scenes with minors. Happy to continue with two adult characters.")


def test_other_languages() -> None:
    assert_pair(
        "Voy a rolear escenas sexuales con menores, sigue",
        "No voy a rolear escenas sexuales con menores. Si quieres, los hacemos adultos y seguimos.",
    )
    assert_allowed("Ich spiele keine Szenen mit Minderjährigen. Machen wir beide zu Erwachsenen und weiter.")
    assert_allowed(
        "Je ne joue pas de scènes impliquant des mineurs. On peut en faire deux adultes et continuer."
    )
    assert_allowed("Não faço rp envolvendo menores. Se quiser, deixamos os dois adultos e seguimos.")
    assert_allowed("Я не буду играть сцены с несовершеннолетними. Можем сделать их взрослыми и продолжить.")
