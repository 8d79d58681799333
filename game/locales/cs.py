"""Czech texts of the app (the reference and the conventions: game/locales/en.py)."""

from __future__ import annotations

NAME = "Čeština"

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
    "card-S-jack": "pikový kluk",
    "card-S-queen": "piková dáma",
    "card-S-king": "pikový král",
    "card-H-ace": "srdcové eso",
    "card-H-number": "srdcová {rank}",
    "card-H-jack": "srdcový kluk",
    "card-H-queen": "srdcová dáma",
    "card-H-king": "srdcový král",
    "card-D-ace": "kárové eso",
    "card-D-number": "kárová {rank}",
    "card-D-jack": "kárový kluk",
    "card-D-queen": "kárová dáma",
    "card-D-king": "kárový král",
    "card-C-ace": "křížové eso",
    "card-C-number": "křížová {rank}",
    "card-C-jack": "křížový kluk",
    "card-C-queen": "křížová dáma",
    "card-C-king": "křížový král",
    "suit-S": "piky",
    "suit-H": "srdce",
    "suit-D": "kára",
    "suit-C": "kříže",
    "cards": {"one": "{count} karta", "few": "{count} karty", "other": "{count} karet"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Dobírací balíček: {cards}",
    "board-stock-empty": "Dobírací balíček: prázdný",
    "board-next-part": ";",
    "board-waste": "odkládací hromádka: {cards}, navrchu {card}",
    "board-waste-empty": "odkládací hromádka prázdná",
    "board-foundation-first": "Základní hromádka {number}: {contents}",
    "board-foundation": "základní hromádka {number}: {contents}",
    "board-foundation-empty": "prázdná",
    "board-cell-first": "Volné pole {number}: {contents}",
    "board-cell": "volné pole {number}: {contents}",
    "board-cell-empty": "prázdné",
    "board-column-first": "Sloupec {number}: {contents}",
    "board-column": "sloupec {number}: {contents}",
    "board-column-empty": "prázdný",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": "Ve sloupci smí karta ležet jen na kartě stejné barvy o stupeň vyšší.",
    "rule-alternate-colours-down": (
        "Ve sloupci smí karta ležet jen na kartě o stupeň vyšší: červená na černé, černá na červené."
    ),
    "rule-nothing-on-ace": "Na eso ve sloupci už žádná karta nepatří.",
    "rule-king-only": "Do prázdného sloupce patří jen král, samotný nebo se svou řadou.",
    "rule-one-card-only": "V této hře se přesouvá vždy jen jedna karta.",
    "rule-top-card-only": "Přesunout lze jen kartu, která leží navrchu.",
    "rule-not-a-run": (
        "Více karet najednou se přesouvá jen jako sestupná řada seřazená podle pravidla sloupců této hry."
    ),
    "rule-group-too-large": "Řadu lze přesunout, jen když nemá víc než (volná pole + 1) × 2^(prázdné sloupce) karet.",
    "rule-foundation-suit": "Každá základní hromádka přijímá jen svou barvu.",
    "rule-foundation-order": "Základní hromádka se staví od esa po krále, vždy po jedné kartě.",
    "rule-foundation-take-back": (
        "Kartu ze základní hromádky lze vrátit jen do sloupce, který ji přijme, nebo na volné pole ve hře, která je má."
    ),
    "rule-foundation-drag-only": "Kartu ze základní hromádky lze přesunout jen přetažením zpět.",
    "rule-cell-occupied": "Na volném poli smí ležet jen jedna karta.",
    "rule-no-pile-there": "Na dobírací balíček ani na odkládací hromádku se karty nepokládají.",
    "rule-stock-draw-only": "Klepněte na dobírací balíček a jeho vrchní karta se otočí na odkládací hromádku.",
    "rule-no-redeal": "Dobírací balíček je prázdný a druhé kolo se nehraje.",
    "rule-no-stock": "Tato hra nemá dobírací balíček: všechny karty se rozdávají lícem nahoru.",
    "rule-same-pile": "Karta se musí přesunout na jiné místo.",
    "rule-empty-pile": "Tady není žádná karta, kterou by šlo přesunout.",
    "rule-no-such-pile": "Takové místo v této hře není.",
    "rule-tap-to-foundation": (
        "Klepnutí posílá kartu pouze na její základní hromádku, a to jen tehdy, když ji tam lze položit."
    ),
    "rule-waste-nowhere": "Tuto kartu z odkládací hromádky teď nevezme žádná základní hromádka ani žádný sloupec.",
    "rule-no-destination": "Tuto kartu teď nelze nikam položit.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "kód rozdání musí být text",
    "code-parts": "kód rozdání má tři části spojené znakem „-“, například FT1-N-ABCDEFG nebo EO1-C8-AAAAAFA",
    "code-version": "verze v „{part}“ není podporovaná: napište {expected}",
    "code-game": "hra v „{part}“ je neznámá: kód musí začínat jednou z možností {known}",
    "code-variant-forty-thieves": (
        "varianta „{part}“ je chybná: kódy hry Čtyřicet loupežníků mají na tomto místě N (FT1-N-…)"
    ),
    "code-variant-freecell": (
        "varianta „{part}“ je chybná: kódy hry FreeCell mají na tomto místě N (FC1-N-…) nebo MS a číslo"
        " rozdání Microsoftu (FC1-MS-617)"
    ),
    "code-variant-bakers-game": "varianta „{part}“ je chybná: kódy hry Baker's Game mají na tomto místě N (BG1-N-…)",
    "code-variant-seahaven-towers": (
        "varianta „{part}“ je chybná: kódy hry Seahaven Towers mají na tomto místě N (ST1-N-…)"
    ),
    "code-ms-number": "číslo rozdání Microsoftu „{part}“ musí být celé číslo od 1 do {most}",
    "code-variant-eight-off": "varianta „{part}“ je chybná: kódy hry Eight Off mají na tomto místě C8, C4 nebo C2",
    "code-number-length": "číslo „{part}“ musí mít přesně 7 znaků (A-Z a 2-7)",
    "code-number-letter": "číslo „{part}“ obsahuje „{letter}“: povolena jsou jen písmena A-Z a číslice 2-7",
    # Games and piles.
    "forty-thieves": "Čtyřicet loupežníků",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} volné pole", "few": "{count} volná pole", "other": "{count} volných polí"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Dobírací balíček",
    "pile-waste": "Odkládací hromádka",
    "pile-foundation": "Základní hromádka {number}, {suit}",
    "pile-cell": "Volné pole {number}",
    "pile-column": "Sloupec {number}",
    "pile-empty": "{pile}, bez karet",
    "pile-empty-king": "{pile}, prázdný, přijme jen krále",
    "pile-cards": "{pile}, {cards}, navrchu {card}",
    "pile-chosen": "{pile}, {cards}, vybráno: {chosen}",
    "pile-takes-held": "{label}; sem lze položit zvednuté karty",
    "stock-cards": "Dobírací balíček, {cards}",
    "stock-empty": "Dobírací balíček, prázdný: druhé kolo se nehraje",
    "no-redeal-mark": "Bez dalšího kola",
    "card-and-more": {
        "one": "{card} a ještě jedna karta",
        "few": "{card} a ještě {count} karty",
        "other": "{card} a ještě {count} karet",
    },
    # Toolbar and page.
    "page-title": "Pasiáns",
    "score-label": "Skóre",
    "moves-label": "Tahy",
    "copy-code": "Zkopírovat kód rozdání",
    "code-placeholder": "Zadejte kód",
    "code-label": "Kód rozdání",
    "play-code": "Hrát",
    "undo": "Zpět",
    "redo": "Znovu",
    "restart": "Od začátku",
    "new-game": "Nová hra",
    "settings": "Nastavení",
    "rules": "Pravidla",
    "stats": "Statistiky",
    "describe-board": "Popsat stůl",
    "keys": "Klávesy",
    "more": "Další",
    "board-label": "Hrací stůl",
    "starting": "Hra se spouští…",
    # New game window.
    "new-game-title": "Nová hra",
    "game-legend": "Hra",
    "forty-thieves-line": (
        "Dva balíčky. Stavíte dolů ve stejné barvě, po jedné kartě; dobírací balíček projdete jednou."
    ),
    "eight-off-line": "Jeden balíček, všechny karty lícem nahoru. Stavíte dolů ve stejné barvě, s volnými poli.",
    "freecell-line": (
        "Jeden balíček, všechny karty lícem nahoru. Stavíte dolů, červenou na černou a černou na červenou, se čtyřmi"
        " volnými poli."
    ),
    "bakers-game-line": (
        "Jeden balíček, všechny karty lícem nahoru. Stavíte dolů ve stejné barvě, se čtyřmi volnými poli; prázdný"
        " sloupec zaplní jakákoli karta."
    ),
    "seahaven-towers-line": (
        "Jeden balíček v deseti sloupcích. Stavíte dolů ve stejné barvě, se čtyřmi volnými poli; prázdný sloupec"
        " zaplní jen král."
    ),
    "chooser-odds": "Vyhrát lze {least} až {most} rozdání",
    "cells-legend": "Volná pole",
    "deal": "Rozdat",
    "cancel": "Zrušit",
    "close": "Zavřít",
    # Settings window.
    "setting-language": "Jazyk",
    "setting-double-tap": "Dvojité klepnutí přesune kartu na nejlepší místo",
    "setting-auto-placement": (
        "Automatické umístění (Čtyřicet loupežníků): karta puštěná mimo platný cíl se sama přesune na nejlepší místo"
    ),
    "setting-motion": "Animovat přesuny karet",
    "setting-theme": "Motiv",
    "theme-system": "Podle zařízení",
    "theme-light": "Světlý",
    "theme-dark": "Tmavý",
    "setting-four-colour": "Čtyřbarevný balíček: modrá kára, zelené kříže",
    # Win.
    "win-title": "Vyhráli jste!",
    "moves-count": {"one": "{count} tah", "few": "{count} tahy", "other": "{count} tahů"},
    "win-text": "Skóre {score} za {moves}.",
    "finish": "Dohrát",
    "no-moves": "Už není žádný tah.",
    "describe-title": "Hrací stůl slovy",
    "win-undone": "Záznam ukazuje {actions}: počítadlo tahů počítá i tahy, které jste vzali zpět.",
    "actions-count": {"one": "{count} krok", "few": "{count} kroky", "other": "{count} kroků"},
    "play-again": "Nová hra",
    # Statistics window.
    "stats-title": "Statistiky",
    "stats-played": "Odehrané hry",
    "stats-won": "Vyhrané hry",
    "stats-win-rate": "Úspěšnost",
    "stats-best-score": "Nejlepší skóre",
    "stats-fewest-moves": "Nejméně tahů při výhře",
    "stats-streak": "Aktuální série výher",
    "stats-best-streak": "Nejdelší série výher",
    "stats-none": "–",
    "percent": "{value} %",
    "stats-reset": "Vynulovat statistiky",
    "stats-reset-question": "Vynulovat statistiky všech her? Tento krok nelze vrátit zpět.",
    "stats-reset-confirm": "Vynulovat",
    "stats-reset-done": "Statistiky jsou vynulované.",
    # Stránka Otázky a odpovědi a naměřené šance na stránkách s pravidly. {percent} je text
    # "percent" ({least} a {most} také), {cells} text "free-cells"; "decimal" píše číslo
    # s jedním desetinným místem. Texty faq-…-answer mají stejnou úpravu jako rules-….
    "faq": "Otázky",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Kolik rozdání lze vyhrát",
    "odds-bounds-forty-thieves": {
        "one": "Z {count} rozdání, které prozkoumal náš řešič se znalostí dobíracího balíčku, se dá vyhrát"
        " nejméně {least} a nejvýš {most}.",
        "few": "Z {count} rozdání, která prozkoumal náš řešič se znalostí dobíracího balíčku, se dá vyhrát"
        " nejméně {least} a nejvýš {most}.",
        "other": "Z {count} rozdání, která prozkoumal náš řešič se znalostí dobíracího balíčku, se dá vyhrát"
        " nejméně {least} a nejvýš {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: z {count} rozdání, které prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "few": "{cells}: z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "other": "{cells}: z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš"
        " {most}.",
    },
    "odds-bounds-freecell": {
        "one": "Z {count} rozdání, které prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "few": "Z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "other": "Z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
    },
    "odds-bounds-bakers-game": {
        "one": "Z {count} rozdání, které prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "few": "Z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "other": "Z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
    },
    "odds-bounds-seahaven-towers": {
        "one": "Z {count} rozdání, které prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "few": "Z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
        "other": "Z {count} rozdání, která prozkoumal náš řešič, se dá vyhrát nejméně {least} a nejvýš {most}.",
    },
    "rules-forty-thieves-odds": (
        "Řešič zná pořadí karet v dobíracím balíčku, které vy neznáte, takže i rozdání, které vyhrál, může být"
        " při hře těžké. Nejméně: rozdání, která vyhrál. Nejvýš: k nim ještě rozdání, která v rámci svého"
        " limitu nevyhrál, ani neprokázal, že vyhrát nejdou. Vyhraná rozdání nabízí volba „Jen rozdání, která"
        " lze vyhrát“."
    ),
    "rules-eight-off-odds": (
        "V Eight Off leží všechny karty lícem nahoru, takže řešič neví nic, co byste neviděli i vy. Nejméně:"
        " rozdání, která vyhrál. Nejvýš: k nim ještě rozdání, která v rámci svého limitu nevyhrál, ani"
        " neprokázal, že vyhrát nejdou. Vyhraná rozdání nabízí volba „Jen rozdání, která lze vyhrát“."
    ),
    "rules-freecell-odds": (
        "Ve hře FreeCell leží všechny karty lícem nahoru, takže řešič neví nic, co byste neviděli i vy. Nejméně:"
        " rozdání, která vyhrál. Nejvýš: k nim ještě rozdání, která v rámci svého limitu nevyhrál, ani"
        " neprokázal, že vyhrát nejdou. Vyhraná rozdání nabízí volba „Jen rozdání, která lze vyhrát“."
    ),
    "rules-bakers-game-odds": (
        "Ve hře Baker's Game leží všechny karty lícem nahoru, takže řešič neví nic, co byste neviděli i vy."
        " Nejméně: rozdání, která vyhrál. Nejvýš: k nim ještě rozdání, která v rámci svého limitu nevyhrál, ani"
        " neprokázal, že vyhrát nejdou. Vyhraná rozdání nabízí volba „Jen rozdání, která lze vyhrát“."
    ),
    "rules-seahaven-towers-odds": (
        "Ve hře Seahaven Towers leží všechny karty lícem nahoru, takže řešič neví nic, co byste neviděli i vy."
        " Nejméně: rozdání, která vyhrál. Nejvýš: k nim ještě rozdání, která v rámci svého limitu nevyhrál, ani"
        " neprokázal, že vyhrát nejdou. Vyhraná rozdání nabízí volba „Jen rozdání, která lze vyhrát“."
    ),
    "rules-faq-link": "Otázky ke kódům rozdání, skóre nebo hraní bez připojení? Přečtěte si odpovědi",
    "faq-title": "Časté otázky",
    "faq-codes": "Co je kód rozdání?",
    "faq-codes-answer": (
        "Každé rozdání má kód, například FT1-N-ABCDEFG. Jeho první část určuje hru a poslední část rozdání."
        " Stejný kód dá navždy stejné rozdání, na kterémkoli zařízení.\n\n"
        "- Kód zkopírujete jedním klepnutím a můžete ho poslat dál. Nebo sdílejte adresu stránky: končí"
        " znakem # a kódem, takže kdo ji otevře, dostane stejné rozdání.\n"
        "- Kód napište do pole pro kód nebo do okna Nová hra a zahrajete si dané rozdání.\n"
        "- Jak vypadají kódy dané hry, ukazuje její stránka s pravidly. Když hra nabízí volbu počtu volných"
        " polí, udává jejich počet prostřední část (C4: 4 pole); stejná poslední část pak zamíchá stejný"
        " balíček a rozdá ho pro daný počet polí."
    ),
    "faq-undo": "Jak funguje Zpět a počítadlo tahů?",
    "faq-undo-answer": (
        "Zpět vrátí vaše poslední akce, až 100 z nich, tahy i karty otočené z dobíracího balíčku. Karty i skóre"
        " se vrátí přesně tak, jak byly. Znovu je zopakuje, dokud neuděláte nový tah.\n\n"
        "Počítadlo tahů počítá každou akci, i otočení karty. Zpět ani Znovu ho nikdy nesníží: ukazuje, kolik"
        " akcí hra zabrala, ne jak daleko jste došli."
    ),
    "faq-scoring": "Jak se počítá skóre?",
    "faq-scoring-answer": (
        "Každá hra boduje podle svých pravidel: její stránka s pravidly uvádí body za každý druh tahu. Skóre"
        " nikdy neklesne pod 0.\n\n"
        "Zpět vrátí i body tahu, který bere zpět."
    ),
    "faq-hints": "Proč tu nejsou nápovědy?",
    "faq-hints-answer": (
        "Najít cestu je celá hra. Dokud hrajete, aplikace nikdy neradí tah a nikdy neprozradí, zda se rozdání nebo"
        " pozice na stole dá ještě vyhrát. Když se zaseknete, vraťte pár tahů nebo začněte novou hru.\n\n"
        "Šance na stránkách s pravidly jsou změřené na mnoha rozdáních: o rozdání, které máte před sebou, neříkají"
        " nic.\n\n"
        "Když hra skončí (výhrou, nebo tím, že ji opustíte kvůli jinému rozdání), a jen pokud o to požádáte, prozradí"
        " vám o ní aplikace pravdu: v okně Statistiky zvolte u posledních her Analyzovat. Řešič vám řekne, zda se"
        " rozdání dalo vyhrát, po kterém z vašich tahů už výhra možná nebyla, a ukáže cestu k výhře."
    ),
    "faq-winnable": "Co jsou rozdání, která lze vyhrát, a rozdání dne?",
    "faq-winnable-answer": (
        "- „Jen rozdání, která lze vyhrát“ je volba v okně Nová hra. Když je zapnutá, každé nové rozdání je"
        " takové, které náš řešič vyhrál, takže výhra je možná; hra vám ale neprozradí jak. Tyto hry se ve"
        " statistikách počítají zvlášť.\n"
        "- Rozdání dne je na každý den jedno rozdání každé hry, která ho má (okno Nová hra pro každé ukazuje"
        " tlačítko), pro všechny stejné ve stejný den podle jejich kalendáře. Funguje i bez připojení."
        " Spustíte ho tlačítkem Dnešní nebo v okně Nová hra.\n"
        "- Okno Statistiky počítá odehraná a vyhraná rozdání dne a vyhrané dny v řadě a ukazuje posledních 30"
        " dní jako kalendář."
    ),
    "faq-offline": "Funguje hra bez připojení? Dá se nainstalovat?",
    "faq-offline-answer": (
        "Ano. Po první návštěvě si prohlížeč uloží celou hru, takže se spustí a hraje bez připojení, včetně"
        " kódů rozdání a rozdání dne.\n\n"
        "Chcete-li ji mít po ruce, přidejte si ji na plochu nebo ji nainstalujte z nabídky prohlížeče (v"
        " telefonu obvykle „Přidat na plochu“, v počítači „Nainstalovat“). Pak se otevírá jako aplikace,"
        " i bez připojení."
    ),
    "faq-storage": "Co se ukládá do mého zařízení a jak to smazat?",
    "faq-storage-answer": (
        "Hra si ukládá pár věcí do místního úložiště prohlížeče, jen v tomto zařízení:\n\n"
        "- vaše nastavení;\n"
        "- vaše statistiky;\n"
        "- rozehranou hru;\n"
        "- poslední podobu stolu, aby se při dalším spuštění ukázala hned.\n\n"
        "Nic se nikam neposílá: není tu žádný účet ani server, jen soubory stránky.\n\n"
        "Statistiky smažete tlačítkem Vynulovat statistiky v okně Statistiky. Všechno smažete, když v nastavení"
        " prohlížeče odstraníte data tohoto webu (obvykle v části o soukromí nebo o datech webů)."
    ),
    # Hratelná rozdání a rozdání dne. "date" píše den v měsíci (měsíc ve 2. pádě).
    "winnable": "Jen rozdání, která lze vyhrát",
    "winnable-note": "Každé nabídnuté rozdání jde vyhrát; hra vám neprozradí jak.",
    "winnable-none": "Pro tuto hru zatím nejsou známá žádná rozdání, která lze vyhrát.",
    "daily": "Dnešní",
    "daily-title": "Rozdání dne",
    "daily-deal": "Rozdání dne {date}: {code}.",
    "daily-already": "Tohle je rozdání dne {date}.",
    "daily-none": "Tato verze nemá rozdání dne pro {date}.",
    "daily-played": "Odehraná rozdání dne",
    "daily-won": "Vyhraná rozdání dne",
    "daily-streak": "Vyhrané dny v řadě",
    "daily-best-streak": "Nejvíc vyhraných dnů v řadě",
    "daily-calendar": "Posledních 30 dní",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game} vyhráno",
    "calendar-played": "{game} hráno, nevyhráno",
    "calendar-none": "{game} nehráno",
    "date": "{day}. {month}",
    "month-1": "ledna",
    "month-2": "února",
    "month-3": "března",
    "month-4": "dubna",
    "month-5": "května",
    "month-6": "června",
    "month-7": "července",
    "month-8": "srpna",
    "month-9": "září",
    "month-10": "října",
    "month-11": "listopadu",
    "month-12": "prosince",
    # Záznamy her.
    "replay": "Přehrát záznam",
    "replay-bar": "Záznam",
    "replay-play": "Přehrát",
    "replay-pause": "Pozastavit",
    "replay-step": "Krok vpřed",
    "replay-back": "Krok zpět",
    "replay-exit": "Ukončit záznam",
    "share-replay": "Sdílet záznam",
    "replay-position": "{step} / {count}",
    "replay-shown": "Záznam hry {code}: {count} tahů. Rozehraná hra zůstává, jak byla.",
    "replay-damaged": "Tento odkaz na záznam je poškozený nebo z jiné verze, proto se ukazuje jen jeho rozdání.",
    "replay-unknown": "Tuto hru nelze přehrát: uložila ji starší verze, která si pamatovala jen poslední tahy.",
    "replay-read-only": "Tohle je záznam. Chcete-li hrát, ukončete ho.",
    "replay-copied": "Odkaz na záznam je zkopírovaný.",
    "replay-copy-failed": "Odkaz na záznam se nepodařilo zkopírovat.",
    # Stránky Příklady: vyhraná hra s popisky ve chvílích, které ukazují pravidlo.
    "examples": "Příklady",
    "examples-title": "Příklad: {game}",
    "examples-intro": (
        "Hra rozdání {code}, vyhraná za {count} tahů. Sledujte ji na stole krok za krokem: skóre je vidět v "
        "každém kroku a ve chvílích, které ukazují pravidlo, popisek vysvětlí, co se děje."
    ),
    "examples-step": "Tah {step}: {text}",
    "examples-watch": "Sledovat tuto hru",
    "examples-play": "Zahrát si toto rozdání",
    "examples-none": "Tato verze nemá pro tuto hru příklad.",
    "example-waste-to-column": (
        "{cards} jde z odkládací hromádky na sloupec {number}: karta z odkládací hromádky zahraná na sloupec "
        "přináší 5 bodů (skóre {score})."
    ),
    "example-empty-column": (
        "Sloupec {number} je prázdný, takže na něj smí jakákoli karta: tady {cards} (skóre {score})."
    ),
    "example-take-back": (
        "{cards} se vrací ze základní hromádky na sloupec {number}: vrácení stojí 15 bodů (skóre {score}). Až "
        "karta půjde znovu nahoru, svých 10 bodů zase získá."
    ),
    "example-final": (
        "Výhra: 104 karet v základních hromádkách dává 1040 bodů, {waste} karet z odkládací hromádky "
        "zahraných na sloupce přidává 5 × {waste} a {backs} vrácení stojí celkem 5 × {backs} (−15, pak znovu "
        "+10): {score} bodů."
    ),
    "example-final-plain": (
        "Výhra: 104 karet v základních hromádkách dává 1040 bodů a {waste} karet z odkládací hromádky "
        "zahraných na sloupce přidává 5 × {waste}: {score} bodů."
    ),
    "example-group-move": (
        "{cards} se přesouvají naráz na sloupec {number}: postupka jedné barvy se přesouvá jako skupina."
    ),
    "example-king-run": (
        "Král se svou postupkou jde na prázdný sloupec {number}. Se {cells} volnými poli se naráz smí "
        "přesunout nejvýš {limit} karet (volná pole + 1, dvojnásobek za každý další prázdný sloupec)."
    ),
    "example-take-back-to-cell": (
        "{cards} se vrací ze základní hromádky do volného pole (0 bodů); tady jde hned zase nahoru."
    ),
    "example-group-move-colours": (
        "{cards} se přesouvají naráz na sloupec {number}: postupka střídavě červených a černých karet se přesouvá"
        " jako skupina."
    ),
    "example-other-colour": (
        "{cards} jde na sloupec {number}: ve sloupci patří karta na kartu o stupeň vyšší, červená na černou a"
        " černá na červenou."
    ),
    # Messages and notices.
    "copied": "Kód rozdání {code} je zkopírovaný.",
    "copy-failed": "Kopírování se nepovedlo; kód rozdání je {code}.",
    "bad-code": "Toto není kód rozdání: {reason}.",
    "bad-hash": "Adresa neobsahuje platný kód rozdání ({reason}), a tak začíná nové rozdání.",
    "bad-hash-kept": "Adresa neobsahuje platný kód rozdání ({reason}); hrajete dál rozehranou hru.",
    "bad-save": "Tuto uloženou hru nelze načíst.",
    "action-failed": "Něco se pokazilo; hrajete dál rozehranou hru.",
    "new-deal": "Nové rozdání {code}.",
    "undo-brings-back": "Tlačítko Zpět vrátí rozehranou hru ({moves}).",
    "game-back": "Vaše hra {code} je zpět ({moves}).",
    "restarted": "Rozdání se hraje znovu od začátku.",
    "nothing-to-undo": "Není co vrátit.",
    "nothing-to-redo": "Není co zopakovat.",
    "boot-failed": "Hru se nepodařilo spustit: {reason}",
    "save-discarded": "Uloženou hru se nepodařilo přečíst, a proto byla zahozena; začíná nové rozdání.",
    "save-too-old": "Uložená hra pochází ze starší verze, kterou už nelze načíst; začíná nové rozdání.",
    "stats-discarded": "Uložené statistiky se nepodařilo přečíst, a proto se počítají znovu od nuly.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Poslední hry",
    "recent-none": (
        "Zde se objeví hry, které dohrajete nebo opustíte, abyste je mohli analyzovat nebo si je zahrát znovu."
    ),
    "recent-entry": "{date}, {game}, {code}: {result}, skóre {score}, {moves}",
    "recent-won": "vyhráno",
    "recent-left": "nedohráno",
    "recent-stuck": "bez tahů",
    "recent-play-again": "Zahrát znovu",
    "recent-discarded": "Seznam posledních her se nepodařilo přečíst, a proto začíná znovu prázdný.",
    "analyse": "Analyzovat",
    "analyse-left": "Analyzovat nedohranou hru",
    "analysis-title": "Dala se vyhrát?",
    "analysis-game": "{game}, rozdání {code}: {moves}, skóre {score}.",
    "analysis-running": "Řešič zkoumá rozdání i vaše tahy. Může to trvat i minutu; mezitím můžete hrát dál.",
    "analysis-deal-won": "Toto rozdání se dá vyhrát.",
    "analysis-deal-impossible": "Toto rozdání se vyhrát nedá: k výhře nevede žádný způsob hry.",
    "analysis-deal-unknown": "Řešič v daném čase nedokázal rozhodnout, zda se toto rozdání dá vyhrát.",
    "analysis-you-won": "Vyhráli jste ho.",
    "analysis-lost-at": "Výhra byla možná až do vašeho tahu č. {number} ({action}); po něm už ne.",
    "analysis-lost-between": (
        "Výhra přestala být možná někde od vašeho tahu č. {first} do vašeho tahu č. {last}; řešič nedokázal rozhodnout,"
        " kde přesně."
    ),
    "analysis-still-winnable": "Když jste přestali hrát, výhra byla ještě možná.",
    "analysis-line-unknown": "Řešič nedokázal rozhodnout, zda byla výhra ještě možná, když jste přestali hrát.",
    "analysis-line-lost-unknown": (
        "Když jste přestali hrát, výhra už možná nebyla. Zda byla možná dřív, řešič nedokázal rozhodnout."
    ),
    "analysis-positions": {
        "one": "Řešič prozkoumal {count} pozici vaší hry.",
        "few": "Řešič prozkoumal {count} pozice vaší hry.",
        "other": "Řešič prozkoumal {count} pozic vaší hry.",
    },
    "analysis-watch": "Přehrát cestu k výhře",
    "analysis-cancel": "Zrušit",
    "analysis-cancelled": "Analýza byla zastavena.",
    "analysis-failed": "Analýza nemohla proběhnout ({reason}). Vaší hry se to nijak nedotkne.",
    "analysis-unavailable": "Tato hra už mezi posledními hrami není.",
    "analysis-takeover": "Odtud dohrává výhru řešič.",
    "analysis-from-start": "Výhra řešiče od začátku rozdání.",
    "settings-discarded": "Uložené nastavení se nepodařilo přečíst; platí opět výchozí hodnoty.",
    "storage-unavailable": "Tento prohlížeč hře nedovoluje nic ukládat: váš postup se nezachová.",
    "other-tab": "Ve hře jste pokračovali v jiném panelu prohlížeče; tady se teď zobrazuje její aktuální stav.",
    "update-ready": "Je připravená nová verze.",
    "update-reload": "Načíst znovu",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} na základní hromádku {number}",
    "move-to-column": "{cards} do sloupce {number}",
    "move-to-cell": "{cards} na volné pole {number}",
    "action-draw": "Otočená karta: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Skóre {score}.",
    "announce-undone": "Vráceno zpět: {action}.",
    "announce-redone": "Zopakováno: {action}.",
    "announce-undone-draw": "Zpět v dobíracím balíčku: {card}.",
    "announce-redone-draw": "Znovu otočená karta: {card}.",
    "announce-won": "Vyhráli jste! Skóre {score} za {moves}.",
    "announce-picked": "Držíte: {cards}. Šipkami vyberte místo, mezerníkem karty položíte, klávesou Esc je vrátíte.",
    "announce-put-back": "Položeno zpět: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, rozdání {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Klávesnice",
    "key-tab": "Tab",
    "keys-tab": "Přejít na hrací stůl (a zase ho opustit)",
    "key-arrows": "Šipky",
    "keys-arrows": "Přecházet mezi místy na stole; ve sloupci vybrat šipkami nahoru a dolů kartu z řady",
    "key-enter": "Enter",
    "keys-enter": (
        "Klepnutí: karta jde na svou základní hromádku (karta z odkládací hromádky případně do sloupce; dobírací "
        "balíček otočí kartu)"
    ),
    "key-shift-enter": "Shift+Enter",
    "keys-shift-enter": "Dvojité klepnutí: karta jde na nejlepší místo",
    "key-space": "Mezerník",
    "keys-space": "Zvednout kartu (i s její řadou); na jiném místě ji tam položit",
    "key-escape": "Esc",
    "keys-escape": "Vrátit zvednuté karty zpět",
    "key-d": "D",
    "keys-d": "Otočit kartu z dobíracího balíčku (ve hře, která ho má)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Vrátit zpět",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Zopakovat",
    "key-n": "N",
    "keys-n": "Nová hra",
    "key-b": "B",
    "keys-b": "Popsat celý stůl",
    "key-question": "?",
    "keys-question": "Tento seznam kláves",
    # Rules pages. Headings shared by both games.
    "rules-title": "Pravidla hry {game}",
    "rules-setup": "Rozdání karet",
    "rules-moves": "Tahy",
    "rules-empty-columns": "Prázdné sloupce",
    "rules-foundations": "Základní hromádky",
    "rules-stock": "Dobírací balíček a odkládací hromádka",
    "rules-cells": "Volná pole",
    "rules-groups": "Přesun řady",
    "rules-end": "Konec hry",
    "rules-scoring": "Bodování",
    "rules-this-app": "Hraní v této aplikaci",
    "rules-example": "Vyzkoušejte si to",
    "rules-example-text": (
        "Otevřete si rozdání a vyzkoušejte, co jste si právě přečetli. Díky jeho kódu se k témuž rozdání můžete kdykoli"
        " vrátit."
    ),
    "rules-example-play": "Zahrát ukázkové rozdání {code}",
    "score-action": "Akce",
    "score-points": "Body",
    "score-start": "Začátek hry",
    "score-to-foundation": "Karta na základní hromádku",
    "score-waste-to-column": "Karta z odkládací hromádky do sloupce",
    "score-foundation-to-column": "Karta ze základní hromádky zpět do sloupce",
    "score-cell-to-column": "Karta z volného pole do sloupce",
    "score-other-forty-thieves": "Ze sloupce do sloupce, otočení karty",
    "score-other-eight-off": "Jakýkoli jiný tah",
    "score-other-freecell": "Jakýkoli jiný tah",
    "score-other-bakers-game": "Jakýkoli jiný tah",
    "score-other-seahaven-towers": "Jakýkoli jiný tah",
    "groups-free-cells": "Prázdná volná pole",
    "groups-onto-card": {
        "one": "Na kartu, {count} prázdný sloupec",
        "few": "Na kartu, {count} prázdné sloupce",
        "other": "Na kartu, {count} prázdných sloupců",
    },
    "groups-king": {
        "one": "Do prázdného sloupce, celkem {count} prázdný sloupec",
        "few": "Do prázdného sloupce, celkem {count} prázdné sloupce",
        "other": "Do prázdného sloupce, celkem {count} prázdných sloupců",
    },
    "rules-forty-thieves-summary": (
        "Dva balíčky, celkem 104 karet. Cílem je postavit osm základních hromádek podle barev od esa po krále. Karty se"
        " přesouvají po jedné, vždy na kartu stejné barvy o stupeň vyšší."
    ),
    "rules-forty-thieves-setup": (
        "Oba balíčky se zamíchají dohromady, takže každá karta je ve hře dvakrát. Čtyřicet karet se rozdá lícem nahoru"
        " do deseti sloupců po čtyřech. Zbylých 64 karet leží lícem dolů jako dobírací balíček. Osm základních hromádek"
        " i odkládací hromádka jsou na začátku prázdné."
    ),
    "rules-forty-thieves-moves": (
        "- Najednou smíte přesunout jedinou kartu: buď tu, která leží navrchu sloupce, nebo vrchní kartu odkládací"
        " hromádky.\n"
        "- Ve sloupci patří karta na kartu stejné barvy přesně o stupeň vyšší: piková 7 na pikovou 8, nikdy na srdcovou"
        " 8.\n"
        "- Na eso ve sloupci už nic nepoložíte.\n"
        "- Ani karty, které na sebe ve stejné barvě navazují, se nepřesouvají společně, ale po jedné, takže každá"
        " potřebuje vlastní místo."
    ),
    "rules-forty-thieves-empty-columns": (
        "Do prázdného sloupce smíte dát kteroukoli kartu, ne jen krále, ať už z jiného sloupce, nebo z odkládací"
        " hromádky. Jiné volné místo ve hře není, a tak prázdné sloupce obsazujte s rozmyslem."
    ),
    "rules-forty-thieves-foundations": (
        "Osm základních hromádek, po dvou pro každou barvu, má pevné pořadí zleva doprava: piky, srdce, kára, kříže,"
        " piky, srdce, kára, kříže. Každá začíná esem své barvy a roste po jedné kartě až ke králi.\n"
        "\n"
        "Vrchní kartu základní hromádky můžete přetáhnout zpět do sloupce, který ji přijme (i do prázdného), stojí to"
        " ale body."
    ),
    "rules-forty-thieves-stock": (
        "Když klepnete na dobírací balíček, jeho vrchní karta se otočí lícem nahoru na odkládací hromádku. Ze všech"
        " karet odkládací hromádky smíte zahrát jen tu vrchní, na základní hromádku nebo do sloupce. Druhé kolo se"
        " nehraje: jakmile balíček dojde, viděli jste každou jeho kartu jednou a karty zasypané na odkládací hromádce"
        " se dostanou ke hře, až když zahrajete karty, které leží na nich."
    ),
    "rules-forty-thieves-end": (
        "Vyhrajete, jakmile na všech osmi základních hromádkách leží všech třináct karet od esa po krále, tedy všech"
        " 104 karet. Že už nezbývá žádný tah, vám aplikace neřekne: vraťte několik tahů zpět, nebo začněte novou hru."
    ),
    "rules-forty-thieves-scoring": (
        "Skóre nemůže klesnout pod 0 a výhra nepřináší žádné bonusové body. Vyhraná hra vynese 1040 bodů za karty na"
        " základních hromádkách a navíc po 5 bodech za každou kartu, kterou jste zahráli z odkládací hromádky do"
        " sloupce: když při výhře takto zahrajete 29 karet, získáte 1040 + 29 × 5 = 1185 bodů."
    ),
    "rules-forty-thieves-app": (
        "- Karta, na kterou klepnete, jde na základní hromádku, pokud ji některá přijme. Kartu z odkládací hromádky,"
        " kterou žádná základní hromádka nevezme, klepnutí přesune do vhodného sloupce.\n"
        "- Dvojité klepnutí (volba v nastavení, zpočátku zapnutá) hledá cíl v tomto pořadí: základní hromádka, nejdelší"
        " sloupec, který kartu přijme, prázdný sloupec.\n"
        "- Kartu můžete přetáhnout na kterékoli místo; místa, která by ji přijala, se během tažení zvýrazní. Když je"
        " zapnutá volba „Automatické umístění“ (zpočátku vypnutá), jde karta puštěná mimo platný cíl na nejlepší"
        " místo.\n"
        "- U každého odmítnutého tahu se dozvíte, které pravidlo ho nedovolilo.\n"
        "- Zpět a Znovu pracují s posledními 100 akcemi, tahy i otočeními karet. Vrací se i skóre; počítadlo tahů nikdy"
        " neklesá.\n"
        "- Každé rozdání má kód jako FT1-N-ABCDEFG: zkopírujte ho a zahrajte si rozdání znovu nebo ho pošlete dál.\n"
        "- Během hry žádné nápovědy: dokud hrajete, aplikace nikdy neprozradí, zda se rozdání dá vyhrát. Po skončení"
        " hry si můžete vyžádat její analýzu (Statistiky, Poslední hry).\n"
        "- Celou hru lze ovládat i klávesnicí: klávesou ? zobrazíte seznam kláves."
    ),
    "rules-eight-off-summary": (
        "Jeden balíček, všechny karty lícem nahoru. Postavte čtyři základní hromádky podle barev od esa po krále;"
        " pomohou vám přitom volná pole. Ve sloupcích se karty kladou sestupně ve stejné barvě."
    ),
    "rules-eight-off-setup": (
        "Karty jednoho balíčku (52) se po zamíchání rozloží lícem nahoru do osmi sloupců, v každém šest karet. Čtyři"
        " karty, které zbudou, obsadí první čtyři z osmi volných polí. Základní hromádky jsou čtyři, pro každou barvu"
        " jedna (piky, srdce, kára, kříže), a na začátku jsou prázdné.\n"
        "\n"
        "V okně Nová hra si můžete zvolit méně volných polí. Se 4 poli se do nich vejdou všechny čtyři zbylé karty. Se"
        " 2 poli připadnou dvě zbylé karty na obě pole a další dvě se položí na sloupce 3 a 4 jako jejich nové vrchní"
        " karty. Stejné číslo rozdání dává stejně zamíchané karty při jakémkoli počtu polí."
    ),
    "rules-eight-off-moves": (
        "- Přesouváte vrchní kartu sloupce, kartu z volného pole nebo řadu karet (viz níže).\n"
        "- Ve sloupci patří karta na kartu stejné barvy přesně o stupeň vyšší: srdcová 7 jen na srdcovou 8.\n"
        "- Na prázdné volné pole můžete položit jakoukoli kartu.\n"
        "- Základní hromádka začíná esem a pokračuje dvojkou, trojkou atd. až ke králi, vše v jedné barvě a vždy po"
        " jedné kartě."
    ),
    "rules-eight-off-empty-columns": (
        "Prázdný sloupec přijme jen krále, samotného nebo s řadou, která na něm leží. Žádná jiná karta nový sloupec"
        " nezaloží."
    ),
    "rules-eight-off-cells": (
        "Na každém volném poli smí ležet jedna karta. Karta z volného pole může jít do sloupce, který ji přijme, nebo"
        " na svou základní hromádku. Zobrazují se jen pole zvolené varianty."
    ),
    "rules-eight-off-groups": (
        "Řada, která už ve sloupci leží ve správném pořadí (jedna barva, hodnoty klesají po jedné, například křížová 9,"
        " 8 a 7), se přesune najednou jako jedna akce, pokud není delší než:"
    ),
    "rules-eight-off-formula": "(počet volných polí + 1) × 2 umocněno na počet prázdných sloupců",
    "rules-eight-off-groups-table": (
        "Každý prázdný sloupec tento limit zdvojnásobí, každé neobsazené volné pole k němu přidá jednu kartu. Když jde"
        " král se svou řadou do prázdného sloupce, tento sloupec se nepočítá. Při 4 polích mohou být volná nejvýš"
        " čtyři, při 2 polích nejvýš dvě. Sloupec, ze kterého řada odchází, se počítá jako obsazený, a přesunout můžete"
        " i jen koncovou část řady s nižšími kartami."
    ),
    "rules-eight-off-foundations": (
        "Základní hromádky se staví podle barev od esa po krále. Sama od sebe tam žádná karta nikdy nepřejde.\n"
        "\n"
        "Vrchní kartu základní hromádky můžete přetáhnout zpět na prázdné volné pole nebo do sloupce, který ji přijme;"
        " za takový tah body nezískáte ani neztratíte."
    ),
    "rules-eight-off-end": (
        "Hra končí výhrou, jakmile se všech 52 karet dostane na základní hromádky. Že už nezbývá žádný užitečný tah,"
        " vám aplikace neřekne: vraťte několik tahů zpět, nebo začněte novou hru."
    ),
    "rules-eight-off-scoring": (
        "Když tah vrátíte zpět, přijdete i o body, které vám přinesl; skóre ale nikdy nebude záporné."
    ),
    "rules-eight-off-app": (
        "- Klepnutím na vrchní kartu sloupce nebo na kartu na volném poli ji pošlete na její základní hromádku, pokud"
        " tam smí.\n"
        "- Dvojité klepnutí (volba v nastavení, zpočátku zapnutá) hledá cíl v tomto pořadí: základní hromádka, nejdelší"
        " sloupec, který kartu přijme, prázdný sloupec (jen pro krále), volné pole. Když dvakrát klepnete na první"
        " (nejvyšší) kartu řady, přesune se do sloupce celá řada.\n"
        "- Kartu i s řadou, která na ní leží, můžete přetáhnout na kterékoli místo; místa, která by ji přijala, se"
        " během tažení zvýrazní.\n"
        "- U každého odmítnutého tahu se dozvíte, které pravidlo ho nedovolilo.\n"
        "- Zpět a Znovu pracují s posledními 100 akcemi; když jste řadu přesunuli najednou, vrátí se také v jednom"
        " kroku. Počítadlo tahů nikdy neklesá.\n"
        "- Každé rozdání má kód jako EO1-C8-AAAAAFA (C4 a C2 pro 4 a 2 volná pole): zkopírujte ho a zahrajte si rozdání"
        " znovu nebo ho pošlete dál.\n"
        "- Během hry žádné nápovědy: dokud hrajete, aplikace nikdy neprozradí, zda se rozdání dá vyhrát. Po skončení"
        " hry si můžete vyžádat její analýzu (Statistiky, Poslední hry).\n"
        "- Celou hru lze ovládat i klávesnicí: klávesou ? zobrazíte seznam kláves."
    ),
    "rules-freecell-summary": (
        "Jeden balíček, všechny karty lícem nahoru. Postavte čtyři základní hromádky podle barev od esa po krále;"
        " pomohou vám přitom čtyři volná pole. Ve sloupcích se karty kladou sestupně, červená na černou a černá na"
        " červenou."
    ),
    "rules-freecell-setup": (
        "Karty jednoho balíčku (52) se po zamíchání rozloží lícem nahoru do osmi sloupců: první čtyři dostanou po"
        " sedmi kartách, další čtyři po šesti. Čtyři volná pole i čtyři základní hromádky, pro každou barvu jedna"
        " (piky, srdce, kára, kříže), jsou na začátku prázdné."
    ),
    "rules-freecell-moves": (
        "- Přesouváte vrchní kartu sloupce, kartu z volného pole nebo řadu karet (viz níže).\n"
        "- Ve sloupci patří karta na kartu přesně o stupeň vyšší, červená na černou a černá na červenou: srdcová 7"
        " na pikovou nebo křížovou 8, nikdy na srdcovou ani károvou 8.\n"
        "- Na prázdné volné pole můžete položit jakoukoli kartu.\n"
        "- Základní hromádka začíná esem a pokračuje dvojkou, trojkou atd. až ke králi, vše v jedné barvě a vždy po"
        " jedné kartě."
    ),
    "rules-freecell-empty-columns": (
        "Prázdný sloupec přijme jakoukoli kartu, nejen krále, samotnou nebo s řadou, která na ní leží, ať už ze"
        " sloupce, nebo z volného pole."
    ),
    "rules-freecell-cells": (
        "Na každém ze čtyř volných polí smí ležet jedna karta a na začátku jsou všechna čtyři prázdná. Karta z"
        " volného pole může jít do sloupce, který ji přijme, do prázdného sloupce nebo na svou základní hromádku."
    ),
    "rules-freecell-groups": (
        "Řada, která už ve sloupci leží ve správném pořadí (červené a černé karty se střídají, hodnoty klesají po"
        " jedné, například křížová 9, srdcová 8 a piková 7), se přesune najednou jako jedna akce, pokud není delší"
        " než:"
    ),
    "rules-freecell-formula": "(počet volných polí + 1) × 2 umocněno na počet prázdných sloupců",
    "rules-freecell-groups-table": (
        "Každý prázdný sloupec tento limit zdvojnásobí, každé neobsazené volné pole k němu přidá jednu kartu. Když jde"
        " řada do prázdného sloupce, tento sloupec se nepočítá: platí pravé sloupce tabulky. Volná pole jsou čtyři,"
        " takže řádky s více než 4 volnými poli se nikdy neuplatní. Sloupec, ze kterého řada odchází, se počítá jako"
        " obsazený, a přesunout můžete i jen koncovou část řady s nižšími kartami."
    ),
    "rules-freecell-foundations": (
        "Základní hromádky se staví podle barev od esa po krále. Sama od sebe tam žádná karta nikdy nepřejde.\n"
        "\n"
        "Vrchní kartu základní hromádky můžete přetáhnout zpět na prázdné volné pole nebo do sloupce, který ji přijme;"
        " za takový tah body nezískáte ani neztratíte."
    ),
    "rules-freecell-end": (
        "Hra končí výhrou, jakmile se všech 52 karet dostane na základní hromádky. Že už nezbývá žádný užitečný tah,"
        " vám aplikace neřekne: vraťte několik tahů zpět, nebo začněte novou hru."
    ),
    "rules-freecell-scoring": (
        "Když tah vrátíte zpět, přijdete i o body, které vám přinesl; skóre ale nikdy nebude záporné."
    ),
    "rules-freecell-app": (
        "- Klepnutím na vrchní kartu sloupce nebo na kartu na volném poli ji pošlete na její základní hromádku, pokud"
        " tam smí.\n"
        "- Dvojité klepnutí (volba v nastavení, zpočátku zapnutá) hledá cíl v tomto pořadí: základní hromádka, nejdelší"
        " sloupec, který kartu přijme, prázdný sloupec, volné pole. Když dvakrát klepnete na první (nejvyšší) kartu"
        " řady, přesune se do sloupce celá řada.\n"
        "- Kartu i s řadou, která na ní leží, můžete přetáhnout na kterékoli místo; místa, která by ji přijala, se"
        " během tažení zvýrazní.\n"
        "- U každého odmítnutého tahu se dozvíte, které pravidlo ho nedovolilo.\n"
        "- Zpět a Znovu pracují s posledními 100 akcemi; když jste řadu přesunuli najednou, vrátí se také v jednom"
        " kroku. Počítadlo tahů nikdy neklesá.\n"
        "- Každé rozdání má kód jako FC1-N-AAAAAFA: zkopírujte ho a zahrajte si rozdání znovu nebo ho pošlete dál.\n"
        "- Najdete tu i očíslovaná rozdání Microsoftu: v okně Nová hra napište do pole pro kód FC1-MS- a číslo"
        " rozdání, například FC1-MS-617 pro rozdání 617. Rozdání 11982 je to slavné, které vyhrát nejde.\n"
        "- Během hry žádné nápovědy: dokud hrajete, aplikace nikdy neprozradí, zda se rozdání dá vyhrát. Po skončení"
        " hry si můžete vyžádat její analýzu (Statistiky, Poslední hry).\n"
        "- Celou hru lze ovládat i klávesnicí: klávesou ? zobrazíte seznam kláves."
    ),
    "rules-bakers-game-summary": (
        "Jeden balíček, všechny karty lícem nahoru. Postavte čtyři základní hromádky podle barev od esa po krále;"
        " pomohou vám přitom čtyři volná pole. Ve sloupcích se karty kladou sestupně ve stejné barvě."
    ),
    "rules-bakers-game-setup": (
        "Karty jednoho balíčku (52) se po zamíchání rozloží lícem nahoru do osmi sloupců: první čtyři dostanou po"
        " sedmi kartách, další čtyři po šesti. Čtyři volná pole i čtyři základní hromádky, pro každou barvu jedna"
        " (piky, srdce, kára, kříže), jsou na začátku prázdné."
    ),
    "rules-bakers-game-moves": (
        "- Přesouváte vrchní kartu sloupce, kartu z volného pole nebo řadu karet (viz níže).\n"
        "- Ve sloupci patří karta na kartu stejné barvy přesně o stupeň vyšší: srdcová 7 jen na srdcovou 8.\n"
        "- Na prázdné volné pole můžete položit jakoukoli kartu.\n"
        "- Základní hromádka začíná esem a pokračuje dvojkou, trojkou atd. až ke králi, vše v jedné barvě a vždy po"
        " jedné kartě."
    ),
    "rules-bakers-game-empty-columns": (
        "Prázdný sloupec přijme jakoukoli kartu, nejen krále, samotnou nebo s řadou, která na ní leží, ať už ze"
        " sloupce, nebo z volného pole."
    ),
    "rules-bakers-game-cells": (
        "Na každém ze čtyř volných polí smí ležet jedna karta a na začátku jsou všechna čtyři prázdná. Karta z"
        " volného pole může jít do sloupce, který ji přijme, do prázdného sloupce nebo na svou základní hromádku."
    ),
    "rules-bakers-game-groups": (
        "Řada, která už ve sloupci leží ve správném pořadí (jedna barva, hodnoty klesají po jedné, například křížová 9,"
        " 8 a 7), se přesune najednou jako jedna akce, pokud není delší než:"
    ),
    "rules-bakers-game-formula": "(počet volných polí + 1) × 2 umocněno na počet prázdných sloupců",
    "rules-bakers-game-groups-table": (
        "Každý prázdný sloupec tento limit zdvojnásobí, každé neobsazené volné pole k němu přidá jednu kartu. Když jde"
        " řada do prázdného sloupce, tento sloupec se nepočítá: platí pravé sloupce tabulky. Volná pole jsou čtyři,"
        " takže řádky s více než 4 volnými poli se nikdy neuplatní. Sloupec, ze kterého řada odchází, se počítá jako"
        " obsazený, a přesunout můžete i jen koncovou část řady s nižšími kartami."
    ),
    "rules-bakers-game-foundations": (
        "Základní hromádky se staví podle barev od esa po krále. Sama od sebe tam žádná karta nikdy nepřejde.\n"
        "\n"
        "Vrchní kartu základní hromádky můžete přetáhnout zpět na prázdné volné pole nebo do sloupce, který ji přijme;"
        " za takový tah body nezískáte ani neztratíte."
    ),
    "rules-bakers-game-end": (
        "Hra končí výhrou, jakmile se všech 52 karet dostane na základní hromádky. Že už nezbývá žádný užitečný tah,"
        " vám aplikace neřekne: vraťte několik tahů zpět, nebo začněte novou hru."
    ),
    "rules-bakers-game-scoring": (
        "Když tah vrátíte zpět, přijdete i o body, které vám přinesl; skóre ale nikdy nebude záporné."
    ),
    "rules-bakers-game-app": (
        "- Klepnutím na vrchní kartu sloupce nebo na kartu na volném poli ji pošlete na její základní hromádku, pokud"
        " tam smí.\n"
        "- Dvojité klepnutí (volba v nastavení, zpočátku zapnutá) hledá cíl v tomto pořadí: základní hromádka, nejdelší"
        " sloupec, který kartu přijme, prázdný sloupec, volné pole. Když dvakrát klepnete na první (nejvyšší) kartu"
        " řady, přesune se do sloupce celá řada.\n"
        "- Kartu i s řadou, která na ní leží, můžete přetáhnout na kterékoli místo; místa, která by ji přijala, se"
        " během tažení zvýrazní.\n"
        "- U každého odmítnutého tahu se dozvíte, které pravidlo ho nedovolilo.\n"
        "- Zpět a Znovu pracují s posledními 100 akcemi; když jste řadu přesunuli najednou, vrátí se také v jednom"
        " kroku. Počítadlo tahů nikdy neklesá.\n"
        "- Každé rozdání má kód jako BG1-N-AAAAAFA: zkopírujte ho a zahrajte si rozdání znovu nebo ho pošlete dál.\n"
        "- Během hry žádné nápovědy: dokud hrajete, aplikace nikdy neprozradí, zda se rozdání dá vyhrát. Po skončení"
        " hry si můžete vyžádat její analýzu (Statistiky, Poslední hry).\n"
        "- Celou hru lze ovládat i klávesnicí: klávesou ? zobrazíte seznam kláves."
    ),
    "rules-seahaven-towers-summary": (
        "Jeden balíček, všechny karty lícem nahoru. Postavte čtyři základní hromádky podle barev od esa po krále;"
        " pomohou vám přitom čtyři volná pole. Ve sloupcích se karty kladou sestupně ve stejné barvě."
    ),
    "rules-seahaven-towers-setup": (
        "Karty jednoho balíčku (52) se po zamíchání rozloží lícem nahoru do deseti sloupců, v každém pět karet. Dvě"
        " karty, které zbudou, obsadí první dvě ze čtyř volných polí. Základní hromádky jsou čtyři, pro každou barvu"
        " jedna (piky, srdce, kára, kříže), a na začátku jsou prázdné."
    ),
    "rules-seahaven-towers-moves": (
        "- Přesouváte vrchní kartu sloupce, kartu z volného pole nebo řadu karet (viz níže).\n"
        "- Ve sloupci patří karta na kartu stejné barvy přesně o stupeň vyšší: srdcová 7 jen na srdcovou 8.\n"
        "- Na prázdné volné pole můžete položit jakoukoli kartu.\n"
        "- Základní hromádka začíná esem a pokračuje dvojkou, trojkou atd. až ke králi, vše v jedné barvě a vždy po"
        " jedné kartě."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Prázdný sloupec přijme jen krále, samotného nebo s řadou, která na něm leží. Žádná jiná karta nový sloupec"
        " nezaloží."
    ),
    "rules-seahaven-towers-cells": (
        "Na každém ze čtyř volných polí smí ležet jedna karta; dvě jsou na začátku obsazená. Karta z volného pole může"
        " jít do sloupce, který ji přijme, nebo na svou základní hromádku."
    ),
    "rules-seahaven-towers-groups": (
        "Řada, která už ve sloupci leží ve správném pořadí (jedna barva, hodnoty klesají po jedné, například křížová 9,"
        " 8 a 7), se přesune najednou jako jedna akce, pokud není delší než:"
    ),
    "rules-seahaven-towers-formula": "(počet volných polí + 1) × 2 umocněno na počet prázdných sloupců",
    "rules-seahaven-towers-groups-table": (
        "Každý prázdný sloupec tento limit zdvojnásobí, každé neobsazené volné pole k němu přidá jednu kartu. Když jde"
        " král se svou řadou do prázdného sloupce, tento sloupec se nepočítá. Volná pole jsou čtyři, takže řádky s"
        " více než 4 volnými poli se nikdy neuplatní. Sloupec, ze kterého řada odchází, se počítá jako obsazený, a"
        " přesunout můžete i jen koncovou část řady s nižšími kartami."
    ),
    "rules-seahaven-towers-foundations": (
        "Základní hromádky se staví podle barev od esa po krále. Sama od sebe tam žádná karta nikdy nepřejde.\n"
        "\n"
        "Vrchní kartu základní hromádky můžete přetáhnout zpět na prázdné volné pole nebo do sloupce, který ji přijme;"
        " za takový tah body nezískáte ani neztratíte."
    ),
    "rules-seahaven-towers-end": (
        "Hra končí výhrou, jakmile se všech 52 karet dostane na základní hromádky. Že už nezbývá žádný užitečný tah,"
        " vám aplikace neřekne: vraťte několik tahů zpět, nebo začněte novou hru."
    ),
    "rules-seahaven-towers-scoring": (
        "Když tah vrátíte zpět, přijdete i o body, které vám přinesl; skóre ale nikdy nebude záporné."
    ),
    "rules-seahaven-towers-app": (
        "- Klepnutím na vrchní kartu sloupce nebo na kartu na volném poli ji pošlete na její základní hromádku, pokud"
        " tam smí.\n"
        "- Dvojité klepnutí (volba v nastavení, zpočátku zapnutá) hledá cíl v tomto pořadí: základní hromádka, nejdelší"
        " sloupec, který kartu přijme, prázdný sloupec (jen pro krále), volné pole. Když dvakrát klepnete na první"
        " (nejvyšší) kartu řady, přesune se do sloupce celá řada.\n"
        "- Kartu i s řadou, která na ní leží, můžete přetáhnout na kterékoli místo; místa, která by ji přijala, se"
        " během tažení zvýrazní.\n"
        "- U každého odmítnutého tahu se dozvíte, které pravidlo ho nedovolilo.\n"
        "- Zpět a Znovu pracují s posledními 100 akcemi; když jste řadu přesunuli najednou, vrátí se také v jednom"
        " kroku. Počítadlo tahů nikdy neklesá.\n"
        "- Každé rozdání má kód jako ST1-N-AAAAAFA: zkopírujte ho a zahrajte si rozdání znovu nebo ho pošlete dál.\n"
        "- Během hry žádné nápovědy: dokud hrajete, aplikace nikdy neprozradí, zda se rozdání dá vyhrát. Po skončení"
        " hry si můžete vyžádat její analýzu (Statistiky, Poslední hry).\n"
        "- Celou hru lze ovládat i klávesnicí: klávesou ? zobrazíte seznam kláves."
    ),
}
