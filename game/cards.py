"""The vocabulary of the games: suits, ranks, cards, decks and pile ids."""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field


class Suit(enum.Enum):
    """A card suit, in the order the foundations use: spades, hearts, diamonds, clubs."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def red(self) -> bool:
        """True for hearts and diamonds, False for spades and clubs."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(enum.IntEnum):
    """A card rank, ace low to king high."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def text(self) -> str:
        """The rank as written in card text: A, 2 … 10, J, Q, K."""
        return _RANK_TEXT[self]


_RANK_TEXT = {rank: str(rank.value) for rank in Rank} | {
    Rank.ACE: "A",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card. Equal cards of two decks compare equal; a card does not know its pile."""

    rank: Rank
    suit: Suit
    text: str = field(init=False, repr=False, compare=False)  # `AS`, `10H`, made once: views and saves write it

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", self.rank.text + self.suit.value)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Card:
        """The card written as rank then suit (`AS`, `10H`, `qd`); ValueError otherwise."""
        if not isinstance(text, str):
            raise ValueError(f"a card must be text like 'AS' or '10H', not {text!r}")
        try:
            return _CARDS_BY_TEXT[text.strip().upper()]
        except KeyError:
            raise ValueError(f"{text!r} is not a card (write rank then suit, like 'AS' or '10H')") from None

    def follows(self, other: Card) -> bool:
        """True when this card is the same suit as `other` and exactly one rank higher."""
        return self.suit is other.suit and self.rank == other.rank + 1


def new_deck() -> tuple[Card, ...]:
    """One 52-card deck in new-deck order: spades ace to king, then hearts, diamonds, clubs."""
    return _NEW_DECK


def ordered_cards(decks: int) -> tuple[Card, ...]:
    """`decks` new decks one after another: the unshuffled cards of a game."""
    return _NEW_DECK * decks


def full_suit(suit: str, upto: str = "K") -> list[str]:
    """The texts of one suit's cards from the ace up to `upto` ("S", "3": AS 2S 3S)."""
    ranks = [rank.text for rank in Rank]
    return [rank + suit for rank in ranks[: ranks.index(upto) + 1]]


def parse_cards(texts: Iterable[str]) -> tuple[Card, ...]:
    """Cards from their texts; ValueError naming the first bad one."""
    if isinstance(texts, str) or not isinstance(texts, Iterable):
        raise ValueError(f"expected a list of cards, got {texts!r}")
    return tuple(Card.parse(text) for text in texts)


class Build(enum.Enum):
    """How cards are built down on a column; the value is the id of the rule that refuses a card there."""

    SAME_SUIT = "same-suit-down"
    ALTERNATE_COLOURS = "alternate-colours-down"

    def allows(self, lower: Card, upper: Card) -> bool:
        """Whether `upper` may lie on `lower` in a column: one rank lower, and of its suit or of the other colour.

        The one place that says which card goes onto which, for a move onto a column and for a run
        that moves together (is_run).
        """
        if self is Build.SAME_SUIT:
            return lower.follows(upper)
        return lower.rank == upper.rank + 1 and lower.suit.red is not upper.suit.red


def is_run(cards: tuple[Card, ...], build: Build) -> bool:
    """True when the cards, bottom to top, are built down by `build`: each may lie on the one below."""
    return all(build.allows(lower, upper) for lower, upper in itertools.pairwise(cards))


def pile_kind(pile: str) -> str:
    """The kind of a pile id: 'stock', 'waste', 'foundation', 'column' or 'cell'."""
    return pile.split("-", 1)[0]


def numbered(kind: str, count: int) -> Iterator[str]:
    """Pile ids `kind-1` … `kind-count`."""
    return (f"{kind}-{number}" for number in range(1, count + 1))


_NEW_DECK = tuple(Card(rank, suit) for suit in Suit for rank in Rank)
_CARDS_BY_TEXT = {str(card): card for card in _NEW_DECK}
