"""tools/examples.py (SPEC §16): the chosen example deals show their teaching moments."""

from __future__ import annotations

import examples


def test_the_forty_thieves_example_shows_every_moment_and_its_score_adds_up() -> None:
    """The chosen Forty Thieves deal plays a waste card to a column, uses an empty column and takes a card back."""
    example = examples.choose("forty-thieves")
    assert set(example.moments) == set(examples.MOMENTS["forty-thieves"])
    assert example.score == 1040 + 5 * example.waste_to_columns - 5 * example.take_backs


def test_the_eight_off_example_moves_a_king_run_with_two_free_cells() -> None:
    """The chosen 8-cell deal moves a king with its run into an empty column while 2 cells are free."""
    example = examples.choose("eight-off-8")
    assert {"group-move", "king-run-to-empty-column"} <= set(example.moments)
    assert example.cell_take_back_chance is not None
