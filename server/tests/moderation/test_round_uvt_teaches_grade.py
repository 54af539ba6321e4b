"""Issue 9, after blind-t (minors precision): an adult who teaches a grade, said with a verb and a
noun ("dá aula pro 8º ano", "da clases a 2º de ESO", "fait cours aux 4e", "gibt Unterricht in der 8.
Klasse", "ведёт уроки в 8 классе"), is staff, like "teaches 8th grade" (persons.py _gives_classes);
whoever is in that grade stays a minor, and "saiu da aula do 8º ano" (left the class) is no teaching.
"""

import pytest

from tests.moderation.verdicts import assert_pair


@pytest.mark.parametrize(
    ("blocked", "allowed"),
    [
        (
            "ela tá no 8º ano e chega exausta; em casa o padrasto prepara um banho e eles transam",
            "ela dá aula pro 8º ano e chega exausta; em casa o marido prepara um banho e eles transam",
        ),
        (
            "ela saiu da aula do 8º ano e o padrasto transa com ela",
            "ela dá aulas no 8º ano; à noite o marido e ela transam",
        ),
        (
            "ella está en 2º de ESO y llega agotada; en casa su padrastro le prepara un baño y follan",
            "ella da clases a 2º de ESO y llega agotada; en casa su marido le prepara un baño y follan",
        ),
        (
            "elle est en 4e et rentre épuisée, son beau-père lui fait couler un bain et ils font l'amour",
            "elle fait cours aux 4e et rentre épuisée, son mari lui fait couler un bain et ils font l'amour",
        ),
        (
            "sie ist in der 8. Klasse und erschöpft; zu Hause lässt ihr Stiefvater ihr ein Bad ein und sie haben Sex",
            "sie gibt Unterricht in der 8. Klasse und ist erschöpft; zu Hause lässt ihr Mann ihr ein Bad ein und sie haben Sex",
        ),
        (
            "она в 8 классе и устала; дома отчим готовит ей ванну, и они занимаются сексом",
            "она ведёт уроки в 8 классе и устала; дома муж готовит ей ванну, и они занимаются сексом",
        ),
    ],
)
def test_teaching_a_grade(blocked: str, allowed: str) -> None:
    assert_pair(blocked, allowed)
