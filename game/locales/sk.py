"""Slovak texts of the app (the reference and the conventions: game/locales/en.py)."""

from __future__ import annotations

NAME = "Slovenčina"

# Texts that read the same as English in this language only (game.locales lists those of every language).
SAME_AS_ENGLISH = frozenset(
    {
        "bakers-game",
        "board-next-part",
        "calendar-day",
        "freecell",
        "key-enter",
        "key-redo",
        "key-shift-enter",
        "key-undo",
        "seahaven-towers",
    }
)

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "pikové eso",
    "card-S-number": "piková {rank}",
    "card-S-jack": "pikový dolník",
    "card-S-queen": "piková dáma",
    "card-S-king": "pikový kráľ",
    "card-H-ace": "srdcové eso",
    "card-H-number": "srdcová {rank}",
    "card-H-jack": "srdcový dolník",
    "card-H-queen": "srdcová dáma",
    "card-H-king": "srdcový kráľ",
    "card-D-ace": "kárové eso",
    "card-D-number": "kárová {rank}",
    "card-D-jack": "kárový dolník",
    "card-D-queen": "kárová dáma",
    "card-D-king": "kárový kráľ",
    "card-C-ace": "krížové eso",
    "card-C-number": "krížová {rank}",
    "card-C-jack": "krížový dolník",
    "card-C-queen": "krížová dáma",
    "card-C-king": "krížový kráľ",
    "suit-S": "piky",
    "suit-H": "srdcia",
    "suit-D": "kára",
    "suit-C": "kríže",
    "cards": {"one": "{count} karta", "few": "{count} karty", "other": "{count} kariet"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Dobíracia kôpka: {cards}",
    "board-stock-empty": "Dobíracia kôpka: prázdna",
    "board-next-part": ";",
    "board-waste": "odkladacia kôpka: {cards}, navrchu {card}",
    "board-waste-empty": "odkladacia kôpka prázdna",
    "board-foundation-first": "Základná kôpka {number}: {contents}",
    "board-foundation": "základná kôpka {number}: {contents}",
    "board-foundation-empty": "prázdna",
    "board-cell-first": "Voľné políčko {number}: {contents}",
    "board-cell": "voľné políčko {number}: {contents}",
    "board-cell-empty": "prázdne",
    "board-column-first": "Stĺpec {number}: {contents}",
    "board-column": "stĺpec {number}: {contents}",
    "board-column-empty": "prázdny",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": "V stĺpci smie karta ležať iba na karte rovnakej farby o stupeň vyššej.",
    "rule-alternate-colours-down": (
        "V stĺpci smie karta ležať iba na karte o stupeň vyššej: červená na čiernej, čierna na červenej."
    ),
    "rule-nothing-on-ace": "Na eso v stĺpci už žiadna karta nepatrí.",
    "rule-king-only": "Prázdny stĺpec prijme len kráľa, či už samotného, alebo s jeho postupnosťou.",
    "rule-one-card-only": "V tejto hre sa presúva vždy len jedna karta.",
    "rule-top-card-only": "Presunúť možno iba kartu, ktorá leží navrchu.",
    "rule-not-a-run": (
        "Viac kariet naraz sa presúva iba ako zostupná postupnosť zoradená podľa pravidla stĺpcov tejto hry."
    ),
    "rule-group-too-large": (
        "Postupnosť možno presunúť, len ak nemá viac ako (voľné políčka + 1) × 2^(prázdne stĺpce) kariet."
    ),
    "rule-foundation-suit": "Každá základná kôpka prijíma iba svoju farbu.",
    "rule-foundation-order": "Základná kôpka sa stavia od esa po kráľa, vždy po jednej karte.",
    "rule-foundation-take-back": (
        "Kartu zo základnej kôpky možno vrátiť iba do stĺpca, ktorý ju prijme, alebo na voľné políčko v hre,"
        " ktorá ich má."
    ),
    "rule-foundation-drag-only": "Kartu zo základnej kôpky možno presunúť iba tak, že ju potiahnete späť.",
    "rule-cell-occupied": "Na voľnom políčku môže ležať iba jedna karta.",
    "rule-no-pile-there": "Na dobíraciu ani na odkladaciu kôpku sa karty nekladú.",
    "rule-stock-draw-only": "Ťuknite na dobíraciu kôpku a jej vrchná karta sa otočí na odkladaciu kôpku.",
    "rule-no-redeal": "Dobíracia kôpka je prázdna a druhé kolo sa nehrá.",
    "rule-no-stock": "Táto hra nemá dobíraciu kôpku: všetky karty sa rozdávajú lícom nahor.",
    "rule-same-pile": "Karta sa musí presunúť na iné miesto.",
    "rule-empty-pile": "Nie je tu žiadna karta, ktorú by bolo možné presunúť.",
    "rule-no-such-pile": "Také miesto v tejto hre nie je.",
    "rule-tap-to-foundation": (
        "Ťuknutie posiela kartu iba na jej základnú kôpku, a to len vtedy, keď ju tam možno položiť."
    ),
    "rule-waste-nowhere": "Túto kartu z odkladacej kôpky teraz nevezme žiadna základná kôpka ani žiadny stĺpec.",
    "rule-no-destination": "Túto kartu teraz nemožno nikam položiť.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "kód partie musí byť text",
    "code-parts": "kód partie má tri časti spojené znakom „-“, napríklad FT1-N-ABCDEFG alebo EO1-C8-AAAAAFA",
    "code-version": "verzia v „{part}“ nie je podporovaná: napíšte {expected}",
    "code-game": "hra v „{part}“ je neznáma: kód sa musí začínať jednou z možností {known}",
    "code-variant-forty-thieves": (
        "variant „{part}“ je nesprávny: kódy hry Štyridsať zbojníkov majú na tomto mieste N (FT1-N-…)"
    ),
    "code-variant-freecell": (
        "variant „{part}“ je nesprávny: kódy hry FreeCell majú na tomto mieste N (FC1-N-…) alebo MS a číslo"
        " rozdania Microsoftu (FC1-MS-617)"
    ),
    "code-variant-bakers-game": "variant „{part}“ je nesprávny: kódy hry Baker's Game majú na tomto mieste N (BG1-N-…)",
    "code-variant-seahaven-towers": (
        "variant „{part}“ je nesprávny: kódy hry Seahaven Towers majú na tomto mieste N (ST1-N-…)"
    ),
    "code-ms-number": "číslo rozdania Microsoftu „{part}“ musí byť celé číslo od 1 do {most}",
    "code-variant-eight-off": "variant „{part}“ je nesprávny: kódy hry Eight Off majú na tomto mieste C8, C4 alebo C2",
    "code-number-length": "číslo „{part}“ musí mať presne 7 znakov (A-Z a 2-7)",
    "code-number-letter": "číslo „{part}“ obsahuje „{letter}“: povolené sú iba písmená A-Z a číslice 2-7",
    # Games and piles.
    "forty-thieves": "Štyridsať zbojníkov",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} voľné políčko", "few": "{count} voľné políčka", "other": "{count} voľných políčok"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Dobíracia kôpka",
    "pile-waste": "Odkladacia kôpka",
    "pile-foundation": "Základná kôpka {number}, {suit}",
    "pile-cell": "Voľné políčko {number}",
    "pile-column": "Stĺpec {number}",
    "pile-empty": "{pile}, bez kariet",
    "pile-empty-king": "{pile}, prázdny, prijme iba kráľa",
    "pile-cards": "{pile}, {cards}, navrchu {card}",
    "pile-chosen": "{pile}, {cards}, vybrané: {chosen}",
    "pile-takes-held": "{label}; sem možno položiť zdvihnuté karty",
    "stock-cards": "Dobíracia kôpka, {cards}",
    "stock-empty": "Dobíracia kôpka, prázdna: druhé kolo sa nehrá",
    "no-redeal-mark": "Bez ďalšieho kola",
    "card-and-more": {
        "one": "{card} a ešte jedna karta",
        "few": "{card} a ešte {count} karty",
        "other": "{card} a ešte {count} kariet",
    },
    # Toolbar and page.
    "page-title": "Pasiáns",
    "score-label": "Skóre",
    "moves-label": "Ťahy",
    "copy-code": "Skopírovať kód partie",
    "code-placeholder": "Zadajte kód",
    "code-label": "Kód partie",
    "play-code": "Hrať",
    "undo": "Späť",
    "redo": "Znova",
    "restart": "Od začiatku",
    "new-game": "Nová hra",
    "settings": "Nastavenia",
    "rules": "Pravidlá",
    "stats": "Štatistiky",
    "describe-board": "Opísať stôl",
    "keys": "Klávesy",
    "more": "Ďalšie",
    "board-label": "Hrací stôl",
    "starting": "Hra sa spúšťa…",
    # New game window.
    "new-game-title": "Nová hra",
    "game-legend": "Hra",
    "forty-thieves-line": (
        "Dva balíčky. Stavia sa nadol v rovnakej farbe, po jednej karte; dobieraciu kôpku prejdete raz."
    ),
    "eight-off-line": "Jeden balíček, všetky karty lícom nahor. Stavia sa nadol v rovnakej farbe, s voľnými políčkami.",
    "freecell-line": (
        "Jeden balíček, všetky karty lícom nahor. Stavia sa nadol, červená na čiernu a čierna na červenú, so štyrmi"
        " voľnými políčkami."
    ),
    "bakers-game-line": (
        "Jeden balíček, všetky karty lícom nahor. Stavia sa nadol v rovnakej farbe, so štyrmi voľnými políčkami;"
        " prázdny stĺpec zaplní akákoľvek karta."
    ),
    "seahaven-towers-line": (
        "Jeden balíček v desiatich stĺpcoch. Stavia sa nadol v rovnakej farbe, so štyrmi voľnými políčkami; prázdny"
        " stĺpec zaplní iba kráľ."
    ),
    "chooser-odds": "Vyhrať sa dá {least} až {most} rozdaní",
    "cells-legend": "Voľné políčka",
    "deal": "Rozdať",
    "cancel": "Zrušiť",
    "close": "Zavrieť",
    # Settings window.
    "setting-language": "Jazyk",
    "setting-double-tap": "Dvojité ťuknutie presunie kartu na najlepšie miesto",
    "setting-auto-placement": (
        "Automatické umiestnenie (Štyridsať zbojníkov): karta pustená mimo platného cieľa sa sama presunie na najlepšie"
        " miesto"
    ),
    "setting-motion": "Animovať presuny kariet",
    "setting-theme": "Motív",
    "theme-system": "Podľa zariadenia",
    "theme-light": "Svetlý",
    "theme-dark": "Tmavý",
    "setting-four-colour": "Štvorfarebný balíček: modré kára, zelené kríže",
    # Win.
    "win-title": "Vyhrali ste!",
    "moves-count": {"one": "{count} ťah", "few": "{count} ťahy", "other": "{count} ťahov"},
    "win-text": "Skóre {score} za {moves}.",
    "finish": "Dohrať",
    "no-moves": "Už nie je žiadny ťah.",
    "describe-title": "Hrací stôl slovami",
    "win-undone": "Záznam ukazuje {actions}: počítadlo ťahov počíta aj ťahy, ktoré ste vzali späť.",
    "actions-count": {"one": "{count} krok", "few": "{count} kroky", "other": "{count} krokov"},
    "play-again": "Nová hra",
    # Statistics window.
    "stats-title": "Štatistiky",
    "stats-played": "Odohrané hry",
    "stats-won": "Vyhrané hry",
    "stats-win-rate": "Úspešnosť",
    "stats-best-score": "Najlepšie skóre",
    "stats-fewest-moves": "Najmenej ťahov pri výhre",
    "stats-streak": "Aktuálna séria výhier",
    "stats-best-streak": "Najdlhšia séria výhier",
    "stats-none": "–",
    "percent": "{value} %",
    "stats-reset": "Vynulovať štatistiky",
    "stats-reset-question": "Vynulovať štatistiky všetkých hier? Tento krok sa nedá vrátiť späť.",
    "stats-reset-confirm": "Vynulovať",
    "stats-reset-done": "Štatistiky sú vynulované.",
    # Stránka Otázky a odpovede a namerané šance na stránkach s pravidlami. {percent} je text
    # "percent" ({least} a {most} tiež), {cells} text "free-cells"; "decimal" píše číslo
    # s jedným desatinným miestom. Texty faq-…-answer majú rovnakú úpravu ako rules-….
    "faq": "Otázky",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Koľko rozdaní sa dá vyhrať",
    "odds-bounds-forty-thieves": {
        "one": "Z {count} rozdania, ktoré preskúmal náš riešič so znalosťou dobíracej kôpky, sa dá vyhrať"
        " najmenej {least} a najviac {most}.",
        "few": "Z {count} rozdaní, ktoré preskúmal náš riešič so znalosťou dobíracej kôpky, sa dá vyhrať"
        " najmenej {least} a najviac {most}.",
        "other": "Z {count} rozdaní, ktoré preskúmal náš riešič so znalosťou dobíracej kôpky, sa dá vyhrať"
        " najmenej {least} a najviac {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: z {count} rozdania, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac"
        " {most}.",
        "few": "{cells}: z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac"
        " {most}.",
        "other": "{cells}: z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a"
        " najviac {most}.",
    },
    "odds-bounds-freecell": {
        "one": "Z {count} rozdania, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
        "few": "Z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
        "other": "Z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
    },
    "odds-bounds-bakers-game": {
        "one": "Z {count} rozdania, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
        "few": "Z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
        "other": "Z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
    },
    "odds-bounds-seahaven-towers": {
        "one": "Z {count} rozdania, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
        "few": "Z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
        "other": "Z {count} rozdaní, ktoré preskúmal náš riešič, sa dá vyhrať najmenej {least} a najviac {most}.",
    },
    "rules-forty-thieves-odds": (
        "Riešič pozná poradie kariet v dobíracej kôpke, ktoré vy nepoznáte, takže aj rozdanie, ktoré vyhral,"
        " môže byť pri hre ťažké. Najmenej: rozdania, ktoré vyhral. Najviac: k nim ešte rozdania, ktoré v rámci"
        " svojho limitu nevyhral, ani nedokázal, že sa vyhrať nedajú. Vyhraté rozdania ponúka voľba „Len"
        " rozdania, ktoré sa dajú vyhrať“."
    ),
    "rules-eight-off-odds": (
        "V Eight Off ležia všetky karty lícom nahor, takže riešič nevie nič, čo by ste nevideli aj vy. Najmenej:"
        " rozdania, ktoré vyhral. Najviac: k nim ešte rozdania, ktoré v rámci svojho limitu nevyhral, ani"
        " nedokázal, že sa vyhrať nedajú. Vyhraté rozdania ponúka voľba „Len rozdania, ktoré sa dajú vyhrať“."
    ),
    "rules-freecell-odds": (
        "V hre FreeCell ležia všetky karty lícom nahor, takže riešič nevie nič, čo by ste nevideli aj vy. Najmenej:"
        " rozdania, ktoré vyhral. Najviac: k nim ešte rozdania, ktoré v rámci svojho limitu nevyhral, ani"
        " nedokázal, že sa vyhrať nedajú. Vyhraté rozdania ponúka voľba „Len rozdania, ktoré sa dajú vyhrať“."
    ),
    "rules-bakers-game-odds": (
        "V hre Baker's Game ležia všetky karty lícom nahor, takže riešič nevie nič, čo by ste nevideli aj vy."
        " Najmenej: rozdania, ktoré vyhral. Najviac: k nim ešte rozdania, ktoré v rámci svojho limitu nevyhral, ani"
        " nedokázal, že sa vyhrať nedajú. Vyhraté rozdania ponúka voľba „Len rozdania, ktoré sa dajú vyhrať“."
    ),
    "rules-seahaven-towers-odds": (
        "V hre Seahaven Towers ležia všetky karty lícom nahor, takže riešič nevie nič, čo by ste nevideli aj vy."
        " Najmenej: rozdania, ktoré vyhral. Najviac: k nim ešte rozdania, ktoré v rámci svojho limitu nevyhral, ani"
        " nedokázal, že sa vyhrať nedajú. Vyhraté rozdania ponúka voľba „Len rozdania, ktoré sa dajú vyhrať“."
    ),
    "rules-faq-link": "Otázky ku kódom rozdaní, skóre alebo hraniu bez pripojenia? Prečítajte si odpovede",
    "faq-title": "Časté otázky",
    "faq-codes": "Čo je kód rozdania?",
    "faq-codes-answer": (
        "Každé rozdanie má kód, napríklad FT1-N-ABCDEFG. Jeho prvá časť určuje hru a posledná časť rozdanie."
        " Rovnaký kód dá navždy rovnaké rozdanie, na akomkoľvek zariadení.\n\n"
        "- Kód skopírujete jedným ťuknutím a môžete ho poslať ďalej. Alebo zdieľajte adresu stránky: končí"
        " znakom # a kódom, takže kto ju otvorí, dostane rovnaké rozdanie.\n"
        "- Kód napíšte do poľa pre kód alebo do okna Nová hra a zahráte si dané rozdanie.\n"
        "- Ako vyzerajú kódy danej hry, ukazuje jej stránka s pravidlami. Keď hra ponúka voľbu počtu voľných"
        " políčok, udáva ich počet prostredná časť (C4: 4 políčka); rovnaká posledná časť potom zamieša"
        " rovnaký balíček a rozdá ho pre daný počet políčok."
    ),
    "faq-undo": "Ako funguje Späť a počítadlo ťahov?",
    "faq-undo-answer": (
        "Späť vráti vaše posledné akcie, až 100 z nich, ťahy aj karty otočené z dobíracej kôpky. Karty aj skóre"
        " sa vrátia presne tak, ako boli. Znova ich zopakuje, kým neurobíte nový ťah.\n\n"
        "Počítadlo ťahov počíta každú akciu, aj otočenie karty. Späť ani Znova ho nikdy neznížia: ukazuje,"
        " koľko akcií hra trvala, nie ako ďaleko ste sa dostali."
    ),
    "faq-scoring": "Ako sa počíta skóre?",
    "faq-scoring-answer": (
        "Každá hra boduje podľa svojich pravidiel: jej stránka s pravidlami uvádza body za každý druh ťahu."
        " Skóre nikdy neklesne pod 0.\n\n"
        "Späť vráti aj body ťahu, ktorý berie späť."
    ),
    "faq-hints": "Prečo tu nie sú rady?",
    "faq-hints-answer": (
        "Nájsť cestu je celá hra. Kým hráte, aplikácia nikdy neradí ťah a nikdy neprezradí, či sa rozdanie alebo"
        " pozícia na stole dá ešte vyhrať. Keď sa zaseknete, vráťte pár ťahov alebo začnite novú hru.\n\n"
        "Šance na stránkach s pravidlami sú namerané na mnohých rozdaniach: o rozdaní, ktoré máte pred sebou, nehovoria"
        " nič.\n\n"
        "Keď sa hra skončí (výhrou alebo tým, že ju opustíte kvôli inému rozdaniu), a len ak o to požiadate, prezradí"
        " vám o nej aplikácia pravdu: v okne Štatistiky zvoľte pri posledných hrách Analyzovať. Riešič vám povie, či sa"
        " rozdanie dalo vyhrať, po ktorom z vašich ťahov už výhra nebola možná, a ukáže cestu k výhre."
    ),
    "faq-winnable": "Čo sú rozdania, ktoré sa dajú vyhrať, a rozdanie dňa?",
    "faq-winnable-answer": (
        "- „Len rozdania, ktoré sa dajú vyhrať“ je voľba v okne Nová hra. Keď je zapnutá, každé nové rozdanie"
        " je také, ktoré náš riešič vyhral, takže výhra je možná; hra vám však neprezradí ako. Tieto hry sa v"
        " štatistikách počítajú zvlášť.\n"
        "- Rozdanie dňa je na každý deň jedno rozdanie každej hry, ktorá ho má (okno Nová hra pre každé"
        " ukazuje tlačidlo), pre všetkých rovnaké v rovnaký deň podľa ich kalendára. Funguje aj bez"
        " pripojenia. Spustíte ho tlačidlom Dnešné alebo v okne Nová hra.\n"
        "- Okno Štatistiky počíta odohrané a vyhraté rozdania dňa a vyhraté dni za sebou a ukazuje posledných"
        " 30 dní ako kalendár."
    ),
    "faq-offline": "Funguje hra bez pripojenia? Dá sa nainštalovať?",
    "faq-offline-answer": (
        "Áno. Po prvej návšteve si prehliadač uloží celú hru, takže sa spustí a hrá bez pripojenia, vrátane"
        " kódov rozdaní a rozdania dňa.\n\n"
        "Ak ju chcete mať poruke, pridajte si ju na plochu alebo ju nainštalujte z ponuky prehliadača (v"
        " telefóne zvyčajne „Pridať na plochu“, v počítači „Inštalovať“). Potom sa otvára ako aplikácia, aj"
        " bez pripojenia."
    ),
    "faq-storage": "Čo sa ukladá do môjho zariadenia a ako to vymazať?",
    "faq-storage-answer": (
        "Hra si ukladá pár vecí do miestneho úložiska prehliadača, len v tomto zariadení:\n\n"
        "- vaše nastavenia;\n"
        "- vaše štatistiky;\n"
        "- rozohratú hru;\n"
        "- poslednú podobu stola, aby sa pri ďalšom spustení ukázala hneď.\n\n"
        "Nič sa nikam neposiela: nie je tu žiadny účet ani server, len súbory stránky.\n\n"
        "Štatistiky vymažete tlačidlom Vynulovať štatistiky v okne Štatistiky. Všetko vymažete, keď v"
        " nastaveniach prehliadača odstránite údaje tejto stránky (zvyčajne v časti o súkromí alebo o údajoch"
        " stránok)."
    ),
    # Vyhrateľné rozdania a rozdanie dňa. "date" píše deň v mesiaci (mesiac v 2. páde).
    "winnable": "Len rozdania, ktoré sa dajú vyhrať",
    "winnable-note": "Každé ponúknuté rozdanie sa dá vyhrať; hra vám neprezradí ako.",
    "winnable-none": "Pre túto hru zatiaľ nie sú známe žiadne rozdania, ktoré sa dajú vyhrať.",
    "daily": "Dnešné",
    "daily-title": "Rozdanie dňa",
    "daily-deal": "Rozdanie dňa {date}: {code}.",
    "daily-already": "Toto je rozdanie dňa {date}.",
    "daily-none": "Táto verzia nemá rozdanie dňa pre {date}.",
    "daily-played": "Odohrané rozdania dňa",
    "daily-won": "Vyhraté rozdania dňa",
    "daily-streak": "Vyhraté dni za sebou",
    "daily-best-streak": "Najviac vyhratých dní za sebou",
    "daily-calendar": "Posledných 30 dní",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game} vyhraté",
    "calendar-played": "{game} hrané, nevyhraté",
    "calendar-none": "{game} nehrané",
    "date": "{day}. {month}",
    "month-1": "januára",
    "month-2": "februára",
    "month-3": "marca",
    "month-4": "apríla",
    "month-5": "mája",
    "month-6": "júna",
    "month-7": "júla",
    "month-8": "augusta",
    "month-9": "septembra",
    "month-10": "októbra",
    "month-11": "novembra",
    "month-12": "decembra",
    # Záznamy hier.
    "replay": "Prehrať záznam",
    "replay-bar": "Záznam",
    "replay-play": "Prehrať",
    "replay-pause": "Pozastaviť",
    "replay-step": "Krok dopredu",
    "replay-back": "Krok späť",
    "replay-exit": "Ukončiť záznam",
    "share-replay": "Zdieľať záznam",
    "replay-position": "{step} / {count}",
    "replay-shown": "Záznam hry {code}: {count} ťahov. Rozohraná hra zostáva, ako bola.",
    "replay-damaged": "Tento odkaz na záznam je poškodený alebo z inej verzie, preto sa ukazuje len jeho rozdanie.",
    "replay-unknown": "Túto hru nemožno prehrať: uložila ju staršia verzia, ktorá si pamätala len posledné ťahy.",
    "replay-read-only": "Toto je záznam. Ak chcete hrať, ukončite ho.",
    "replay-copied": "Odkaz na záznam je skopírovaný.",
    "replay-copy-failed": "Odkaz na záznam sa nepodarilo skopírovať.",
    # Stránky Príklady: vyhratá hra s popismi vo chvíľach, ktoré ukazujú pravidlo.
    "examples": "Príklady",
    "examples-title": "Príklad: {game}",
    "examples-intro": (
        "Hra rozdania {code}, vyhratá za {count} ťahov. Sledujte ju na stole krok za krokom: skóre je vidieť "
        "v každom kroku a vo chvíľach, ktoré ukazujú pravidlo, popis vysvetlí, čo sa deje."
    ),
    "examples-step": "Ťah {step}: {text}",
    "examples-watch": "Sledovať túto hru",
    "examples-play": "Zahrať si toto rozdanie",
    "examples-none": "Táto verzia nemá pre túto hru príklad.",
    "example-waste-to-column": (
        "{cards} ide z odkladacej kôpky na stĺpec {number}: karta z odkladacej kôpky zahraná na stĺpec "
        "prináša 5 bodov (skóre {score})."
    ),
    "example-empty-column": "Stĺpec {number} je prázdny, takže naň smie akákoľvek karta: tu {cards} (skóre {score}).",
    "example-take-back": (
        "{cards} sa vracia zo základnej kôpky na stĺpec {number}: vrátenie stojí 15 bodov (skóre {score}). "
        "Keď karta pôjde znova hore, svojich 10 bodov opäť získa."
    ),
    "example-final": (
        "Výhra: 104 kariet v základných kôpkach dáva 1040 bodov, {waste} kariet z odkladacej kôpky zahraných "
        "na stĺpce pridáva 5 × {waste} a {backs} vrátení stojí spolu 5 × {backs} (−15, potom znova +10): "
        "{score} bodov."
    ),
    "example-final-plain": (
        "Výhra: 104 kariet v základných kôpkach dáva 1040 bodov a {waste} kariet z odkladacej kôpky zahraných "
        "na stĺpce pridáva 5 × {waste}: {score} bodov."
    ),
    "example-group-move": (
        "{cards} sa presúvajú naraz na stĺpec {number}: postupka jednej farby sa presúva ako skupina."
    ),
    "example-king-run": (
        "Kráľ so svojou postupkou ide na prázdny stĺpec {number}. S {cells} voľnými políčkami sa naraz smie "
        "presunúť najviac {limit} kariet (voľné políčka + 1, dvojnásobok za každý ďalší prázdny stĺpec)."
    ),
    "example-take-back-to-cell": (
        "{cards} sa vracia zo základnej kôpky do voľného políčka (0 bodov); tu ide hneď znova hore."
    ),
    "example-group-move-colours": (
        "{cards} sa presúvajú naraz na stĺpec {number}: postupka striedavo červených a čiernych kariet sa presúva"
        " ako skupina."
    ),
    "example-other-colour": (
        "{cards} ide na stĺpec {number}: v stĺpci patrí karta na kartu o stupeň vyššiu, červená na čiernu a čierna"
        " na červenú."
    ),
    # Messages and notices.
    "copied": "Kód partie {code} je skopírovaný.",
    "copy-failed": "Kopírovanie sa nepodarilo; kód partie je {code}.",
    "bad-code": "Toto nie je kód partie: {reason}.",
    "bad-hash": "Adresa neobsahuje platný kód partie ({reason}), a tak sa začína nové rozdanie.",
    "bad-hash-kept": "Adresa neobsahuje platný kód partie ({reason}); hráte ďalej rozohranú hru.",
    "bad-save": "Túto uloženú hru nemožno načítať.",
    "action-failed": "Niečo sa pokazilo; hráte ďalej rozohranú hru.",
    "new-deal": "Nové rozdanie {code}.",
    "undo-brings-back": "Tlačidlo Späť vráti rozohranú hru ({moves}).",
    "game-back": "Vaša hra {code} je späť ({moves}).",
    "restarted": "Rozdanie sa hrá znova od začiatku.",
    "nothing-to-undo": "Nie je čo vrátiť.",
    "nothing-to-redo": "Nie je čo zopakovať.",
    "boot-failed": "Hru sa nepodarilo spustiť: {reason}",
    "save-discarded": "Uloženú hru sa nepodarilo prečítať, a preto bola zahodená; začína sa nové rozdanie.",
    "save-too-old": "Uložená hra pochádza zo staršej verzie, ktorú už nemožno načítať; začína sa nové rozdanie.",
    "stats-discarded": "Uložené štatistiky sa nepodarilo prečítať, a preto sa počítajú znova od nuly.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Posledné hry",
    "recent-none": (
        "Tu sa zobrazia hry, ktoré dohráte alebo opustíte, aby ste ich mohli analyzovať alebo si ich zahrať znova."
    ),
    "recent-entry": "{date}, {game}, {code}: {result}, skóre {score}, {moves}",
    "recent-won": "vyhraté",
    "recent-left": "nedohraté",
    "recent-stuck": "bez ťahov",
    "recent-play-again": "Zahrať znova",
    "recent-discarded": "Zoznam posledných hier sa nepodarilo prečítať, a preto začína znova prázdny.",
    "analyse": "Analyzovať",
    "analyse-left": "Analyzovať nedohranú hru",
    "analysis-title": "Dala sa vyhrať?",
    "analysis-game": "{game}, rozdanie {code}: {moves}, skóre {score}.",
    "analysis-running": "Riešič skúma rozdanie aj vaše ťahy. Môže to trvať aj minútu; medzitým môžete hrať ďalej.",
    "analysis-deal-won": "Toto rozdanie sa dá vyhrať.",
    "analysis-deal-impossible": "Toto rozdanie sa vyhrať nedá: k výhre nevedie žiadny spôsob hry.",
    "analysis-deal-unknown": "Riešič v danom čase nedokázal rozhodnúť, či sa toto rozdanie dá vyhrať.",
    "analysis-you-won": "Vyhrali ste ho.",
    "analysis-lost-at": "Výhra bola možná až do vášho ťahu č. {number} ({action}); po ňom už nie.",
    "analysis-lost-between": (
        "Výhra prestala byť možná niekde od vášho ťahu č. {first} po váš ťah č. {last}; riešič nedokázal rozhodnúť, kde"
        " presne."
    ),
    "analysis-still-winnable": "Keď ste prestali hrať, výhra bola ešte možná.",
    "analysis-line-unknown": "Riešič nedokázal rozhodnúť, či bola výhra ešte možná, keď ste prestali hrať.",
    "analysis-line-lost-unknown": (
        "Keď ste prestali hrať, výhra už nebola možná. Či bola možná skôr, riešič nedokázal rozhodnúť."
    ),
    "analysis-positions": {
        "one": "Riešič preskúmal {count} pozíciu vašej hry.",
        "few": "Riešič preskúmal {count} pozície vašej hry.",
        "other": "Riešič preskúmal {count} pozícií vašej hry.",
    },
    "analysis-watch": "Prehrať cestu k výhre",
    "analysis-cancel": "Zrušiť",
    "analysis-cancelled": "Analýza bola zastavená.",
    "analysis-failed": "Analýza nemohla prebehnúť ({reason}). Vašej hry sa to nijako nedotkne.",
    "analysis-unavailable": "Táto hra už medzi poslednými hrami nie je.",
    "analysis-takeover": "Odtiaľto dohráva výhru riešič.",
    "analysis-from-start": "Výhra riešiča od začiatku rozdania.",
    "settings-discarded": "Uložené nastavenia sa nepodarilo prečítať; platia opäť predvolené hodnoty.",
    "storage-unavailable": "Tento prehliadač hre nedovoľuje nič ukladať: váš postup sa nezachová.",
    "other-tab": "V hre ste pokračovali na inej karte prehliadača; tu sa teraz zobrazuje jej aktuálny stav.",
    "update-ready": "Je pripravená nová verzia.",
    "update-reload": "Načítať znova",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} na základnú kôpku {number}",
    "move-to-column": "{cards} do stĺpca {number}",
    "move-to-cell": "{cards} na voľné políčko {number}",
    "action-draw": "Otočená karta: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Skóre {score}.",
    "announce-undone": "Vrátené späť: {action}.",
    "announce-redone": "Zopakované: {action}.",
    "announce-undone-draw": "Späť v dobíracej kôpke: {card}.",
    "announce-redone-draw": "Znova otočená karta: {card}.",
    "announce-won": "Vyhrali ste! Skóre {score} za {moves}.",
    "announce-picked": "Držíte: {cards}. Šípkami vyberte miesto, medzerníkom karty položíte, klávesom Esc ich vrátite.",
    "announce-put-back": "Položené späť: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, rozdanie {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Klávesnica",
    "key-tab": "Tab",
    "keys-tab": "Prejsť na hrací stôl (a opäť ho opustiť)",
    "key-arrows": "Šípky",
    "keys-arrows": "Prechádzať medzi miestami na stole; v stĺpci vybrať šípkami hore a dole kartu z postupnosti",
    "key-enter": "Enter",
    "keys-enter": (
        "Ťuknutie: karta ide na svoju základnú kôpku (karta z odkladacej kôpky prípadne do stĺpca; dobíracia kôpka "
        "otočí kartu)"
    ),
    "key-shift-enter": "Shift+Enter",
    "keys-shift-enter": "Dvojité ťuknutie: karta ide na najlepšie miesto",
    "key-space": "Medzerník",
    "keys-space": "Zdvihnúť kartu (aj s jej postupnosťou); na inom mieste ju tam položiť",
    "key-escape": "Esc",
    "keys-escape": "Vrátiť zdvihnuté karty späť",
    "key-d": "D",
    "keys-d": "Otočiť kartu z dobíracej kôpky (v hre, ktorá ju má)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Vrátiť späť",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Zopakovať",
    "key-n": "N",
    "keys-n": "Nová hra",
    "key-b": "B",
    "keys-b": "Opísať celý stôl",
    "key-question": "?",
    "keys-question": "Tento zoznam klávesov",
    # Rules pages. Headings shared by both games.
    "rules-title": "Pravidlá hry {game}",
    "rules-setup": "Rozdanie kariet",
    "rules-moves": "Ťahy",
    "rules-empty-columns": "Prázdne stĺpce",
    "rules-foundations": "Základné kôpky",
    "rules-stock": "Dobíracia a odkladacia kôpka",
    "rules-cells": "Voľné políčka",
    "rules-groups": "Presun postupnosti",
    "rules-end": "Koniec hry",
    "rules-scoring": "Bodovanie",
    "rules-this-app": "Hranie v tejto aplikácii",
    "rules-example": "Vyskúšajte si to",
    "rules-example-text": (
        "Otvorte si rozdanie a vyskúšajte, čo ste si práve prečítali. Vďaka jeho kódu sa k rovnakému rozdaniu môžete"
        " kedykoľvek vrátiť."
    ),
    "rules-example-play": "Zahrať ukážkové rozdanie {code}",
    "score-action": "Akcia",
    "score-points": "Body",
    "score-start": "Začiatok hry",
    "score-to-foundation": "Karta na základnú kôpku",
    "score-waste-to-column": "Karta z odkladacej kôpky do stĺpca",
    "score-foundation-to-column": "Karta zo základnej kôpky späť do stĺpca",
    "score-cell-to-column": "Karta z voľného políčka do stĺpca",
    "score-other-forty-thieves": "Zo stĺpca do stĺpca, otočenie karty",
    "score-other-eight-off": "Každý iný ťah",
    "score-other-freecell": "Každý iný ťah",
    "score-other-bakers-game": "Každý iný ťah",
    "score-other-seahaven-towers": "Každý iný ťah",
    "groups-free-cells": "Prázdne voľné políčka",
    "groups-onto-card": {
        "one": "Na kartu, {count} prázdny stĺpec",
        "few": "Na kartu, {count} prázdne stĺpce",
        "other": "Na kartu, {count} prázdnych stĺpcov",
    },
    "groups-king": {
        "one": "Do prázdneho stĺpca, spolu {count} prázdny stĺpec",
        "few": "Do prázdneho stĺpca, spolu {count} prázdne stĺpce",
        "other": "Do prázdneho stĺpca, spolu {count} prázdnych stĺpcov",
    },
    "rules-forty-thieves-summary": (
        "Dva balíčky, spolu 104 kariet. Cieľom je postaviť osem základných kôpok podľa farieb od esa po kráľa. Karty sa"
        " presúvajú po jednej, vždy na kartu rovnakej farby o stupeň vyššiu."
    ),
    "rules-forty-thieves-setup": (
        "Oba balíčky sa zamiešajú dokopy, takže každá karta je v hre dvakrát. Štyridsať kariet sa rozdá lícom nahor do"
        " desiatich stĺpcov po štyroch. Zvyšných 64 kariet leží lícom nadol ako dobíracia kôpka. Osem základných kôpok"
        " aj odkladacia kôpka sú na začiatku prázdne."
    ),
    "rules-forty-thieves-moves": (
        "- Naraz smiete presunúť jedinú kartu: buď tú, ktorá leží navrchu stĺpca, alebo vrchnú kartu odkladacej"
        " kôpky.\n"
        "- V stĺpci patrí karta na kartu rovnakej farby presne o stupeň vyššiu: piková 7 na pikovú 8, nikdy nie na"
        " srdcovú 8.\n"
        "- Na eso v stĺpci už nič nepoložíte.\n"
        "- Ani karty, ktoré na seba v rovnakej farbe nadväzujú, sa nepresúvajú spolu, ale po jednej, takže každá"
        " potrebuje vlastné miesto."
    ),
    "rules-forty-thieves-empty-columns": (
        "Do prázdneho stĺpca môžete dať ktorúkoľvek kartu, nielen kráľa, či už z iného stĺpca, alebo z odkladacej"
        " kôpky. Iné voľné miesto v hre nie je, preto prázdne stĺpce obsadzujte s rozvahou."
    ),
    "rules-forty-thieves-foundations": (
        "Osem základných kôpok, dve pre každú farbu, má pevné poradie zľava doprava: piky, srdcia, kára, kríže, piky,"
        " srdcia, kára, kríže. Každá sa začína esom svojej farby a rastie po jednej karte až po kráľa.\n"
        "\n"
        "Vrchnú kartu základnej kôpky môžete potiahnuť späť do stĺpca, ktorý ju prijme (aj do prázdneho), stojí to však"
        " body."
    ),
    "rules-forty-thieves-stock": (
        "Keď ťuknete na dobíraciu kôpku, jej vrchná karta sa otočí lícom nahor na odkladaciu kôpku. Zo všetkých kariet"
        " odkladacej kôpky smiete zahrať iba tú vrchnú, na základnú kôpku alebo do stĺpca. Druhé kolo sa nehrá: keď sa"
        " dobíracia kôpka minie, videli ste každú jej kartu raz a karty zasypané na odkladacej kôpke sa dostanú do hry,"
        " až keď zahráte karty, ktoré ležia na nich."
    ),
    "rules-forty-thieves-end": (
        "Vyhráte, keď na všetkých ôsmich základných kôpkach leží všetkých trinásť kariet od esa po kráľa, teda všetkých"
        " 104 kariet. Že už nezostáva žiadny ťah, vám aplikácia nepovie: vráťte niekoľko ťahov späť alebo začnite novú"
        " hru."
    ),
    "rules-forty-thieves-scoring": (
        "Skóre nemôže klesnúť pod 0 a výhra neprináša žiadne bonusové body. Vyhraná hra prinesie 1040 bodov za karty na"
        " základných kôpkach a navyše po 5 bodov za každú kartu, ktorú ste zahrali z odkladacej kôpky do stĺpca: keď"
        " pri výhre takto zahráte 29 kariet, získate 1040 + 29 × 5 = 1185 bodov."
    ),
    "rules-forty-thieves-app": (
        "- Karta, na ktorú ťuknete, ide na základnú kôpku, ak ju niektorá prijme. Kartu z odkladacej kôpky, ktorú"
        " nevezme žiadna základná kôpka, ťuknutie presunie do vhodného stĺpca.\n"
        "- Dvojité ťuknutie (voľba v nastaveniach, na začiatku zapnutá) hľadá cieľ v tomto poradí: základná kôpka,"
        " najdlhší stĺpec, ktorý kartu prijme, prázdny stĺpec.\n"
        "- Kartu môžete pretiahnuť na ktorékoľvek miesto; miesta, ktoré by ju prijali, sa počas ťahania zvýraznia. Keď"
        " je zapnutá voľba „Automatické umiestnenie“ (na začiatku vypnutá), karta pustená mimo platného cieľa ide na"
        " najlepšie miesto.\n"
        "- Pri každom odmietnutom ťahu sa dozviete, ktoré pravidlo ho nedovolilo.\n"
        "- Späť a Znova pracujú s poslednými 100 akciami, ťahmi aj otočeniami kariet. Vracia sa aj skóre; počítadlo"
        " ťahov nikdy neklesá.\n"
        "- Každé rozdanie má kód ako FT1-N-ABCDEFG: skopírujte ho a zahrajte si rozdanie znova alebo ho pošlite"
        " ďalej.\n"
        "- Počas hry žiadne rady: kým hráte, aplikácia nikdy neprezradí, či sa rozdanie dá vyhrať. Po skončení hry si"
        " môžete vyžiadať jej analýzu (Štatistiky, Posledné hry).\n"
        "- Celú hru možno ovládať aj klávesnicou: klávesom ? zobrazíte zoznam klávesov."
    ),
    "rules-eight-off-summary": (
        "Jeden balíček, všetky karty lícom nahor. Postavte štyri základné kôpky podľa farieb od esa po kráľa; pomôžu"
        " vám pri tom voľné políčka. V stĺpcoch sa karty kladú zostupne v rovnakej farbe."
    ),
    "rules-eight-off-setup": (
        "Karty jedného balíčka (52) sa po zamiešaní rozložia lícom nahor do ôsmich stĺpcov, v každom šesť kariet. Štyri"
        " karty, ktoré zostanú, obsadia prvé štyri z ôsmich voľných políčok. Základné kôpky sú štyri, pre každú farbu"
        " jedna (piky, srdcia, kára, kríže), a na začiatku sú prázdne.\n"
        "\n"
        "V okne Nová hra si môžete zvoliť menej voľných políčok. So 4 políčkami sa do nich zmestia všetky štyri zvyšné"
        " karty. S 2 políčkami pripadnú dve zvyšné karty do oboch políčok a ďalšie dve sa položia na stĺpce 3 a 4 ako"
        " ich nové vrchné karty. Rovnaké číslo rozdania dáva rovnako zamiešané karty pri akomkoľvek počte políčok."
    ),
    "rules-eight-off-moves": (
        "- Presúvate vrchnú kartu stĺpca, kartu z voľného políčka alebo postupnosť kariet (pozri nižšie).\n"
        "- V stĺpci patrí karta na kartu rovnakej farby presne o stupeň vyššiu: srdcová 7 teda len na srdcovú 8.\n"
        "- Na prázdne voľné políčko môžete položiť akúkoľvek kartu.\n"
        "- Základná kôpka sa začína esom a pokračuje dvojkou, trojkou atď. až po kráľa, všetko v jednej farbe a vždy po"
        " jednej karte."
    ),
    "rules-eight-off-empty-columns": (
        "Prázdny stĺpec prijme iba kráľa, samotného alebo s postupnosťou, ktorá na ňom leží. Žiadna iná karta nový"
        " stĺpec nezaloží."
    ),
    "rules-eight-off-cells": (
        "Na každom voľnom políčku môže ležať jedna karta. Karta z voľného políčka môže ísť do stĺpca, ktorý ju prijme,"
        " alebo na svoju základnú kôpku. Zobrazujú sa iba políčka zvoleného variantu."
    ),
    "rules-eight-off-groups": (
        "Postupnosť, ktorá už v stĺpci leží v správnom poradí (jedna farba, hodnoty klesajú po jednej, napríklad"
        " krížová 9, 8 a 7), sa presunie naraz ako jedna akcia, ak nie je dlhšia ako:"
    ),
    "rules-eight-off-formula": "(počet voľných políčok + 1) × 2 umocnené na počet prázdnych stĺpcov",
    "rules-eight-off-groups-table": (
        "Každý prázdny stĺpec tento limit zdvojnásobí, každé neobsadené voľné políčko k nemu pridá jednu kartu. Keď ide"
        " kráľ so svojou postupnosťou do prázdneho stĺpca, tento stĺpec sa nepočíta. So 4 políčkami môžu byť voľné"
        " najviac štyri, s 2 políčkami najviac dve. Stĺpec, z ktorého postupnosť odchádza, sa počíta ako obsadený a"
        " presunúť môžete aj iba koncovú časť postupnosti s nižšími kartami."
    ),
    "rules-eight-off-foundations": (
        "Základné kôpky sa stavajú podľa farieb od esa po kráľa. Sama od seba tam žiadna karta nikdy neprejde.\n"
        "\n"
        "Vrchnú kartu základnej kôpky môžete potiahnuť späť do stĺpca, ktorý ju prijme, alebo na prázdne voľné políčko;"
        " za taký ťah body nezískate ani nestratíte."
    ),
    "rules-eight-off-end": (
        "Hra sa končí výhrou, keď sa všetkých 52 kariet dostane na základné kôpky. Že už nezostáva žiadny užitočný ťah,"
        " vám aplikácia nepovie: vráťte niekoľko ťahov späť alebo začnite novú hru."
    ),
    "rules-eight-off-scoring": (
        "Keď ťah vrátite späť, prídete aj o body, ktoré vám priniesol; skóre však nikdy nebude záporné."
    ),
    "rules-eight-off-app": (
        "- Ťuknutím na vrchnú kartu stĺpca alebo na kartu na voľnom políčku ju pošlete na jej základnú kôpku, ak tam"
        " smie ísť.\n"
        "- Dvojité ťuknutie (voľba v nastaveniach, na začiatku zapnutá) hľadá cieľ v tomto poradí: základná kôpka,"
        " najdlhší stĺpec, ktorý kartu prijme, prázdny stĺpec (len pre kráľa), voľné políčko. Keď dvakrát ťuknete na"
        " prvú (najvyššiu) kartu postupnosti, presunie sa do stĺpca celá postupnosť.\n"
        "- Kartu aj s postupnosťou, ktorá na nej leží, môžete pretiahnuť na ktorékoľvek miesto; miesta, ktoré by ju"
        " prijali, sa počas ťahania zvýraznia.\n"
        "- Pri každom odmietnutom ťahu sa dozviete, ktoré pravidlo ho nedovolilo.\n"
        "- Späť a Znova pracujú s poslednými 100 akciami; ak ste postupnosť presunuli naraz, vráti sa tiež v jednom"
        " kroku. Počítadlo ťahov nikdy neklesá.\n"
        "- Každé rozdanie má kód ako EO1-C8-AAAAAFA (C4 a C2 pre 4 a 2 voľné políčka): skopírujte ho a zahrajte si"
        " rozdanie znova alebo ho pošlite ďalej.\n"
        "- Počas hry žiadne rady: kým hráte, aplikácia nikdy neprezradí, či sa rozdanie dá vyhrať. Po skončení hry si"
        " môžete vyžiadať jej analýzu (Štatistiky, Posledné hry).\n"
        "- Celú hru možno ovládať aj klávesnicou: klávesom ? zobrazíte zoznam klávesov."
    ),
    "rules-freecell-summary": (
        "Jeden balíček, všetky karty lícom nahor. Postavte štyri základné kôpky podľa farieb od esa po kráľa; pomôžu"
        " vám pri tom štyri voľné políčka. V stĺpcoch sa karty kladú zostupne, červená na čiernu a čierna na"
        " červenú."
    ),
    "rules-freecell-setup": (
        "Karty jedného balíčka (52) sa po zamiešaní rozložia lícom nahor do ôsmich stĺpcov: prvé štyri dostanú po"
        " sedem kariet, ďalšie štyri po šesť. Štyri voľné políčka aj štyri základné kôpky, pre každú farbu jedna"
        " (piky, srdcia, kára, kríže), sú na začiatku prázdne."
    ),
    "rules-freecell-moves": (
        "- Presúvate vrchnú kartu stĺpca, kartu z voľného políčka alebo postupnosť kariet (pozri nižšie).\n"
        "- V stĺpci patrí karta na kartu presne o stupeň vyššiu, červená na čiernu a čierna na červenú: srdcová 7"
        " na pikovú alebo krížovú 8, nikdy na srdcovú ani károvú 8.\n"
        "- Na prázdne voľné políčko môžete položiť akúkoľvek kartu.\n"
        "- Základná kôpka sa začína esom a pokračuje dvojkou, trojkou atď. až po kráľa, všetko v jednej farbe a vždy po"
        " jednej karte."
    ),
    "rules-freecell-empty-columns": (
        "Prázdny stĺpec prijme akúkoľvek kartu, nielen kráľa, samotnú alebo s postupnosťou, ktorá na nej leží, či už"
        " zo stĺpca, alebo z voľného políčka."
    ),
    "rules-freecell-cells": (
        "Na každom zo štyroch voľných políčok môže ležať jedna karta a na začiatku sú všetky štyri prázdne. Karta z"
        " voľného políčka môže ísť do stĺpca, ktorý ju prijme, do prázdneho stĺpca alebo na svoju základnú kôpku."
    ),
    "rules-freecell-groups": (
        "Postupnosť, ktorá už v stĺpci leží v správnom poradí (červené a čierne karty sa striedajú, hodnoty klesajú"
        " po jednej, napríklad krížová 9, srdcová 8 a piková 7), sa presunie naraz ako jedna akcia, ak nie je dlhšia"
        " ako:"
    ),
    "rules-freecell-formula": "(počet voľných políčok + 1) × 2 umocnené na počet prázdnych stĺpcov",
    "rules-freecell-groups-table": (
        "Každý prázdny stĺpec tento limit zdvojnásobí, každé neobsadené voľné políčko k nemu pridá jednu kartu. Keď ide"
        " postupnosť do prázdneho stĺpca, tento stĺpec sa nepočíta: platia pravé stĺpce tabuľky. Voľné políčka sú"
        " štyri, takže riadky s viac ako 4 voľnými políčkami sa nikdy neuplatnia. Stĺpec, z ktorého postupnosť"
        " odchádza, sa počíta ako obsadený a presunúť môžete aj iba koncovú časť postupnosti s nižšími kartami."
    ),
    "rules-freecell-foundations": (
        "Základné kôpky sa stavajú podľa farieb od esa po kráľa. Sama od seba tam žiadna karta nikdy neprejde.\n"
        "\n"
        "Vrchnú kartu základnej kôpky môžete potiahnuť späť do stĺpca, ktorý ju prijme, alebo na prázdne voľné políčko;"
        " za taký ťah body nezískate ani nestratíte."
    ),
    "rules-freecell-end": (
        "Hra sa končí výhrou, keď sa všetkých 52 kariet dostane na základné kôpky. Že už nezostáva žiadny užitočný ťah,"
        " vám aplikácia nepovie: vráťte niekoľko ťahov späť alebo začnite novú hru."
    ),
    "rules-freecell-scoring": (
        "Keď ťah vrátite späť, prídete aj o body, ktoré vám priniesol; skóre však nikdy nebude záporné."
    ),
    "rules-freecell-app": (
        "- Ťuknutím na vrchnú kartu stĺpca alebo na kartu na voľnom políčku ju pošlete na jej základnú kôpku, ak tam"
        " smie ísť.\n"
        "- Dvojité ťuknutie (voľba v nastaveniach, na začiatku zapnutá) hľadá cieľ v tomto poradí: základná kôpka,"
        " najdlhší stĺpec, ktorý kartu prijme, prázdny stĺpec, voľné políčko. Keď dvakrát ťuknete na prvú (najvyššiu)"
        " kartu postupnosti, presunie sa do stĺpca celá postupnosť.\n"
        "- Kartu aj s postupnosťou, ktorá na nej leží, môžete pretiahnuť na ktorékoľvek miesto; miesta, ktoré by ju"
        " prijali, sa počas ťahania zvýraznia.\n"
        "- Pri každom odmietnutom ťahu sa dozviete, ktoré pravidlo ho nedovolilo.\n"
        "- Späť a Znova pracujú s poslednými 100 akciami; ak ste postupnosť presunuli naraz, vráti sa tiež v jednom"
        " kroku. Počítadlo ťahov nikdy neklesá.\n"
        "- Každé rozdanie má kód ako FC1-N-AAAAAFA: skopírujte ho a zahrajte si rozdanie znova alebo ho pošlite"
        " ďalej.\n"
        "- Nájdete tu aj očíslované rozdania Microsoftu: v okne Nová hra napíšte do poľa pre kód FC1-MS- a číslo"
        " rozdania, napríklad FC1-MS-617 pre rozdanie 617. Rozdanie 11982 je to slávne, ktoré sa vyhrať nedá.\n"
        "- Počas hry žiadne rady: kým hráte, aplikácia nikdy neprezradí, či sa rozdanie dá vyhrať. Po skončení hry si"
        " môžete vyžiadať jej analýzu (Štatistiky, Posledné hry).\n"
        "- Celú hru možno ovládať aj klávesnicou: klávesom ? zobrazíte zoznam klávesov."
    ),
    "rules-bakers-game-summary": (
        "Jeden balíček, všetky karty lícom nahor. Postavte štyri základné kôpky podľa farieb od esa po kráľa; pomôžu"
        " vám pri tom štyri voľné políčka. V stĺpcoch sa karty kladú zostupne v rovnakej farbe."
    ),
    "rules-bakers-game-setup": (
        "Karty jedného balíčka (52) sa po zamiešaní rozložia lícom nahor do ôsmich stĺpcov: prvé štyri dostanú po"
        " sedem kariet, ďalšie štyri po šesť. Štyri voľné políčka aj štyri základné kôpky, pre každú farbu jedna"
        " (piky, srdcia, kára, kríže), sú na začiatku prázdne."
    ),
    "rules-bakers-game-moves": (
        "- Presúvate vrchnú kartu stĺpca, kartu z voľného políčka alebo postupnosť kariet (pozri nižšie).\n"
        "- V stĺpci patrí karta na kartu rovnakej farby presne o stupeň vyššiu: srdcová 7 teda len na srdcovú 8.\n"
        "- Na prázdne voľné políčko môžete položiť akúkoľvek kartu.\n"
        "- Základná kôpka sa začína esom a pokračuje dvojkou, trojkou atď. až po kráľa, všetko v jednej farbe a vždy po"
        " jednej karte."
    ),
    "rules-bakers-game-empty-columns": (
        "Prázdny stĺpec prijme akúkoľvek kartu, nielen kráľa, samotnú alebo s postupnosťou, ktorá na nej leží, či už"
        " zo stĺpca, alebo z voľného políčka."
    ),
    "rules-bakers-game-cells": (
        "Na každom zo štyroch voľných políčok môže ležať jedna karta a na začiatku sú všetky štyri prázdne. Karta z"
        " voľného políčka môže ísť do stĺpca, ktorý ju prijme, do prázdneho stĺpca alebo na svoju základnú kôpku."
    ),
    "rules-bakers-game-groups": (
        "Postupnosť, ktorá už v stĺpci leží v správnom poradí (jedna farba, hodnoty klesajú po jednej, napríklad"
        " krížová 9, 8 a 7), sa presunie naraz ako jedna akcia, ak nie je dlhšia ako:"
    ),
    "rules-bakers-game-formula": "(počet voľných políčok + 1) × 2 umocnené na počet prázdnych stĺpcov",
    "rules-bakers-game-groups-table": (
        "Každý prázdny stĺpec tento limit zdvojnásobí, každé neobsadené voľné políčko k nemu pridá jednu kartu. Keď ide"
        " postupnosť do prázdneho stĺpca, tento stĺpec sa nepočíta: platia pravé stĺpce tabuľky. Voľné políčka sú"
        " štyri, takže riadky s viac ako 4 voľnými políčkami sa nikdy neuplatnia. Stĺpec, z ktorého postupnosť"
        " odchádza, sa počíta ako obsadený a presunúť môžete aj iba koncovú časť postupnosti s nižšími kartami."
    ),
    "rules-bakers-game-foundations": (
        "Základné kôpky sa stavajú podľa farieb od esa po kráľa. Sama od seba tam žiadna karta nikdy neprejde.\n"
        "\n"
        "Vrchnú kartu základnej kôpky môžete potiahnuť späť do stĺpca, ktorý ju prijme, alebo na prázdne voľné políčko;"
        " za taký ťah body nezískate ani nestratíte."
    ),
    "rules-bakers-game-end": (
        "Hra sa končí výhrou, keď sa všetkých 52 kariet dostane na základné kôpky. Že už nezostáva žiadny užitočný ťah,"
        " vám aplikácia nepovie: vráťte niekoľko ťahov späť alebo začnite novú hru."
    ),
    "rules-bakers-game-scoring": (
        "Keď ťah vrátite späť, prídete aj o body, ktoré vám priniesol; skóre však nikdy nebude záporné."
    ),
    "rules-bakers-game-app": (
        "- Ťuknutím na vrchnú kartu stĺpca alebo na kartu na voľnom políčku ju pošlete na jej základnú kôpku, ak tam"
        " smie ísť.\n"
        "- Dvojité ťuknutie (voľba v nastaveniach, na začiatku zapnutá) hľadá cieľ v tomto poradí: základná kôpka,"
        " najdlhší stĺpec, ktorý kartu prijme, prázdny stĺpec, voľné políčko. Keď dvakrát ťuknete na prvú (najvyššiu)"
        " kartu postupnosti, presunie sa do stĺpca celá postupnosť.\n"
        "- Kartu aj s postupnosťou, ktorá na nej leží, môžete pretiahnuť na ktorékoľvek miesto; miesta, ktoré by ju"
        " prijali, sa počas ťahania zvýraznia.\n"
        "- Pri každom odmietnutom ťahu sa dozviete, ktoré pravidlo ho nedovolilo.\n"
        "- Späť a Znova pracujú s poslednými 100 akciami; ak ste postupnosť presunuli naraz, vráti sa tiež v jednom"
        " kroku. Počítadlo ťahov nikdy neklesá.\n"
        "- Každé rozdanie má kód ako BG1-N-AAAAAFA: skopírujte ho a zahrajte si rozdanie znova alebo ho pošlite"
        " ďalej.\n"
        "- Počas hry žiadne rady: kým hráte, aplikácia nikdy neprezradí, či sa rozdanie dá vyhrať. Po skončení hry si"
        " môžete vyžiadať jej analýzu (Štatistiky, Posledné hry).\n"
        "- Celú hru možno ovládať aj klávesnicou: klávesom ? zobrazíte zoznam klávesov."
    ),
    "rules-seahaven-towers-summary": (
        "Jeden balíček, všetky karty lícom nahor. Postavte štyri základné kôpky podľa farieb od esa po kráľa; pomôžu"
        " vám pri tom štyri voľné políčka. V stĺpcoch sa karty kladú zostupne v rovnakej farbe."
    ),
    "rules-seahaven-towers-setup": (
        "Karty jedného balíčka (52) sa po zamiešaní rozložia lícom nahor do desiatich stĺpcov, v každom päť kariet."
        " Dve karty, ktoré zostanú, obsadia prvé dve zo štyroch voľných políčok. Základné kôpky sú štyri, pre každú"
        " farbu jedna (piky, srdcia, kára, kríže), a na začiatku sú prázdne."
    ),
    "rules-seahaven-towers-moves": (
        "- Presúvate vrchnú kartu stĺpca, kartu z voľného políčka alebo postupnosť kariet (pozri nižšie).\n"
        "- V stĺpci patrí karta na kartu rovnakej farby presne o stupeň vyššiu: srdcová 7 teda len na srdcovú 8.\n"
        "- Na prázdne voľné políčko môžete položiť akúkoľvek kartu.\n"
        "- Základná kôpka sa začína esom a pokračuje dvojkou, trojkou atď. až po kráľa, všetko v jednej farbe a vždy po"
        " jednej karte."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Prázdny stĺpec prijme iba kráľa, samotného alebo s postupnosťou, ktorá na ňom leží. Žiadna iná karta nový"
        " stĺpec nezaloží."
    ),
    "rules-seahaven-towers-cells": (
        "Na každom zo štyroch voľných políčok môže ležať jedna karta; dve sú na začiatku obsadené. Karta z voľného"
        " políčka môže ísť do stĺpca, ktorý ju prijme, alebo na svoju základnú kôpku."
    ),
    "rules-seahaven-towers-groups": (
        "Postupnosť, ktorá už v stĺpci leží v správnom poradí (jedna farba, hodnoty klesajú po jednej, napríklad"
        " krížová 9, 8 a 7), sa presunie naraz ako jedna akcia, ak nie je dlhšia ako:"
    ),
    "rules-seahaven-towers-formula": "(počet voľných políčok + 1) × 2 umocnené na počet prázdnych stĺpcov",
    "rules-seahaven-towers-groups-table": (
        "Každý prázdny stĺpec tento limit zdvojnásobí, každé neobsadené voľné políčko k nemu pridá jednu kartu. Keď ide"
        " kráľ so svojou postupnosťou do prázdneho stĺpca, tento stĺpec sa nepočíta. Voľné políčka sú štyri, takže"
        " riadky s viac ako 4 voľnými políčkami sa nikdy neuplatnia. Stĺpec, z ktorého postupnosť odchádza, sa počíta"
        " ako obsadený a presunúť môžete aj iba koncovú časť postupnosti s nižšími kartami."
    ),
    "rules-seahaven-towers-foundations": (
        "Základné kôpky sa stavajú podľa farieb od esa po kráľa. Sama od seba tam žiadna karta nikdy neprejde.\n"
        "\n"
        "Vrchnú kartu základnej kôpky môžete potiahnuť späť do stĺpca, ktorý ju prijme, alebo na prázdne voľné políčko;"
        " za taký ťah body nezískate ani nestratíte."
    ),
    "rules-seahaven-towers-end": (
        "Hra sa končí výhrou, keď sa všetkých 52 kariet dostane na základné kôpky. Že už nezostáva žiadny užitočný ťah,"
        " vám aplikácia nepovie: vráťte niekoľko ťahov späť alebo začnite novú hru."
    ),
    "rules-seahaven-towers-scoring": (
        "Keď ťah vrátite späť, prídete aj o body, ktoré vám priniesol; skóre však nikdy nebude záporné."
    ),
    "rules-seahaven-towers-app": (
        "- Ťuknutím na vrchnú kartu stĺpca alebo na kartu na voľnom políčku ju pošlete na jej základnú kôpku, ak tam"
        " smie ísť.\n"
        "- Dvojité ťuknutie (voľba v nastaveniach, na začiatku zapnutá) hľadá cieľ v tomto poradí: základná kôpka,"
        " najdlhší stĺpec, ktorý kartu prijme, prázdny stĺpec (len pre kráľa), voľné políčko. Keď dvakrát ťuknete na"
        " prvú (najvyššiu) kartu postupnosti, presunie sa do stĺpca celá postupnosť.\n"
        "- Kartu aj s postupnosťou, ktorá na nej leží, môžete pretiahnuť na ktorékoľvek miesto; miesta, ktoré by ju"
        " prijali, sa počas ťahania zvýraznia.\n"
        "- Pri každom odmietnutom ťahu sa dozviete, ktoré pravidlo ho nedovolilo.\n"
        "- Späť a Znova pracujú s poslednými 100 akciami; ak ste postupnosť presunuli naraz, vráti sa tiež v jednom"
        " kroku. Počítadlo ťahov nikdy neklesá.\n"
        "- Každé rozdanie má kód ako ST1-N-AAAAAFA: skopírujte ho a zahrajte si rozdanie znova alebo ho pošlite"
        " ďalej.\n"
        "- Počas hry žiadne rady: kým hráte, aplikácia nikdy neprezradí, či sa rozdanie dá vyhrať. Po skončení hry si"
        " môžete vyžiadať jej analýzu (Štatistiky, Posledné hry).\n"
        "- Celú hru možno ovládať aj klávesnicou: klávesom ? zobrazíte zoznam klávesov."
    ),
}
