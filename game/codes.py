"""Deal codes and the frozen version-1 shuffle (SPEC §6).

A code reads `<GAME><VERSION>-<VARIANT>-<NUMBER>`, e.g. `FT1-N-ABCDEFG` or `EO1-C4-AAAAAFA`.
NUMBER is 7 characters of the RFC 4648 base32 alphabet (A-Z, 2-7), a big-endian number
0 … 32^7-1.

Shuffle, version 1 (never change it: golden tests pin whole decks):
1. Start from the unshuffled cards: one new deck (Eight Off) or two new decks one after
   the other (Forty Thieves); a new deck is spades ace to king, then hearts, diamonds, clubs.
2. Seed SplitMix64 with the code's number: state = number; each step adds
   0x9E3779B97F4A7C15 to the state (mod 2^64) and outputs the state mixed by
   z = (z ^ z>>30) * 0xBF58476D1CE4E5B9; z = (z ^ z>>27) * 0x94D049BB133111EB; z ^ z>>31.
3. Fisher-Yates from the end: for i = n-1 down to 1, draw j uniform in 0 … i and swap
   cards i and j. A uniform j comes from rejection sampling: outputs at or above
   2^64 - (2^64 mod (i+1)) are drawn again, then j = output mod (i+1).
The variant (number of cells) never enters the shuffle: the same number gives the same deck.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from game.cards import Card, ordered_cards
from game.rules import BadCode

BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
NUMBER_LENGTH = 7
NUMBER_LIMIT = 1 << (5 * NUMBER_LENGTH)  # 32^7: each base32 character carries 5 bits
VERSION = "1"
GAME_PREFIXES = {"forty-thieves": "FT", "eight-off": "EO"}
CELL_VARIANTS = (8, 4, 2)

_MASK64 = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class DealCode:
    """A parsed deal code: the game, its cell count (Eight Off only) and the deal number."""

    game: str
    number: int
    cells: int | None = None

    def __str__(self) -> str:
        variant = "N" if self.cells is None else f"C{self.cells}"
        return f"{GAME_PREFIXES[self.game]}{VERSION}-{variant}-{encode_number(self.number)}"

    @staticmethod
    def parse(text: object) -> DealCode:
        """The code in `text`, ignoring case and surrounding spaces; BadCode says what is wrong."""
        if not isinstance(text, str):
            raise BadCode("not-text")
        parts = [part.upper() if part.isascii() else part for part in text.strip().split("-")]
        if len(parts) != 3:
            raise BadCode("parts")
        head, variant, number = parts
        game = _parse_game(head)
        cells = _parse_variant(game, variant)
        return DealCode(game, decode_number(number), cells)


def _parse_game(head: str) -> str:
    """The game named by the first part of a code (`FT1`, `EO1`)."""
    for game, prefix in GAME_PREFIXES.items():
        if head.startswith(prefix):
            if head[len(prefix) :] != VERSION:
                raise BadCode("version", part=head, expected=prefix + VERSION)
            return game
    raise BadCode("game", part=head)


def _parse_variant(game: str, variant: str) -> int | None:
    """The cell count named by the middle part of a code (None for Forty Thieves)."""
    if game == "forty-thieves":
        if variant != "N":
            raise BadCode("variant-forty-thieves", part=variant)
        return None
    allowed = {f"C{cells}": cells for cells in CELL_VARIANTS}
    if variant not in allowed:
        raise BadCode("variant-eight-off", part=variant)
    return allowed[variant]


def encode_number(number: int) -> str:
    """The 7-character base32 text of a deal number."""
    if not 0 <= number < NUMBER_LIMIT:
        raise ValueError(f"deal numbers run from 0 to {NUMBER_LIMIT - 1}")
    digits = []
    for _ in range(NUMBER_LENGTH):
        number, digit = divmod(number, 32)
        digits.append(BASE32_ALPHABET[digit])
    return "".join(reversed(digits))


def decode_number(text: str) -> int:
    """The deal number written in 7 base32 characters; BadCode otherwise."""
    if len(text) != NUMBER_LENGTH:
        raise BadCode("number-length", part=text)
    number = 0
    for char in text:
        digit = BASE32_ALPHABET.find(char)
        if digit < 0:
            raise BadCode("number-letter", part=text, letter=char)
        number = number * 32 + digit
    return number


class SplitMix64:
    """The small, self-contained PRNG of the version-1 shuffle (Steele, Lea and Flood, 2014)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in 0 … bound-1, by rejection sampling."""
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next()
            if value < limit:
                return value % bound


def shuffled_cards(number: int, decks: int) -> tuple[Card, ...]:
    """The version-1 shuffle of `decks` new decks for deal `number`."""
    cards = list(ordered_cards(decks))
    generator = SplitMix64(number)
    for i in range(len(cards) - 1, 0, -1):
        j = generator.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


def random_number() -> int:
    """A uniform deal number from the operating system's cryptographic source.

    32^7 is 2^35, so the low 35 bits of 5 random bytes are exactly uniform. (os.urandom
    rather than the secrets module, whose import costs the page a noticeable part of its boot.)
    """
    return int.from_bytes(os.urandom(5), "big") & (NUMBER_LIMIT - 1)


def random_code(game: str, *, cells: int = 8) -> str:
    """A new deal code for `game` ('forty-thieves' or 'eight-off') with a cryptographically random number."""
    if game not in GAME_PREFIXES:
        raise ValueError(f"unknown game {game!r}: choose 'forty-thieves' or 'eight-off'")
    if game == "eight-off" and cells not in CELL_VARIANTS:
        raise ValueError("Eight Off is played with 8, 4 or 2 cells")
    variant_cells = cells if game == "eight-off" else None
    return str(DealCode(game, random_number(), variant_cells))
