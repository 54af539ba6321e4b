"""Children an adult works with, told before the adult's own partner turns up (issue 9, round
aiprecision_policyq): "i'm a pediatric nurse, 29, just did a 14 hour shift with screaming toddlers …
i need you (my bf) to … take me to bed", "Ms. Porter (31) is grading her fifth graders' spelling tests
when her husband comes up behind her and starts kissing her neck", "maestra de kínder, 30, … mi
marido", "Erzieherin, 28, … mein Freund", "институтка … муж", "hoikushi (27) … kare".

The children are the adult's work: a job word and an adult age are in the text, and the sex is with
a partner the text names. The child word is no participant when a partner word ("bf", "husband",
"marido", "Mann", "mari", "namorado", "муж", "kare") stands between it and the first sexual word and no
child or school word follows that partner. "… when one of her fifth graders starts kissing her neck"
names no partner first and still blocks; "… her husband, and a toddler joins" brings the child in.
"""

from __future__ import annotations

from nocturne.moderation.analysis import Analysis
from nocturne.moderation.lexicon import Hit

_JOBS = frozenset(
    "nurse pediatric paediatric teacher teaching grading graded tutor nanny babysitter daycare kindergarten "
    "preschool shift class classroom pediatrician "
    "enfermera enfermero pediatrica maestra maestro profesora profesor kinder guarderia turno clase "
    "ninera corrigiendo examenes "
    "krankenschwester kinderkrankenschwester pflegerin lehrerin lehrer erzieherin erzieher kita schicht "
    "klasse korrigiert "
    "infirmiere pediatrique institutrice instituteur maitresse professeure professeur creche garde nounou "
    "classe copies "
    "enfermeira pediatrica professora professor creche plantao turma babá baba provas "
    "медсестра педиатр учительница учитель воспитательница воспитатель смена смены класс садик детсад "
    "няня тетради "
    "kangoshi kangofu sensei kyoushi hoikushi hoikuen youchien shigoto yakin kurasu".split()
)
_PARTNERS = frozenset(
    "bf boyfriend husband hubby gf girlfriend wife fiance fiancee partner "
    "novio novia esposo esposa marido pareja "
    "freund freundin mann ehemann frau partnerin "
    "copain copine mari femme conjoint "
    "namorado namorada esposo marido "
    "муж мужа мужем мужу парень парня жена "
    "kare kareshi danna otto kanojo".split()
)
_CHILD_KEYS = ("minor", "school", "childlike")


def worked_with(a: Analysis, hit: Hit, adult_ages: bool) -> bool:
    """The child word is the adult's work, and the sex that follows is with a named partner."""
    vocab = a.vocabulary()
    if not adult_ages or _JOBS.isdisjoint(vocab) or _PARTNERS.isdisjoint(vocab):
        return False
    sexual = [h.start for key in ("sexual", "sexual_weak") for h in a.of(key)]
    if not sexual:
        return False
    first = min(sexual)
    if first <= hit.end:
        return False
    words = a.words
    # The partner word may itself be the first sexual hit ("mein Freund", "mon copain").
    partner = next((i for i in range(hit.end, first + 1) if words[i] in _PARTNERS), None)
    if partner is None:
        return False
    return not any(h.start > partner for key in _CHILD_KEYS for h in a.of(key))
