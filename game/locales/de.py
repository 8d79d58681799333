"""German texts of the app (the reference and the conventions: game/locales/en.py).

The terms are those of German patience books and solitaire apps: Talon (stock), Abwurfstapel
(waste), Ablage (foundation), Reihe (column), freie Zelle (free cell), Folge (a run of one suit),
Farbe (suit); a deal is a "Spiel" with its "Spielcode", a game being played a "Partie".
"""

from __future__ import annotations

NAME = "Deutsch"

# Texts that read the same as English in this language only (game.locales lists those of every language).
SAME_AS_ENGLISH = frozenset(
    {
        "bakers-game",
        "board-next-part",
        "calendar-day",
        "freecell",
        "key-enter",
        "month-4",
        "month-8",
        "month-9",
        "month-11",
        "seahaven-towers",
    }
)

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "Pik-Ass",
    "card-S-number": "Pik {rank}",
    "card-S-jack": "Pik-Bube",
    "card-S-queen": "Pik-Dame",
    "card-S-king": "Pik-König",
    "card-H-ace": "Herz-Ass",
    "card-H-number": "Herz {rank}",
    "card-H-jack": "Herz-Bube",
    "card-H-queen": "Herz-Dame",
    "card-H-king": "Herz-König",
    "card-D-ace": "Karo-Ass",
    "card-D-number": "Karo {rank}",
    "card-D-jack": "Karo-Bube",
    "card-D-queen": "Karo-Dame",
    "card-D-king": "Karo-König",
    "card-C-ace": "Kreuz-Ass",
    "card-C-number": "Kreuz {rank}",
    "card-C-jack": "Kreuz-Bube",
    "card-C-queen": "Kreuz-Dame",
    "card-C-king": "Kreuz-König",
    "suit-S": "Pik",
    "suit-H": "Herz",
    "suit-D": "Karo",
    "suit-C": "Kreuz",
    "cards": {"one": "{count} Karte", "other": "{count} Karten"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Talon: {cards}",
    "board-stock-empty": "Talon: leer",
    "board-next-part": ";",
    "board-waste": "Abwurfstapel: {cards}, oben {card}",
    "board-waste-empty": "Abwurfstapel leer",
    "board-foundation-first": "Ablage {number}: {contents}",
    "board-foundation": "Ablage {number}: {contents}",
    "board-foundation-empty": "leer",
    "board-cell-first": "Freie Zelle {number}: {contents}",
    "board-cell": "freie Zelle {number}: {contents}",
    "board-cell-empty": "leer",
    "board-column-first": "Reihe {number}: {contents}",
    "board-column": "Reihe {number}: {contents}",
    "board-column-empty": "leer",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": "In einer Reihe kommt eine Karte nur auf die nächsthöhere Karte derselben Farbe.",
    "rule-alternate-colours-down": (
        "In einer Reihe kommt eine Karte nur auf die nächsthöhere Karte, Rot auf Schwarz oder Schwarz auf Rot."
    ),
    "rule-nothing-on-ace": "Auf ein Ass in einer Reihe darf nichts gelegt werden.",
    "rule-king-only": "Eine leere Reihe nimmt nur einen König auf, allein oder mit seiner Folge.",
    "rule-one-card-only": "Bei diesem Spiel wird immer nur eine Karte bewegt.",
    "rule-top-card-only": "Nur die oberste Karte eines Stapels lässt sich bewegen.",
    "rule-not-a-run": (
        "Mehrere Karten lassen sich nur als absteigende Folge zusammen bewegen, gebaut nach der Regel der"
        " Reihen dieses Spiels."
    ),
    "rule-group-too-large": (
        "Eine Folge darf nur bewegt werden, wenn sie höchstens (freie Zellen + 1) × 2^(leere Reihen) Karten hat."
    ),
    "rule-foundation-suit": "Jede Ablage nimmt nur ihre eigene Farbe auf.",
    "rule-foundation-order": "Eine Ablage wird vom Ass bis zum König aufgebaut, eine Karte nach der anderen.",
    "rule-foundation-take-back": (
        "Eine Karte von der Ablage darf nur auf eine Reihe zurück, die sie aufnimmt, oder in eine freie"
        " Zelle, wenn das Spiel Zellen hat."
    ),
    "rule-foundation-drag-only": "Eine Karte auf der Ablage lässt sich nur bewegen, indem du sie zurückziehst.",
    "rule-cell-occupied": "In einer freien Zelle liegt immer nur eine Karte.",
    "rule-no-pile-there": "Auf den Talon und den Abwurfstapel werden nie Karten gelegt.",
    "rule-stock-draw-only": "Tippe auf den Talon, um seine oberste Karte offen auf den Abwurfstapel zu legen.",
    "rule-no-redeal": "Der Talon ist leer, und einen zweiten Durchgang gibt es nicht.",
    "rule-no-stock": "Dieses Spiel hat keinen Talon: Alle Karten werden offen ausgeteilt.",
    "rule-same-pile": "Eine Karte muss auf einen anderen Stapel.",
    "rule-empty-pile": "Dort liegt keine Karte, die sich bewegen ließe.",
    "rule-no-such-pile": "Diesen Stapel gibt es in diesem Spiel nicht.",
    "rule-tap-to-foundation": "Tippen legt eine Karte nur auf ihre Ablage, und nur, wenn die Ablage sie aufnimmt.",
    "rule-waste-nowhere": "Diese Karte vom Abwurfstapel passt gerade auf keine Ablage und keine Reihe.",
    "rule-no-destination": "Diese Karte passt gerade auf keinen Stapel.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "ein Spielcode muss Text sein",
    "code-parts": "ein Spielcode hat drei Teile, verbunden durch „-“, etwa FT1-N-ABCDEFG oder EO1-C8-AAAAAFA",
    "code-version": "die Version in „{part}“ wird nicht unterstützt: Richtig ist {expected}",
    "code-game": "das Spiel in „{part}“ ist unbekannt: Ein Code beginnt mit einem der Kürzel {known}",
    "code-variant-forty-thieves": "die Variante „{part}“ ist falsch: Codes von Vierzig Räuber haben dort N (FT1-N-…)",
    "code-variant-freecell": (
        "die Variante „{part}“ ist falsch: Codes von FreeCell haben dort N (FC1-N-…) oder MS und eine"
        " Microsoft-Spielnummer (FC1-MS-617)"
    ),
    "code-variant-bakers-game": "die Variante „{part}“ ist falsch: Codes von Baker's Game haben dort N (BG1-N-…)",
    "code-variant-seahaven-towers": (
        "die Variante „{part}“ ist falsch: Codes von Seahaven Towers haben dort N (ST1-N-…)"
    ),
    "code-ms-number": "die Microsoft-Spielnummer „{part}“ muss eine ganze Zahl von 1 bis {most} sein",
    "code-variant-eight-off": "die Variante „{part}“ ist falsch: Codes von Eight Off haben dort C8, C4 oder C2",
    "code-number-length": "die Nummer „{part}“ muss genau 7 Zeichen haben (A-Z und 2-7)",
    "code-number-letter": (
        "die Nummer „{part}“ enthält „{letter}“: Erlaubt sind nur die Buchstaben A-Z und die Ziffern 2-7"
    ),
    # Games and piles.
    "forty-thieves": "Vierzig Räuber",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} freie Zelle", "other": "{count} freie Zellen"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Talon",
    "pile-waste": "Abwurfstapel",
    "pile-foundation": "Ablage {number}, {suit}",
    "pile-cell": "Freie Zelle {number}",
    "pile-column": "Reihe {number}",
    "pile-empty": "{pile}, leer",
    "pile-empty-king": "{pile}, leer, nimmt nur einen König",
    "pile-cards": "{pile}, {cards}, oben: {card}",
    "pile-chosen": "{pile}, {cards}, gewählt: {chosen}",
    "pile-takes-held": "{label}; hier passen die aufgenommenen Karten",
    "stock-cards": "Talon, {cards}",
    "stock-empty": "Talon, leer: kein zweiter Durchgang",
    "no-redeal-mark": "Nur ein Durchgang",
    "card-and-more": {"one": "{card} und {count} weitere Karte", "other": "{card} und {count} weitere Karten"},
    # Toolbar and page.
    "page-title": "Patience",
    "score-label": "Punkte",
    "moves-label": "Züge",
    "copy-code": "Spielcode kopieren",
    "code-placeholder": "Code eingeben",
    "code-label": "Spielcode",
    "play-code": "Spielen",
    "undo": "Rückgängig",
    "redo": "Wiederholen",
    "restart": "Von vorn",
    "new-game": "Neues Spiel",
    "settings": "Einstellungen",
    "rules": "Regeln",
    "stats": "Statistik",
    "describe-board": "Tisch beschreiben",
    "keys": "Tasten",
    "more": "Mehr",
    "board-label": "Kartentisch",
    "starting": "Das Spiel startet…",
    # New game window.
    "new-game-title": "Neues Spiel",
    "game-legend": "Patience",
    "forty-thieves-line": (
        "Zwei Kartenspiele. Abwärts in derselben Farbe, Karte für Karte; der Talon wird einmal durchgespielt."
    ),
    "eight-off-line": "Ein Kartenspiel, alle Karten offen. Abwärts in derselben Farbe, mit freien Zellen.",
    "freecell-line": (
        "Ein Kartenspiel, alle Karten offen. Abwärts, rot auf schwarz und schwarz auf rot, mit vier freien Zellen."
    ),
    "bakers-game-line": "Die Auslage von FreeCell, aber abwärts in derselben Farbe: schwerer.",
    "seahaven-towers-line": (
        "Zehn Reihen, zwei Karten in den Zellen. Abwärts in derselben Farbe; in eine leere Reihe nur ein König."
    ),
    "chooser-odds": "{least} bis {most} der Spiele sind zu gewinnen",
    "cells-legend": "Freie Zellen",
    "deal": "Austeilen",
    "cancel": "Abbrechen",
    "close": "Schließen",
    # Settings window.
    "setting-language": "Sprache",
    "setting-double-tap": "Doppeltippen legt eine Karte an den besten Platz",
    "setting-auto-placement": (
        "Automatisch platzieren (Vierzig Räuber): Eine Karte, die du ins Leere fallen lässt, geht an den besten Platz"
    ),
    "setting-motion": "Kartenbewegungen animieren",
    "setting-theme": "Design",
    "theme-system": "Wie das Gerät",
    "theme-light": "Hell",
    "theme-dark": "Dunkel",
    "setting-four-colour": "Vierfarbiges Blatt: Karo blau, Kreuz grün",
    # Win.
    "win-title": "Gewonnen!",
    "moves-count": {"one": "{count} Zug", "other": "{count} Züge"},
    "win-text": "Punktzahl {score}, {moves}.",
    "finish": "Alles ablegen",
    "no-moves": "Kein Zug mehr möglich.",
    "describe-title": "Der Tisch in Worten",
    "win-undone": "Die Wiederholung zeigt {actions}: Der Zugzähler zählt auch zurückgenommene Züge mit.",
    "actions-count": {"one": "{count} Aktion", "other": "{count} Aktionen"},
    "play-again": "Neues Spiel",
    # Statistics window.
    "stats-title": "Statistik",
    "stats-played": "Gespielt",
    "stats-won": "Gewonnen",
    "stats-win-rate": "Gewinnquote",
    "stats-best-score": "Beste Punktzahl",
    "stats-fewest-moves": "Wenigste Züge bei einem Sieg",
    "stats-streak": "Aktuelle Siegesserie",
    "stats-best-streak": "Längste Siegesserie",
    "stats-none": "–",
    "percent": "{value}\u00a0%",
    "stats-reset": "Statistik zurücksetzen",
    "stats-reset-question": "Die Statistik aller Spiele zurücksetzen? Das lässt sich nicht rückgängig machen.",
    "stats-reset-confirm": "Zurücksetzen",
    "stats-reset-done": "Die Statistik wurde zurückgesetzt.",
    # FAQ page and the measured odds of the Rules pages. {least} and {most} are
    # "percent" texts, {cells} a "free-cells" text; "decimal" writes a number with one
    # decimal ({whole} and {tenth} are digits). The faq-…-answer texts follow the rules-… layout.
    "faq": "Häufige Fragen",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Wie viele Spiele sich gewinnen lassen",
    "odds-bounds-forty-thieves": {
        "one": "Von {count} Spiel, das unser Lösungsprogramm mit Kenntnis des Talons untersucht hat, lassen"
        " sich mindestens {least} gewinnen, höchstens {most}.",
        "other": "Von {count} Spielen, die unser Lösungsprogramm mit Kenntnis des Talons untersucht hat,"
        " lassen sich mindestens {least} gewinnen, höchstens {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: Von {count} Spiel, das unser Lösungsprogramm untersucht hat, lassen sich"
        " mindestens {least} gewinnen, höchstens {most}.",
        "other": "{cells}: Von {count} Spielen, die unser Lösungsprogramm untersucht hat, lassen sich"
        " mindestens {least} gewinnen, höchstens {most}.",
    },
    "odds-bounds-freecell": {
        "one": "Von {count} Spiel, das unser Lösungsprogramm untersucht hat, lassen sich mindestens {least} gewinnen,"
        " höchstens {most}.",
        "other": "Von {count} Spielen, die unser Lösungsprogramm untersucht hat, lassen sich mindestens {least}"
        " gewinnen, höchstens {most}.",
    },
    "odds-bounds-bakers-game": {
        "one": "Von {count} Spiel, das unser Lösungsprogramm untersucht hat, lassen sich mindestens {least} gewinnen,"
        " höchstens {most}.",
        "other": "Von {count} Spielen, die unser Lösungsprogramm untersucht hat, lassen sich mindestens {least}"
        " gewinnen, höchstens {most}.",
    },
    "odds-bounds-seahaven-towers": {
        "one": "Von {count} Spiel, das unser Lösungsprogramm untersucht hat, lassen sich mindestens {least} gewinnen,"
        " höchstens {most}.",
        "other": "Von {count} Spielen, die unser Lösungsprogramm untersucht hat, lassen sich mindestens {least}"
        " gewinnen, höchstens {most}.",
    },
    "rules-forty-thieves-odds": (
        "Das Lösungsprogramm kennt die Reihenfolge im Talon, du nicht: Ein Spiel, das es gewinnt, kann"
        " beim Spielen also trotzdem schwer zu gewinnen sein. Mindestens: die Spiele, die es gewonnen hat."
        " Höchstens: diese und die Spiele, die es innerhalb seiner Grenzen weder gewinnen noch als verloren"
        " nachweisen konnte."
        " Die Spiele, die es gewonnen hat, bietet der Schalter „Nur lösbare Spiele“ an."
    ),
    "rules-eight-off-odds": (
        "Bei Eight Off liegen alle Karten offen, das Lösungsprogramm weiß also nichts, was du nicht auch"
        " siehst. Mindestens: die Spiele, die es gewonnen hat. Höchstens: diese und die Spiele, die es"
        " innerhalb seiner Grenzen weder gewinnen noch als verloren nachweisen konnte. Die Spiele, die es"
        " gewonnen hat, bietet der Schalter „Nur lösbare Spiele“ an."
    ),
    "rules-freecell-odds": (
        "Bei FreeCell liegen alle Karten offen, das Lösungsprogramm weiß also nichts, was du nicht auch siehst."
        " Mindestens: die Spiele, die es gewonnen hat. Höchstens: diese und die Spiele, die es innerhalb seiner"
        " Grenzen weder gewinnen noch als verloren nachweisen konnte. Die Spiele, die es gewonnen hat, bietet der"
        " Schalter „Nur lösbare Spiele“ an."
    ),
    "rules-bakers-game-odds": (
        "Bei Baker's Game liegen alle Karten offen, das Lösungsprogramm weiß also nichts, was du nicht auch siehst."
        " Mindestens: die Spiele, die es gewonnen hat. Höchstens: diese und die Spiele, die es innerhalb seiner"
        " Grenzen weder gewinnen noch als verloren nachweisen konnte. Die Spiele, die es gewonnen hat, bietet der"
        " Schalter „Nur lösbare Spiele“ an."
    ),
    "rules-seahaven-towers-odds": (
        "Bei Seahaven Towers liegen alle Karten offen, das Lösungsprogramm weiß also nichts, was du nicht auch"
        " siehst. Mindestens: die Spiele, die es gewonnen hat. Höchstens: diese und die Spiele, die es innerhalb"
        " seiner Grenzen weder gewinnen noch als verloren nachweisen konnte. Die Spiele, die es gewonnen hat, bietet"
        " der Schalter „Nur lösbare Spiele“ an."
    ),
    "rules-faq-link": "Fragen zu Spielcodes, Punkten oder zum Spielen ohne Internet? Lies die häufigen Fragen",
    "faq-title": "Häufige Fragen",
    "faq-codes": "Was ist ein Spielcode?",
    "faq-codes-answer": (
        "Jedes Spiel hat einen Code, etwa FT1-N-ABCDEFG. Der erste Teil nennt die Patience, der letzte das"
        " Spiel. Derselbe Code ergibt für immer dasselbe Spiel, auf jedem Gerät.\n\n"
        "- Kopiere den Code mit einem Klick und schick ihn weiter, oder teile die Adresse der Seite: Sie"
        " endet mit # und dem Code, sodass jeder, der sie öffnet, dasselbe Spiel bekommt.\n"
        "- Gib einen Code ins Codefeld oder ins Fenster „Neues Spiel“ ein, um dieses Spiel zu spielen.\n"
        "- Wie die Codes einer Patience aussehen, zeigt ihre Regelseite. Lässt eine Patience die Zahl der"
        " freien Zellen wählen, nennt der mittlere Teil diese Zahl (C4: 4 Zellen); derselbe letzte Teil"
        " ergibt dann dieselbe Mischung, ausgeteilt für so viele Zellen."
    ),
    "faq-undo": "Wie funktionieren „Rückgängig“ und der Zugzähler?",
    "faq-undo-answer": (
        "„Rückgängig“ nimmt deine letzten Aktionen zurück, bis zu 100, Züge ebenso wie vom Talon aufgedeckte"
        " Karten. Karten und Punktzahl sind danach genau wie vorher. „Wiederholen“ spielt sie erneut, solange"
        " du keinen neuen Zug gemacht hast.\n\n"
        "Der Zugzähler zählt jede Aktion, das Aufdecken eingeschlossen. „Rückgängig“ und „Wiederholen“ senken"
        " ihn nie: Er zeigt, wie viele Aktionen die Partie gebraucht hat, nicht, wie weit du gekommen bist."
    ),
    "faq-scoring": "Wie werden die Punkte gezählt?",
    "faq-scoring-answer": (
        "Jede Patience wird nach eigenen Regeln gewertet: Ihre Regelseite nennt die Punkte für jede Art von"
        " Zug. Die Punktzahl fällt nie unter 0.\n\n"
        "„Rückgängig“ nimmt auch die Punkte des Zuges zurück, den es aufhebt."
    ),
    "faq-hints": "Warum gibt es keine Tipps?",
    "faq-hints-answer": (
        "Den Weg zu finden ist das Spiel. Während du spielst, schlägt die App nie einen Zug vor und verrät nie, ob sich"
        " das Spiel oder die Lage auf dem Tisch noch gewinnen lässt. Wenn du feststeckst, nimm einige Züge zurück oder"
        " beginne ein neues Spiel.\n\n"
        "Die Gewinnchancen auf den Regelseiten sind über viele Spiele gemessen: Über das Spiel vor dir sagen sie"
        " nichts.\n\n"
        "Ist eine Partie zu Ende (gewonnen oder für ein anderes Spiel verlassen), sagt dir die App, aber nur auf"
        " Wunsch, die Wahrheit über sie: Wähle „Analysieren“ bei den letzten Partien im Fenster „Statistik“. Das"
        " Lösungsprogramm sagt, ob sich das Spiel gewinnen ließ, nach welchem deiner Züge kein Sieg mehr möglich war,"
        " und zeigt einen Weg zum Sieg."
    ),
    "faq-winnable": "Was sind lösbare Spiele und das Spiel des Tages?",
    "faq-winnable-answer": (
        "- „Nur lösbare Spiele“ ist ein Schalter im Fenster „Neues Spiel“. Ist er an, hat unser"
        " Lösungsprogramm jedes neue Spiel schon einmal gewonnen, ein Sieg ist also möglich; wie, verrät dir"
        " das Spiel trotzdem nicht. Diese Partien zählt die Statistik getrennt.\n"
        "- Das Spiel des Tages ist jeden Tag ein Spiel jeder Patience, die eines hat (das Fenster „Neues"
        " Spiel“ zeigt für jedes eine Schaltfläche), für alle gleich, deren eigener Kalender dasselbe Datum"
        " zeigt. Es funktioniert auch offline. Starte es mit der Schaltfläche „Tagesspiel“ oder im Fenster"
        " „Neues Spiel“.\n"
        "- Das Fenster „Statistik“ zählt die gespielten und gewonnenen Tagesspiele und die Tage, die du in"
        " Folge gewonnen hast, und zeigt die letzten 30 Tage als Kalender."
    ),
    "faq-offline": "Geht es auch offline? Kann ich es installieren?",
    "faq-offline-answer": (
        "Ja. Nach dem ersten Besuch behält der Browser das ganze Spiel, es startet und läuft also ohne"
        " Internetverbindung, Spielcodes und Spiel des Tages inbegriffen.\n\n"
        "Damit du es immer zur Hand hast, leg es auf deinen Startbildschirm oder installiere es über das Menü"
        " des Browsers (auf dem Handy oft „Zum Startbildschirm hinzufügen“, am Computer „Installieren“). Es"
        " öffnet sich dann wie eine App, auch offline."
    ),
    "faq-storage": "Was wird auf meinem Gerät gespeichert, und wie lösche ich es?",
    "faq-storage-answer": (
        "Das Spiel legt einige Dinge im lokalen Speicher deines Browsers ab, nur auf diesem Gerät:\n\n"
        "- deine Einstellungen;\n"
        "- deine Statistik;\n"
        "- die laufende Partie;\n"
        "- die letzte Ansicht des Tisches, damit sie beim nächsten Start sofort erscheint.\n\n"
        "Nichts wird irgendwohin gesendet: Es gibt kein Konto und keinen Server, nur die Dateien der Seite.\n\n"
        "Um die Statistik zu löschen, nutze „Statistik zurücksetzen“ im Fenster „Statistik“. Um alles zu"
        " löschen, entferne die Daten dieser Website in den Einstellungen deines Browsers (meist unter"
        " Datenschutz oder Websitedaten)."
    ),
    # Winnable deals and the deal of the day. "date" writes a day of a month.
    "winnable": "Nur lösbare Spiele",
    "winnable-note": "Jedes angebotene Spiel lässt sich gewinnen; wie, verrät dir das Spiel nicht.",
    "winnable-none": "Für diese Patience sind noch keine lösbaren Spiele bekannt.",
    "daily": "Tagesspiel",
    "daily-title": "Spiel des Tages",
    "daily-deal": "Spiel des Tages, {date}: {code}.",
    "daily-already": "Das ist das Spiel des Tages, {date}.",
    "daily-none": "Diese Version hat kein Spiel des Tages für den {date}.",
    "daily-played": "Gespielte Tagesspiele",
    "daily-won": "Gewonnene Tagesspiele",
    "daily-streak": "Gewonnene Tage in Folge",
    "daily-best-streak": "Meiste gewonnene Tage in Folge",
    "daily-calendar": "Die letzten 30 Tage",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game} gewonnen",
    "calendar-played": "{game} gespielt, nicht gewonnen",
    "calendar-none": "{game} nicht gespielt",
    "date": "{day}. {month}",
    "month-1": "Januar",
    "month-2": "Februar",
    "month-3": "März",
    "month-4": "April",
    "month-5": "Mai",
    "month-6": "Juni",
    "month-7": "Juli",
    "month-8": "August",
    "month-9": "September",
    "month-10": "Oktober",
    "month-11": "November",
    "month-12": "Dezember",
    # Replays.
    "replay": "Wiederholung ansehen",
    "replay-bar": "Wiederholung",
    "replay-play": "Abspielen",
    "replay-pause": "Anhalten",
    "replay-step": "Schritt vor",
    "replay-back": "Schritt zurück",
    "replay-exit": "Beenden",
    "share-replay": "Teilen",
    "replay-position": "{step} / {count}",
    "replay-shown": "Wiederholung von {code}: {count} Aktionen. Deine laufende Partie bleibt, wie sie ist.",
    "replay-damaged": (
        "Dieser Wiederholungslink ist beschädigt oder stammt aus einer anderen Version, darum wird stattdessen"
        " sein Spiel gezeigt."
    ),
    "replay-unknown": (
        "Diese Partie lässt sich nicht wiederholen: Eine ältere Version hat sie gespeichert und dabei nur ihre"
        " letzten Aktionen behalten."
    ),
    "replay-read-only": "Das ist eine Wiederholung. Beende sie, um zu spielen.",
    "replay-copied": "Wiederholungslink kopiert.",
    "replay-copy-failed": "Der Wiederholungslink ließ sich nicht kopieren.",
    # The Examples pages: a won game with captions at the moments that teach a rule.
    "examples": "Beispiele",
    "examples-title": "Beispiel: {game}",
    "examples-intro": (
        "Eine Partie mit dem Spiel {code}, gewonnen in {count} Aktionen. Verfolge sie Schritt für Schritt auf "
        "dem Tisch: Die Punktzahl steht bei jedem Schritt, und an den Stellen, die eine Regel zeigen, erklärt "
        "ein Text, was passiert."
    ),
    "examples-step": "Aktion {step}: {text}",
    "examples-watch": "Diese Partie ansehen",
    "examples-play": "Dieses Spiel selbst spielen",
    "examples-none": "Diese Version hat kein Beispiel für diese Patience.",
    "example-waste-to-column": (
        "{cards} kommt vom Abwurfstapel auf Reihe {number}: Eine Karte vom Abwurfstapel auf eine Reihe bringt "
        "5 Punkte (Punktzahl {score})."
    ),
    "example-empty-column": "Reihe {number} ist leer, also darf jede Karte dorthin: hier {cards} (Punktzahl {score}).",
    "example-take-back": (
        "{cards} kommt von einer Ablage zurück auf Reihe {number}: Das Zurücknehmen kostet 15 Punkte (Punktzahl "
        "{score}). Kommt die Karte wieder auf die Ablage, bringt sie ihre 10 Punkte zurück."
    ),
    "example-final": (
        "Der Sieg: Die 104 Karten auf den Ablagen bringen 1040 Punkte, {waste} Karten vom Abwurfstapel auf "
        "Reihen bringen 5 × {waste} dazu, und {backs} Rücknahmen kosten insgesamt 5 × {backs} (−15, dann "
        "wieder +10): {score} Punkte."
    ),
    "example-final-plain": (
        "Der Sieg: Die 104 Karten auf den Ablagen bringen 1040 Punkte, und {waste} Karten vom Abwurfstapel auf "
        "Reihen bringen 5 × {waste} dazu: {score} Punkte."
    ),
    "example-group-move": "{cards} kommen zusammen auf Reihe {number}: Eine Folge einer Farbe wird als Ganzes bewegt.",
    "example-group-move-colours": (
        "{cards} kommen zusammen auf Reihe {number}: Eine Folge abwechselnd roter und schwarzer Karten wird"
        " als Ganzes bewegt."
    ),
    "example-other-colour": (
        "{cards} kommt auf Reihe {number}: In einer Reihe kommt Rot auf Schwarz und Schwarz auf Rot, auf die"
        " Karte genau einen Wert höher."
    ),
    "example-king-run": (
        "In die leere Reihe {number} kommt ein König mit seiner Folge. Freie Zellen: {cells}; also dürfen "
        "höchstens {limit} Karten auf einmal bewegt werden (freie Zellen + 1, verdoppelt für jede weitere "
        "leere Reihe)."
    ),
    "example-take-back-to-cell": (
        "{cards} wird von einer Ablage in eine freie Zelle zurückgenommen (0 Punkte); hier kommt die Karte gleich "
        "wieder auf die Ablage."
    ),
    # Messages and notices.
    "copied": "Spielcode {code} kopiert.",
    "copy-failed": "Kopieren nicht möglich: Der Code ist {code}.",
    "bad-code": "Das ist kein Spielcode: {reason}.",
    "bad-hash": "Die Adresse enthält keinen gültigen Spielcode ({reason}); hier ist ein neues Spiel.",
    "bad-hash-kept": "Die Adresse enthält keinen gültigen Spielcode ({reason}); deine Partie geht weiter.",
    "bad-save": "Diese gespeicherte Partie lässt sich nicht laden.",
    "action-failed": "Da ist etwas schiefgegangen; deine Partie geht weiter.",
    "new-deal": "Neues Spiel {code}.",
    "undo-brings-back": "„Rückgängig“ holt die verlassene Partie zurück ({moves}).",
    "game-back": "Deine Partie {code} ist zurück ({moves}).",
    "restarted": "Das Spiel beginnt von vorn.",
    "nothing-to-undo": "Nichts rückgängig zu machen.",
    "nothing-to-redo": "Nichts zu wiederholen.",
    "boot-failed": "Das Spiel konnte nicht starten: {reason}",
    "save-discarded": "Die gespeicherte Partie war nicht lesbar und wurde verworfen; hier ist ein neues Spiel.",
    "save-too-old": (
        "Die gespeicherte Partie stammt aus einer älteren Version und lässt sich nicht mehr lesen; hier ist ein"
        " neues Spiel."
    ),
    "stats-discarded": "Die gespeicherte Statistik war nicht lesbar und beginnt wieder bei null.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Letzte Partien",
    "recent-none": (
        "Partien, die du beendest oder verlässt, erscheinen hier: Du kannst sie analysieren oder noch einmal spielen."
    ),
    "recent-entry": "{date}, {game}, {code}: {result}, {score} Punkte, {moves}",
    "recent-won": "gewonnen",
    "recent-left": "abgebrochen",
    "recent-stuck": "kein Zug mehr",
    "recent-play-again": "Noch einmal spielen",
    "recent-discarded": "Die Liste der letzten Partien war nicht lesbar und beginnt wieder leer.",
    "analyse": "Analysieren",
    "analyse-left": "Die verlassene Partie analysieren",
    "analysis-title": "War die Partie zu gewinnen?",
    "analysis-game": "{game}, Spiel {code}: {moves}, Punktzahl {score}.",
    "analysis-running": (
        "Das Lösungsprogramm untersucht das Spiel und deine Züge. Das kann eine Minute dauern; du kannst so lange"
        " weiterspielen."
    ),
    "analysis-deal-won": "Dieses Spiel lässt sich gewinnen.",
    "analysis-deal-impossible": "Dieses Spiel lässt sich nicht gewinnen: Keine Spielweise führt zum Sieg.",
    "analysis-deal-unknown": (
        "Das Lösungsprogramm konnte in der verfügbaren Zeit nicht entscheiden, ob sich dieses Spiel gewinnen lässt."
    ),
    "analysis-you-won": "Du hast es gewonnen.",
    "analysis-lost-at": "Bis zu deinem {number}. Zug ({action}) war ein Sieg möglich, danach nicht mehr.",
    "analysis-lost-between": (
        "Irgendwo zwischen deinem {first}. und deinem {last}. Zug wurde ein Sieg unmöglich; das Lösungsprogramm konnte"
        " nicht entscheiden, wo genau."
    ),
    "analysis-still-winnable": "Als du aufgehört hast, war ein Sieg noch möglich.",
    "analysis-line-unknown": (
        "Das Lösungsprogramm konnte nicht entscheiden, ob ein Sieg noch möglich war, als du aufgehört hast."
    ),
    "analysis-line-lost-unknown": (
        "Als du aufgehört hast, war kein Sieg mehr möglich. Ob vorher einer möglich war, konnte das Lösungsprogramm"
        " nicht entscheiden."
    ),
    "analysis-positions": {
        "one": "Das Lösungsprogramm hat {count} Stellung deiner Partie untersucht.",
        "other": "Das Lösungsprogramm hat {count} Stellungen deiner Partie untersucht.",
    },
    "analysis-watch": "Einen Weg zum Sieg ansehen",
    "analysis-cancel": "Abbrechen",
    "analysis-cancelled": "Die Analyse wurde abgebrochen.",
    "analysis-failed": "Die Analyse ließ sich nicht ausführen ({reason}). Deine Partie ist davon nicht betroffen.",
    "analysis-unavailable": "Diese Partie ist nicht mehr unter den letzten Partien.",
    "analysis-takeover": "Ab hier spielt das Lösungsprogramm die Partie bis zum Sieg.",
    "analysis-from-start": "Der Weg des Lösungsprogramms zum Sieg, vom Beginn des Spiels an.",
    "settings-discarded": "Die gespeicherten Einstellungen waren nicht lesbar; es gelten wieder die Standardwerte.",
    "storage-unavailable": "Dieser Browser lässt das Spiel nichts speichern: Der Spielstand bleibt nicht erhalten.",
    "other-tab": "Du hast in einem anderen Tab weitergespielt; dieser Tab zeigt jetzt den Stand von dort.",
    "update-ready": "Eine neue Version ist bereit.",
    "update-reload": "Jetzt neu laden",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} auf Ablage {number}",
    "move-to-column": "{cards} auf Reihe {number}",
    "move-to-cell": "{cards} in freie Zelle {number}",
    "action-draw": "Aufgedeckt: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Punktzahl {score}.",
    "announce-undone": "Rückgängig: {action}.",
    "announce-redone": "Wiederholt: {action}.",
    "announce-undone-draw": "Zurück im Talon: {card}.",
    "announce-redone-draw": "Wieder aufgedeckt: {card}.",
    "announce-won": "Gewonnen! Punktzahl {score}, {moves}.",
    "announce-picked": "Aufgenommen: {cards}. Pfeiltasten wählen einen Stapel, Leertaste legt ab, Esc legt zurück.",
    "announce-put-back": "Zurückgelegt: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, Spiel {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Tastatur",
    "key-tab": "Tab",
    "keys-tab": "Zum Kartentisch (und wieder hinaus)",
    "key-arrows": "Pfeiltasten",
    "keys-arrows": "Von Stapel zu Stapel; in einer Reihe wählen Pfeil hoch und runter eine Karte einer Folge",
    "key-enter": "Enter",
    "keys-enter": (
        "Tippen: Die Karte geht auf ihre Ablage (die Karte vom Abwurfstapel auch auf eine Reihe; der Talon deckt"
        " eine Karte auf)"
    ),
    "key-shift-enter": "Umschalt+Enter",
    "keys-shift-enter": "Doppeltippen: Die Karte geht an den besten Platz",
    "key-space": "Leertaste",
    "keys-space": "Karte aufnehmen (mit ihrer Folge); auf einem anderen Stapel dort ablegen",
    "key-escape": "Esc",
    "keys-escape": "Aufgenommene Karten zurücklegen",
    "key-d": "D",
    "keys-d": "Eine Karte vom Talon aufdecken (bei einem Spiel mit Talon)",
    "key-undo": "Strg+Z",
    "keys-undo": "Rückgängig",
    "key-redo": "Strg+Y",
    "keys-redo": "Wiederholen",
    "key-n": "N",
    "keys-n": "Neues Spiel",
    "key-b": "B",
    "keys-b": "Den ganzen Tisch beschreiben",
    "key-question": "?",
    "keys-question": "Diese Tastenübersicht",
    # Rules pages. Headings shared by both games.
    "rules-title": "So spielt man {game}",
    "rules-setup": "Aufbau",
    "rules-moves": "Züge",
    "rules-empty-columns": "Leere Reihen",
    "rules-foundations": "Ablagen",
    "rules-stock": "Talon und Abwurfstapel",
    "rules-cells": "Freie Zellen",
    "rules-groups": "Eine Folge bewegen",
    "rules-end": "Spielende",
    "rules-scoring": "Punkte",
    "rules-this-app": "Spielen in dieser App",
    "rules-example": "Ausprobieren",
    "rules-example-text": (
        "Öffne ein Spiel und probiere aus, was du gelesen hast. Sein Code holt jederzeit dasselbe Spiel zurück."
    ),
    "rules-example-play": "Beispielspiel {code} spielen",
    "score-action": "Aktion",
    "score-points": "Punkte",
    "score-start": "Beginn einer Partie",
    "score-to-foundation": "Eine Karte auf eine Ablage",
    "score-waste-to-column": "Die Karte vom Abwurfstapel auf eine Reihe",
    "score-foundation-to-column": "Eine Karte von der Ablage zurück auf eine Reihe",
    "score-cell-to-column": "Eine Karte aus einer freien Zelle auf eine Reihe",
    "score-other-forty-thieves": "Von Reihe zu Reihe, eine Karte aufdecken",
    "score-other-eight-off": "Jeder andere Zug",
    "score-other-freecell": "Jeder andere Zug",
    "score-other-bakers-game": "Jeder andere Zug",
    "score-other-seahaven-towers": "Jeder andere Zug",
    "groups-free-cells": "Freie Zellen",
    "groups-onto-card": {
        "one": "Auf eine Karte, {count} leere Reihe",
        "other": "Auf eine Karte, {count} leere Reihen",
    },
    "groups-king": {
        "one": "In eine leere Reihe, insgesamt {count} leere Reihe",
        "other": "In eine leere Reihe, insgesamt {count} leere Reihen",
    },
    "rules-forty-thieves-summary": (
        "Zwei Kartenspiele, 104 Karten. Baue die acht Ablagen nach Farben vom Ass bis zum König auf. Bewegt wird"
        " immer nur eine Karte, und zwar auf die nächsthöhere Karte derselben Farbe."
    ),
    "rules-forty-thieves-setup": (
        "Die beiden Kartenspiele werden zusammen gemischt, jede Karte gibt es also zweimal. Vierzig Karten werden"
        " offen in zehn Reihen zu je vier ausgeteilt. Die übrigen 64 Karten bilden verdeckt den Talon. Die acht"
        " Ablagen und der Abwurfstapel sind zu Beginn leer."
    ),
    "rules-forty-thieves-moves": (
        "- Es wird immer nur eine Karte bewegt: die oberste Karte einer Reihe oder die oberste Karte des"
        " Abwurfstapels.\n"
        "- In einer Reihe kommt eine Karte auf die Karte derselben Farbe, die genau einen Wert höher ist: die"
        " Pik 7 auf die Pik 8, nie auf die Herz 8.\n"
        "- Auf ein Ass in einer Reihe kommt nichts.\n"
        "- Auch zwei aufeinanderfolgende Karten derselben Farbe werden einzeln bewegt, jede braucht also einen"
        " eigenen Platz."
    ),
    "rules-forty-thieves-empty-columns": (
        "Eine leere Reihe nimmt jede Karte auf, nicht nur einen König: eine Karte aus einer anderen Reihe oder"
        " die Karte vom Abwurfstapel. Leere Reihen sind der einzige freie Platz im Spiel, geh also sparsam mit"
        " ihnen um."
    ),
    "rules-forty-thieves-foundations": (
        "Es gibt acht Ablagen, zwei je Farbe, in fester Reihenfolge von links nach rechts: Pik, Herz, Karo,"
        " Kreuz, Pik, Herz, Karo, Kreuz. Jede beginnt mit dem Ass ihrer Farbe und wird Karte für Karte bis zum"
        " König aufgebaut.\n\n"
        "Die oberste Karte einer Ablage darfst du zurück auf eine Reihe ziehen, die sie aufnimmt (auch auf eine"
        " leere), doch das kostet Punkte."
    ),
    "rules-forty-thieves-stock": (
        "Tippe auf den Talon, um eine Karte offen auf den Abwurfstapel zu legen. Nur die oberste Karte des"
        " Abwurfstapels ist spielbar, auf eine Ablage oder eine Reihe. Einen zweiten Durchgang gibt es nicht: Ist"
        " der Talon leer, hast du jede Karte einmal gesehen, und die tieferen Karten im Abwurfstapel werden erst"
        " frei, wenn die Karten darüber gespielt sind."
    ),
    "rules-forty-thieves-end": (
        "Du gewinnst, wenn alle acht Ablagen ihre dreizehn Karten vom Ass bis zum König tragen: alle 104 Karten."
        " Die App sagt dir nicht, wenn kein Zug mehr möglich ist: Nimm einige Züge zurück oder beginne ein neues"
        " Spiel."
    ),
    "rules-forty-thieves-scoring": (
        "Die Punktzahl fällt nie unter 0, und für den Sieg gibt es keinen Bonus. Ein gewonnenes Spiel bringt 1040"
        " Punkte für die Ablagen, plus 5 für jede Karte, die vom Abwurfstapel auf eine Reihe gespielt wurde: Ein"
        " Sieg mit 29 solchen Karten bringt 1040 + 29 × 5 = 1185."
    ),
    "rules-forty-thieves-app": (
        "- Tippe auf eine Karte, um sie auf eine Ablage zu schicken, die sie aufnimmt; die Karte vom Abwurfstapel"
        " geht auf eine Reihe, wenn keine Ablage sie aufnimmt.\n"
        "- Doppeltippen (eine Einstellung, anfangs an): auf eine Ablage, sonst auf die längste Reihe, die die"
        " Karte aufnimmt, sonst in eine leere Reihe.\n"
        "- Ziehe eine Karte auf einen beliebigen Stapel; die Stapel, die sie aufnehmen würden, sind beim Ziehen"
        " umrandet. Mit „Automatisch platzieren“ (eine Einstellung, anfangs aus) geht eine Karte, die du ins"
        " Leere fallen lässt, an den besten Platz.\n"
        "- Jeder abgelehnte Zug nennt die Regel, die ihn verbietet.\n"
        "- „Rückgängig“ und „Wiederholen“: die letzten 100 Aktionen, Züge und aufgedeckte Karten. Die Punktzahl"
        " geht mit zurück; der Zugzähler sinkt nie.\n"
        "- Jedes Spiel hat einen Code wie FT1-N-ABCDEFG: Kopiere ihn, um das Spiel noch einmal zu spielen oder"
        " weiterzugeben.\n"
        "- Keine Tipps während der Partie: Solange du spielst, verrät die App nie, ob sich das Spiel gewinnen lässt."
        " Nach dem Ende einer Partie kannst du ihre Analyse anfordern (Statistik, Letzte Partien).\n"
        "- Das ganze Spiel lässt sich mit der Tastatur spielen: Drücke ?, um die Tasten zu sehen."
    ),
    "rules-eight-off-summary": (
        "Ein Kartenspiel, alle Karten offen. Baue die vier Ablagen nach Farben vom Ass bis zum König auf, mit"
        " Hilfe der freien Zellen; in den Reihen wird in derselben Farbe abwärts gelegt."
    ),
    "rules-eight-off-setup": (
        "Die 52 Karten werden gemischt und offen in acht Reihen zu je sechs ausgeteilt. Die vier übrigen Karten"
        " kommen in die ersten vier der acht freien Zellen. Die vier Ablagen, eine je Farbe (Pik, Herz, Karo,"
        " Kreuz), sind zu Beginn leer.\n\n"
        "Im Fenster „Neues Spiel“ kannst du weniger freie Zellen wählen. Mit 4 Zellen füllen die vier übrigen"
        " Karten alle Zellen. Mit 2 Zellen füllen zwei der übrigen Karten beide Zellen, die anderen zwei werden"
        " die neuen obersten Karten der Reihen 3 und 4. Dieselbe Spielnummer ergibt bei jeder Zahl von Zellen"
        " dieselbe Mischung."
    ),
    "rules-eight-off-moves": (
        "- Du bewegst die oberste Karte einer Reihe, eine Karte aus einer freien Zelle oder eine Folge (siehe"
        " unten).\n"
        "- In einer Reihe kommt eine Karte auf die Karte derselben Farbe, die genau einen Wert höher ist: die"
        " Herz 7 nur auf die Herz 8.\n"
        "- In eine freie Zelle: jede Karte, wenn die Zelle leer ist.\n"
        "- Auf eine Ablage: zuerst das Ass ihrer Farbe, dann 2, 3 und so weiter bis zum König, eine Karte nach"
        " der anderen."
    ),
    "rules-eight-off-empty-columns": (
        "Eine leere Reihe nimmt nur einen König auf, allein oder mit der Folge darauf. Keine andere Karte kann"
        " eine Reihe beginnen."
    ),
    "rules-eight-off-cells": (
        "Jede freie Zelle fasst eine Karte. Eine Karte aus einer Zelle kann auf eine Reihe, die sie aufnimmt,"
        " oder auf ihre Ablage. Es erscheinen nur die Zellen der gewählten Variante."
    ),
    "rules-eight-off-groups": (
        "Eine Folge, die in einer Reihe schon geordnet liegt (eine Farbe, die Werte absteigend um je eins, etwa"
        " Kreuz 9, 8 und 7), wird auf einmal bewegt, als eine Aktion, wenn sie nicht länger ist als:"
    ),
    "rules-eight-off-formula": "(freie Zellen + 1) × 2 hoch (leere Reihen)",
    "rules-eight-off-groups-table": (
        "Eine leere Reihe verdoppelt die Grenze, eine freie Zelle erhöht sie um eine Karte. Kommen ein König und"
        " seine Folge in eine leere Reihe, zählt diese Reihe nicht mit. Mit 4 Zellen können höchstens vier frei"
        " sein, mit 2 Zellen höchstens zwei. Die Reihe, die die Folge verlässt, gilt als besetzt, und jeder"
        " untere Teil einer Folge darf auch allein bewegt werden."
    ),
    "rules-eight-off-foundations": (
        "Die Ablagen werden nach Farben vom Ass bis zum König aufgebaut. Keine Karte kommt von selbst dorthin.\n\n"
        "Die oberste Karte einer Ablage darfst du zurück in eine leere freie Zelle oder auf eine Reihe ziehen,"
        " die sie aufnimmt; dieser Zug bringt keine Punkte."
    ),
    "rules-eight-off-end": (
        "Du gewinnst, wenn alle 52 Karten auf den Ablagen liegen. Die App sagt dir nicht, wenn kein sinnvoller"
        " Zug mehr bleibt: Nimm einige Züge zurück oder beginne ein neues Spiel."
    ),
    "rules-eight-off-scoring": (
        "„Rückgängig“ nimmt die Punkte des aufgehobenen Zuges zurück, und die Punktzahl fällt nie unter 0."
    ),
    "rules-eight-off-app": (
        "- Tippe auf die oberste Karte einer Reihe oder eine Karte in einer freien Zelle, um sie auf ihre Ablage"
        " zu schicken, wenn sie dorthin darf.\n"
        "- Doppeltippen (eine Einstellung, anfangs an): auf die Ablage, sonst auf die längste Reihe, die die"
        " Karte aufnimmt, sonst in eine leere Reihe (nur ein König), sonst in eine freie Zelle. Doppeltippen auf"
        " die erste Karte einer Folge bewegt die ganze Folge auf eine Reihe.\n"
        "- Ziehe eine Karte mit der Folge darüber auf einen beliebigen Stapel; die Stapel, die sie aufnehmen"
        " würden, sind beim Ziehen umrandet.\n"
        "- Jeder abgelehnte Zug nennt die Regel, die ihn verbietet.\n"
        "- „Rückgängig“ und „Wiederholen“: die letzten 100 Aktionen; eine auf einmal bewegte Folge kommt auf"
        " einmal zurück. Der Zugzähler sinkt nie.\n"
        "- Jedes Spiel hat einen Code wie EO1-C8-AAAAAFA (C4 und C2 für 4 und 2 Zellen): Kopiere ihn, um das"
        " Spiel noch einmal zu spielen oder weiterzugeben.\n"
        "- Keine Tipps während der Partie: Solange du spielst, verrät die App nie, ob sich das Spiel gewinnen lässt."
        " Nach dem Ende einer Partie kannst du ihre Analyse anfordern (Statistik, Letzte Partien).\n"
        "- Das ganze Spiel lässt sich mit der Tastatur spielen: Drücke ?, um die Tasten zu sehen."
    ),
    "rules-freecell-summary": (
        "Ein Kartenspiel, alle Karten offen. Baue die vier Ablagen nach Farben vom Ass bis zum König auf, mit Hilfe"
        " von vier freien Zellen; in den Reihen wird abwärts gelegt, rot auf schwarz und schwarz auf rot."
    ),
    "rules-freecell-setup": (
        "Die 52 Karten werden gemischt und offen in acht Reihen ausgeteilt: Die ersten vier bekommen sieben Karten,"
        " die anderen vier sechs. Die vier freien Zellen und die vier Ablagen, eine je Farbe (Pik, Herz, Karo,"
        " Kreuz), sind zu Beginn leer. "
        "Spieler kennen die Spiele von FreeCell unter ihren Microsoft-Nummern, etwa „Spiel 11982“. Gib FC1-MS- und"
        " eine Nummer von 1 bis 8.589.934.591 ins Codefeld oder ins Fenster „Neues Spiel“ ein, etwa FC1-MS-11982: Du"
        " bekommst genau das Microsoft-Spiel mit dieser Nummer. Fast jedes Spiel lässt sich gewinnen; Spiel 11982 ist"
        " das berühmteste, das keine Lösung hat."
    ),
    "rules-freecell-moves": (
        "- Du bewegst die oberste Karte einer Reihe, eine Karte aus einer freien Zelle oder eine Folge (siehe unten).\n"
        "- In einer Reihe kommt eine Karte auf eine Karte, die genau einen Wert höher ist, rot auf schwarz oder"
        " schwarz auf rot: die Herz 7 auf die Pik 8 oder die Kreuz 8.\n"
        "- In eine freie Zelle: jede Karte, wenn die Zelle leer ist.\n"
        "- Auf eine Ablage: zuerst das Ass ihrer Farbe, dann 2, 3 und so weiter bis zum König, eine Karte nach der"
        " anderen."
    ),
    "rules-freecell-empty-columns": (
        "Eine leere Reihe nimmt jede Karte auf, nicht nur einen König: allein oder mit der Folge darauf."
    ),
    "rules-freecell-cells": (
        "Jede freie Zelle fasst eine Karte. Eine Karte aus einer Zelle kann auf eine Reihe, die sie aufnimmt, oder"
        " auf ihre Ablage."
    ),
    "rules-freecell-groups": (
        "Eine Folge, die in einer Reihe schon geordnet liegt (abwechselnd rot und schwarz, die Werte absteigend um je"
        " eins, etwa Kreuz 9, Herz 8 und Pik 7), wird auf einmal bewegt, als eine Aktion, wenn sie nicht länger ist"
        " als:"
    ),
    "rules-freecell-formula": "(freie Zellen + 1) × 2 hoch (leere Reihen)",
    "rules-freecell-groups-table": (
        "Eine leere Reihe verdoppelt die Grenze, eine freie Zelle erhöht sie um eine Karte. Kommt die Folge in eine"
        " leere Reihe, zählt diese Reihe nicht mit. Die Reihe, die die Folge verlässt, gilt als besetzt, und jeder"
        " untere Teil einer Folge darf auch allein bewegt werden."
    ),
    "rules-freecell-foundations": (
        "Die Ablagen werden nach Farben vom Ass bis zum König aufgebaut. Keine Karte kommt von selbst dorthin.\n\n"
        "Die oberste Karte einer Ablage darfst du zurück in eine leere freie Zelle oder auf eine Reihe ziehen, die"
        " sie aufnimmt; dieser Zug bringt keine Punkte."
    ),
    "rules-freecell-end": (
        "Du gewinnst, wenn alle 52 Karten auf den Ablagen liegen. Die App sagt dir nicht, wenn kein sinnvoller Zug"
        " mehr bleibt: Nimm einige Züge zurück oder beginne ein neues Spiel."
    ),
    "rules-freecell-scoring": (
        "„Rückgängig“ nimmt die Punkte des aufgehobenen Zuges zurück, und die Punktzahl fällt nie unter 0."
    ),
    "rules-freecell-app": (
        "- Tippe auf die oberste Karte einer Reihe oder eine Karte in einer freien Zelle, um sie auf ihre Ablage zu"
        " schicken, wenn sie dorthin darf.\n"
        "- Doppeltippen (eine Einstellung, anfangs an): auf die Ablage, sonst auf die längste Reihe, die die Karte"
        " aufnimmt, sonst in eine leere Reihe, sonst in eine freie Zelle. Doppeltippen auf die erste Karte einer"
        " Folge bewegt die ganze Folge auf eine Reihe.\n"
        "- Ziehe eine Karte mit der Folge darüber auf einen beliebigen Stapel; die Stapel, die sie aufnehmen würden,"
        " sind beim Ziehen umrandet.\n"
        "- Jeder abgelehnte Zug nennt die Regel, die ihn verbietet.\n"
        "- „Rückgängig“ und „Wiederholen“: die letzten 100 Aktionen; eine auf einmal bewegte Folge kommt auf einmal"
        " zurück. Der Zugzähler sinkt nie.\n"
        "- Jedes Spiel hat einen Code wie FC1-N-ABCDEFG, oder FC1-MS-617 für ein Microsoft-Spiel: Kopiere ihn, um"
        " das Spiel noch einmal zu spielen oder weiterzugeben.\n"
        "- Auch die nummerierten Spiele von Microsoft sind da: Tippe FC1-MS- und die Nummer in das Feld"
        " „Spielcode“ des Fensters „Neues Spiel“, etwa FC1-MS-617 für Spiel 617. Spiel 11982 ist das berühmte,"
        " das sich nicht gewinnen lässt.\n"
        "- Keine Tipps während der Partie: Solange du spielst, verrät die App nie, ob sich das Spiel gewinnen lässt."
        " Nach dem Ende einer Partie kannst du ihre Analyse anfordern (Statistik, Letzte Partien).\n"
        "- Das ganze Spiel lässt sich mit der Tastatur spielen: Drücke ?, um die Tasten zu sehen."
    ),
    "rules-bakers-game-summary": (
        "Ein Kartenspiel, alle Karten offen, ausgeteilt wie bei FreeCell, doch in den Reihen wird in derselben Farbe"
        " abwärts gelegt, und das macht es schwerer. Baue die vier Ablagen nach Farben vom Ass bis zum König auf, mit"
        " Hilfe von vier freien Zellen."
    ),
    "rules-bakers-game-setup": (
        "Die 52 Karten werden gemischt und offen in acht Reihen ausgeteilt: Die ersten vier bekommen sieben Karten,"
        " die anderen vier sechs. Die vier freien Zellen und die vier Ablagen, eine je Farbe (Pik, Herz, Karo,"
        " Kreuz), sind zu Beginn leer."
    ),
    "rules-bakers-game-moves": (
        "- Du bewegst die oberste Karte einer Reihe, eine Karte aus einer freien Zelle oder eine Folge (siehe unten).\n"
        "- In einer Reihe kommt eine Karte auf die Karte derselben Farbe, die genau einen Wert höher ist: die Herz 7"
        " nur auf die Herz 8.\n"
        "- In eine freie Zelle: jede Karte, wenn die Zelle leer ist.\n"
        "- Auf eine Ablage: zuerst das Ass ihrer Farbe, dann 2, 3 und so weiter bis zum König, eine Karte nach der"
        " anderen."
    ),
    "rules-bakers-game-empty-columns": (
        "Eine leere Reihe nimmt jede Karte auf, nicht nur einen König: allein oder mit der Folge darauf."
    ),
    "rules-bakers-game-cells": (
        "Jede freie Zelle fasst eine Karte. Eine Karte aus einer Zelle kann auf eine Reihe, die sie aufnimmt, oder"
        " auf ihre Ablage."
    ),
    "rules-bakers-game-groups": (
        "Eine Folge, die in einer Reihe schon geordnet liegt (eine Farbe, die Werte absteigend um je eins, etwa Kreuz"
        " 9, 8 und 7), wird auf einmal bewegt, als eine Aktion, wenn sie nicht länger ist als:"
    ),
    "rules-bakers-game-formula": "(freie Zellen + 1) × 2 hoch (leere Reihen)",
    "rules-bakers-game-groups-table": (
        "Eine leere Reihe verdoppelt die Grenze, eine freie Zelle erhöht sie um eine Karte. Kommt die Folge in eine"
        " leere Reihe, zählt diese Reihe nicht mit. Die Reihe, die die Folge verlässt, gilt als besetzt, und jeder"
        " untere Teil einer Folge darf auch allein bewegt werden."
    ),
    "rules-bakers-game-foundations": (
        "Die Ablagen werden nach Farben vom Ass bis zum König aufgebaut. Keine Karte kommt von selbst dorthin.\n\n"
        "Die oberste Karte einer Ablage darfst du zurück in eine leere freie Zelle oder auf eine Reihe ziehen, die"
        " sie aufnimmt; dieser Zug bringt keine Punkte."
    ),
    "rules-bakers-game-end": (
        "Du gewinnst, wenn alle 52 Karten auf den Ablagen liegen. Die App sagt dir nicht, wenn kein sinnvoller Zug"
        " mehr bleibt: Nimm einige Züge zurück oder beginne ein neues Spiel."
    ),
    "rules-bakers-game-scoring": (
        "„Rückgängig“ nimmt die Punkte des aufgehobenen Zuges zurück, und die Punktzahl fällt nie unter 0."
    ),
    "rules-bakers-game-app": (
        "- Tippe auf die oberste Karte einer Reihe oder eine Karte in einer freien Zelle, um sie auf ihre Ablage zu"
        " schicken, wenn sie dorthin darf.\n"
        "- Doppeltippen (eine Einstellung, anfangs an): auf die Ablage, sonst auf die längste Reihe, die die Karte"
        " aufnimmt, sonst in eine leere Reihe, sonst in eine freie Zelle. Doppeltippen auf die erste Karte einer"
        " Folge bewegt die ganze Folge auf eine Reihe.\n"
        "- Ziehe eine Karte mit der Folge darüber auf einen beliebigen Stapel; die Stapel, die sie aufnehmen würden,"
        " sind beim Ziehen umrandet.\n"
        "- Jeder abgelehnte Zug nennt die Regel, die ihn verbietet.\n"
        "- „Rückgängig“ und „Wiederholen“: die letzten 100 Aktionen; eine auf einmal bewegte Folge kommt auf einmal"
        " zurück. Der Zugzähler sinkt nie.\n"
        "- Jedes Spiel hat einen Code wie BG1-N-ABCDEFG: Kopiere ihn, um das Spiel noch einmal zu spielen oder"
        " weiterzugeben.\n"
        "- Keine Tipps während der Partie: Solange du spielst, verrät die App nie, ob sich das Spiel gewinnen lässt."
        " Nach dem Ende einer Partie kannst du ihre Analyse anfordern (Statistik, Letzte Partien).\n"
        "- Das ganze Spiel lässt sich mit der Tastatur spielen: Drücke ?, um die Tasten zu sehen."
    ),
    "rules-seahaven-towers-summary": (
        "Ein Kartenspiel, alle Karten offen. Baue die vier Ablagen nach Farben vom Ass bis zum König auf, mit Hilfe"
        " von vier freien Zellen; in den Reihen wird in derselben Farbe abwärts gelegt."
    ),
    "rules-seahaven-towers-setup": (
        "Die 52 Karten werden gemischt und offen in zehn Reihen zu je fünf ausgeteilt. Die zwei übrigen Karten kommen"
        " in die ersten zwei der vier freien Zellen. Die vier Ablagen, eine je Farbe (Pik, Herz, Karo, Kreuz), sind"
        " zu Beginn leer."
    ),
    "rules-seahaven-towers-moves": (
        "- Du bewegst die oberste Karte einer Reihe, eine Karte aus einer freien Zelle oder eine Folge (siehe unten).\n"
        "- In einer Reihe kommt eine Karte auf die Karte derselben Farbe, die genau einen Wert höher ist: die Herz 7"
        " nur auf die Herz 8.\n"
        "- In eine freie Zelle: jede Karte, wenn die Zelle leer ist.\n"
        "- Auf eine Ablage: zuerst das Ass ihrer Farbe, dann 2, 3 und so weiter bis zum König, eine Karte nach der"
        " anderen."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Eine leere Reihe nimmt nur einen König auf, allein oder mit der Folge darauf. Keine andere Karte kann eine"
        " Reihe beginnen."
    ),
    "rules-seahaven-towers-cells": (
        "Jede freie Zelle fasst eine Karte. Eine Karte aus einer Zelle kann auf eine Reihe, die sie aufnimmt, oder"
        " auf ihre Ablage."
    ),
    "rules-seahaven-towers-groups": (
        "Eine Folge, die in einer Reihe schon geordnet liegt (eine Farbe, die Werte absteigend um je eins, etwa Kreuz"
        " 9, 8 und 7), wird auf einmal bewegt, als eine Aktion, wenn sie nicht länger ist als:"
    ),
    "rules-seahaven-towers-formula": "(freie Zellen + 1) × 2 hoch (leere Reihen)",
    "rules-seahaven-towers-groups-table": (
        "Eine leere Reihe verdoppelt die Grenze, eine freie Zelle erhöht sie um eine Karte. Kommen ein König und"
        " seine Folge in eine leere Reihe, zählt diese Reihe nicht mit. Die Reihe, die die Folge verlässt, gilt als"
        " besetzt, und jeder untere Teil einer Folge darf auch allein bewegt werden."
    ),
    "rules-seahaven-towers-foundations": (
        "Die Ablagen werden nach Farben vom Ass bis zum König aufgebaut. Keine Karte kommt von selbst dorthin.\n\n"
        "Die oberste Karte einer Ablage darfst du zurück in eine leere freie Zelle oder auf eine Reihe ziehen, die"
        " sie aufnimmt; dieser Zug bringt keine Punkte."
    ),
    "rules-seahaven-towers-end": (
        "Du gewinnst, wenn alle 52 Karten auf den Ablagen liegen. Die App sagt dir nicht, wenn kein sinnvoller Zug"
        " mehr bleibt: Nimm einige Züge zurück oder beginne ein neues Spiel."
    ),
    "rules-seahaven-towers-scoring": (
        "„Rückgängig“ nimmt die Punkte des aufgehobenen Zuges zurück, und die Punktzahl fällt nie unter 0."
    ),
    "rules-seahaven-towers-app": (
        "- Tippe auf die oberste Karte einer Reihe oder eine Karte in einer freien Zelle, um sie auf ihre Ablage zu"
        " schicken, wenn sie dorthin darf.\n"
        "- Doppeltippen (eine Einstellung, anfangs an): auf die Ablage, sonst auf die längste Reihe, die die Karte"
        " aufnimmt, sonst in eine leere Reihe (nur ein König), sonst in eine freie Zelle. Doppeltippen auf die erste"
        " Karte einer Folge bewegt die ganze Folge auf eine Reihe.\n"
        "- Ziehe eine Karte mit der Folge darüber auf einen beliebigen Stapel; die Stapel, die sie aufnehmen würden,"
        " sind beim Ziehen umrandet.\n"
        "- Jeder abgelehnte Zug nennt die Regel, die ihn verbietet.\n"
        "- „Rückgängig“ und „Wiederholen“: die letzten 100 Aktionen; eine auf einmal bewegte Folge kommt auf einmal"
        " zurück. Der Zugzähler sinkt nie.\n"
        "- Jedes Spiel hat einen Code wie ST1-N-ABCDEFG: Kopiere ihn, um das Spiel noch einmal zu spielen oder"
        " weiterzugeben.\n"
        "- Keine Tipps während der Partie: Solange du spielst, verrät die App nie, ob sich das Spiel gewinnen lässt."
        " Nach dem Ende einer Partie kannst du ihre Analyse anfordern (Statistik, Letzte Partien).\n"
        "- Das ganze Spiel lässt sich mit der Tastatur spielen: Drücke ?, um die Tasten zu sehen."
    ),
}
