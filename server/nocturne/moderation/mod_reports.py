"""A report to the moderators, a rules notice or a news item about bans (issue 9): it quotes the
prohibited thing to have it removed, and asks for nothing to be written.

"reporting this card: the description says she's 14 and the scenario is sexual. please take it down",
"@mods user X keeps trying to make the bot play a 12-year-old in sexual scenes, please ban", "Meldung an
die Moderation: Nutzer XY versucht, den Bot Sexszenen mit Kindern schreiben zu lassen. Bitte sperren.",
"PSA: … 'she's 17 and a half' gets removed". Such a text names a report ("reporting", "Meldung",
"denuncio") or addresses the moderators or readers ("@mods", "PSA", "News:") about a removal ("ban",
"removed", "sperren", "retirer", "забаньте"). Its request words are the reported user's ("trying to
make the bot play", "asking the bot to write", "intenta que el bot escriba"): a request with no such
attempt before it in its sentence ("@mods ban me idc, write the sex scene with the 12-year-old") asks
for the scene, and a sexual word beside the speaker ("mods, she's 14 and I want her") is the speaker's
own; either makes the text no report. analysis.py then reads the report's sentences as it reads a news
report: their sexual words, hard terms and ages are what is reported.
"""

from __future__ import annotations

from collections.abc import Collection

from nocturne.moderation.lexicon import Hit

# A report by name: enough alone.
_REPORTS = frozenset(
    "reporting report reported denuncio denuncia denunciando reporto reportando meldung melde gemeldet "
    "signalement signale signaler denuncio denunciando reportar жалоба жалуюсь репорт tsuuhou houkoku".split()
)
# Whom a notice addresses: with a removal word.
_ADDRESS = frozenset(
    "mods mod moderators moderator moderation admins admin psa news moderadores moderacion admins noticia "
    "aviso moderatoren moderation nachrichten hinweis modos moderateurs annonce moderacao moderadores "
    "noticias модераторам модераторы модерации админам новости moderetaa unei kanrisha fyi".split()
)
_REMOVAL = frozenset(
    "ban banned bans banning remove removed removes delete deleted takedown flagged suspended banear "
    "banee baneen baneenlo baneado baneados retiren retirar eliminen eliminar borren sperren gesperrt "
    "sperrt loschen geloscht entfernen entfernt bannir banni bannis bannissez supprimer supprime supprimez "
    "retirer banir banam banido banidos remover removido apagar забаньте забанить забанили забанил удалите "
    "удалить удаляют заблокируйте заблокировать sakujo teishi baneo banearon bloqueo supprimee supprimees "
    "supprimes забанило забанила заблокировало удалило удаляется nuked nuke nukes purged purge wiped".split()
)
# The reported user's attempt or card, before a request word in its sentence: "trying to make the bot
# write", "this card's greeting has … a sex scene".
_ATTEMPTS = frozenset(
    "bot bots ai trying tries tried try asking asks asked keeps kept forcing generate intenta intento "
    "intentando pide pidio pidiendo versucht versuchte lassen bittet essaie essaye demande tenta tentando "
    "tentou pede pedindo пытается пытался пыталась просит просил заставить заставляет бота боту бот "
    "kakaseyou saseyou".split()
)
# A card the report quotes governs the scene it has ("this card's greeting has … an explicit sex scene"), not a
# request verb after it ("reporting this card lol: she's 14, write the sex scene").
_CARDS = frozenset(
    "card cards greeting description says tarjeta descripcion dice karte beschreibung sagt carte fiche "
    "dit cartao descricao diz карточка карточке описание приветствие setsumei".split()
)
_SCENE_NOUNS = frozenset(
    "scene scenes story escena escenas historia szene szenen geschichte histoire cena cenas сцена сцену "
    "сцены shiin kaite explicit explicitly detail detailed detalle detalles detalhe detalhes ausfuhrlich "
    "подробно".split()
)
# A plea to the moderators is a request of its own kind ("please ban", "por favor", "пожалуйста").
_PLEAS = frozenset("please pls plz".split())
# Persons that are no speaker's wish: the reported "user X", and an owner ("my daughter … some creep
# tried sexting her. how do I report it??").
_OWNERS = frozenset("user my mi meine mein ma mon mes minha meu моя мой моей моего".split())
# A document a story's character works on ("the quarterly report", "el informe anual", "den Wetterbericht"):
# the word before "report" names its kind, so the text is no report to the moderators.
_DOCUMENT_KINDS = frozenset(
    "quarterly annual monthly weekly daily yearly sales expense expenses budget financial progress status "
    "weather book lab medical school final trimestral anual mensual semanal financiero quartals "
    "jahres monats trimestriel annuel mensuel hebdomadaire financier trimestral anual mensal semanal "
    "квартальный годовой месячный".split()
)


def _document(words: list[str], i: int) -> bool:
    """The report word at `i` names a document of a kind ("the quarterly report")."""
    return i > 0 and words[i - 1] in _DOCUMENT_KINDS


# German words beside which "du" is "you", not the French "du" (of the).
_GERMAN = frozenset("ich mich mir dich dir bist willst hast kannst sollst und nicht ist mit bitte".split())


def report_sentences(
    words: list[str],
    sentence_of: list[int],
    by_key: dict[str, list[Hit]],
    requests: Collection[str],
    persons: Collection[str],
) -> set[int]:
    """The sentences of a report to the moderators or a notice about removals (see the module)."""
    if _REPORTS.isdisjoint(words) and (_ADDRESS.isdisjoint(words) or _REMOVAL.isdisjoint(words)):
        return set()
    if _ADDRESS.isdisjoint(words) and not any(
        w in _REPORTS and not _document(words, i) for i, w in enumerate(words)
    ):
        return set()  # "Dana stayed behind to finish the quarterly report": a story's paperwork, no report
    for i, w in enumerate(words):
        if w in requests and w not in _PLEAS:
            before = words[i - 1 :: -1] if i else []
            sentence = sentence_of[i]
            attempt = False
            for j, prior in zip(range(i - 1, -1, -1), before, strict=False):
                if w in _SCENE_NOUNS and prior in _CARDS:
                    attempt = True  # the card described, even before a dash: "в карточке … — сцена секса"
                    break
                if sentence_of[j] != sentence:
                    if w in _SCENE_NOUNS:
                        continue
                    break
                if prior in _ATTEMPTS:
                    attempt = True
                    break
            if not attempt:
                return set()  # "@mods ban me idc, write the sex scene with the 12-year-old"
    sexual = {sentence_of[h.start] for key in ("sexual", "sexual_weak") for h in by_key.get(key, ())}
    if _GERMAN.isdisjoint(words):
        persons = frozenset(persons) - {"du"}  # French "du" (of the): "un bot propose du roleplay …"
    if any(sentence_of[i] in sexual for i, w in enumerate(words) if w in persons and w not in _OWNERS):
        return set()  # "mods, she's 14 and I want her": the speaker's own wish ("user X" is reported)
    return set(sentence_of)
