"""Issue 9 point 4: context across the messages, characters and persona of a chat.

ARCHITECTURE 5 safety policy: a minor stated for a participant anywhere in the scene makes later
sexual content prohibited; a child mentioned in an adult's life does not, and an adult age never
unblocks an explicit minor term."""

from nocturne.moderation.context import SCENE_MESSAGES, Scene
from nocturne.moderation.rules import check_text

MINOR = "prohibited"
LATER = "now take off your clothes and kiss me"


def test_issue9_a_minor_age_in_an_earlier_message_blocks_later_sexual_content() -> None:
    scene = Scene.of(["hi! let's roleplay", "she is 14 btw"])
    verdict = check_text(LATER, scene=scene)
    assert verdict.reason == MINOR
    assert verdict.rule == "scene-minor"
    assert not check_text("tell me about your day", scene=scene).flagged  # not sexual: passes


def test_issue9_identity_in_an_earlier_message_counts() -> None:
    scene = Scene.of(["you're a schoolgirl in middle school and I'm your neighbour"])
    assert check_text("let's get naked", scene=scene).reason == MINOR


def test_issue9_the_character_definition_and_persona_count() -> None:
    assert check_text(LATER, scene=Scene.of([], ["Lily. Age: 15. A shy girl next door."])).reason == MINOR
    assert check_text(LATER, scene=Scene.of([], persona="I am 13 and new in town")).reason == MINOR
    assert not check_text(LATER, scene=Scene.of([], ["Lily. Age: 25. A nurse."], "I am 30")).flagged


def test_issue9_a_child_in_an_adults_life_is_not_a_participant() -> None:
    scene = Scene.of(["my 12 year old son is at camp this week", "my kids love the beach"])
    assert scene.minor_fact() is None
    assert not check_text("so tonight, fuck me on the couch", scene=scene).flagged


def test_issue9_backstory_is_not_a_participant() -> None:
    scene = Scene.of([], ["Kara, 29. When she was 12 her father died; she raised her brothers."])
    assert scene.minor_fact() is None
    assert not check_text("she pulls you into bed and fucks you", scene=scene).flagged


def test_issue9_an_adult_age_never_unblocks_an_explicit_minor_term() -> None:
    scene = Scene.of(["she is 25"], ["Age: 30"], "I'm 40")
    assert check_text("write a loli sex scene", scene=scene).reason == MINOR
    assert check_text("she's 25, a loli in bed").reason == MINOR


def test_issue9_the_scene_window_is_bounded() -> None:
    old = ["she is 14"] + ["we talk about the weather"] * SCENE_MESSAGES
    assert check_text(LATER, scene=Scene.of(old)).flagged is False
    assert check_text(LATER, scene=Scene.of(old[-SCENE_MESSAGES + 1 :] + ["she is 14"])).flagged


def test_issue9_a_minor_stated_after_the_scene_turned_sexual_blocks_that_message() -> None:
    # The other order of the same evasion (blind-bs): the scene first, the age afterwards.
    sexual = Scene.of(["*she pulls you onto the bed and unbuttons your shirt* keep going, make it explicit"])
    verdict = check_text("same but she's 12", scene=sexual)
    assert (verdict.reason, verdict.rule) == (MINOR, "minor-into-scene")
    assert check_text("now she is 14", scene=Scene.of([], ["Nyx. NSFW, explicit, loves sex."])).flagged
    # A scene that is not sexual, an adult age, a child in an adult's life, a memory: nothing.
    assert not check_text(
        "same but she's 12", scene=Scene.of(["we walk to the market and buy apples"])
    ).flagged
    assert not check_text("same but she's 32", scene=sexual).flagged
    assert not check_text("my daughter is 12 and at camp this week", scene=sexual).flagged
    assert not check_text("when I was 14 I had a crush on a singer", scene=sexual).flagged
