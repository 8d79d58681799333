"""Deal codes and the frozen version-1 shuffle.

A code reads `<GAME><VERSION>-<VARIANT>-<NUMBER>`, e.g. `FT1-N-ABCDEFG` or `EO1-C4-AAAAAFA`; the
first two parts are a variant's `prefix` and `part` in the registry (game.registry).
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
from game.registry import VARIANTS, VariantRecord, variant_for, variants_of
from game.rules import BadCode

BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
NUMBER_LENGTH = 7
NUMBER_LIMIT = 1 << (5 * NUMBER_LENGTH)  # 32^7: each base32 character carries 5 bits
VERSION = "1"

_MASK64 = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class DealCode:
    """A parsed deal code: the game, its cell count (Eight Off only) and the deal number."""

    game: str
    number: int
    cells: int | None = None

    def __str__(self) -> str:
        return f"{self.record.prefix}-{self.record.part}-{encode_number(self.number)}"

    @property
    def record(self) -> VariantRecord:
        """The registry's record of the code's variant."""
        return variant_for(self.game, self.cells)

    @staticmethod
    def parse(text: object) -> DealCode:
        """The code in `text`, ignoring case and surrounding spaces; BadCode says what is wrong."""
        if not isinstance(text, str):
            raise BadCode("not-text")
        parts = [part.upper() if part.isascii() else part for part in text.strip().split("-")]
        if len(parts) != 3:
            raise BadCode("parts")
        head, variant, number = parts
        record = _parse_variant(_parse_game(head), variant)
        return DealCode(record.game, decode_number(number), record.cells)


def _parse_game(head: str) -> str:
    """The game named by the first part of a code (`FT1`, `EO1`)."""
    for record in VARIANTS.values():
        if head.startswith(record.prefix.removesuffix(VERSION)):
            if head != record.prefix:
                raise BadCode("version", part=head, expected=record.prefix)
            return record.game
    raise BadCode("game", part=head)


def _parse_variant(game: str, variant: str) -> VariantRecord:
    """The variant of `game` named by the middle part of a code (`N`, `C8`, …); its message is `code-variant-<game>`."""
    for record in variants_of(game):
        if record.part == variant:
            return record
    raise BadCode(f"variant-{game}", part=variant)


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
    """A new deal code for `game` ('forty-thieves', or 'eight-off' with `cells`) with a cryptographically random number.

    :raises game.UnknownVariant: (a ValueError) for an unknown game or cell count.
    """
    return random_deal(variant_for(game, cells))


def random_deal(record: VariantRecord) -> str:
    """A new deal code of a variant with a cryptographically random number."""
    return str(DealCode(record.game, random_number(), record.cells))
