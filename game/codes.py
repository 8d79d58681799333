"""Deal codes and the frozen version-1 shuffle.

A code reads `<GAME><VERSION>-<VARIANT>-<NUMBER>`, e.g. `FT1-N-ABCDEFG` or `EO1-C4-AAAAAFA`; the
first two parts are a variant's `prefix` and `part` in the registry (game.registry).
NUMBER is 7 characters of the RFC 4648 base32 alphabet (A-Z, 2-7), a big-endian number
0 … 32^7-1.

A variant whose record has `microsoft_deals` (FreeCell) also reads `<GAME><VERSION>-MS-<n>`, e.g.
`FC1-MS-617`: the deal Microsoft FreeCell and FreeCell Pro deal as number n, 1 … 2^33-1, written in
decimal (microsoft_cards).

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

Microsoft's deals (Jim Horne's shuffle, with FreeCell Pro's numbers above 2^31):
1. The cards ace of clubs, ace of diamonds, ace of hearts, ace of spades, two of clubs, … king of
   spades (rank by rank, suits C, D, H, S) are the cards left.
2. The generator is Microsoft C's rand: state = (state × 214013 + 2531011) mod 2^32, output the
   bits 16-30 of the state. The state starts at n, or at n - 2^32 for n ≥ 2^32. For n from 2^31 to
   2^32-1 each output has bit 15 set as well; for n ≥ 2^32 the output is bits 16-31, plus 1.
3. 52 times: j = output mod (cards left); card j is dealt next and the last card left takes its
   place. The cards are dealt in this order row by row over the eight columns.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

from game.cards import Card, Rank, Suit, ordered_cards
from game.i18n import CATALOGUES
from game.registry import VARIANTS, VariantRecord, game_names, variant_for, variants_of
from game.rules import BadCode

BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
NUMBER_LENGTH = 7
NUMBER_LIMIT = 1 << (5 * NUMBER_LENGTH)  # 32^7: each base32 character carries 5 bits
VERSION = "1"
MICROSOFT_PART = "MS"
MICROSOFT_LIMIT = 1 << 33  # FreeCell Pro's deals: 1 … 2^33-1
MICROSOFT_DIGITS = len(str(MICROSOFT_LIMIT - 1))
_MICROSOFT_ORDER = tuple(
    Card(rank, suit) for rank in Rank for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
)

_MASK64 = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class DealCode:
    """A parsed deal code: the game, its cell count (Eight Off only), the deal number, whether it is Microsoft's."""

    game: str
    number: int
    cells: int | None = None
    microsoft: bool = False

    def __str__(self) -> str:
        if self.microsoft:
            return f"{self.record.prefix}-{MICROSOFT_PART}-{self.number}"
        return f"{self.record.prefix}-{self.record.part}-{encode_number(self.number)}"

    def cards(self) -> tuple[Card, ...]:
        """The cards of the deal in dealing order, for the variant's deal()."""
        if self.microsoft:
            return microsoft_cards(self.number)
        return shuffled_cards(self.number, self.record.variant.decks)

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
        game = _parse_game(head)
        if variant == MICROSOFT_PART and (record := _microsoft_variant(game)) is not None:
            return DealCode(record.game, decode_microsoft_number(number), record.cells, microsoft=True)
        record = _parse_variant(game, variant)
        return DealCode(record.game, decode_number(number), record.cells)


def _parse_game(head: str) -> str:
    """The game named by the first part of a code (`FT1`, `EO1`)."""
    for record in VARIANTS.values():
        if head.startswith(record.prefix.removesuffix(VERSION)):
            if head != record.prefix:
                raise BadCode("version", part=head, expected=record.prefix)
            return record.game
    raise BadCode("game", part=head, known=known_games())


def english_name(name_id: str) -> str:
    """A game's name in English, from its catalogue id."""
    return str(CATALOGUES["en"][name_id])


def known_games(name: Callable[[str], str] = english_name) -> str:
    """The games a code may name, each as its prefix and its name (`name` of its record's `name_id`), in the
    registry's order: the value of the message `code-game`'s `{known}`.

    >>> known_games().split(", ")[:2]
    ['FT1 (Forty Thieves)', 'LU1 (Lucas)']

    The engine words it in English; the page words it again in the player's language (ui.texts).
    """
    standards = (variants_of(game)[0] for game in game_names())
    return ", ".join(f"{record.prefix} ({name(record.name_id)})" for record in standards)


def _parse_variant(game: str, variant: str) -> VariantRecord:
    """The variant of `game` named by the middle part of a code (`N`, `C8`, …); its message is `code-variant-<game>`."""
    for record in variants_of(game):
        if record.part == variant:
            return record
    raise BadCode(f"variant-{game}", part=variant)


def _microsoft_variant(game: str) -> VariantRecord | None:
    """The variant of `game` whose codes may name Microsoft's deals, if it has one."""
    return next((record for record in variants_of(game) if record.microsoft_deals), None)


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


def decode_microsoft_number(text: str) -> int:
    """A Microsoft deal number written in decimal, 1 … 2^33-1; BadCode("ms-number") otherwise."""
    if not (text.isascii() and text.isdigit() and len(text) <= MICROSOFT_DIGITS):
        raise BadCode("ms-number", part=text, most=MICROSOFT_LIMIT - 1)
    number = int(text)
    if not 0 < number < MICROSOFT_LIMIT:
        raise BadCode("ms-number", part=text, most=MICROSOFT_LIMIT - 1)
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


def microsoft_cards(number: int) -> tuple[Card, ...]:
    """The 52 cards of Microsoft FreeCell's (or FreeCell Pro's) deal `number` in dealing order."""
    left = list(_MICROSOFT_ORDER)
    state = number if number < 1 << 32 else number - (1 << 32)
    dealt = []
    for count in range(len(left), 0, -1):
        state = (state * 214013 + 2531011) & 0xFFFFFFFF
        if number < 1 << 31:
            output = state >> 16 & 0x7FFF
        elif number < 1 << 32:
            output = state >> 16 & 0x7FFF | 0x8000
        else:
            output = (state >> 16 & 0xFFFF) + 1
        j = output % count
        dealt.append(left[j])
        left[j] = left[count - 1]
    return tuple(dealt)


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
