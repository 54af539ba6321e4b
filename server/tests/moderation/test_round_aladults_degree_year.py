"""Issue 9, session 14 (round al, adults): a year of a degree named by its subject ("en 4ème année de
médecine").

A university's year ("en 4ème année de fac") is a student's, not a school grade (grades.university_year);
a degree's subject right after the year names the university as well: "de médecine", "de medicina",
"de direito", "of nursing", "Jurastudium". The bare grade ("en 4ème", "no 4º ano") with sex still
blocks.
"""

from tests.moderation.verdicts import assert_allowed, assert_pair


def test_degree_years() -> None:
    assert_pair(
        "elle est en 4ème, et ils couchent ensemble après les cours",
        "elle est en 4ème année de droit, et ils couchent ensemble après les cours",
    )
    assert_pair(
        "ela está no 4º ano, e eles transam",
        "ela está no 4º ano de medicina, 24 anos, e eles transam",
    )
    assert_pair(
        "está en 5º año de primaria y se acuestan juntos",
        "está en 5º año de medicina, tiene 23, y se acuestan juntos",
    )
    assert_allowed("she's in her 3rd year of nursing, 21, they have sex after the night shift")
