"""Every language on real cases, one table each: the board description, card names, plural forms,
chosen texts and the browser's choice of language; then what belongs to one language alone.

A translator adds a language's rows to the tables; the tests read them the same way for all.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

import pytest

import game
from game.describe import describe_parts
from game.i18n import CATALOGUES, LANGUAGE_NAMES, catalogue, pick_language, plural_category
from game.pages import pages_of
from tests.support.helpers import SEED_DEAL, ft, ft_near_won, refused
from tests.support.page_app import TEXT_IDS, walk
from ui.app import App
from ui.rules_page import rules_page
from ui.texts import Texts

# French typography: a no-break space before ":", a narrow no-break space before ";".
NBSP, NARROW_NBSP = "\u00a0", "\u202f"
SEMI = f"{NARROW_NBSP};"


@dataclass(frozen=True)
class FortyThieves:
    """A Forty Thieves position: piles by card text (the stock takes the other cards), the moves
    made from it, then the cards drawn."""

    piles: Mapping[str, str]
    moves: tuple[tuple[str, str], ...] = ()
    draws: int = 0

    def __call__(self) -> game.Game:
        """The position, played."""
        g = ft(dict(self.piles))
        for source, target in self.moves:
            g.move(source, target)
        for _ in range(self.draws):
            g.draw()
        return g


@dataclass(frozen=True)
class EightOff:
    """An Eight Off position: the placed piles, and the other cards dealt in turn to `columns` columns."""

    placed: Mapping[str, list[str]]
    columns: int
    cells: int

    def __call__(self) -> game.Game:
        """The position, dealt."""
        used = {card for cards in self.placed.values() for card in cards}
        rest = [str(card) for card in game.cards.new_deck() if str(card) not in used]
        dealt = {f"column-{number}": rest[number - 1 :: self.columns] for number in range(1, self.columns + 1)}
        return game.from_layout("eight-off", {**self.placed, **dealt}, cells=self.cells)


@dataclass(frozen=True)
class Reads:
    """What a description reads: its start, pieces anywhere in it, its end, and words it lacks
    (in any case). "{top}" stands for the name of the waste's top card."""

    start: str = ""
    inside: tuple[str, ...] = ()
    end: str = ""
    absent: tuple[str, ...] = ()


SEED = FortyThieves(SEED_DEAL)
# Two spades to foundation 1, the ace of hearts to foundation 2, one card drawn: columns 1 and 3 empty.
PLAYED = FortyThieves(
    {"column-1": "2S AS", "column-2": "KD", "column-3": "AH"},
    (("column-1", "foundation-1"), ("column-1", "foundation-1"), ("column-3", "foundation-2")),
    draws=1,
)
PLAYED_TWICE = replace(PLAYED, draws=2)
# Eight Off with 4 cells: AC 2C on foundation 4, KS and AH in cells 1 and 2, column 8 empty.
EIGHT_OFF = EightOff({"foundation-4": ["AC", "2C"], "cell-1": ["KS"], "cell-2": ["AH"]}, columns=7, cells=4)

# The seed deal word for word, as the seed pages print it.
SEED_DESCRIPTIONS = {
    "cs": (
        "Dobírací balíček: 64 karet; odkládací hromádka prázdná. Základní hromádka 1, piky: prázdná, základní hromádka "
        "2, srdce: prázdná, základní hromádka 3, kára: prázdná, základní hromádka 4, kříže: prázdná, základní hromádka "
        "5, piky: prázdná, základní hromádka 6, srdce: prázdná, základní hromádka 7, kára: prázdná, základní hromádka "
        "8, kříže: prázdná. Sloupec 1: kárové eso, piková 3, srdcový král, srdcová 2; sloupec 2: křížový kluk, srdcová "
        "3, piková 2, srdcová 9; sloupec 3: křížová 9, srdcový kluk, srdcové eso, srdcová 8; sloupec 4: kárová 8, "
        "kárová 9, křížový král, kárová 7; sloupec 5: kárová 10, piková 9, srdcové eso, pikový kluk; sloupec 6: "
        "křížový král, pikový kluk, piková 8, piková dáma; sloupec 7: kárová 9, srdcová dáma, kárová 6, srdcová 4; "
        "sloupec 8: srdcová 9, pikové eso, křížové eso, srdcová 3; sloupec 9: křížová 6, piková 5, srdcová 7, kárová "
        "4; sloupec 10: kárová 5, křížová 9, piková 2, křížová 10."
    ),
    "nb": (
        "Trekkbunke: 64 kort; avleggsbunken er tom. Grunnbunke 1, spar: tom, grunnbunke 2, hjerter: tom, grunnbunke 3, "
        "ruter: tom, grunnbunke 4, kløver: tom, grunnbunke 5, spar: tom, grunnbunke 6, hjerter: tom, grunnbunke 7, "
        "ruter: tom, grunnbunke 8, kløver: tom. Kolonne 1: ruteress, spar 3, hjerterkonge, hjerter 2; kolonne 2: "
        "kløverknekt, hjerter 3, spar 2, hjerter 9; kolonne 3: kløver 9, hjerterknekt, hjerteress, hjerter 8; kolonne "
        "4: ruter 8, ruter 9, kløverkonge, ruter 7; kolonne 5: ruter 10, spar 9, hjerteress, sparknekt; kolonne 6: "
        "kløverkonge, sparknekt, spar 8, spardame; kolonne 7: ruter 9, hjerterdame, ruter 6, hjerter 4; kolonne 8: "
        "hjerter 9, sparess, kløveress, hjerter 3; kolonne 9: kløver 6, spar 5, hjerter 7, ruter 4; kolonne 10: ruter "
        "5, kløver 9, spar 2, kløver 10."
    ),
    "pt": (
        "Monte de compra: 64 cartas; descarte vazio. Fundação 1, espadas: vazia, fundação 2, copas: vazia, fundação 3, "
        "ouros: vazia, fundação 4, paus: vazia, fundação 5, espadas: vazia, fundação 6, copas: vazia, fundação 7, "
        "ouros: vazia, fundação 8, paus: vazia. Coluna 1: ás de ouros, 3 de espadas, rei de copas, 2 de copas; coluna "
        "2: valete de paus, 3 de copas, 2 de espadas, 9 de copas; coluna 3: 9 de paus, valete de copas, ás de copas, 8 "
        "de copas; coluna 4: 8 de ouros, 9 de ouros, rei de paus, 7 de ouros; coluna 5: 10 de ouros, 9 de espadas, ás "
        "de copas, valete de espadas; coluna 6: rei de paus, valete de espadas, 8 de espadas, dama de espadas; coluna "
        "7: 9 de ouros, dama de copas, 6 de ouros, 4 de copas; coluna 8: 9 de copas, ás de espadas, ás de paus, 3 de "
        "copas; coluna 9: 6 de paus, 5 de espadas, 7 de copas, 4 de ouros; coluna 10: 5 de ouros, 9 de paus, 2 de "
        "espadas, 10 de paus."
    ),
    "de": (
        "Talon: 64 Karten; Abwurfstapel leer. Ablage 1, Pik: leer, Ablage 2, Herz: leer, Ablage 3, Karo: leer, Ablage "
        "4, Kreuz: leer, Ablage 5, Pik: leer, Ablage 6, Herz: leer, Ablage 7, Karo: leer, Ablage 8, Kreuz: leer. Reihe "
        "1: Karo-Ass, Pik 3, Herz-König, Herz 2; Reihe 2: Kreuz-Bube, Herz 3, Pik 2, Herz 9; Reihe 3: Kreuz 9, "
        "Herz-Bube, Herz-Ass, Herz 8; Reihe 4: Karo 8, Karo 9, Kreuz-König, Karo 7; Reihe 5: Karo 10, Pik 9, Herz-Ass, "
        "Pik-Bube; Reihe 6: Kreuz-König, Pik-Bube, Pik 8, Pik-Dame; Reihe 7: Karo 9, Herz-Dame, Karo 6, Herz 4; Reihe "
        "8: Herz 9, Pik-Ass, Kreuz-Ass, Herz 3; Reihe 9: Kreuz 6, Pik 5, Herz 7, Karo 4; Reihe 10: Karo 5, Kreuz 9, "
        "Pik 2, Kreuz 10."
    ),
    "pl": (
        "Talia: 64 karty; stos odrzuconych pusty. Stos bazowy 1, piki: pusty, stos bazowy 2, kiery: pusty, stos bazowy "
        "3, kara: pusty, stos bazowy 4, trefle: pusty, stos bazowy 5, piki: pusty, stos bazowy 6, kiery: pusty, stos "
        "bazowy 7, kara: pusty, stos bazowy 8, trefle: pusty. Kolumna 1: as karo, 3 pik, król kier, 2 kier; kolumna 2: "
        "walet trefl, 3 kier, 2 pik, 9 kier; kolumna 3: 9 trefl, walet kier, as kier, 8 kier; kolumna 4: 8 karo, 9 "
        "karo, król trefl, 7 karo; kolumna 5: 10 karo, 9 pik, as kier, walet pik; kolumna 6: król trefl, walet pik, 8 "
        "pik, dama pik; kolumna 7: 9 karo, dama kier, 6 karo, 4 kier; kolumna 8: 9 kier, as pik, as trefl, 3 kier; "
        "kolumna 9: 6 trefl, 5 pik, 7 kier, 4 karo; kolumna 10: 5 karo, 9 trefl, 2 pik, 10 trefl."
    ),
}

# Positions of both games, and what their description reads: the stock and waste (Forty Thieves),
# the foundations, the free cells (Eight Off), then the columns bottom to top.
DESCRIBED: list[tuple[str, Callable[[], game.Game], Reads]] = [
    (
        "en",
        SEED,
        Reads(
            start="Stock: 64 cards; waste empty. Foundation 1, spades: empty, foundation 2, hearts: empty,",
            inside=("Column 1: ace of diamonds, 3 of spades, king of hearts, 2 of hearts; column 2: jack of clubs,",),
            end="column 10: 5 of diamonds, 9 of clubs, 2 of spades, 10 of clubs.",
        ),
    ),
    (
        "sk",
        SEED,
        Reads(
            start=(
                "Dobíracia kôpka: 64 kariet; odkladacia kôpka prázdna. Základná kôpka 1, piky: prázdna, základná kôpka "
                "2, srdcia: prázdna,"
            ),
            inside=(
                "Stĺpec 1: kárové eso, piková 3, srdcový kráľ, srdcová 2; stĺpec 2: krížový dolník, srdcová 3,",
                "stĺpec 6: krížový kráľ, pikový dolník, piková 8, piková dáma;",
            ),
            end="stĺpec 10: kárová 5, krížová 9, piková 2, krížová 10.",
        ),
    ),
    (
        "es",
        SEED,
        Reads(
            start=(
                "Mazo: 64 cartas; descarte vacío. Base 1, picas: vacía, base 2, corazones: vacía, base 3, diamantes: "
                "vacía, base 4, tréboles: vacía, base 5, picas: vacía, base 6, corazones: vacía, base 7, diamantes: "
                "vacía, base 8, tréboles: vacía. Columna 1: as de diamantes, 3 de picas, rey de corazones, 2 de "
                "corazones; columna 2: jota de tréboles, 3 de corazones,"
            ),
            inside=("columna 6: rey de tréboles, jota de picas, 8 de picas, reina de picas;",),
            end="columna 10: 5 de diamantes, 9 de tréboles, 2 de picas, 10 de tréboles.",
        ),
    ),
    (
        "fr",
        SEED,
        Reads(
            start=(
                f"Pioche{NBSP}: 64 cartes{SEMI} défausse vide. Fondation 1, pique{NBSP}: vide, fondation 2,"
                f" cœur{NBSP}: vide, fondation 3"
            ),
            inside=(
                f"fondation 8, trèfle{NBSP}: vide. Colonne 1{NBSP}: as de carreau, 3 de pique, roi de cœur,"
                f" 2 de cœur{SEMI} ",
                f"colonne 6{NBSP}: roi de trèfle, valet de pique, 8 de pique, dame de pique{SEMI}",
            ),
            end=f"colonne 10{NBSP}: 5 de carreau, 9 de trèfle, 2 de pique, 10 de trèfle.",
        ),
    ),
    (
        "it",
        SEED,
        Reads(
            start=(
                "Tallone: 64 carte; pila degli scarti vuota. Base 1, picche: vuota, base 2, cuori: vuota, base 3, "
                "quadri: vuota, base 4, fiori: vuota,"
            ),
            inside=(
                "base 8, fiori: vuota. Colonna 1: asso di quadri, 3 di picche, re di cuori, 2 di cuori; colonna 2:",
                "colonna 6: re di fiori, fante di picche, 8 di picche, donna di picche;",
            ),
            end="colonna 10: 5 di quadri, 9 di fiori, 2 di picche, 10 di fiori.",
        ),
    ),
    (
        "en",
        PLAYED_TWICE,
        Reads(
            start=(
                "Stock: 98 cards; waste: 2 cards, top card 2 of spades. Foundation 1, spades: 2 of spades, foundation "
                "2, hearts: ace of hearts, foundation 3, diamonds: empty"
            ),
            inside=("Column 1: empty; column 2: king of diamonds; column 3: empty;",),
        ),
    ),
    (
        "cs",
        PLAYED_TWICE,
        Reads(
            start=(
                "Dobírací balíček: 98 karet; odkládací hromádka: 2 karty, navrchu piková 2. Základní hromádka 1, piky: "
                "piková 2, základní hromádka 2, srdce: srdcové eso, základní hromádka 3, kára: prázdná"
            ),
            inside=("Sloupec 1: prázdný; sloupec 2: kárový král; sloupec 3: prázdný;",),
        ),
    ),
    (
        "sk",
        PLAYED_TWICE,
        Reads(
            start=(
                "Dobíracia kôpka: 98 kariet; odkladacia kôpka: 2 karty, navrchu piková 2. Základná kôpka 1, piky: "
                "piková 2, základná kôpka 2, srdcia: srdcové eso, základná kôpka 3, kára: prázdna"
            ),
            inside=("Stĺpec 1: prázdny; stĺpec 2: kárový kráľ; stĺpec 3: prázdny;",),
        ),
    ),
    (
        "nb",
        PLAYED_TWICE,
        Reads(
            start=(
                "Trekkbunke: 98 kort; avleggsbunken: 2 kort, øverst spar 2. Grunnbunke 1, spar: spar 2, grunnbunke 2, "
                "hjerter: hjerteress, grunnbunke 3, ruter: tom"
            ),
            inside=("Kolonne 1: tom; kolonne 2: ruterkonge; kolonne 3: tom;",),
        ),
    ),
    (
        "pt",
        PLAYED_TWICE,
        Reads(
            start=(
                "Monte de compra: 98 cartas; descarte: 2 cartas, no topo: 2 de espadas. Fundação 1, espadas: 2 de "
                "espadas, fundação 2, copas: ás de copas, fundação 3, ouros: vazia"
            ),
            inside=("Coluna 1: vazia; coluna 2: rei de ouros; coluna 3: vazia;",),
        ),
    ),
    (
        "es",
        PLAYED,
        Reads(
            start=(
                "Mazo: 99 cartas; descarte: 1 carta, carta de arriba: {top}. Base 1, picas: 2 de picas, base 2, "
                "corazones: as de corazones, base 3, diamantes: vacía,"
            ),
            inside=("Columna 1: vacía; columna 2: rey de diamantes; columna 3: vacía;",),
        ),
    ),
    ("es", PLAYED_TWICE, Reads(start="Mazo: 98 cartas; descarte: 2 cartas, carta de arriba: ")),
    (
        "es",
        ft_near_won,
        Reads(start="Mazo: vacío; descarte vacío. Base 1, picas: rey de picas, base 2, corazones: rey de corazones,"),
    ),
    (
        "pl",
        PLAYED,
        Reads(
            start=(
                "Talia: 99 kart; stos odrzuconych: 1 karta, na wierzchu {top}. Stos bazowy 1, piki: 2 pik, stos bazowy "
                "2, kiery: as kier, stos bazowy 3, kara: pusty,"
            ),
            inside=("Kolumna 1: pusta; kolumna 2: król karo; kolumna 3: pusta;",),
        ),
    ),
    ("pl", PLAYED_TWICE, Reads(inside=("; stos odrzuconych: 2 karty, na wierzchu ",))),
    (
        "de",
        FortyThieves(
            {"column-1": "QC", "column-3": "2C AC"},
            (("column-3", "foundation-4"), ("column-3", "foundation-4")),
            draws=3,
        ),
        Reads(
            start=(
                "Talon: 98 Karten; Abwurfstapel: 3 Karten, oben {top}. Ablage 1, Pik: leer, Ablage 2, Herz: leer, "
                "Ablage 3, Karo: leer, Ablage 4, Kreuz: Kreuz 2, Ablage 5, Pik: leer,"
            ),
            inside=("Reihe 1: Kreuz-Dame; Reihe 2: leer; Reihe 3: leer; Reihe 4: leer;",),
            end="Reihe 10: leer.",
        ),
    ),
    (
        "fr",
        FortyThieves(
            {"column-1": "2H AH", "column-2": "QS", "column-3": "KD 5C"},
            (("column-1", "foundation-2"), ("column-1", "foundation-2")),
            draws=1,
        ),
        Reads(
            start=(
                f"Pioche{NBSP}: 98 cartes{SEMI} défausse{NBSP}: 1 carte, {{top}} sur le dessus. Fondation 1,"
                f" pique{NBSP}: vide, fondation 2, cœur{NBSP}: 2 de cœur, fondation 3, carreau{NBSP}: vide"
            ),
            inside=(
                f"Colonne 1{NBSP}: vide{SEMI} colonne 2{NBSP}: dame de pique{SEMI} colonne 3{NBSP}: roi de carreau,"
                f" 5 de trèfle{SEMI} colonne 4{NBSP}: vide{SEMI}",
            ),
        ),
    ),
    (
        "it",
        FortyThieves(
            {"column-1": "5H AS", "column-2": "AD", "column-3": "QS"},
            (("column-1", "foundation-1"), ("column-2", "foundation-3")),
            draws=1,
        ),
        Reads(
            start=(
                "Tallone: 99 carte; pila degli scarti: 1 carta, in cima: {top}. Base 1, picche: asso di picche, base "
                "2, cuori: vuota, base 3, quadri: asso di quadri, base 4, fiori: vuota,"
            ),
            inside=("Colonna 1: 5 di cuori; colonna 2: vuota; colonna 3: donna di picche; colonna 4: vuota;",),
            end="colonna 10: vuota.",
        ),
    ),
    (
        "en",
        EIGHT_OFF,
        Reads(
            start=(
                "Foundation 1, spades: empty, foundation 2, hearts: empty, foundation 3, diamonds: empty, foundation "
                "4, clubs: 2 of clubs. "
            ),
            inside=("Free cell 1: king of spades, free cell 2: ace of hearts, free cell 3: empty",),
            end="column 8: empty.",
            absent=("stock",),
        ),
    ),
    (
        "cs",
        EIGHT_OFF,
        Reads(
            start=(
                "Základní hromádka 1, piky: prázdná, základní hromádka 2, srdce: prázdná, základní hromádka 3, kára: "
                "prázdná, základní hromádka 4, kříže: křížová 2. "
            ),
            inside=("Volné pole 1: pikový král, volné pole 2: srdcové eso, volné pole 3: prázdné",),
            end="sloupec 8: prázdný.",
            absent=("stock", "balíček"),
        ),
    ),
    (
        "sk",
        EIGHT_OFF,
        Reads(
            start=(
                "Základná kôpka 1, piky: prázdna, základná kôpka 2, srdcia: prázdna, základná kôpka 3, kára: prázdna, "
                "základná kôpka 4, kríže: krížová 2. "
            ),
            inside=("Voľné políčko 1: pikový kráľ, voľné políčko 2: srdcové eso, voľné políčko 3: prázdne",),
            end="stĺpec 8: prázdny.",
            absent=("stock", "dobíracia"),
        ),
    ),
    (
        "nb",
        EIGHT_OFF,
        Reads(
            start=(
                "Grunnbunke 1, spar: tom, grunnbunke 2, hjerter: tom, grunnbunke 3, ruter: tom, grunnbunke 4, "
                "kløver: kløver 2. "
            ),
            inside=("Celle 1: sparkonge, celle 2: hjerteress, celle 3: tom",),
            end="kolonne 8: tom.",
            absent=("stock", "trekkbunke"),
        ),
    ),
    (
        "pt",
        EIGHT_OFF,
        Reads(
            start=(
                "Fundação 1, espadas: vazia, fundação 2, copas: vazia, fundação 3, ouros: vazia, fundação 4, paus: 2 "
                "de paus. "
            ),
            inside=("Célula 1: rei de espadas, célula 2: ás de copas, célula 3: vazia",),
            end="coluna 8: vazia.",
            absent=("stock", "monte de compra"),
        ),
    ),
    (
        "es",
        EIGHT_OFF,
        Reads(
            start=(
                "Base 1, picas: vacía, base 2, corazones: vacía, base 3, diamantes: vacía, base 4, tréboles: 2 de "
                "tréboles. "
            ),
            inside=(
                "Celda libre 1: rey de picas, celda libre 2: as de corazones, celda libre 3: vacía,"
                " celda libre 4: vacía.",
                "Columna 1: as de picas, 8 de picas,",
            ),
            end="columna 8: vacía.",
            absent=("mazo",),
        ),
    ),
    (
        "pl",
        EIGHT_OFF,
        Reads(
            start=(
                "Stos bazowy 1, piki: pusty, stos bazowy 2, kiery: pusty, stos bazowy 3, kara: pusty, stos bazowy 4, "
                "trefle: 2 trefl. Wolna komórka 1: król pik, wolna komórka 2: as kier, wolna komórka 3: pusta, wolna "
                "komórka 4: pusta. Kolumna 1: as pik, 8 pik, 4 kier, walet kier,"
            ),
            end="; kolumna 7: 7 pik, 3 kier, 10 kier, 4 karo, walet karo, 7 trefl; kolumna 8: pusta.",
            absent=("talia",),
        ),
    ),
    (
        "de",
        EightOff({"foundation-1": ["AS", "2S", "3S"], "cell-1": ["KH"]}, columns=7, cells=2),
        Reads(
            start="Ablage 1, Pik: Pik 3, Ablage 2, Herz: leer, Ablage 3, Karo: leer, Ablage 4, Kreuz: leer. ",
            inside=("Freie Zelle 1: Herz-König, freie Zelle 2: leer. Reihe 1: Pik 4, ",),
            end="; Reihe 8: leer.",
            absent=("talon",),
        ),
    ),
    (
        "fr",
        EightOff({"foundation-3": ["AD", "2D", "3D"], "cell-1": ["JC"], "cell-2": []}, columns=7, cells=2),
        Reads(
            start=(
                f"Fondation 1, pique{NBSP}: vide, fondation 2, cœur{NBSP}: vide, fondation 3, carreau{NBSP}: 3 de"
                f" carreau, fondation 4, trèfle{NBSP}: vide. Cellule 1{NBSP}: valet de trèfle, cellule 2{NBSP}:"
                f" vide. Colonne 1{NBSP}: as de pique, "
            ),
            end=f"colonne 8{NBSP}: vide.",
            absent=("pioche",),
        ),
    ),
    (
        "it",
        EightOff({"foundation-2": ["AH", "2H", "3H"], "cell-1": ["JD"]}, columns=6, cells=2),
        Reads(
            start=(
                "Base 1, picche: vuota, base 2, cuori: 3 di cuori, base 3, quadri: vuota, base 4, fiori: vuota. Cella "
                "libera 1: fante di quadri, cella libera 2: vuota. Colonna 1: asso di picche, 7 di picche, re di "
                "picche,"
            ),
            end="colonna 7: vuota; colonna 8: vuota.",
            absent=("tallone", "scarti"),
        ),
    ),
]

CARD_NAMES = {
    "en": {
        "AD": "ace of diamonds",
        "3S": "3 of spades",
        "KH": "king of hearts",
        "QS": "queen of spades",
        "JC": "jack of clubs",
        "10C": "10 of clubs",
        "AH": "ace of hearts",
    },
    "cs": {
        "AD": "kárové eso",
        "3S": "piková 3",
        "KH": "srdcový král",
        "QS": "piková dáma",
        "JC": "křížový kluk",
        "10C": "křížová 10",
        "AH": "srdcové eso",
    },
    "sk": {
        "AD": "kárové eso",
        "3S": "piková 3",
        "KH": "srdcový kráľ",
        "QS": "piková dáma",
        "JC": "krížový dolník",
        "10C": "krížová 10",
        "AH": "srdcové eso",
    },
    "nb": {
        "AD": "ruteress",
        "3S": "spar 3",
        "KH": "hjerterkonge",
        "QS": "spardame",
        "JC": "kløverknekt",
        "10C": "kløver 10",
        "AH": "hjerteress",
    },
    "pt": {
        "AD": "ás de ouros",
        "3S": "3 de espadas",
        "KH": "rei de copas",
        "QS": "dama de espadas",
        "JC": "valete de paus",
        "10C": "10 de paus",
        "AH": "ás de copas",
    },
    "de": {
        "AS": "Pik-Ass",
        "10H": "Herz 10",
        "2D": "Karo 2",
        "JC": "Kreuz-Bube",
        "QH": "Herz-Dame",
        "KD": "Karo-König",
    },
    "es": {
        "AS": "as de picas",
        "7H": "7 de corazones",
        "10D": "10 de diamantes",
        "JC": "jota de tréboles",
        "QD": "reina de diamantes",
        "KH": "rey de corazones",
        "2C": "2 de tréboles",
    },
    "fr": {
        "AS": "as de pique",
        "7H": "7 de cœur",
        "10C": "10 de trèfle",
        "JD": "valet de carreau",
        "QH": "dame de cœur",
        "KC": "roi de trèfle",
        "AD": "as de carreau",
    },
    "it": {
        "AS": "asso di picche",
        "2H": "2 di cuori",
        "10D": "10 di quadri",
        "JH": "fante di cuori",
        "QS": "donna di picche",
        "KC": "re di fiori",
        "AD": "asso di quadri",
    },
    "pl": {
        "AS": "as pik",
        "KH": "król kier",
        "QD": "dama karo",
        "JC": "walet trefl",
        "10C": "10 trefl",
        "7H": "7 kier",
        "2D": "2 karo",
    },
}

# A counted text ("cards", "moves-count", "free-cells") for each count: the plural forms in use.
COUNTED = {
    "en": {
        "cards": {
            0: "0 cards",
            1: "1 card",
            2: "2 cards",
            4: "4 cards",
            5: "5 cards",
            21: "21 cards",
            22: "22 cards",
            25: "25 cards",
            64: "64 cards",
        },
    },
    "cs": {
        "cards": {
            0: "0 karet",
            1: "1 karta",
            2: "2 karty",
            4: "4 karty",
            5: "5 karet",
            21: "21 karet",
            22: "22 karet",
            25: "25 karet",
            64: "64 karet",
        },
    },
    "sk": {
        "cards": {
            0: "0 kariet",
            1: "1 karta",
            2: "2 karty",
            4: "4 karty",
            5: "5 kariet",
            21: "21 kariet",
            22: "22 kariet",
            25: "25 kariet",
            64: "64 kariet",
        },
    },
    "nb": {
        "cards": {
            0: "0 kort",
            1: "1 kort",
            2: "2 kort",
            4: "4 kort",
            5: "5 kort",
            21: "21 kort",
            22: "22 kort",
            25: "25 kort",
            64: "64 kort",
        },
    },
    "pt": {
        "cards": {
            0: "0 cartas",
            1: "1 carta",
            2: "2 cartas",
            4: "4 cartas",
            5: "5 cartas",
            21: "21 cartas",
            22: "22 cartas",
            25: "25 cartas",
            64: "64 cartas",
            10_000: "10\u00a0000 cartas",
            1_000_000: "1\u00a0000\u00a0000 de cartas",
        },
    },
    "de": {
        "cards": {
            0: "0 Karten",
            1: "1 Karte",
            2: "2 Karten",
            5: "5 Karten",
            22: "22 Karten",
            25: "25 Karten",
            104: "104 Karten",
        },
        "moves-count": {
            0: "0 Züge",
            1: "1 Zug",
            2: "2 Züge",
            5: "5 Züge",
            22: "22 Züge",
            25: "25 Züge",
            104: "104 Züge",
        },
        "free-cells": {1: "1 freie Zelle", 8: "8 freie Zellen"},
    },
    "es": {
        "cards": {
            0: "0 cartas",
            1: "1 carta",
            2: "2 cartas",
            5: "5 cartas",
            22: "22 cartas",
            25: "25 cartas",
            104: "104 cartas",
            1_000_000: "1.000.000 de cartas",
            1_000_001: "1.000.001 cartas",
        },
        "moves-count": {
            0: "0 movimientos",
            1: "1 movimiento",
            2: "2 movimientos",
            5: "5 movimientos",
            22: "22 movimientos",
            25: "25 movimientos",
            2_000_000: "2.000.000 de movimientos",
        },
        "free-cells": {
            0: "0 celdas libres",
            1: "1 celda libre",
            2: "2 celdas libres",
            5: "5 celdas libres",
            22: "22 celdas libres",
            25: "25 celdas libres",
            2_000_000: "2.000.000 de celdas libres",
        },
    },
    "fr": {
        "cards": {
            0: "0 carte",
            1: "1 carte",
            2: "2 cartes",
            5: "5 cartes",
            22: "22 cartes",
            25: "25 cartes",
            64: "64 cartes",
            1_000_000: f"1{NARROW_NBSP}000{NARROW_NBSP}000 de cartes",
            2_000_001: f"2{NARROW_NBSP}000{NARROW_NBSP}001 cartes",
        },
        "moves-count": {
            0: "0 coup",
            1: "1 coup",
            2: "2 coups",
            5: "5 coups",
            22: "22 coups",
            25: "25 coups",
            64: "64 coups",
            1_000_000: f"1{NARROW_NBSP}000{NARROW_NBSP}000 de coups",
            2_000_001: f"2{NARROW_NBSP}000{NARROW_NBSP}001 coups",
        },
        "free-cells": {
            0: "0 cellule libre",
            1: "1 cellule libre",
            2: "2 cellules libres",
            4: "4 cellules libres",
            8: "8 cellules libres",
        },
    },
    "it": {
        "cards": {
            0: "0 carte",
            1: "1 carta",
            2: "2 carte",
            5: "5 carte",
            22: "22 carte",
            25: "25 carte",
            104: "104 carte",
            1_000_000: "1.000.000 di carte",
        },
        "moves-count": {1: "1 mossa", 25: "25 mosse"},
        "free-cells": {
            0: "0 celle libere",
            1: "1 cella libera",
            2: "2 celle libere",
            5: "5 celle libere",
            22: "22 celle libere",
            2_000_000: "2.000.000 di celle libere",
        },
    },
    "pl": {
        "cards": {
            0: "0 kart",
            1: "1 karta",
            2: "2 karty",
            3: "3 karty",
            4: "4 karty",
            5: "5 kart",
            11: "11 kart",
            12: "12 kart",
            13: "13 kart",
            14: "14 kart",
            21: "21 kart",
            22: "22 karty",
            23: "23 karty",
            24: "24 karty",
            25: "25 kart",
            52: "52 karty",
            64: "64 karty",
            98: "98 kart",
            104: "104 karty",
            112: "112 kart",
        },
        "moves-count": {
            0: "0 ruchów",
            1: "1 ruch",
            2: "2 ruchy",
            4: "4 ruchy",
            5: "5 ruchów",
            8: "8 ruchów",
            12: "12 ruchów",
            22: "22 ruchy",
            25: "25 ruchów",
            132: "132 ruchy",
        },
        "free-cells": {
            0: "0 wolnych komórek",
            1: "1 wolna komórka",
            2: "2 wolne komórki",
            4: "4 wolne komórki",
            5: "5 wolnych komórek",
            8: "8 wolnych komórek",
            12: "12 wolnych komórek",
            22: "22 wolne komórki",
            25: "25 wolnych komórek",
            132: "132 wolne komórki",
        },
    },
}

# The CLDR plural category of whole numbers: Czech and Slovak few for 2-4, Polish few for 2-4 and
# 22-24 but many for 12-14 and 25, French one for 0, and a round million many in the Romance languages.
CATEGORIES = {
    "en": {"one": (1,), "other": (0, 2, 4, 5, 21, 22, 25, 64)},
    "cs": {"one": (1,), "few": (2, 3, 4), "other": (0, 5, 21, 22, 25, 64)},
    "sk": {"one": (1,), "few": (2, 4), "other": (0, 5, 21, 22, 25, 64)},
    "nb": {"one": (1,), "other": (0, 2, 4, 5, 21, 22, 25, 64)},
    "pt": {"one": (1,), "many": (1_000_000, 2_000_000), "other": (0, 2, 4, 5, 21, 22, 25, 64, 1_000_001)},
    "de": {"one": (1,), "other": (0, 7)},
    "es": {"one": (1,), "many": (1_000_000, 2_000_000), "other": (0, 2, 5, 22, 25, 104, 1_000_001)},
    "fr": {"one": (0, 1), "many": (1_000_000,), "other": (2, 25)},
    "it": {"one": (1,), "many": (2_000_000,), "other": (0, 2, 5, 22)},
    "pl": {"one": (1,), "few": (2, 4, 22), "many": (0, 5, 12, 21, 25)},
}

# Other texts with their values filled in: rule reminders, code errors, runs, numbers and dates.
TEXTS: list[tuple[str, str, dict[str, object], str]] = [
    ("de", "rule-one-card-only", {}, "Bei diesem Spiel wird immer nur eine Karte bewegt."),
    (
        "de",
        "code-game",
        {"part": "XX1", "known": "FT1 (Vierzig Räuber), EO1 (Eight Off)"},
        "das Spiel in „XX1“ ist unbekannt: Ein Code beginnt mit einem der Kürzel FT1 (Vierzig Räuber), EO1 (Eight Off)",
    ),
    ("de", "card-and-more", {"card": "Pik-Ass", "count": 1}, "Pik-Ass und 1 weitere Karte"),
    ("de", "card-and-more", {"card": "Pik-Ass", "count": 4}, "Pik-Ass und 4 weitere Karten"),
    ("es", "card-and-more", {"card": "9 de tréboles", "count": 1}, "9 de tréboles y 1 carta más"),
    ("es", "card-and-more", {"card": "9 de tréboles", "count": 5}, "9 de tréboles y 5 cartas más"),
    ("es", "decimal", {"whole": 8, "tenth": 7}, "8,7"),
    ("es", "percent", {"value": "8,7"}, f"8,7{NBSP}%"),
    ("es", "month-12", {}, "diciembre"),
    ("es", "date", {"day": 1, "month": "diciembre"}, "1 de diciembre"),
    ("fr", "card-and-more", {"card": "9 de trèfle", "count": 1}, "9 de trèfle et 1 autre carte"),
    ("fr", "card-and-more", {"card": "9 de trèfle", "count": 3}, "9 de trèfle et 3 autres cartes"),
    ("fr", "eight-off", {}, "Eight Off"),
    ("fr", "forty-thieves", {}, "Quarante Voleurs"),
    ("fr", "game-with-cells", {"game": "Eight Off", "cells": "4 cellules libres"}, "Eight Off, 4 cellules libres"),
    ("fr", "rules-title", {"game": "Quarante Voleurs"}, "Comment jouer à Quarante Voleurs"),
    ("it", "card-and-more", {"card": "9 di fiori", "count": 1}, "9 di fiori e un'altra carta"),
    ("it", "card-and-more", {"card": "9 di fiori", "count": 2}, "9 di fiori e altre 2 carte"),
    ("pl", "card-and-more", {"card": "9 trefl", "count": 1}, "9 trefl i jeszcze jedna karta"),
    ("pl", "card-and-more", {"card": "9 trefl", "count": 3}, "9 trefl i jeszcze 3 karty"),
    ("pl", "card-and-more", {"card": "9 trefl", "count": 6}, "9 trefl i jeszcze 6 kart"),
    ("pl", "move-to-column", {"cards": "9 trefl", "number": 3}, "9 trefl na kolumnę 3"),
    ("pl", "month-12", {}, "grudnia"),
    ("pl", "month-3", {}, "marca"),
    ("pl", "date", {"day": 5, "month": "grudnia"}, "5 grudnia"),
    ("pl", "date", {"day": 1, "month": "marca"}, "1 marca"),
    ("pl", "daily-none", {"date": "1 marca"}, "Ta wersja nie ma rozdania dnia na 1 marca."),
]

# The reminder shown when 7S is moved onto 8H: a column takes only the next card of the same suit.
SAME_SUIT_DOWN = {
    "es": "En una columna, una carta solo va sobre otra del mismo palo y de valor inmediatamente superior.",
    "it": "In colonna una carta va solo su una carta dello stesso seme e di valore immediatamente superiore.",
    "pl": "W kolumnie kartę kładzie się tylko na kartę tego samego koloru, starszą o jeden.",
}

# The browser's preferred languages and the language they get: the first tag we speak, of any region,
# case or separator (pt-BR and pt-PT give pt, no and nn give nb); English when none is ours.
PICKED: list[tuple[object, str]] = [
    (["cs-CZ", "en"], "cs"),
    (["pt-BR"], "pt"),
    (["pt-PT", "cs"], "pt"),
    (["no"], "nb"),
    (["nn-NO"], "nb"),
    (["nb"], "nb"),
    (["ja-JP", "sk"], "sk"),
    (["ja-JP", "ko"], "en"),
    (["de-AT", "fr"], "de"),
    (["fr-CA"], "fr"),
    (["pl"], "pl"),
    ([], "en"),
    ("SK", "sk"),
    ([None, 3, "x-klingon"], "en"),
    (["de-DE"], "de"),
    (["de-AT", "en-GB"], "de"),
    (["de_CH"], "de"),
    ("DE", "de"),
    (["x-klingon", "de-DE"], "de"),
    (["en-US", "de-DE"], "en"),
    (["es-ES"], "es"),
    (["es-MX", "en"], "es"),
    (["es-419"], "es"),
    (["es"], "es"),
    (["ca-ES", "es-ES", "en"], "es"),
    ("ES", "es"),
    (["es_AR"], "es"),
    (["fr-FR"], "fr"),
    (["fr-CA", "en"], "fr"),
    (["fr_BE"], "fr"),
    (["x-klingon", "FR-ch"], "fr"),
    (["en", "fr"], "en"),
    (["it-IT"], "it"),
    (["it-CH", "en"], "it"),
    (["IT"], "it"),
    (["it_IT"], "it"),
    (["ja-JP", "it"], "it"),
    ([None, "x-klingon", "it-SM"], "it"),
    (["pl-PL"], "pl"),
    (["PL_pl"], "pl"),
    (["fy-NL", "pl-PL", "cs"], "pl"),
    ("pl-PL", "pl"),
]

OWN_NAMES = {"es": "Español", "it": "Italiano", "pl": "Polski"}


@pytest.mark.parametrize("language", sorted(SEED_DESCRIPTIONS))
def test_the_seed_deal_is_described_word_for_word(language: str) -> None:
    """The seed deal at the start reads exactly as the seed pages print it, empty piles agreeing in gender."""
    assert game.describe(SEED(), language) == SEED_DESCRIPTIONS[language]


@pytest.mark.parametrize("language", game.LANGUAGES)
def test_each_foundation_is_described_with_the_suit_its_label_names(language: str) -> None:
    """A foundation in the description names its suit, as the pile's label ("Foundation 1, spades") does."""
    words = catalogue(language)
    for position in (SEED, EIGHT_OFF):
        g = position()
        _, items = describe_parts(g, language)[1 if "stock" in g.piles else 0]
        for number, (pile, item) in enumerate(zip(g.variant.foundations, items, strict=True), start=1):
            suit = words.text(f"suit-{g.variant.suit_of[pile].value}")
            label = words.text("pile-foundation", number=number, suit=suit)
            assert label.lower() in item.lower(), (item, label)


@pytest.mark.parametrize(("language", "position", "reads"), DESCRIBED)
def test_a_position_is_described_in_the_language(
    language: str, position: Callable[[], game.Game], reads: Reads
) -> None:
    """Counts take their plural, the waste names its top card, empty piles agree with their noun, and
    Eight Off has no stock: its foundations, then its free cells, then its columns."""
    g = position()
    text = game.describe(g, language)
    waste = g.piles.get("waste")
    top = catalogue(language).card(waste[-1]) if waste else ""
    assert text.startswith(reads.start.replace("{top}", top))
    for piece in reads.inside:
        assert piece in text
    assert text.endswith(reads.end)
    for word in reads.absent:
        assert word not in text.lower()


@pytest.mark.parametrize(
    ("language", "card", "name"),
    [(language, card, name) for language, names in CARD_NAMES.items() for card, name in names.items()],
)
def test_card_names_follow_the_language_grammar(language: str, card: str, name: str) -> None:
    """Rank and suit in the language's order and agreement: Czech and Slovak adjectives agree with
    the card, Norwegian and German compound court cards and aces, Polish puts the suit after."""
    assert catalogue(language).card(game.Card.parse(card)) == name


@pytest.mark.parametrize(
    ("language", "message_id", "count", "text"),
    [
        (language, message_id, count, text)
        for language, messages in COUNTED.items()
        for message_id, texts in messages.items()
        for count, text in texts.items()
    ],
)
def test_counted_texts_take_the_language_plural_form(language: str, message_id: str, count: int, text: str) -> None:
    """Cards, moves and free cells agree with their count, with the number written the language's way."""
    assert catalogue(language).text(message_id, count=count) == text


@pytest.mark.parametrize(
    ("language", "count", "category"),
    [
        (language, count, category)
        for language, categories in CATEGORIES.items()
        for category, counts in categories.items()
        for count in counts
    ],
)
def test_plural_categories_follow_cldr_for_whole_numbers(language: str, count: int, category: str) -> None:
    """The plural rule of each language, checked on numbers: Polish 22 few but 12 and 25 many, French 0 one."""
    assert plural_category(language, count) == category


@pytest.mark.parametrize(("language", "message_id", "values", "text"), TEXTS)
def test_texts_read_right_with_their_values(
    language: str, message_id: str, values: dict[str, object], text: str
) -> None:
    """A rule reminder, a code error, a run of cards, a decimal, a percentage or a date, filled in."""
    assert catalogue(language).text(message_id, **values) == text


@pytest.mark.parametrize(("language", "reminder"), SAME_SUIT_DOWN.items())
def test_a_refused_move_is_explained_in_the_language(language: str, reminder: str) -> None:
    """7S onto 8H is refused, and the rule that refuses it is reminded in the language's terms."""
    g = ft({"column-1": "7S", "column-2": "8H"})
    error = refused(g, "same-suit-down", lambda: g.move("column-1", "column-2"))
    assert catalogue(language).rule(error.rule) == reminder


@pytest.mark.parametrize(("preferred", "language"), PICKED)
def test_the_language_is_picked_from_the_browser_preferences(preferred: object, language: str) -> None:
    """The first supported tag wins, whatever its region, case or separator; anything else gets English."""
    assert pick_language(preferred) == language


@pytest.mark.parametrize(("language", "name"), OWN_NAMES.items())
def test_a_language_is_named_in_itself(language: str, name: str) -> None:
    """Settings lists each language by its own name."""
    assert LANGUAGE_NAMES[language] == name


def test_an_unknown_language_is_refused_not_replaced() -> None:
    """No silent fallback: a language without a catalogue is an error."""
    with pytest.raises(ValueError, match="no catalogue"):
        game.describe(SEED(), "ja")


def test_every_german_card_name_starts_with_its_suit() -> None:
    """German puts the suit first (Pik-Ass, Herz 10): all 52 names begin with it, and no two cards share a name."""
    german = catalogue("de")
    deck = game.cards.new_deck()
    assert len({german.card(card) for card in deck}) == 52
    for card in deck:
        assert german.card(card).startswith(german.text(f"suit-{card.suit.value}"))


def test_the_page_boots_in_french_and_reminds_a_rule_in_french() -> None:
    """fr-FR first: the page's language, the game's name and a refused tap's reminder are French."""
    app = App({}, ["fr-FR", "en"], TEXT_IDS)
    view = app.boot("#FT1-N-AAAAAFA")
    assert view["lang"] == "fr"
    assert view["counters"]["name"] == "Quarante Voleurs"
    assert view["texts"]["undo"] == "Annuler"
    refusal = app.handle({"do": "tap", "pile": "column-1", "index": None})
    assert refusal["message"]["text"] == (
        "Un appui envoie une carte sur sa fondation, et seulement si la fondation l’accepte."
    )


@pytest.mark.parametrize("message_id", sorted(CATALOGUES["fr"]))
def test_french_typography(message_id: str) -> None:
    """No-break space before ":" and inside « », narrow no-break space before ; ? ! %, the apostrophe ’."""
    message = CATALOGUES["fr"][message_id]
    for text in message.values() if isinstance(message, dict) else [message]:
        assert "'" not in text and '"' not in text
        assert not re.search(r"[ \u202f]:|(?<!\u00a0):", text), text
        assert not re.search(r"[^\u202f][;!%]|[^\u202f\u00a0]\?", text.removeprefix("?")), text
        assert not re.search(r"«(?!\u00a0)|(?<!\u00a0)»", text), text


@pytest.mark.parametrize("language", game.LANGUAGES)
@pytest.mark.parametrize("name", game.game_names())
def test_every_rules_page_in_every_language(name: str, language: str) -> None:
    """Each game's Rules page: a title naming the game, every section of its pages, no placeholder left.

    The odds section shows once the solver has measured the game. The browser opens each game's page
    and each language at least once (tests/browser/test_page_languages.py).
    """
    record = game.variants_of(name)[-1]
    texts = Texts(language)
    nodes = walk(rules_page(texts, record))
    assert nodes[0]["tag"] == "h2" and nodes[0]["text"] == texts.text("rules-title", game=texts.text(record.name_id))
    sections = [node["attrs"]["data-section"] for node in nodes if node["tag"] == "section"]
    assert [section for section in sections if section != "odds"] == [
        section for section in pages_of(name).sections if section != "odds"
    ]
    assert all("{" not in node.get("text", "") for node in nodes)
