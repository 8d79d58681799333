"""Polish texts of the app (the reference and the conventions: game/locales/en.py).

Card names put the indeclinable suit after the card ("as pik", "dama kier", "7 trefl"), so a card
name reads right wherever a sentence puts it in the nominative. Texts that would need a number's
case around a placeholder are worded so that they do not ("wynik {score}", "kroków: {count}"); a
won game's score is a multiple of 5, so "{score} punktów" is always the right form.
"""

from __future__ import annotations

NAME = "Polski"

# Texts that read the same as English in this language only (game.locales lists those of every language).
SAME_AS_ENGLISH = frozenset(
    {
        "bakers-game",
        "board-next-part",
        "calendar-day",
        "date",
        "freecell",
        "key-enter",
        "key-redo",
        "key-shift-enter",
        "key-undo",
        "percent",
        "seahaven-towers",
    }
)

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "as pik",
    "card-S-number": "{rank} pik",
    "card-S-jack": "walet pik",
    "card-S-queen": "dama pik",
    "card-S-king": "król pik",
    "card-H-ace": "as kier",
    "card-H-number": "{rank} kier",
    "card-H-jack": "walet kier",
    "card-H-queen": "dama kier",
    "card-H-king": "król kier",
    "card-D-ace": "as karo",
    "card-D-number": "{rank} karo",
    "card-D-jack": "walet karo",
    "card-D-queen": "dama karo",
    "card-D-king": "król karo",
    "card-C-ace": "as trefl",
    "card-C-number": "{rank} trefl",
    "card-C-jack": "walet trefl",
    "card-C-queen": "dama trefl",
    "card-C-king": "król trefl",
    "suit-S": "piki",
    "suit-H": "kiery",
    "suit-D": "kara",
    "suit-C": "trefle",
    "cards": {"one": "{count} karta", "few": "{count} karty", "many": "{count} kart"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Talia: {cards}",
    "board-stock-empty": "Talia: pusta",
    "board-next-part": ";",
    "board-waste": "stos odrzuconych: {cards}, na wierzchu {card}",
    "board-waste-empty": "stos odrzuconych pusty",
    "board-foundation-first": "Stos bazowy {number}: {contents}",
    "board-foundation": "stos bazowy {number}: {contents}",
    "board-foundation-empty": "pusty",
    "board-cell-first": "Wolna komórka {number}: {contents}",
    "board-cell": "wolna komórka {number}: {contents}",
    "board-cell-empty": "pusta",
    "board-column-first": "Kolumna {number}: {contents}",
    "board-column": "kolumna {number}: {contents}",
    "board-column-empty": "pusta",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": "W kolumnie kartę kładzie się tylko na kartę tego samego koloru, starszą o jeden.",
    "rule-alternate-colours-down": (
        "W kolumnie kartę kładzie się tylko na kartę starszą o jeden: czerwoną na czarną, czarną na czerwoną."
    ),
    "rule-nothing-on-ace": "Na asa w kolumnie nie można już niczego położyć.",
    "rule-king-only": "Na pustą kolumnę można położyć tylko króla, samego albo z jego sekwencją.",
    "rule-one-card-only": "W tej grze przenosi się tylko jedną kartę naraz.",
    "rule-top-card-only": "Przenieść można tylko kartę leżącą na wierzchu.",
    "rule-not-a-run": (
        "Razem można przenieść tylko karty tworzące malejącą sekwencję ułożoną według reguły kolumn tej gry."
    ),
    "rule-group-too-large": "Naraz można przenieść sekwencję najwyżej (wolne komórki + 1) × 2^(puste kolumny) kart.",
    "rule-foundation-suit": "Każdy stos bazowy przyjmuje tylko swój kolor.",
    "rule-foundation-order": "Stos bazowy układa się od asa do króla, po jednej karcie.",
    "rule-foundation-take-back": (
        "Kartę ze stosu bazowego można cofnąć tylko na kolumnę, która ją przyjmie, albo do wolnej komórki w"
        " grze, która je ma."
    ),
    "rule-foundation-drag-only": "Kartę ze stosu bazowego przenosi się tylko przeciąganiem.",
    "rule-cell-occupied": "W wolnej komórce mieści się tylko jedna karta.",
    "rule-no-pile-there": "Kart nie kładzie się na talię ani na stos odrzuconych.",
    "rule-stock-draw-only": "Dotknij talii, aby odkryć jej wierzchnią kartę na stos odrzuconych.",
    "rule-no-redeal": "Talia jest pusta i nie będzie rozdana ponownie.",
    "rule-no-stock": "W tej grze nie ma talii: wszystkie karty leżą odkryte od początku.",
    "rule-same-pile": "Karta musi trafić na inne miejsce.",
    "rule-empty-pile": "Nie ma tu karty do przeniesienia.",
    "rule-no-such-pile": "W tej grze nie ma takiego miejsca.",
    "rule-tap-to-foundation": "Dotknięcie wysyła kartę tylko na jej stos bazowy i tylko wtedy, gdy ten ją przyjmie.",
    "rule-waste-nowhere": "Tej karty ze stosu odrzuconych nie przyjmie teraz żaden stos bazowy ani żadna kolumna.",
    "rule-no-destination": "Tej karty nie można teraz nigdzie położyć.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "kod rozdania musi być tekstem",
    "code-parts": "kod rozdania ma trzy części połączone znakiem „-”, np. FT1-N-ABCDEFG albo EO1-C8-AAAAAFA",
    "code-version": "wersja w „{part}” nie jest obsługiwana: wpisz {expected}",
    "code-game": "„{part}” nie oznacza żadnej znanej gry: kod zaczyna się od jednego z przedrostków {known}",
    "code-variant-forty-thieves": (
        "wariant „{part}” jest błędny: kody Czterdziestu rozbójników mają w tym miejscu N (FT1-N-…)"
    ),
    "code-variant-freecell": (
        "wariant „{part}” jest błędny: kody FreeCell mają w tym miejscu N (FC1-N-…) albo MS i numer rozdania"
        " Microsoftu (FC1-MS-617)"
    ),
    "code-variant-bakers-game": "wariant „{part}” jest błędny: kody Baker's Game mają w tym miejscu N (BG1-N-…)",
    "code-variant-seahaven-towers": "wariant „{part}” jest błędny: kody Seahaven Towers mają w tym miejscu N (ST1-N-…)",
    "code-ms-number": "numer rozdania Microsoftu „{part}” musi być liczbą całkowitą od 1 do {most}",
    "code-variant-eight-off": "wariant „{part}” jest błędny: kody Eight Off mają w tym miejscu C8, C4 albo C2",
    "code-number-length": "numer „{part}” musi mieć dokładnie 7 znaków (A-Z i 2-7)",
    "code-number-letter": "numer „{part}” zawiera „{letter}”: dozwolone są tylko litery A-Z i cyfry 2-7",
    # Games and piles.
    "forty-thieves": "Czterdziestu rozbójników",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} wolna komórka", "few": "{count} wolne komórki", "many": "{count} wolnych komórek"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Talia",
    "pile-waste": "Stos odrzuconych",
    "pile-foundation": "Stos bazowy {number}, {suit}",
    "pile-cell": "Wolna komórka {number}",
    "pile-column": "Kolumna {number}",
    "pile-empty": "{pile}, bez kart",
    "pile-empty-king": "{pile}, bez kart, przyjmie tylko króla",
    "pile-cards": "{pile}, {cards}, na wierzchu {card}",
    "pile-chosen": "{pile}, {cards}, wybrano: {chosen}",
    "pile-takes-held": "{label}; tu można położyć trzymane karty",
    "stock-cards": "Talia, {cards}",
    "stock-empty": "Talia, pusta: bez ponownego rozdania",
    "no-redeal-mark": "Tylko raz",
    "card-and-more": {
        "one": "{card} i jeszcze jedna karta",
        "few": "{card} i jeszcze {count} karty",
        "many": "{card} i jeszcze {count} kart",
    },
    # Toolbar and page.
    "page-title": "Pasjans",
    "score-label": "Wynik",
    "moves-label": "Ruchy",
    "copy-code": "Kopiuj kod rozdania",
    "code-placeholder": "Wpisz kod",
    "code-label": "Kod rozdania",
    "play-code": "Graj",
    "undo": "Cofnij",
    "redo": "Ponów",
    "restart": "Od nowa",
    "new-game": "Nowa gra",
    "settings": "Ustawienia",
    "rules": "Zasady",
    "stats": "Statystyki",
    "describe-board": "Opisz stół",
    "keys": "Klawisze",
    "more": "Więcej",
    "board-label": "Stół do gry",
    "starting": "Uruchamianie gry…",
    # New game window.
    "new-game-title": "Nowa gra",
    "game-legend": "Gra",
    "forty-thieves-line": (
        "Dwie talie. Układa się w dół w tym samym kolorze, po jednej karcie; talię przechodzi się raz."
    ),
    "eight-off-line": (
        "Jedna talia, wszystkie karty odkryte. Układa się w dół w tym samym kolorze, z wolnymi komórkami."
    ),
    "freecell-line": (
        "Jedna talia, wszystkie karty odkryte. Układa się w dół, czerwoną na czarną i czarną na czerwoną, z wolnymi"
        " komórkami."
    ),
    "bakers-game-line": "Jedna talia, wszystkie karty odkryte. Jak FreeCell, ale układa się w dół w tym samym kolorze.",
    "seahaven-towers-line": (
        "Jedna talia, dziesięć kolumn. Układa się w dół w tym samym kolorze; na pustą kolumnę wolno położyć tylko"
        " króla."
    ),
    "chooser-odds": "Wygrać można od {least} do {most} rozdań",
    "cells-legend": "Wolne komórki",
    "deal": "Rozdaj",
    "cancel": "Anuluj",
    "close": "Zamknij",
    # Settings window.
    "setting-language": "Język",
    "setting-double-tap": "Podwójne dotknięcie przenosi kartę na najlepsze miejsce",
    "setting-auto-placement": (
        "Automatyczne układanie (Czterdziestu rozbójników): karta upuszczona poza celem trafia na najlepsze miejsce"
    ),
    "setting-motion": "Animuj ruchy kart",
    "setting-theme": "Motyw",
    "theme-system": "Jak w urządzeniu",
    "theme-light": "Jasny",
    "theme-dark": "Ciemny",
    "setting-four-colour": "Talia czterokolorowa: karo niebieskie, trefle zielone",
    # Win.
    "win-title": "Wygrana!",
    "moves-count": {"one": "{count} ruch", "few": "{count} ruchy", "many": "{count} ruchów"},
    "win-text": "Wynik {score}, {moves}.",
    "finish": "Dokończ",
    "no-moves": "Nie ma już żadnego ruchu.",
    "describe-title": "Opis stołu",
    "win-undone": "Powtórka pokazuje {actions}: licznik ruchów liczy także ruchy, które zostały cofnięte.",
    "actions-count": {"one": "{count} krok", "few": "{count} kroki", "many": "{count} kroków"},
    "play-again": "Nowa gra",
    # Statistics window.
    "stats-title": "Statystyki",
    "stats-played": "Rozegrane",
    "stats-won": "Wygrane",
    "stats-win-rate": "Odsetek wygranych",
    "stats-best-score": "Najlepszy wynik",
    "stats-fewest-moves": "Najmniej ruchów w wygranej",
    "stats-streak": "Obecna seria wygranych",
    "stats-best-streak": "Najdłuższa seria wygranych",
    "stats-none": "–",
    "percent": "{value}%",
    "stats-reset": "Wyzeruj statystyki",
    "stats-reset-question": "Wyzerować statystyki wszystkich gier? Tego nie da się cofnąć.",
    "stats-reset-confirm": "Wyzeruj",
    "stats-reset-done": "Statystyki zostały wyzerowane.",
    # FAQ page and the measured odds of the Rules pages. {least} and {most} are
    # "percent" texts, {cells} a "free-cells" text; "decimal" writes a number with one
    # decimal ({whole} and {tenth} are digits). The faq-…-answer texts follow the rules-… layout.
    "faq": "Pytania",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Ile rozdań da się wygrać",
    "odds-bounds-forty-thieves": {
        "one": "Spośród {count} rozdania zbadanego przez nasz solver, który zna kolejność kart w talii, da"
        " się wygrać co najmniej {least}, najwyżej {most}.",
        "few": "Spośród {count} rozdań zbadanych przez nasz solver, który zna kolejność kart w talii, da"
        " się wygrać co najmniej {least}, najwyżej {most}.",
        "many": "Spośród {count} rozdań zbadanych przez nasz solver, który zna kolejność kart w talii, da"
        " się wygrać co najmniej {least}, najwyżej {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: spośród {count} rozdania zbadanego przez nasz solver da się wygrać co najmniej"
        " {least}, najwyżej {most}.",
        "few": "{cells}: spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej"
        " {least}, najwyżej {most}.",
        "many": "{cells}: spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej"
        " {least}, najwyżej {most}.",
    },
    "rules-forty-thieves-odds": (
        "Solver zna kolejność kart w talii, a ty jej nie znasz, więc rozdanie, które wygrał, wciąż może"
        " być trudne do wygrania w zwykłej grze. Co najmniej: rozdania, które wygrał. Najwyżej: te oraz"
        " rozdania, których w ramach swojego limitu nie zdołał ani wygrać, ani wykazać, że są przegrane."
        " Przełącznik „Tylko rozdania do wygrania” proponuje właśnie rozdania wygrane przez solver."
    ),
    "rules-eight-off-odds": (
        "W Eight Off wszystkie karty leżą odkryte, więc solver nie wie niczego, czego nie widzisz. Co"
        " najmniej: rozdania, które wygrał. Najwyżej: te oraz rozdania, których w ramach swojego limitu"
        " nie zdołał ani wygrać, ani wykazać, że są przegrane. Przełącznik „Tylko rozdania do wygrania”"
        " proponuje właśnie rozdania wygrane przez solver."
    ),
    "odds-bounds-freecell": {
        "one": "Spośród {count} rozdania zbadanego przez nasz solver da się wygrać co najmniej {least}, najwyżej"
        " {most}.",
        "few": "Spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej {least}, najwyżej {most}.",
        "many": "Spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej {least}, najwyżej"
        " {most}.",
    },
    "rules-freecell-odds": (
        "W FreeCell wszystkie karty leżą odkryte, więc solver nie wie niczego, czego nie widzisz. Co najmniej:"
        " rozdania, które wygrał. Najwyżej: te oraz rozdania, których w ramach swojego limitu nie zdołał ani wygrać,"
        " ani wykazać, że są przegrane. Przełącznik „Tylko rozdania do wygrania” proponuje właśnie rozdania wygrane"
        " przez solver."
    ),
    "odds-bounds-bakers-game": {
        "one": "Spośród {count} rozdania zbadanego przez nasz solver da się wygrać co najmniej {least}, najwyżej"
        " {most}.",
        "few": "Spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej {least}, najwyżej {most}.",
        "many": "Spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej {least}, najwyżej"
        " {most}.",
    },
    "rules-bakers-game-odds": (
        "W Baker's Game wszystkie karty leżą odkryte, więc solver nie wie niczego, czego nie widzisz. Co najmniej:"
        " rozdania, które wygrał. Najwyżej: te oraz rozdania, których w ramach swojego limitu nie zdołał ani wygrać,"
        " ani wykazać, że są przegrane. Przełącznik „Tylko rozdania do wygrania” proponuje właśnie rozdania wygrane"
        " przez solver."
    ),
    "odds-bounds-seahaven-towers": {
        "one": "Spośród {count} rozdania zbadanego przez nasz solver da się wygrać co najmniej {least}, najwyżej"
        " {most}.",
        "few": "Spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej {least}, najwyżej {most}.",
        "many": "Spośród {count} rozdań zbadanych przez nasz solver da się wygrać co najmniej {least}, najwyżej"
        " {most}.",
    },
    "rules-seahaven-towers-odds": (
        "W Seahaven Towers wszystkie karty leżą odkryte, więc solver nie wie niczego, czego nie widzisz. Co najmniej:"
        " rozdania, które wygrał. Najwyżej: te oraz rozdania, których w ramach swojego limitu nie zdołał ani wygrać,"
        " ani wykazać, że są przegrane. Przełącznik „Tylko rozdania do wygrania” proponuje właśnie rozdania wygrane"
        " przez solver."
    ),
    "rules-faq-link": "Pytania o kody rozdań, punktację albo grę offline? Przeczytaj odpowiedzi",
    "faq-title": "Często zadawane pytania",
    "faq-codes": "Co to jest kod rozdania?",
    "faq-codes-answer": (
        "Każde rozdanie ma kod, np. FT1-N-ABCDEFG. Jego pierwsza część oznacza grę, a ostatnia rozdanie. Ten"
        " sam kod zawsze daje to samo rozdanie, na każdym urządzeniu.\n\n"
        "- Skopiuj kod jednym kliknięciem i wyślij go dalej albo udostępnij adres strony: kończy się znakiem"
        " # i kodem, więc każdy, kto go otworzy, dostanie to samo rozdanie.\n"
        "- Wpisz kod w pole kodu albo w oknie Nowa gra, aby zagrać to rozdanie.\n"
        "- Jak wyglądają kody danej gry, pokazuje jej strona z zasadami. Gdy gra pozwala wybrać liczbę"
        " wolnych komórek, środkowa część kodu mówi, ile ich jest (C4: 4 komórki); ta sama ostatnia część"
        " daje wtedy to samo tasowanie, a karty rozkłada się odpowiednio do liczby komórek."
    ),
    "faq-undo": "Jak działają przycisk Cofnij i licznik ruchów?",
    "faq-undo-answer": (
        "Przycisk Cofnij odwraca ostatnie kroki, najwyżej 100, zarówno ruchy, jak i karty odkryte z talii. Karty"
        " i wynik wracają dokładnie do poprzedniego stanu. Ponów wykonuje je znowu, dopóki nie zrobisz nowego"
        " ruchu.\n\n"
        "Licznik ruchów liczy każdy krok, także odkrycie karty z talii. Cofnij i Ponów nigdy go nie zmniejszają:"
        " pokazuje, ile kroków zajęła gra, a nie, jak daleko udało się w niej dojść."
    ),
    "faq-scoring": "Jak liczy się wynik?",
    "faq-scoring-answer": (
        "Każda gra ma własną punktację: jej strona z zasadami podaje punkty za każdy rodzaj ruchu. Wynik"
        " nigdy nie spada poniżej 0.\n\n"
        "Cofnij odbiera też punkty, które dał cofany ruch."
    ),
    "faq-hints": "Dlaczego nie ma podpowiedzi?",
    "faq-hints-answer": (
        "Szukanie drogi to właśnie cała gra. W trakcie gry aplikacja nigdy nie podpowiada ruchu i nigdy nie zdradza,"
        " czy rozdanie albo układ kart na stole da się jeszcze wygrać. Gdy utkniesz, cofnij kilka ruchów albo zacznij"
        " nową grę.\n\n"
        "Szanse podane na stronach zasad zmierzono na wielu rozdaniach: nie mówią niczego o rozdaniu, które masz przed"
        " sobą.\n\n"
        "Gdy gra się skończy (wygrana albo przerwana na rzecz innego rozdania), i tylko na twoją prośbę, aplikacja"
        " powie o niej całą prawdę: wybierz Analizuj na liście Ostatnie gry w oknie Statystyki. Jej solver powie, czy"
        " rozdanie dało się wygrać, po którym twoim ruchu wygrana przestała być możliwa, i pokaże drogę do wygranej."
    ),
    "faq-winnable": "Czym są rozdania do wygrania i rozdanie dnia?",
    "faq-winnable-answer": (
        "- „Tylko rozdania do wygrania” to przełącznik w oknie Nowa gra. Gdy jest włączony, każde nowe"
        " rozdanie jest jednym z tych, które wygrał nasz solver, więc wygrana jest możliwa; gra i tak nie"
        " powie, jak ją osiągnąć. Te gry są liczone w statystykach osobno.\n"
        "- Rozdanie dnia to na każdy dzień jedno rozdanie każdej gry, która je ma (okno Nowa gra pokazuje"
        " przycisk dla każdego), takie samo dla wszystkich, którzy mają tę samą datę we własnym kalendarzu."
        " Działa także offline. Uruchomisz je przyciskiem Dziś albo w oknie Nowa gra.\n"
        "- Okno Statystyki liczy rozegrane i wygrane rozdania dnia oraz dni wygrane z rzędu, a ostatnie 30"
        " dni pokazuje jako kalendarz."
    ),
    "faq-offline": "Czy gra działa offline? Czy można ją zainstalować?",
    "faq-offline-answer": (
        "Tak. Po pierwszej wizycie przeglądarka przechowuje całą grę, więc uruchamia się ona i działa bez"
        " połączenia, razem z kodami rozdań i rozdaniem dnia.\n\n"
        "Aby mieć ją pod ręką, dodaj ją do ekranu głównego albo zainstaluj z menu przeglądarki (na telefonie"
        " zwykle „Dodaj do ekranu głównego”, na komputerze „Zainstaluj”). Wtedy otwiera się jak aplikacja, także"
        " offline."
    ),
    "faq-storage": "Co jest zapisywane na moim urządzeniu i jak to usunąć?",
    "faq-storage-answer": (
        "Gra przechowuje kilka rzeczy w pamięci lokalnej przeglądarki, tylko na tym urządzeniu:\n\n"
        "- twoje ustawienia;\n"
        "- twoje statystyki;\n"
        "- trwającą grę;\n"
        "- ostatni widok stołu, aby przy następnym uruchomieniu pokazał się od razu.\n\n"
        "Nic nie jest nigdzie wysyłane: nie ma konta ani serwera, są tylko pliki strony.\n\n"
        "Statystyki wyczyścisz przyciskiem Wyzeruj statystyki w oknie Statystyki. Aby usunąć wszystko, usuń dane"
        " tej witryny w ustawieniach przeglądarki (zwykle w sekcji prywatności albo danych witryn)."
    ),
    # Winnable deals and the deal of the day. "date" writes a day of a month.
    "winnable": "Tylko rozdania do wygrania",
    "winnable-note": "Każde proponowane rozdanie da się wygrać; gra nie powie, jak.",
    "winnable-none": "Nie znamy jeszcze żadnego rozdania tej gry, które da się wygrać.",
    "daily": "Dziś",
    "daily-title": "Rozdanie dnia",
    "daily-deal": "Rozdanie dnia, {date}: {code}.",
    "daily-already": "To jest rozdanie dnia, {date}.",
    "daily-none": "Ta wersja nie ma rozdania dnia na {date}.",
    "daily-played": "Rozegrane rozdania dnia",
    "daily-won": "Wygrane rozdania dnia",
    "daily-streak": "Dni wygrane z rzędu",
    "daily-best-streak": "Najwięcej dni wygranych z rzędu",
    "daily-calendar": "Ostatnie 30 dni",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game} – wygrana",
    "calendar-played": "{game} – rozegrana, bez wygranej",
    "calendar-none": "{game} – nierozegrana",
    "date": "{day} {month}",
    "month-1": "stycznia",
    "month-2": "lutego",
    "month-3": "marca",
    "month-4": "kwietnia",
    "month-5": "maja",
    "month-6": "czerwca",
    "month-7": "lipca",
    "month-8": "sierpnia",
    "month-9": "września",
    "month-10": "października",
    "month-11": "listopada",
    "month-12": "grudnia",
    # Replays.
    "replay": "Obejrzyj powtórkę",
    "replay-bar": "Powtórka",
    "replay-play": "Odtwórz",
    "replay-pause": "Pauza",
    "replay-step": "Krok dalej",
    "replay-back": "Krok wstecz",
    "replay-exit": "Zakończ powtórkę",
    "share-replay": "Udostępnij",
    "replay-position": "{step} / {count}",
    "replay-shown": "Powtórka rozdania {code} (kroków: {count}). Trwająca gra pozostaje bez zmian.",
    "replay-damaged": "Ten link do powtórki jest uszkodzony albo pochodzi z innej wersji, więc pokazano samo rozdanie.",
    "replay-unknown": "Tej gry nie da się odtworzyć: zapisała ją starsza wersja, która pamiętała tylko ostatnie kroki.",
    "replay-read-only": "To jest powtórka. Zakończ ją, aby grać.",
    "replay-copied": "Skopiowano link do powtórki.",
    "replay-copy-failed": "Nie udało się skopiować linku do powtórki.",
    # The Examples pages: a won game with captions at the moments that teach a rule.
    "examples": "Przykłady",
    "examples-title": "Przykład: {game}",
    "examples-intro": (
        "Rozdanie {code}, wygrane w {count} krokach. Obejrzyj je na stole krok po kroku: wynik widać przy "
        "każdym kroku, a w chwilach, które uczą jakiejś zasady, podpis wyjaśnia, co się dzieje."
    ),
    "examples-step": "Krok {step}: {text}",
    "examples-watch": "Obejrzyj tę grę",
    "examples-play": "Zagraj to rozdanie samodzielnie",
    "examples-none": "Ta wersja nie ma przykładu tej gry.",
    "example-waste-to-column": (
        "{cards} trafia ze stosu odrzuconych na kolumnę {number}: karta ze stosu odrzuconych zagrana na kolumnę "
        "daje 5 punktów (wynik {score})."
    ),
    "example-empty-column": (
        "Kolumna {number} jest pusta, więc może na nią trafić dowolna karta: tutaj {cards} (wynik {score})."
    ),
    "example-take-back": (
        "{cards} wraca ze stosu bazowego na kolumnę {number}: takie cofnięcie kosztuje 15 punktów (wynik "
        "{score}). Gdy karta znów trafi na stos bazowy, odzyska swoje 10 punktów."
    ),
    "example-final": (
        "Wygrana: 104 karty na stosach bazowych dają 1040 punktów, karty zagrane ze stosu odrzuconych na "
        "kolumny (jest ich {waste}) dodają 5 × {waste}, a cofnięcia ze stosów bazowych (jest ich {backs}) "
        "kosztują łącznie 5 × {backs} (−15, potem znowu +10): razem {score} punktów."
    ),
    "example-final-plain": (
        "Wygrana: 104 karty na stosach bazowych dają 1040 punktów, a karty zagrane ze stosu odrzuconych na "
        "kolumny (jest ich {waste}) dodają 5 × {waste}: razem {score} punktów."
    ),
    "example-group-move": (
        "Na kolumnę {number} przechodzą razem {cards}: sekwencja w jednym kolorze przenosi się jako całość."
    ),
    "example-group-move-colours": (
        "Na kolumnę {number} przechodzą razem {cards}: sekwencja na przemian czerwonych i czarnych kart"
        " przenosi się jako całość."
    ),
    "example-other-colour": (
        "{cards} trafia na kolumnę {number}: w kolumnie karta czerwona trafia na czarną, a czarna na"
        " czerwoną, starszą dokładnie o jeden."
    ),
    "example-king-run": (
        "Król ze swoją sekwencją trafia na pustą kolumnę {number}. Wolnych komórek jest {cells}, więc limit kart "
        "przenoszonych naraz wynosi {limit} (wolne komórki + 1, podwojone za każdą inną pustą kolumnę)."
    ),
    "example-take-back-to-cell": (
        "{cards} wraca ze stosu bazowego do wolnej komórki (0 punktów); tutaj od razu trafia z powrotem na stos bazowy."
    ),
    # Messages and notices.
    "copied": "Skopiowano kod rozdania {code}.",
    "copy-failed": "Nie udało się skopiować: kod to {code}.",
    "bad-code": "To nie jest kod rozdania: {reason}.",
    "bad-hash": "Adres nie zawiera prawidłowego kodu rozdania ({reason}); oto nowe rozdanie.",
    "bad-hash-kept": "Adres nie zawiera prawidłowego kodu rozdania ({reason}); gra toczy się dalej.",
    "bad-save": "Nie da się wczytać tej zapisanej gry.",
    "action-failed": "Coś poszło nie tak; gra toczy się dalej.",
    "new-deal": "Nowe rozdanie {code}.",
    "undo-brings-back": "Przycisk Cofnij przywróci przerwaną grę ({moves}).",
    "game-back": "Twoja gra {code} wróciła ({moves}).",
    "restarted": "Rozdanie zaczyna się od nowa.",
    "nothing-to-undo": "Nie ma czego cofnąć.",
    "nothing-to-redo": "Nie ma czego ponowić.",
    "boot-failed": "Nie udało się uruchomić gry: {reason}",
    "save-discarded": "Nie udało się odczytać zapisanej gry, więc ją odrzucono; oto nowe rozdanie.",
    "save-too-old": "Zapisana gra pochodzi ze starszej wersji, której nie da się już odczytać; oto nowe rozdanie.",
    "stats-discarded": "Nie udało się odczytać zapisanych statystyk, więc liczą się od zera.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Ostatnie gry",
    "recent-none": (
        "Tu pojawią się gry, które ukończysz lub przerwiesz: będzie je można przeanalizować albo rozegrać jeszcze raz."
    ),
    "recent-entry": "{date}, {game}, {code}: {result}, wynik {score}, {moves}",
    "recent-won": "wygrana",
    "recent-left": "przerwana",
    "recent-stuck": "bez ruchów",
    "recent-play-again": "Zagraj ponownie",
    "recent-discarded": "Nie udało się odczytać listy ostatnich gier, więc jest znowu pusta.",
    "analyse": "Analizuj",
    "analyse-left": "Analizuj przerwaną grę",
    "analysis-title": "Czy dało się wygrać?",
    "analysis-game": "{game}, rozdanie {code}: {moves}, wynik {score}.",
    "analysis-running": "Solver bada rozdanie i twoje ruchy. Może to potrwać minutę; w tym czasie możesz grać dalej.",
    "analysis-deal-won": "To rozdanie da się wygrać.",
    "analysis-deal-impossible": "Tego rozdania nie da się wygrać: żaden sposób gry nie prowadzi do wygranej.",
    "analysis-deal-unknown": "W dostępnym czasie solver nie zdołał rozstrzygnąć, czy to rozdanie da się wygrać.",
    "analysis-you-won": "Udało ci się je wygrać.",
    "analysis-lost-at": "Wygrana była możliwa aż do twojego ruchu nr {number} ({action}); po nim już nie.",
    "analysis-lost-between": (
        "Wygrana przestała być możliwa gdzieś między twoim ruchem nr {first} a ruchem nr {last}; solver nie"
        " zdołał rozstrzygnąć, w którym dokładnie miejscu."
    ),
    "analysis-still-winnable": "W chwili przerwania gry wygrana była jeszcze możliwa.",
    "analysis-line-unknown": (
        "Solver nie zdołał rozstrzygnąć, czy w chwili przerwania gry wygrana była jeszcze możliwa."
    ),
    "analysis-line-lost-unknown": (
        "W chwili przerwania gry wygrana nie była już możliwa. Czy była możliwa wcześniej, tego solver nie zdołał"
        " rozstrzygnąć."
    ),
    "analysis-positions": {
        "one": "Solver zbadał {count} pozycję twojej gry.",
        "few": "Solver zbadał {count} pozycje twojej gry.",
        "many": "Solver zbadał {count} pozycji twojej gry.",
    },
    "analysis-watch": "Obejrzyj drogę do wygranej",
    "analysis-cancel": "Anuluj",
    "analysis-cancelled": "Analizę przerwano.",
    "analysis-failed": "Nie udało się przeprowadzić analizy ({reason}). Twoja gra pozostaje bez zmian.",
    "analysis-unavailable": "Tej gry nie ma już wśród ostatnich gier.",
    "analysis-takeover": "Od tego miejsca solver sam prowadzi grę do wygranej.",
    "analysis-from-start": "Wygrana solvera od początku rozdania.",
    "settings-discarded": "Nie udało się odczytać zapisanych ustawień; wróciły ustawienia domyślne.",
    "storage-unavailable": "Ta przeglądarka nie pozwala grze niczego zapisać: postęp nie zostanie zachowany.",
    "other-tab": "Gra toczyła się dalej w innej zakładce przeglądarki; ta zakładka pokazuje teraz tamtą grę.",
    "update-ready": "Nowa wersja jest gotowa.",
    "update-reload": "Odśwież teraz",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} na stos bazowy {number}",
    "move-to-column": "{cards} na kolumnę {number}",
    "move-to-cell": "{cards} do wolnej komórki {number}",
    "action-draw": "Odkryto: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Wynik {score}.",
    "announce-undone": "Cofnięto: {action}.",
    "announce-redone": "Ponowiono: {action}.",
    "announce-undone-draw": "Z powrotem w talii: {card}.",
    "announce-redone-draw": "Znów odkryto: {card}.",
    "announce-won": "Wygrana! Wynik {score}, {moves}.",
    "announce-picked": "Trzymasz: {cards}. Strzałki wybierają stos, spacja kładzie karty, Esc odkłada je z powrotem.",
    "announce-put-back": "Odłożono z powrotem: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, rozdanie {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Klawiatura",
    "key-tab": "Tab",
    "keys-tab": "Przejście do stołu (i wyjście z niego)",
    "key-arrows": "Strzałki",
    "keys-arrows": "Przechodzenie między stosami; w kolumnie strzałki w górę i w dół wybierają kartę sekwencji",
    "key-enter": "Enter",
    "keys-enter": (
        "Dotknięcie: karta trafia na swój stos bazowy (karta ze stosu odrzuconych także na kolumnę; talia odkrywa"
        " kartę)"
    ),
    "key-shift-enter": "Shift+Enter",
    "keys-shift-enter": "Podwójne dotknięcie: karta trafia na najlepsze miejsce",
    "key-space": "Spacja",
    "keys-space": "Podniesienie karty (z jej sekwencją); na innym stosie – położenie jej tam",
    "key-escape": "Esc",
    "keys-escape": "Odłożenie podniesionych kart z powrotem",
    "key-d": "D",
    "keys-d": "Odkrycie karty z talii (w grze, która ją ma)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Cofnij",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Ponów",
    "key-n": "N",
    "keys-n": "Nowa gra",
    "key-b": "B",
    "keys-b": "Opis całego stołu",
    "key-question": "?",
    "keys-question": "Ta lista klawiszy",
    # Rules pages. Headings shared by both games.
    "rules-title": "Jak grać w {game}",
    "rules-setup": "Rozłożenie kart",
    "rules-moves": "Ruchy",
    "rules-empty-columns": "Puste kolumny",
    "rules-foundations": "Stosy bazowe",
    "rules-stock": "Talia i stos odrzuconych",
    "rules-cells": "Wolne komórki",
    "rules-groups": "Przenoszenie sekwencji",
    "rules-end": "Koniec gry",
    "rules-scoring": "Punktacja",
    "rules-this-app": "Gra w tej aplikacji",
    "rules-example": "Wypróbuj",
    "rules-example-text": (
        "Otwórz rozdanie i sprawdź w praktyce to, co opisano wyżej. Jego kod w każdej chwili przywróci to samo"
        " rozdanie."
    ),
    "rules-example-play": "Zagraj przykładowe rozdanie {code}",
    "score-action": "Czynność",
    "score-points": "Punkty",
    "score-start": "Początek gry",
    "score-to-foundation": "Karta na stos bazowy",
    "score-waste-to-column": "Karta ze stosu odrzuconych na kolumnę",
    "score-foundation-to-column": "Karta ze stosu bazowego z powrotem na kolumnę",
    "score-cell-to-column": "Karta z wolnej komórki na kolumnę",
    "score-other-forty-thieves": "Z kolumny na kolumnę, odkrycie karty z talii",
    "score-other-eight-off": "Każdy inny ruch",
    "score-other-freecell": "Każdy inny ruch",
    "score-other-bakers-game": "Każdy inny ruch",
    "score-other-seahaven-towers": "Każdy inny ruch",
    "groups-free-cells": "Wolne komórki",
    "groups-onto-card": {
        "one": "Na kartę, {count} pusta kolumna",
        "few": "Na kartę, {count} puste kolumny",
        "many": "Na kartę, {count} pustych kolumn",
    },
    "groups-king": {
        "one": "Na pustą kolumnę, łącznie {count} pusta kolumna",
        "few": "Na pustą kolumnę, łącznie {count} puste kolumny",
        "many": "Na pustą kolumnę, łącznie {count} pustych kolumn",
    },
    "rules-forty-thieves-summary": (
        "Dwie talie, 104 karty. Celem jest ułożenie ośmiu stosów bazowych, każdego w jednym kolorze od asa do"
        " króla. Karty przenosi się pojedynczo, zawsze na kartę tego samego koloru starszą o jeden."
    ),
    "rules-forty-thieves-setup": (
        "Obie talie tasuje się razem, więc każda karta występuje dwa razy. Na stół trafia czterdzieści odkrytych"
        " kart w dziesięciu kolumnach po cztery. Pozostałe 64 karty leżą zakryte jako talia. Osiem stosów"
        " bazowych i stos odrzuconych są na początku puste."
    ),
    "rules-forty-thieves-moves": (
        "- Naraz przenosi się tylko jedną kartę: wierzchnią kartę kolumny albo wierzchnią kartę stosu"
        " odrzuconych.\n"
        "- W kolumnie karta trafia na kartę tego samego koloru starszą dokładnie o jeden: 7 pik na 8 pik, nigdy"
        " na 8 kier.\n"
        "- Na asa w kolumnie nie kładzie się niczego.\n"
        "- Nawet dwie karty ułożone po kolei w tym samym kolorze przenosi się po jednej, więc każda potrzebuje"
        " własnego miejsca."
    ),
    "rules-forty-thieves-empty-columns": (
        "Na pustą kolumnę można położyć dowolną kartę, nie tylko króla: kartę z innej kolumny albo ze stosu"
        " odrzuconych. Puste kolumny to jedyne wolne miejsce w tej grze, więc zajmuj je z rozwagą."
    ),
    "rules-forty-thieves-foundations": (
        "Stosów bazowych jest osiem, po dwa na kolor, w stałej kolejności od lewej do prawej: piki, kiery, kara,"
        " trefle, piki, kiery, kara, trefle. Każdy zaczyna się od asa swojego koloru i rośnie po jednej karcie aż"
        " do króla.\n\n"
        "Wierzchnią kartę stosu bazowego można przeciągnąć z powrotem na kolumnę, która ją przyjmie (także na"
        " pustą), ale kosztuje to punkty."
    ),
    "rules-forty-thieves-stock": (
        "Dotknij talii, aby odkryć jedną kartę na stos odrzuconych. Zagrać można tylko wierzchnią kartę stosu"
        " odrzuconych, na stos bazowy albo na kolumnę. Talii nie rozdaje się ponownie: gdy się skończy, każda"
        " karta była widoczna raz, a karty przykryte innymi na stosie odrzuconych wracają do gry dopiero wtedy,"
        " gdy zagrasz karty leżące na nich."
    ),
    "rules-forty-thieves-end": (
        "Wygrywasz, gdy na każdym z ośmiu stosów bazowych leży trzynaście kart od asa do króla, czyli wszystkie"
        " 104 karty. Aplikacja nie informuje, że nie ma już żadnego ruchu: cofnij kilka ruchów albo zacznij nową"
        " grę."
    ),
    "rules-forty-thieves-scoring": (
        "Wynik nigdy nie spada poniżej 0 i nie ma premii za wygraną. Wygrana gra jest warta 1040 punktów za"
        " stosy bazowe plus 5 za każdą kartę zagraną ze stosu odrzuconych na kolumnę: wygrana, w której na"
        " kolumny trafiło 29 kart ze stosu odrzuconych, daje 1040 + 29 × 5 = 1185 punktów."
    ),
    "rules-forty-thieves-app": (
        "- Dotknij karty, a trafi na stos bazowy, który ją przyjmie; kartę ze stosu odrzuconych, której nie"
        " przyjmie żaden stos bazowy, dotknięcie przenosi na kolumnę.\n"
        "- Podwójne dotknięcie (ustawienie, na początku włączone): na stos bazowy, a jeśli się nie da, na"
        " najdłuższą kolumnę, która przyjmie kartę, a w ostateczności na pustą kolumnę.\n"
        "- Przeciągnij kartę na dowolny stos; podczas przeciągania stosy, które by ją przyjęły, są obrysowane."
        " Z automatycznym układaniem (ustawienie, na początku wyłączone) karta upuszczona poza celem trafia na"
        " najlepsze miejsce.\n"
        "- Przy każdym niedozwolonym ruchu aplikacja podaje zasadę, która go blokuje.\n"
        "- Cofnij i Ponów: ostatnie 100 kroków, zarówno ruchów, jak i odkryć kart z talii. Wynik też się cofa; licznik"
        " ruchów nigdy nie maleje.\n"
        "- Każde rozdanie ma kod, np. FT1-N-ABCDEFG: skopiuj go, aby zagrać to rozdanie jeszcze raz albo je"
        " komuś udostępnić.\n"
        "- Bez podpowiedzi w trakcie gry: dopóki grasz, aplikacja nigdy nie zdradza, czy rozdanie da się wygrać. Po"
        " zakończeniu gry możesz poprosić o jej analizę (Statystyki, Ostatnie gry).\n"
        "- Całą grę można rozegrać za pomocą klawiatury: naciśnij ?, aby zobaczyć klawisze."
    ),
    "rules-eight-off-summary": (
        "Jedna talia, wszystkie karty odkryte. Ułóż cztery stosy bazowe, każdy w jednym kolorze od asa do króla,"
        " z pomocą wolnych komórek; w kolumnach karty układa się malejąco w tym samym kolorze."
    ),
    "rules-eight-off-setup": (
        "Po przetasowaniu 52 karty trafiają odkryte do ośmiu kolumn po sześć. Cztery pozostałe karty zajmują"
        " pierwsze cztery z ośmiu wolnych komórek. Cztery stosy bazowe, po jednym na kolor (piki, kiery, kara,"
        " trefle), są na początku puste.\n\n"
        "W oknie Nowa gra można wybrać mniej wolnych komórek. Przy 4 komórkach cztery pozostałe karty zajmują je"
        " wszystkie. Przy 2 komórkach dwie z pozostałych kart zajmują obie komórki, a dwie ostatnie stają się nowymi"
        " wierzchnimi kartami kolumn 3 i 4. Ten sam numer rozdania daje to samo tasowanie przy każdej liczbie"
        " komórek."
    ),
    "rules-eight-off-moves": (
        "- Przenosisz wierzchnią kartę kolumny, kartę z wolnej komórki albo sekwencję (patrz niżej).\n"
        "- W kolumnie karta trafia na kartę tego samego koloru starszą dokładnie o jeden: 7 kier tylko na 8"
        " kier.\n"
        "- Do wolnej komórki: dowolna karta, gdy komórka jest pusta.\n"
        "- Na stos bazowy: najpierw as jego koloru, potem 2, 3 i tak dalej aż do króla, po jednej karcie."
    ),
    "rules-eight-off-empty-columns": (
        "Na pustą kolumnę można położyć tylko króla, samego albo z leżącą na nim sekwencją. Żadna inna karta nie"
        " może zacząć kolumny."
    ),
    "rules-eight-off-cells": (
        "W każdej wolnej komórce mieści się jedna karta. Karta z komórki może trafić na kolumnę, która ją"
        " przyjmie, albo na swój stos bazowy. Widać tylko komórki wybranego wariantu."
    ),
    "rules-eight-off-groups": (
        "Sekwencję już ułożoną w kolumnie (jeden kolor, wartości malejące po jednej, np. 9, 8 i 7 trefl)"
        " można przenieść naraz, jednym krokiem, jeśli nie jest dłuższa niż:"
    ),
    "rules-eight-off-formula": "(wolne komórki + 1) × 2 do potęgi (puste kolumny)",
    "rules-eight-off-groups-table": (
        "Każda pusta kolumna podwaja limit, każda wolna komórka dodaje jedną kartę. Gdy król z sekwencją trafia na"
        " pustą kolumnę, ta kolumna się nie liczy. Przy 4 komórkach wolne mogą być najwyżej cztery, przy 2"
        " komórkach najwyżej dwie. Kolumna, którą sekwencja opuszcza, liczy się jako zajęta, a każdą"
        " niższą część sekwencji można przenieść osobno."
    ),
    "rules-eight-off-foundations": (
        "Każdy stos bazowy układa się w jednym kolorze od asa do króla. Żadna karta nie trafia tam automatycznie.\n\n"
        "Wierzchnią kartę stosu bazowego można przeciągnąć z powrotem do pustej wolnej komórki albo na kolumnę,"
        " która ją przyjmie; ten ruch nie daje punktów."
    ),
    "rules-eight-off-end": (
        "Wygrywasz, gdy wszystkie 52 karty leżą na stosach bazowych. Aplikacja nie informuje, że nie ma już"
        " sensownego ruchu: cofnij kilka ruchów albo zacznij nową grę."
    ),
    "rules-eight-off-scoring": (
        "Przycisk Cofnij odbiera punkty, które dał cofany ruch, a wynik nigdy nie spada poniżej 0."
    ),
    "rules-eight-off-app": (
        "- Dotknij wierzchniej karty kolumny albo karty w wolnej komórce, a trafi na swój stos bazowy, jeśli"
        " może tam trafić.\n"
        "- Podwójne dotknięcie (ustawienie, na początku włączone): na stos bazowy, a jeśli się nie da, na"
        " najdłuższą kolumnę, która przyjmie kartę, dalej na pustą kolumnę (tylko król), a w ostateczności do"
        " wolnej komórki. Podwójne dotknięcie pierwszej karty sekwencji przenosi na kolumnę całą sekwencję.\n"
        "- Przeciągnij kartę razem z leżącą na niej sekwencją na dowolny stos; podczas przeciągania stosy, które by ją"
        " przyjęły, są obrysowane.\n"
        "- Przy każdym niedozwolonym ruchu aplikacja podaje zasadę, która go blokuje.\n"
        "- Cofnij i Ponów: ostatnie 100 kroków; sekwencja przeniesiona naraz wraca też naraz. Licznik ruchów"
        " nigdy nie maleje.\n"
        "- Każde rozdanie ma kod, np. EO1-C8-AAAAAFA (C4 i C2 dla 4 i 2 komórek): skopiuj go, aby zagrać to"
        " rozdanie jeszcze raz albo je komuś udostępnić.\n"
        "- Bez podpowiedzi w trakcie gry: dopóki grasz, aplikacja nigdy nie zdradza, czy rozdanie da się wygrać. Po"
        " zakończeniu gry możesz poprosić o jej analizę (Statystyki, Ostatnie gry).\n"
        "- Całą grę można rozegrać za pomocą klawiatury: naciśnij ?, aby zobaczyć klawisze."
    ),
    "rules-freecell-summary": (
        "Jedna talia, wszystkie karty odkryte. Ułóż cztery stosy bazowe, każdy w jednym kolorze od asa do króla, z"
        " pomocą czterech wolnych komórek; w kolumnach karty układa się malejąco, czerwoną na czarną, czarną na"
        " czerwoną. Wygrać da się niemal każde rozdanie."
    ),
    "rules-freecell-setup": (
        "Po przetasowaniu 52 karty trafiają odkryte do ośmiu kolumn: po siedem do pierwszych czterech, po sześć do"
        " pozostałych czterech. Cztery wolne komórki i cztery stosy bazowe, po jednym na kolor (piki, kiery, kara,"
        " trefle), są na początku puste. "
        "Gracze znają rozdania FreeCell po numerach Microsoftu, np. „rozdanie nr 11982”, słynne z tego, że nie da się"
        " go wygrać. Tutaj kod FC1-MS-n daje dokładnie rozdanie Microsoftu o numerze n (od 1 do"
        " 8\u00a0589\u00a0934\u00a0591): wpisz go w pole kodu w oknie Nowa gra, np. FC1-MS-11982."
    ),
    "rules-freecell-moves": (
        "- Przenosisz wierzchnią kartę kolumny, kartę z wolnej komórki albo sekwencję (patrz niżej).\n"
        "- W kolumnie karta trafia na kartę starszą dokładnie o jeden, czerwona na czarną, czarna na czerwoną: 7 kier"
        " na 8 pik albo na 8 trefl, nigdy na 8 karo.\n"
        "- Do wolnej komórki: dowolna karta, gdy komórka jest pusta.\n"
        "- Na stos bazowy: najpierw as jego koloru, potem 2, 3 i tak dalej aż do króla, po jednej karcie."
    ),
    "rules-freecell-empty-columns": (
        "Na pustą kolumnę można położyć dowolną kartę, nie tylko króla, samą albo z leżącą na niej sekwencją."
    ),
    "rules-freecell-cells": (
        "W każdej wolnej komórce mieści się jedna karta. Karta z komórki może trafić na kolumnę, która ją przyjmie,"
        " albo na swój stos bazowy. Im więcej pustych komórek, tym dłuższą sekwencję można przenieść (patrz niżej)."
    ),
    "rules-freecell-groups": (
        "Sekwencję już ułożoną w kolumnie (na przemian czerwona i czarna karta, wartości malejące po jednej, np. 9"
        " trefl, 8 kier i 7 pik) można przenieść naraz, jednym krokiem, jeśli nie jest dłuższa niż:"
    ),
    "rules-freecell-formula": "(wolne komórki + 1) × 2 do potęgi (puste kolumny)",
    "rules-freecell-groups-table": (
        "Każda pusta kolumna podwaja limit, każda wolna komórka dodaje jedną kartę. Gdy sekwencja trafia na pustą"
        " kolumnę, ta kolumna się nie liczy: przy 4 wolnych komórkach i 1 pustej kolumnie można przenieść do 10 kart"
        " na kartę, a do 5 na pustą kolumnę. Kolumna, którą sekwencja opuszcza, liczy się jako zajęta, a każdą niższą"
        " część sekwencji można przenieść osobno."
    ),
    "rules-freecell-foundations": (
        "Każdy stos bazowy układa się w jednym kolorze od asa do króla. Żadna karta nie trafia tam automatycznie.\n\n"
        "Wierzchnią kartę stosu bazowego można przeciągnąć z powrotem do pustej wolnej komórki albo na kolumnę, która"
        " ją przyjmie; ten ruch nie daje punktów."
    ),
    "rules-freecell-end": (
        "Wygrywasz, gdy wszystkie 52 karty leżą na stosach bazowych. Aplikacja nie informuje, że nie ma już"
        " sensownego ruchu: cofnij kilka ruchów albo zacznij nową grę."
    ),
    "rules-freecell-scoring": (
        "Przycisk Cofnij odbiera punkty, które dał cofany ruch, a wynik nigdy nie spada poniżej 0."
    ),
    "rules-freecell-app": (
        "- Dotknij wierzchniej karty kolumny albo karty w wolnej komórce, a trafi na swój stos bazowy, jeśli może tam"
        " trafić.\n"
        "- Podwójne dotknięcie (ustawienie, na początku włączone): na stos bazowy, a jeśli się nie da, na najdłuższą"
        " kolumnę, która przyjmie kartę, dalej na pustą kolumnę, a w ostateczności do wolnej komórki. Podwójne"
        " dotknięcie pierwszej karty sekwencji przenosi na kolumnę całą sekwencję.\n"
        "- Przeciągnij kartę razem z leżącą na niej sekwencją na dowolny stos; podczas przeciągania stosy, które by"
        " ją przyjęły, są obrysowane.\n"
        "- Przy każdym niedozwolonym ruchu aplikacja podaje zasadę, która go blokuje.\n"
        "- Cofnij i Ponów: ostatnie 100 kroków; sekwencja przeniesiona naraz wraca też naraz. Licznik ruchów nigdy"
        " nie maleje.\n"
        "- Każde rozdanie ma kod, np. FC1-N-ABCDEFG (albo FC1-MS-11982 dla rozdania Microsoftu): skopiuj go, aby"
        " zagrać to rozdanie jeszcze raz albo je komuś udostępnić.\n"
        "- Są też numerowane rozdania Microsoftu: wpisz FC1-MS- i numer w polu „Kod rozdania” okna Nowa gra,"
        " na przykład FC1-MS-617 dla rozdania 617. Rozdanie 11982 to słynne rozdanie, którego nie da się"
        " wygrać.\n"
        "- Bez podpowiedzi w trakcie gry: dopóki grasz, aplikacja nigdy nie zdradza, czy rozdanie da się wygrać. Po"
        " zakończeniu gry możesz poprosić o jej analizę (Statystyki, Ostatnie gry).\n"
        "- Całą grę można rozegrać za pomocą klawiatury: naciśnij ?, aby zobaczyć klawisze."
    ),
    "rules-bakers-game-summary": (
        "Jedna talia, wszystkie karty odkryte. Ułóż cztery stosy bazowe, każdy w jednym kolorze od asa do króla, z"
        " pomocą czterech wolnych komórek; w kolumnach karty układa się malejąco w tym samym kolorze. To trudniejsza"
        " odmiana FreeCell."
    ),
    "rules-bakers-game-setup": (
        "Po przetasowaniu 52 karty trafiają odkryte do ośmiu kolumn: po siedem do pierwszych czterech, po sześć do"
        " pozostałych czterech. Cztery wolne komórki i cztery stosy bazowe, po jednym na kolor (piki, kiery, kara,"
        " trefle), są na początku puste."
    ),
    "rules-bakers-game-moves": (
        "- Przenosisz wierzchnią kartę kolumny, kartę z wolnej komórki albo sekwencję (patrz niżej).\n"
        "- W kolumnie karta trafia na kartę tego samego koloru starszą dokładnie o jeden: 7 kier tylko na 8 kier.\n"
        "- Do wolnej komórki: dowolna karta, gdy komórka jest pusta.\n"
        "- Na stos bazowy: najpierw as jego koloru, potem 2, 3 i tak dalej aż do króla, po jednej karcie."
    ),
    "rules-bakers-game-empty-columns": (
        "Na pustą kolumnę można położyć dowolną kartę, nie tylko króla, samą albo z leżącą na niej sekwencją."
    ),
    "rules-bakers-game-cells": (
        "W każdej wolnej komórce mieści się jedna karta. Karta z komórki może trafić na kolumnę, która ją przyjmie,"
        " albo na swój stos bazowy. Im więcej pustych komórek, tym dłuższą sekwencję można przenieść (patrz niżej)."
    ),
    "rules-bakers-game-groups": (
        "Sekwencję już ułożoną w kolumnie (jeden kolor, wartości malejące po jednej, np. 9, 8 i 7 trefl) można"
        " przenieść naraz, jednym krokiem, jeśli nie jest dłuższa niż:"
    ),
    "rules-bakers-game-formula": "(wolne komórki + 1) × 2 do potęgi (puste kolumny)",
    "rules-bakers-game-groups-table": (
        "Każda pusta kolumna podwaja limit, każda wolna komórka dodaje jedną kartę. Gdy sekwencja trafia na pustą"
        " kolumnę, ta kolumna się nie liczy: przy 4 wolnych komórkach i 1 pustej kolumnie można przenieść do 10 kart"
        " na kartę, a do 5 na pustą kolumnę. Kolumna, którą sekwencja opuszcza, liczy się jako zajęta, a każdą niższą"
        " część sekwencji można przenieść osobno."
    ),
    "rules-bakers-game-foundations": (
        "Każdy stos bazowy układa się w jednym kolorze od asa do króla. Żadna karta nie trafia tam automatycznie.\n\n"
        "Wierzchnią kartę stosu bazowego można przeciągnąć z powrotem do pustej wolnej komórki albo na kolumnę, która"
        " ją przyjmie; ten ruch nie daje punktów."
    ),
    "rules-bakers-game-end": (
        "Wygrywasz, gdy wszystkie 52 karty leżą na stosach bazowych. Aplikacja nie informuje, że nie ma już"
        " sensownego ruchu: cofnij kilka ruchów albo zacznij nową grę."
    ),
    "rules-bakers-game-scoring": (
        "Przycisk Cofnij odbiera punkty, które dał cofany ruch, a wynik nigdy nie spada poniżej 0."
    ),
    "rules-bakers-game-app": (
        "- Dotknij wierzchniej karty kolumny albo karty w wolnej komórce, a trafi na swój stos bazowy, jeśli może tam"
        " trafić.\n"
        "- Podwójne dotknięcie (ustawienie, na początku włączone): na stos bazowy, a jeśli się nie da, na najdłuższą"
        " kolumnę, która przyjmie kartę, dalej na pustą kolumnę, a w ostateczności do wolnej komórki. Podwójne"
        " dotknięcie pierwszej karty sekwencji przenosi na kolumnę całą sekwencję.\n"
        "- Przeciągnij kartę razem z leżącą na niej sekwencją na dowolny stos; podczas przeciągania stosy, które by"
        " ją przyjęły, są obrysowane.\n"
        "- Przy każdym niedozwolonym ruchu aplikacja podaje zasadę, która go blokuje.\n"
        "- Cofnij i Ponów: ostatnie 100 kroków; sekwencja przeniesiona naraz wraca też naraz. Licznik ruchów nigdy"
        " nie maleje.\n"
        "- Każde rozdanie ma kod, np. BG1-N-ABCDEFG: skopiuj go, aby zagrać to rozdanie jeszcze raz albo je komuś"
        " udostępnić.\n"
        "- Bez podpowiedzi w trakcie gry: dopóki grasz, aplikacja nigdy nie zdradza, czy rozdanie da się wygrać. Po"
        " zakończeniu gry możesz poprosić o jej analizę (Statystyki, Ostatnie gry).\n"
        "- Całą grę można rozegrać za pomocą klawiatury: naciśnij ?, aby zobaczyć klawisze."
    ),
    "rules-seahaven-towers-summary": (
        "Jedna talia, wszystkie karty odkryte, w dziesięciu kolumnach. Ułóż cztery stosy bazowe, każdy w jednym"
        " kolorze od asa do króla, z pomocą wolnych komórek; w kolumnach karty układa się malejąco w tym samym"
        " kolorze. Wygrać da się większość rozdań."
    ),
    "rules-seahaven-towers-setup": (
        "Po przetasowaniu 52 karty trafiają odkryte do dziesięciu kolumn po pięć. Dwie pozostałe karty zajmują"
        " pierwsze dwie z czterech wolnych komórek; dwie inne komórki są na początku puste. Cztery stosy bazowe, po"
        " jednym na kolor (piki, kiery, kara, trefle), też są na początku puste."
    ),
    "rules-seahaven-towers-moves": (
        "- Przenosisz wierzchnią kartę kolumny, kartę z wolnej komórki albo sekwencję (patrz niżej).\n"
        "- W kolumnie karta trafia na kartę tego samego koloru starszą dokładnie o jeden: 7 kier tylko na 8 kier.\n"
        "- Do wolnej komórki: dowolna karta, gdy komórka jest pusta.\n"
        "- Na stos bazowy: najpierw as jego koloru, potem 2, 3 i tak dalej aż do króla, po jednej karcie."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Na pustą kolumnę można położyć tylko króla, samego albo z leżącą na nim sekwencją. Żadna inna karta nie może"
        " zacząć kolumny."
    ),
    "rules-seahaven-towers-cells": (
        "W każdej wolnej komórce mieści się jedna karta. Karta z komórki może trafić na kolumnę, która ją przyjmie,"
        " albo na swój stos bazowy. Im więcej pustych komórek, tym dłuższą sekwencję można przenieść (patrz niżej)."
    ),
    "rules-seahaven-towers-groups": (
        "Sekwencję już ułożoną w kolumnie (jeden kolor, wartości malejące po jednej, np. 9, 8 i 7 trefl) można"
        " przenieść naraz, jednym krokiem, jeśli nie jest dłuższa niż:"
    ),
    "rules-seahaven-towers-formula": "(wolne komórki + 1) × 2 do potęgi (puste kolumny)",
    "rules-seahaven-towers-groups-table": (
        "Każda pusta kolumna podwaja limit, każda wolna komórka dodaje jedną kartę. Gdy król z sekwencją trafia na"
        " pustą kolumnę, ta kolumna się nie liczy. Kolumna, którą sekwencja opuszcza, liczy się jako zajęta, a każdą"
        " niższą część sekwencji można przenieść osobno."
    ),
    "rules-seahaven-towers-foundations": (
        "Każdy stos bazowy układa się w jednym kolorze od asa do króla. Żadna karta nie trafia tam automatycznie.\n\n"
        "Wierzchnią kartę stosu bazowego można przeciągnąć z powrotem do pustej wolnej komórki albo na kolumnę, która"
        " ją przyjmie; ten ruch nie daje punktów."
    ),
    "rules-seahaven-towers-end": (
        "Wygrywasz, gdy wszystkie 52 karty leżą na stosach bazowych. Aplikacja nie informuje, że nie ma już"
        " sensownego ruchu: cofnij kilka ruchów albo zacznij nową grę."
    ),
    "rules-seahaven-towers-scoring": (
        "Przycisk Cofnij odbiera punkty, które dał cofany ruch, a wynik nigdy nie spada poniżej 0."
    ),
    "rules-seahaven-towers-app": (
        "- Dotknij wierzchniej karty kolumny albo karty w wolnej komórce, a trafi na swój stos bazowy, jeśli może tam"
        " trafić.\n"
        "- Podwójne dotknięcie (ustawienie, na początku włączone): na stos bazowy, a jeśli się nie da, na najdłuższą"
        " kolumnę, która przyjmie kartę, dalej na pustą kolumnę (tylko król), a w ostateczności do wolnej komórki."
        " Podwójne dotknięcie pierwszej karty sekwencji przenosi na kolumnę całą sekwencję.\n"
        "- Przeciągnij kartę razem z leżącą na niej sekwencją na dowolny stos; podczas przeciągania stosy, które by"
        " ją przyjęły, są obrysowane.\n"
        "- Przy każdym niedozwolonym ruchu aplikacja podaje zasadę, która go blokuje.\n"
        "- Cofnij i Ponów: ostatnie 100 kroków; sekwencja przeniesiona naraz wraca też naraz. Licznik ruchów nigdy"
        " nie maleje.\n"
        "- Każde rozdanie ma kod, np. ST1-N-ABCDEFG: skopiuj go, aby zagrać to rozdanie jeszcze raz albo je komuś"
        " udostępnić.\n"
        "- Bez podpowiedzi w trakcie gry: dopóki grasz, aplikacja nigdy nie zdradza, czy rozdanie da się wygrać. Po"
        " zakończeniu gry możesz poprosić o jej analizę (Statystyki, Ostatnie gry).\n"
        "- Całą grę można rozegrać za pomocą klawiatury: naciśnij ?, aby zobaczyć klawisze."
    ),
}
