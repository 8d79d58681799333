"""Norwegian Bokmål texts of the app (the reference and the conventions: game/locales/en.py)."""

from __future__ import annotations

NAME = "Norsk bokmål"

# Texts that read the same as English in this language only (game.locales lists those of every language).
SAME_AS_ENGLISH = frozenset(
    {
        "bakers-game",
        "board-next-part",
        "calendar-day",
        "forty-thieves",
        "freecell",
        "key-enter",
        "key-redo",
        "key-shift-enter",
        "key-undo",
        "replay-pause",
        "seahaven-towers",
    }
)

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "sparess",
    "card-S-number": "spar {rank}",
    "card-S-jack": "sparknekt",
    "card-S-queen": "spardame",
    "card-S-king": "sparkonge",
    "card-H-ace": "hjerteress",
    "card-H-number": "hjerter {rank}",
    "card-H-jack": "hjerterknekt",
    "card-H-queen": "hjerterdame",
    "card-H-king": "hjerterkonge",
    "card-D-ace": "ruteress",
    "card-D-number": "ruter {rank}",
    "card-D-jack": "ruterknekt",
    "card-D-queen": "ruterdame",
    "card-D-king": "ruterkonge",
    "card-C-ace": "kløveress",
    "card-C-number": "kløver {rank}",
    "card-C-jack": "kløverknekt",
    "card-C-queen": "kløverdame",
    "card-C-king": "kløverkonge",
    "suit-S": "spar",
    "suit-H": "hjerter",
    "suit-D": "ruter",
    "suit-C": "kløver",
    "cards": {"one": "{count} kort", "other": "{count} kort"},
    # The board description for screen readers.
    "board-stock": "Trekkbunke: {cards}",
    "board-stock-empty": "Trekkbunke: tom",
    "board-next-part": ";",
    "board-waste": "avleggsbunken: {cards}, øverst {card}",
    "board-waste-empty": "avleggsbunken er tom",
    "board-foundation-first": "Grunnbunke {number}: {contents}",
    "board-foundation": "grunnbunke {number}: {contents}",
    "board-foundation-empty": "tom",
    "board-cell-first": "Celle {number}: {contents}",
    "board-cell": "celle {number}: {contents}",
    "board-cell-empty": "tom",
    "board-column-first": "Kolonne {number}: {contents}",
    "board-column": "kolonne {number}: {contents}",
    "board-column-empty": "tom",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": "I en kolonne må et kort ha samme kortfarge som kortet det legges på, og én verdi lavere.",
    "rule-alternate-colours-down": (
        "I en kolonne må et kort være én verdi lavere enn kortet det legges på, rødt på svart eller svart på rødt."
    ),
    "rule-nothing-on-ace": "Ingenting kan legges på et ess i en kolonne.",
    "rule-king-only": "En tom kolonne tar bare imot en konge, alene eller med rekken sin.",
    "rule-one-card-only": "I dette spillet flyttes bare ett kort om gangen.",
    "rule-top-card-only": "Bare det øverste kortet i en bunke kan flyttes.",
    "rule-not-a-run": (
        "Kort kan bare flyttes sammen som en synkende rekke bygd etter regelen for kolonnene i dette spillet."
    ),
    "rule-group-too-large": (
        "En rekke kan bare flyttes hvis den har høyst (ledige celler + 1) × 2^(tomme kolonner) kort."
    ),
    "rule-foundation-suit": "Hver grunnbunke tar bare imot sin egen kortfarge.",
    "rule-foundation-order": "En grunnbunke bygges opp fra ess til konge, ett kort om gangen.",
    "rule-foundation-take-back": (
        "Et kort fra en grunnbunke kan bare flyttes tilbake til en kolonne som tar imot det, eller til en"
        " ledig celle i et spill som har celler."
    ),
    "rule-foundation-drag-only": "Et kort i en grunnbunke kan bare flyttes ved at du drar det tilbake.",
    "rule-cell-occupied": "En celle har bare plass til ett kort.",
    "rule-no-pile-there": "Kort kan aldri legges på trekkbunken eller avleggsbunken.",
    "rule-stock-draw-only": "Trykk på trekkbunken for å snu det øverste kortet over på avleggsbunken.",
    "rule-no-redeal": "Trekkbunken er tom, og det blir ingen ny runde gjennom den.",
    "rule-no-stock": "Dette spillet har ingen trekkbunke: alle kortene deles ut med bildesiden opp.",
    "rule-same-pile": "Kortet må flyttes til en annen bunke.",
    "rule-empty-pile": "Det er ikke noe kort å flytte der.",
    "rule-no-such-pile": "Den bunken finnes ikke i dette spillet.",
    "rule-tap-to-foundation": "Et trykk sender kortet til grunnbunken sin, og bare når grunnbunken tar imot det.",
    "rule-waste-nowhere": "Ingen grunnbunke og ingen kolonne tar imot dette kortet fra avleggsbunken nå.",
    "rule-no-destination": "Ingen bunke kan ta imot dette kortet nå.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "en spillkode må være tekst",
    "code-parts": "en spillkode har tre deler satt sammen med «-», som FT1-N-ABCDEFG eller EO1-C8-AAAAAFA",
    "code-version": "versjonen i «{part}» støttes ikke: skriv {expected}",
    "code-game": "spillet i «{part}» er ukjent: en kode begynner med én av {known}",
    "code-variant-forty-thieves": "varianten «{part}» er feil: koder for Forty Thieves har N i denne delen (FT1-N-…)",
    "code-variant-freecell": (
        "varianten «{part}» er feil: koder for FreeCell har N i denne delen (FC1-N-…), eller MS og et"
        " Microsoft-spillnummer (FC1-MS-617)"
    ),
    "code-variant-bakers-game": "varianten «{part}» er feil: koder for Baker's Game har N i denne delen (BG1-N-…)",
    "code-variant-seahaven-towers": (
        "varianten «{part}» er feil: koder for Seahaven Towers har N i denne delen (ST1-N-…)"
    ),
    "code-ms-number": "Microsoft-spillnummeret «{part}» må være et heltall fra 1 til {most}",
    "code-variant-eight-off": "varianten «{part}» er feil: koder for Eight Off har C8, C4 eller C2 i denne delen",
    "code-number-length": "nummeret «{part}» må ha nøyaktig 7 tegn (A-Z og 2-7)",
    "code-number-letter": "nummeret «{part}» inneholder «{letter}»: bare bokstavene A-Z og sifrene 2-7 er tillatt",
    # Games and piles.
    "forty-thieves": "Forty Thieves",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} celle", "other": "{count} celler"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Trekkbunke",
    "pile-waste": "Avleggsbunke",
    "pile-foundation": "Grunnbunke {number}, {suit}",
    "pile-cell": "Celle {number}",
    "pile-column": "Kolonne {number}",
    "pile-empty": "{pile}, tom",
    "pile-empty-king": "{pile}, tom, tar bare imot en konge",
    "pile-cards": "{pile}, {cards}, øverst: {card}",
    "pile-chosen": "{pile}, {cards}, valgt: {chosen}",
    "pile-takes-held": "{label}; tar imot kortene du holder",
    "stock-cards": "Trekkbunke, {cards}",
    "stock-empty": "Trekkbunke, tom: ingen ny runde",
    "no-redeal-mark": "Ingen ny runde",
    "card-and-more": {"one": "{card} og {count} annet kort", "other": "{card} og {count} andre kort"},
    # Toolbar and page.
    "page-title": "Kabal",
    "score-label": "Poeng",
    "moves-label": "Trekk",
    "copy-code": "Kopier spillkoden",
    "code-placeholder": "Skriv inn en kode",
    "code-label": "Spillkode",
    "play-code": "Spill",
    "undo": "Angre",
    "redo": "Gjør om",
    "restart": "Start på nytt",
    "new-game": "Nytt spill",
    "settings": "Innstillinger",
    "rules": "Regler",
    "stats": "Statistikk",
    "describe-board": "Bordoversikt",
    "keys": "Taster",
    "more": "Mer",
    "board-label": "Kortbord",
    "starting": "Starter spillet…",
    # New game window.
    "new-game-title": "Nytt spill",
    "game-legend": "Spill",
    "forty-thieves-line": (
        "To kortstokker. Bygg nedover i samme kortfarge, ett kort om gangen; trekkbunken går én runde."
    ),
    "eight-off-line": "Én kortstokk, alle kort med forsiden opp. Bygg nedover i samme kortfarge, med celler.",
    "freecell-line": "Én kortstokk, alle kort med forsiden opp. Bygg nedover i vekslende farger, med fire celler.",
    "bakers-game-line": (
        "Én kortstokk, alle kort med forsiden opp. Bygg nedover i samme kortfarge, med fire celler; hvilket som"
        " helst kort kan fylle en tom kolonne."
    ),
    "seahaven-towers-line": (
        "Én kortstokk i ti kolonner. Bygg nedover i samme kortfarge, med fire celler; bare en konge kan fylle en tom"
        " kolonne."
    ),
    "chooser-odds": "{least} til {most} av kabalene kan vinnes",
    "cells-legend": "Celler",
    "deal": "Del ut",
    "cancel": "Avbryt",
    "close": "Lukk",
    # Settings window.
    "setting-language": "Språk",
    "setting-double-tap": "Dobbelttrykk flytter kortet til den beste plassen",
    "setting-auto-placement": (
        "Automatisk plassering (Forty Thieves): et kort du slipper på et ugyldig sted, går til den beste plassen"
    ),
    "setting-motion": "Animer kortene når de flyttes",
    "setting-theme": "Tema",
    "theme-system": "Samme som enheten",
    "theme-light": "Lyst",
    "theme-dark": "Mørkt",
    "setting-four-colour": "Kortstokk med fire farger: blå ruter, grønn kløver",
    # Win.
    "win-title": "Du vant!",
    "moves-count": {"one": "{count} trekk", "other": "{count} trekk"},
    "win-text": "Du fikk {score} poeng på {moves}.",
    "finish": "Fullfør",
    "no-moves": "Ingen trekk igjen.",
    "describe-title": "Kortbordet i ord",
    "win-undone": "Reprisen viser {actions}: trekktelleren teller også trekk du angret.",
    "actions-count": {"one": "{count} handling", "other": "{count} handlinger"},
    "play-again": "Nytt spill",
    # Statistics window.
    "stats-title": "Statistikk",
    "stats-played": "Spilt",
    "stats-won": "Vunnet",
    "stats-win-rate": "Vinnprosent",
    "stats-best-score": "Beste poengsum",
    "stats-fewest-moves": "Færrest trekk i en seier",
    "stats-streak": "Nåværende seiersrekke",
    "stats-best-streak": "Beste seiersrekke",
    "stats-none": "–",
    "percent": "{value} %",
    "stats-reset": "Nullstill statistikken",
    "stats-reset-question": "Vil du nullstille statistikken for alle spillene? Dette kan ikke angres.",
    "stats-reset-confirm": "Nullstill",
    "stats-reset-done": "Statistikken er nullstilt.",
    # Siden med spørsmål og svar og de målte sjansene på regelsidene. {percent} er en
    # "percent"-tekst (også {least} og {most}), {cells} en "free-cells"-tekst; "decimal" skriver
    # et tall med én desimal. Tekstene faq-…-answer følger oppsettet til rules-….
    "faq": "Spørsmål",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Hvor mange utdelinger kan vinnes",
    "odds-bounds-forty-thieves": {
        "one": "Av {count} utdeling som løseren vår undersøkte, med kjent rekkefølge i trekkbunken, kan minst"
        " {least} og høyst {most} vinnes.",
        "other": "Av {count} utdelinger som løseren vår undersøkte, med kjent rekkefølge i trekkbunken, kan minst"
        " {least} og høyst {most} vinnes.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: av {count} utdeling som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
        "other": "{cells}: av {count} utdelinger som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
    },
    "odds-bounds-freecell": {
        "one": "Av {count} utdeling som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
        "other": "Av {count} utdelinger som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
    },
    "odds-bounds-bakers-game": {
        "one": "Av {count} utdeling som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
        "other": "Av {count} utdelinger som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
    },
    "odds-bounds-seahaven-towers": {
        "one": "Av {count} utdeling som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
        "other": "Av {count} utdelinger som løseren vår undersøkte, kan minst {least} og høyst {most} vinnes.",
    },
    "rules-forty-thieves-odds": (
        "Løseren kjenner rekkefølgen i trekkbunken, som du ikke gjør, så en utdeling den vinner, kan likevel"
        " være vanskelig å vinne når du spiller. Minst: utdelingene den vant. Høyst: disse og utdelingene den"
        " innenfor grensen sin verken vant eller beviste at ikke kan vinnes. Utdelingene den vant, er de som"
        " bryteren «Bare utdelinger som kan vinnes» gir deg."
    ),
    "rules-eight-off-odds": (
        "I Eight Off ligger alle kortene med forsiden opp, så løseren vet ingenting du ikke selv kan se. Minst:"
        " utdelingene den vant. Høyst: disse og utdelingene den innenfor grensen sin verken vant eller beviste"
        " at ikke kan vinnes. Utdelingene den vant, er de som bryteren «Bare utdelinger som kan vinnes» gir deg."
    ),
    "rules-freecell-odds": (
        "I FreeCell ligger alle kortene med forsiden opp, så løseren vet ingenting du ikke selv kan se. Minst:"
        " utdelingene den vant. Høyst: disse og utdelingene den innenfor grensen sin verken vant eller beviste"
        " at ikke kan vinnes. Utdelingene den vant, er de som bryteren «Bare utdelinger som kan vinnes» gir deg."
    ),
    "rules-bakers-game-odds": (
        "I Baker's Game ligger alle kortene med forsiden opp, så løseren vet ingenting du ikke selv kan se. Minst:"
        " utdelingene den vant. Høyst: disse og utdelingene den innenfor grensen sin verken vant eller beviste"
        " at ikke kan vinnes. Utdelingene den vant, er de som bryteren «Bare utdelinger som kan vinnes» gir deg."
    ),
    "rules-seahaven-towers-odds": (
        "I Seahaven Towers ligger alle kortene med forsiden opp, så løseren vet ingenting du ikke selv kan se."
        " Minst: utdelingene den vant. Høyst: disse og utdelingene den innenfor grensen sin verken vant eller"
        " beviste at ikke kan vinnes. Utdelingene den vant, er de som bryteren «Bare utdelinger som kan vinnes»"
        " gir deg."
    ),
    "rules-faq-link": "Spørsmål om spillkoder, poeng eller spill uten nett? Les svarene",
    "faq-title": "Ofte stilte spørsmål",
    "faq-codes": "Hva er en spillkode?",
    "faq-codes-answer": (
        "Hver utdeling har en kode, for eksempel FT1-N-ABCDEFG. Den første delen viser spillet, den siste"
        " utdelingen. Den samme koden gir alltid den samme utdelingen, på alle enheter.\n\n"
        "- Kopier koden med ett trykk og send den videre, eller del adressen til siden: den slutter med # og"
        " koden, så den som åpner den, får den samme utdelingen.\n"
        "- Skriv en kode i kodefeltet eller i vinduet Nytt spill for å spille den utdelingen.\n"
        "- Regelsiden til hvert spill viser hvordan kodene ser ut. Når et spill lar deg velge antall celler,"
        " sier den midterste delen hvor mange (C4: 4 celler); den samme siste delen stokker da den samme"
        " kortstokken, delt ut for så mange celler."
    ),
    "faq-undo": "Hvordan virker Angre og trekktelleren?",
    "faq-undo-answer": (
        "Angre tar tilbake de siste handlingene dine, opptil 100, både flyttinger og kort snudd fra"
        " trekkbunken. Kortene og poengsummen blir nøyaktig som de var. Gjør om gjentar dem, helt til du gjør"
        " et nytt trekk.\n\n"
        "Trekktelleren teller hver handling, også kort snudd fra trekkbunken. Angre og Gjør om senker den"
        " aldri: den viser hvor mange handlinger spillet tok, ikke hvor langt du har kommet."
    ),
    "faq-scoring": "Hvordan regnes poengene ut?",
    "faq-scoring-answer": (
        "Hvert spill gir poeng etter sine egne regler: regelsiden til spillet viser poengene for hver slags"
        " trekk. Poengsummen går aldri under 0.\n\n"
        "Angre tar også tilbake poengene fra trekket den angrer."
    ),
    "faq-hints": "Hvorfor er det ingen tips?",
    "faq-hints-answer": (
        "Å finne veien er selve spillet. Mens du spiller, foreslår appen aldri et trekk og sier aldri om utdelingen,"
        " eller stillingen på bordet, fortsatt kan vinnes. Står du fast, kan du angre noen trekk eller starte et nytt"
        " spill.\n\n"
        "Sjansene på regelsidene er målt over mange utdelinger: de sier ingenting om utdelingen du har foran deg.\n\n"
        "Når et spill er over (vunnet, eller forlatt for en annen utdeling), og bare hvis du ber om det, forteller"
        " appen sannheten om det: velg Analyser ved de nylige spillene i vinduet Statistikk. Løseren sier om utdelingen"
        " kunne vinnes, etter hvilket av trekkene dine seier ikke lenger var mulig, og viser en vei til seier."
    ),
    "faq-winnable": "Hva er utdelinger som kan vinnes, og dagens utdeling?",
    "faq-winnable-answer": (
        "- «Bare utdelinger som kan vinnes» er en bryter i vinduet Nytt spill. Når den er på, er hver ny"
        " utdeling en som løseren vår har vunnet, så det går an å vinne; spillet sier likevel ikke hvordan."
        " Disse spillene telles for seg i statistikken.\n"
        "- Dagens utdeling er én utdeling hver dag for hvert spill som har en (vinduet Nytt spill viser en"
        " knapp for hver), den samme for alle på samme dato i sin egen kalender. Den virker også uten nett."
        " Start den med knappen Dagens eller fra vinduet Nytt spill.\n"
        "- Vinduet Statistikk teller dagens utdelinger du har spilt og vunnet og dagene vunnet på rad, og"
        " viser de siste 30 dagene som en kalender."
    ),
    "faq-offline": "Virker spillet uten nett? Kan jeg installere det?",
    "faq-offline-answer": (
        "Ja. Etter det første besøket tar nettleseren vare på hele spillet, så det starter og kan spilles uten"
        " tilkobling, med spillkoder og dagens utdeling.\n\n"
        "Vil du ha det lett tilgjengelig, kan du legge det til på startskjermen eller installere det fra"
        " menyen i nettleseren (på telefonen ofte «Legg til på startskjermen», på datamaskinen «Installer»)."
        " Da åpnes det som en app, også uten nett."
    ),
    "faq-storage": "Hva lagres på enheten min, og hvordan sletter jeg det?",
    "faq-storage-answer": (
        "Spillet lagrer noen få ting i nettleserens lokale lagring, bare på denne enheten:\n\n"
        "- innstillingene dine;\n"
        "- statistikken din;\n"
        "- spillet du holder på med;\n"
        "- den siste visningen av bordet, så den vises med en gang neste gang spillet starter.\n\n"
        "Ingenting sendes noe sted: det finnes ingen konto og ingen server, bare filene til siden.\n\n"
        "Statistikken sletter du med Nullstill statistikken i vinduet Statistikk. Alt sletter du ved å fjerne"
        " nettstedsdataene for denne siden i innstillingene til nettleseren (vanligvis under personvern eller"
        " nettstedsdata)."
    ),
    # Utdelinger som kan vinnes, og dagens utdeling. "date" skriver en dag i en måned.
    "winnable": "Bare utdelinger som kan vinnes",
    "winnable-note": "Hver utdeling du får, kan vinnes; spillet forteller ikke hvordan.",
    "winnable-none": "Ingen utdelinger av dette spillet er ennå kjent for å kunne vinnes.",
    "daily": "Dagens",
    "daily-title": "Dagens utdeling",
    "daily-deal": "Dagens utdeling {date}: {code}.",
    "daily-already": "Dette er dagens utdeling {date}.",
    "daily-none": "Denne versjonen har ingen dagens utdeling for {date}.",
    "daily-played": "Dagens utdelinger spilt",
    "daily-won": "Dagens utdelinger vunnet",
    "daily-streak": "Dager vunnet på rad",
    "daily-best-streak": "Flest dager vunnet på rad",
    "daily-calendar": "De siste 30 dagene",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game} vunnet",
    "calendar-played": "{game} spilt, ikke vunnet",
    "calendar-none": "{game} ikke spilt",
    "date": "{day}. {month}",
    "month-1": "januar",
    "month-2": "februar",
    "month-3": "mars",
    "month-4": "april",
    "month-5": "mai",
    "month-6": "juni",
    "month-7": "juli",
    "month-8": "august",
    "month-9": "september",
    "month-10": "oktober",
    "month-11": "november",
    "month-12": "desember",
    # Reprise av spill.
    "replay": "Se reprise",
    "replay-bar": "Reprise",
    "replay-play": "Spill av",
    "replay-pause": "Pause",
    "replay-step": "Ett trekk fram",
    "replay-back": "Ett trekk tilbake",
    "replay-exit": "Avslutt reprisen",
    "share-replay": "Del reprisen",
    "replay-position": "{step} / {count}",
    "replay-shown": "Reprise av {code}: {count} trekk. Spillet du holder på med, blir som det er.",
    "replay-damaged": "Denne reprise-lenken er skadet eller fra en annen versjon, så utdelingen vises i stedet.",
    "replay-unknown": (
        "Dette spillet kan ikke vises som reprise: en eldre versjon lagret det med bare de siste trekkene."
    ),
    "replay-read-only": "Dette er en reprise. Avslutt den for å spille.",
    "replay-copied": "Lenken til reprisen er kopiert.",
    "replay-copy-failed": "Lenken til reprisen kunne ikke kopieres.",
    # Eksempel-sidene: et vunnet spill med forklaringer der en regel vises.
    "examples": "Eksempler",
    "examples-title": "Eksempel: {game}",
    "examples-intro": (
        "Et spill av utdeling {code}, vunnet på {count} trekk. Se det på bordet trekk for trekk: poengsummen "
        "vises hele veien, og der en regel vises, forklarer en tekst hva som skjer."
    ),
    "examples-step": "Trekk {step}: {text}",
    "examples-watch": "Se dette spillet",
    "examples-play": "Spill denne utdelingen selv",
    "examples-none": "Denne versjonen har ikke noe eksempel for dette spillet.",
    "example-waste-to-column": (
        "{cards} går fra avleggsbunken til kolonne {number}: et kort fra avleggsbunken spilt til en kolonne "
        "gir 5 poeng (poengsum {score})."
    ),
    "example-empty-column": (
        "Kolonne {number} er tom, så hvilket som helst kort kan legges der: her {cards} (poengsum {score})."
    ),
    "example-take-back": (
        "{cards} tas tilbake fra en grunnbunke til kolonne {number}: det koster 15 poeng (poengsum {score}). "
        "Når kortet går opp igjen, får det de 10 poengene tilbake."
    ),
    "example-final": (
        "Seieren: de 104 kortene på grunnbunkene gir 1040 poeng, {waste} kort fra avleggsbunken spilt til "
        "kolonner gir 5 × {waste}, og {backs} tilbaketrekninger koster 5 × {backs} i alt (−15, så +10 igjen): "
        "{score} poeng."
    ),
    "example-final-plain": (
        "Seieren: de 104 kortene på grunnbunkene gir 1040 poeng, og {waste} kort fra avleggsbunken spilt til "
        "kolonner gir 5 × {waste}: {score} poeng."
    ),
    "example-group-move": "{cards} flyttes samlet til kolonne {number}: en rekke i samme farge flyttes som en gruppe.",
    "example-king-run": (
        "En konge med rekken sin går til den tomme kolonne {number}. Med {cells} ledige celler kan høyst "
        "{limit} kort flyttes samtidig (ledige celler + 1, doblet for hver annen tom kolonne)."
    ),
    "example-take-back-to-cell": (
        "{cards} tas tilbake fra en grunnbunke til en ledig celle (0 poeng); her går det rett opp igjen."
    ),
    "example-group-move-colours": (
        "{cards} flyttes samlet til kolonne {number}: en rekke i vekslende farger flyttes som en gruppe."
    ),
    "example-other-colour": (
        "{cards} går til kolonne {number}: i en kolonne legges et kort på den andre fargen, én verdi høyere."
    ),
    # Messages and notices.
    "copied": "Spillkoden {code} er kopiert.",
    "copy-failed": "Kunne ikke kopiere: koden er {code}.",
    "bad-code": "Dette er ikke en gyldig spillkode: {reason}.",
    "bad-hash": "Adressen inneholder ingen gyldig spillkode ({reason}); her er en ny utdeling.",
    "bad-hash-kept": "Adressen inneholder ingen gyldig spillkode ({reason}); spillet ditt fortsetter.",
    "bad-save": "Det lagrede spillet kan ikke lastes inn.",
    "action-failed": "Noe gikk galt; spillet ditt fortsetter.",
    "new-deal": "Ny utdeling: {code}.",
    "undo-brings-back": "Angre henter tilbake spillet du forlot ({moves}).",
    "game-back": "Spillet ditt {code} er tilbake ({moves}).",
    "restarted": "Utdelingen starter på nytt.",
    "nothing-to-undo": "Ingenting å angre.",
    "nothing-to-redo": "Ingenting å gjøre om.",
    "boot-failed": "Spillet kunne ikke starte: {reason}",
    "save-discarded": "Det lagrede spillet kunne ikke leses og ble forkastet; her er en ny utdeling.",
    "save-too-old": ("Det lagrede spillet er fra en eldre versjon som ikke kan leses lenger; her er en ny utdeling."),
    "stats-discarded": "Den lagrede statistikken kunne ikke leses og starter på null igjen.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Nylige spill",
    "recent-none": (
        "Spillene du fullfører eller forlater, havner her, så du kan analysere dem eller spille dem på nytt."
    ),
    "recent-entry": "{date}, {game}, {code}: {result}, {score} poeng, {moves}",
    "recent-won": "vunnet",
    "recent-left": "forlatt",
    "recent-stuck": "ingen trekk igjen",
    "recent-play-again": "Spill igjen",
    "recent-discarded": "Listen over nylige spill kunne ikke leses og starter tom igjen.",
    "analyse": "Analyser",
    "analyse-left": "Analyser spillet du forlot",
    "analysis-title": "Kunne spillet vært vunnet?",
    "analysis-game": "{game}, utdeling {code}: {moves}, {score} poeng.",
    "analysis-running": (
        "Løseren studerer utdelingen og trekkene dine. Det kan ta et minutt; du kan spille videre så lenge."
    ),
    "analysis-deal-won": "Denne utdelingen kan vinnes.",
    "analysis-deal-impossible": "Denne utdelingen kan ikke vinnes: ingen måte å spille den på gir seier.",
    "analysis-deal-unknown": "Løseren kunne ikke avgjøre innen tidsgrensen sin om denne utdelingen kan vinnes.",
    "analysis-you-won": "Du vant den.",
    "analysis-lost-at": "Seier var mulig fram til trekk nr. {number} ({action}); etter det var den ikke lenger mulig.",
    "analysis-lost-between": (
        "Seier sluttet å være mulig et sted fra trekk nr. {first} til trekk nr. {last}; løseren kunne ikke avgjøre"
        " nøyaktig hvor."
    ),
    "analysis-still-winnable": "Da du sluttet, var seier fortsatt mulig.",
    "analysis-line-unknown": "Løseren kunne ikke avgjøre om seier fortsatt var mulig da du sluttet.",
    "analysis-line-lost-unknown": (
        "Da du sluttet, var seier ikke lenger mulig. Om den var mulig tidligere, kunne ikke løseren avgjøre."
    ),
    "analysis-positions": {
        "one": "Løseren undersøkte {count} stilling fra spillet ditt.",
        "other": "Løseren undersøkte {count} stillinger fra spillet ditt.",
    },
    "analysis-watch": "Se en vei til seier",
    "analysis-cancel": "Avbryt",
    "analysis-cancelled": "Analysen ble stoppet.",
    "analysis-failed": "Analysen kunne ikke kjøres ({reason}). Spillet ditt blir ikke berørt.",
    "analysis-unavailable": "Dette spillet er ikke lenger blant de nylige spillene.",
    "analysis-takeover": "Herfra spiller løseren seieren hjem.",
    "analysis-from-start": "Løserens seier, fra starten av utdelingen.",
    "settings-discarded": "De lagrede innstillingene kunne ikke leses; standardinnstillingene gjelder igjen.",
    "storage-unavailable": "Denne nettleseren lar ikke spillet lagre noe: fremgangen din blir ikke tatt vare på.",
    "other-tab": "Du spilte videre i en annen fane; denne fanen viser nå det spillet.",
    "update-ready": "En ny versjon er klar.",
    "update-reload": "Last inn på nytt nå",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} til grunnbunke {number}",
    "move-to-column": "{cards} til kolonne {number}",
    "move-to-cell": "{cards} til celle {number}",
    "action-draw": "Trukket: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Poeng: {score}.",
    "announce-undone": "Angret: {action}.",
    "announce-redone": "Gjort om: {action}.",
    "announce-undone-draw": "Tilbake i trekkbunken: {card}.",
    "announce-redone-draw": "Trukket igjen: {card}.",
    "announce-won": "Du vant! {score} poeng på {moves}.",
    "announce-picked": "Du holder: {cards}. Piltastene velger bunke, Mellomrom slipper, Esc legger tilbake.",
    "announce-put-back": "Lagt tilbake: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, utdeling {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Tastatur",
    "key-tab": "Tab",
    "keys-tab": "Gå til kortbordet (og ut av det)",
    "key-arrows": "Piltaster",
    "keys-arrows": "Gå fra bunke til bunke; i en kolonne velger pil opp og pil ned et kort i en rekke",
    "key-enter": "Enter",
    "keys-enter": (
        "Trykk: kortet går til grunnbunken sin (kortet fra avleggsbunken eventuelt til en kolonne; trekkbunken snur "
        "et kort)"
    ),
    "key-shift-enter": "Shift+Enter",
    "keys-shift-enter": "Dobbelttrykk: kortet går til den beste plassen",
    "key-space": "Mellomrom",
    "keys-space": "Plukk opp kortet (med rekken sin); på en annen bunke: slipp det der",
    "key-escape": "Esc",
    "keys-escape": "Legg tilbake kortene du holder",
    "key-d": "D",
    "keys-d": "Snu et kort fra trekkbunken (i et spill som har en)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Angre",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Gjør om",
    "key-n": "N",
    "keys-n": "Nytt spill",
    "key-b": "B",
    "keys-b": "Beskriv hele bordet",
    "key-question": "?",
    "keys-question": "Denne tastelisten",
    # Rules pages. Headings shared by both games.
    "rules-title": "Slik spiller du {game}",
    "rules-setup": "Oppsett",
    "rules-moves": "Trekk",
    "rules-empty-columns": "Tomme kolonner",
    "rules-foundations": "Grunnbunker",
    "rules-stock": "Trekkbunke og avleggsbunke",
    "rules-cells": "Celler",
    "rules-groups": "Flytte en rekke",
    "rules-end": "Slutten på spillet",
    "rules-scoring": "Poengberegning",
    "rules-this-app": "Slik fungerer appen",
    "rules-example": "Prøv selv",
    "rules-example-text": (
        "Åpne en utdeling og prøv det du har lest. Med koden kan du hente frem den samme utdelingen når som helst."
    ),
    "rules-example-play": "Spill eksempelutdelingen {code}",
    "score-action": "Handling",
    "score-points": "Poeng",
    "score-start": "Ved spillstart",
    "score-to-foundation": "Et kort til en grunnbunke",
    "score-waste-to-column": "Kortet fra avleggsbunken til en kolonne",
    "score-foundation-to-column": "Et kort fra en grunnbunke tilbake til en kolonne",
    "score-cell-to-column": "Et kort fra en celle til en kolonne",
    "score-other-forty-thieves": "Fra kolonne til kolonne, eller et kort snudd fra trekkbunken",
    "score-other-eight-off": "Alle andre trekk",
    "score-other-freecell": "Alle andre trekk",
    "score-other-bakers-game": "Alle andre trekk",
    "score-other-seahaven-towers": "Alle andre trekk",
    "groups-free-cells": "Ledige celler",
    "groups-onto-card": {
        "one": "På et kort, {count} tom kolonne",
        "other": "På et kort, {count} tomme kolonner",
    },
    "groups-king": {
        "one": "Til en tom kolonne, {count} tom kolonne i alt",
        "other": "Til en tom kolonne, {count} tomme kolonner i alt",
    },
    "rules-forty-thieves-summary": (
        "To kortstokker, 104 kort. Bygg opp de åtte grunnbunkene etter kortfarge fra ess til konge. Kortene"
        " flyttes ett og ett, over på et kort i samme kortfarge med én verdi høyere."
    ),
    "rules-forty-thieves-setup": (
        "De to kortstokkene blandes sammen, så hvert kort finnes to ganger. Førti kort deles ut med bildesiden"
        " opp i ti kolonner med fire kort i hver. De 64 andre kortene blir trekkbunken, med bildesiden ned. De"
        " åtte grunnbunkene og avleggsbunken er tomme ved start."
    ),
    "rules-forty-thieves-moves": (
        "- Du flytter alltid bare ett kort: det som ligger øverst i en kolonne eller øverst i avleggsbunken.\n"
        "- I en kolonne legges et kort på et kort i samme kortfarge med nøyaktig én verdi høyere: spar 7 på"
        " spar 8, aldri på hjerter 8.\n"
        "- Ingenting kan legges på et ess i en kolonne.\n"
        "- To kort på rad i samme kortfarge flyttes likevel ett og ett, så hvert av dem trenger sin egen plass."
    ),
    "rules-forty-thieves-empty-columns": (
        "Alle kort kan legges i en tom kolonne, ikke bare konger: både et kort fra en annen kolonne og det"
        " øverste kortet i avleggsbunken. De tomme kolonnene er den eneste frie plassen du har, så bruk dem med"
        " omtanke."
    ),
    "rules-forty-thieves-foundations": (
        "De åtte grunnbunkene, to per kortfarge, står i fast rekkefølge fra venstre mot høyre: spar, hjerter,"
        " ruter, kløver, spar, hjerter, ruter, kløver. Hver av dem begynner med esset i sin kortfarge og bygges"
        " opp til kongen, ett kort om gangen.\n\n"
        "Du kan dra det øverste kortet i en grunnbunke tilbake til en kolonne som tar imot det (også en tom"
        " kolonne), men det koster poeng."
    ),
    "rules-forty-thieves-stock": (
        "Trykk på trekkbunken for å snu ett kort over på avleggsbunken. Bare kortet som ligger øverst i"
        " avleggsbunken, er i spill, og det kan gå til en grunnbunke eller en kolonne. Det blir ingen ny runde"
        " gjennom trekkbunken: når den er tom, har du sett alle kortene én gang, og et kort som er dekket av"
        " andre i avleggsbunken, blir først ledig når kortene oppå det er spilt."
    ),
    "rules-forty-thieves-end": (
        "Du vinner når alle de åtte grunnbunkene har sine tretten kort fra ess til konge, det vil si alle de"
        " 104 kortene. Appen sier ikke fra når det ikke finnes flere trekk: angre noen trekk eller start et"
        " nytt spill."
    ),
    "rules-forty-thieves-scoring": (
        "Poengsummen kan ikke bli lavere enn 0, og seier gir ingen bonus. Et vunnet spill gir 1040 poeng for"
        " grunnbunkene, pluss 5 for hvert kort som er spilt fra avleggsbunken til en kolonne: en seier der 29"
        " kort fra avleggsbunken ble spilt til kolonner, gir 1040 + 29 × 5 = 1185 poeng."
    ),
    "rules-forty-thieves-app": (
        "- Et trykk på et kort sender det til en grunnbunke som tar imot det; passer kortet fra avleggsbunken"
        " ikke på noen grunnbunke, går det til en kolonne.\n"
        "- Dobbelttrykk (en innstilling, på fra start): først en grunnbunke, så den lengste kolonnen som tar"
        " imot kortet, og til slutt en tom kolonne.\n"
        "- Dra et kort til hvilken som helst bunke; bunkene som kan ta imot det, er markert mens du drar. Med"
        " Automatisk plassering (en innstilling, av fra start) går et kort du slipper på et ugyldig sted, til"
        " den beste plassen.\n"
        "- Ved hvert avvist trekk får du vite hvilken regel som stoppet det.\n"
        "- Angre og Gjør om: de siste 100 handlingene, både flyttinger og kort snudd fra trekkbunken."
        " Poengsummen går også tilbake; trekktelleren går aldri ned.\n"
        "- Hver utdeling har en kode som FT1-N-ABCDEFG: kopier den for å spille utdelingen på nytt eller dele"
        " den.\n"
        "- Ingen tips underveis: mens du spiller, sier appen aldri om utdelingen kan vinnes. Når et spill er over, kan"
        " du be om en analyse av det (Statistikk, Nylige spill).\n"
        "- Hele spillet kan spilles med tastaturet: trykk ? for å se tastene."
    ),
    "rules-eight-off-summary": (
        "Én kortstokk, alle kortene med bildesiden opp. Bygg opp de fire grunnbunkene etter kortfarge fra ess"
        " til konge, ved hjelp av cellene; i kolonnene bygges kortene nedover i samme kortfarge."
    ),
    "rules-eight-off-setup": (
        "De 52 kortene blandes og deles ut med bildesiden opp i åtte kolonner med seks kort i hver. De fire"
        " kortene som blir til overs, legges i de fire første av de åtte cellene. De fire grunnbunkene, én for"
        " hver kortfarge (spar, hjerter, ruter, kløver), er tomme ved start.\n\n"
        "I vinduet Nytt spill kan du velge færre celler. Med 4 celler fyller de fire kortene til overs alle"
        " cellene. Med 2 celler fyller to av dem begge cellene, og de to andre blir nye øverste kort i kolonne"
        " 3 og 4. Samme utdelingsnummer gir samme blanding uansett antall celler."
    ),
    "rules-eight-off-moves": (
        "- Du flytter det øverste kortet i en kolonne, et kort fra en celle eller en rekke (se nedenfor).\n"
        "- I en kolonne legges et kort på et kort i samme kortfarge med nøyaktig én verdi høyere: hjerter 7 bare på"
        " hjerter 8.\n"
        "- I en celle: hvilket som helst kort, når cellen er tom.\n"
        "- På en grunnbunke: først esset i kortfargen, så 2, 3 og videre opp til kongen, ett kort om gangen."
    ),
    "rules-eight-off-empty-columns": (
        "En tom kolonne tar bare imot en konge, alene eller med rekken som ligger på den. Ingen andre kort kan"
        " begynne en kolonne."
    ),
    "rules-eight-off-cells": (
        "Hver celle har plass til ett kort. Et kort i en celle kan flyttes til en kolonne som tar imot det,"
        " eller til grunnbunken sin. Bare cellene i den valgte varianten vises."
    ),
    "rules-eight-off-groups": (
        "En rekke som allerede ligger i orden i en kolonne (samme kortfarge, verdier som synker én og én, som"
        " kløver 9, 8 og 7), flyttes samlet, som én handling, når den ikke er lengre enn:"
    ),
    "rules-eight-off-formula": "(ledige celler + 1) × 2 opphøyd i (tomme kolonner)",
    "rules-eight-off-groups-table": (
        "En tom kolonne dobler grensen, en ledig celle gir plass til ett kort til. Når en konge og rekken dens"
        " flyttes til en tom kolonne, teller ikke den kolonnen. Med 4 celler kan høyst fire være ledige, med 2"
        " celler høyst to. Kolonnen rekken flyttes fra, regnes som opptatt, og du kan også flytte bare en nedre"
        " del av en rekke."
    ),
    "rules-eight-off-foundations": (
        "Grunnbunkene bygges etter kortfarge fra ess til konge. Ingen kort havner der av seg selv.\n\n"
        "Du kan dra det øverste kortet i en grunnbunke tilbake til en ledig celle eller til en kolonne som tar"
        " imot det; det trekket gir ingen poeng."
    ),
    "rules-eight-off-end": (
        "Du vinner når alle de 52 kortene ligger på grunnbunkene. Appen sier ikke fra når det ikke finnes"
        " flere nyttige trekk: angre noen trekk eller start et nytt spill."
    ),
    "rules-eight-off-scoring": "Angre tar tilbake poengene trekket ga, og poengsummen går aldri under 0.",
    "rules-eight-off-app": (
        "- Trykk på det øverste kortet i en kolonne eller på et kort i en celle for å sende det til"
        " grunnbunken sin når det er lov.\n"
        "- Dobbelttrykk (en innstilling, på fra start): først grunnbunken, så den lengste kolonnen som tar"
        " imot kortet, deretter en tom kolonne (bare for en konge) og til slutt en celle. Et dobbelttrykk på"
        " kortet som starter en rekke, flytter hele rekken til en kolonne.\n"
        "- Dra et kort, med kortene som ligger oppå det, til hvilken som helst bunke; bunkene som kan ta imot"
        " det, er markert mens du drar.\n"
        "- Ved hvert avvist trekk får du vite hvilken regel som stoppet det.\n"
        "- Angre og Gjør om: de siste 100 handlingene; en rekke som ble flyttet samlet, kommer tilbake"
        " samlet. Trekktelleren går aldri ned.\n"
        "- Hver utdeling har en kode som EO1-C8-AAAAAFA (C4 og C2 for 4 og 2 celler): kopier den for å spille"
        " utdelingen på nytt eller dele den.\n"
        "- Ingen tips underveis: mens du spiller, sier appen aldri om utdelingen kan vinnes. Når et spill er over, kan"
        " du be om en analyse av det (Statistikk, Nylige spill).\n"
        "- Hele spillet kan spilles med tastaturet: trykk ? for å se tastene."
    ),
    "rules-freecell-summary": (
        "Én kortstokk, alle kortene med bildesiden opp. Bygg opp de fire grunnbunkene etter kortfarge fra ess"
        " til konge, ved hjelp av fire celler; i kolonnene bygges kortene nedover i vekslende farger, rødt på"
        " svart og svart på rødt."
    ),
    "rules-freecell-setup": (
        "De 52 kortene blandes og deles ut med bildesiden opp i åtte kolonner: de fire første får sju kort, de"
        " fire andre seks. De fire cellene og de fire grunnbunkene, én for hver kortfarge (spar, hjerter, ruter,"
        " kløver), er tomme ved start."
    ),
    "rules-freecell-moves": (
        "- Du flytter det øverste kortet i en kolonne, et kort fra en celle eller en rekke (se nedenfor).\n"
        "- I en kolonne legges et kort på et kort i den andre fargen med nøyaktig én verdi høyere, rødt på svart"
        " og svart på rødt: hjerter 7 på spar 8 eller kløver 8, aldri på en rød 8.\n"
        "- I en celle: hvilket som helst kort, når cellen er tom.\n"
        "- På en grunnbunke: først esset i kortfargen, så 2, 3 og videre opp til kongen, ett kort om gangen."
    ),
    "rules-freecell-empty-columns": (
        "En tom kolonne tar imot hvilket som helst kort, ikke bare en konge, alene eller med rekken som ligger på"
        " det, fra en kolonne eller en celle."
    ),
    "rules-freecell-cells": (
        "Hver av de fire cellene har plass til ett kort, og alle fire er tomme ved start. Et kort i en celle kan"
        " flyttes til en kolonne som tar imot det, til en tom kolonne eller til grunnbunken sin."
    ),
    "rules-freecell-groups": (
        "En rekke som allerede ligger i orden i en kolonne (rødt og svart om hverandre, verdier som synker én og"
        " én, som kløver 9, hjerter 8 og spar 7), flyttes samlet, som én handling, når den ikke er lengre enn:"
    ),
    "rules-freecell-formula": "(ledige celler + 1) × 2 opphøyd i (tomme kolonner)",
    "rules-freecell-groups-table": (
        "En tom kolonne dobler grensen, en ledig celle gir plass til ett kort til. Når en rekke flyttes til en tom"
        " kolonne, teller ikke den kolonnen: les av i de høyre kolonnene i tabellen. Det er fire celler, så radene"
        " med flere enn 4 ledige celler gjelder aldri. Kolonnen rekken flyttes fra, regnes som opptatt, og du kan"
        " også flytte bare en nedre del av en rekke."
    ),
    "rules-freecell-foundations": (
        "Grunnbunkene bygges etter kortfarge fra ess til konge. Ingen kort havner der av seg selv.\n\n"
        "Du kan dra det øverste kortet i en grunnbunke tilbake til en ledig celle eller til en kolonne som tar"
        " imot det; det trekket gir ingen poeng."
    ),
    "rules-freecell-end": (
        "Du vinner når alle de 52 kortene ligger på grunnbunkene. Appen sier ikke fra når det ikke finnes"
        " flere nyttige trekk: angre noen trekk eller start et nytt spill."
    ),
    "rules-freecell-scoring": "Angre tar tilbake poengene trekket ga, og poengsummen går aldri under 0.",
    "rules-freecell-app": (
        "- Trykk på det øverste kortet i en kolonne eller på et kort i en celle for å sende det til"
        " grunnbunken sin når det er lov.\n"
        "- Dobbelttrykk (en innstilling, på fra start): først grunnbunken, så den lengste kolonnen som tar"
        " imot kortet, deretter en tom kolonne og til slutt en celle. Et dobbelttrykk på kortet som starter en"
        " rekke, flytter hele rekken til en kolonne.\n"
        "- Dra et kort, med kortene som ligger oppå det, til hvilken som helst bunke; bunkene som kan ta imot"
        " det, er markert mens du drar.\n"
        "- Ved hvert avvist trekk får du vite hvilken regel som stoppet det.\n"
        "- Angre og Gjør om: de siste 100 handlingene; en rekke som ble flyttet samlet, kommer tilbake"
        " samlet. Trekktelleren går aldri ned.\n"
        "- Hver utdeling har en kode som FC1-N-AAAAAFA: kopier den for å spille utdelingen på nytt eller dele"
        " den.\n"
        "- Microsofts nummererte utdelinger finnes også her: skriv FC1-MS- og nummeret i kodefeltet i vinduet"
        " Nytt spill, for eksempel FC1-MS-617 for utdeling 617. Utdeling 11982 er den kjente som ikke kan"
        " vinnes.\n"
        "- Ingen tips underveis: mens du spiller, sier appen aldri om utdelingen kan vinnes. Når et spill er over, kan"
        " du be om en analyse av det (Statistikk, Nylige spill).\n"
        "- Hele spillet kan spilles med tastaturet: trykk ? for å se tastene."
    ),
    "rules-bakers-game-summary": (
        "Én kortstokk, alle kortene med bildesiden opp. Bygg opp de fire grunnbunkene etter kortfarge fra ess"
        " til konge, ved hjelp av fire celler; i kolonnene bygges kortene nedover i samme kortfarge."
    ),
    "rules-bakers-game-setup": (
        "De 52 kortene blandes og deles ut med bildesiden opp i åtte kolonner: de fire første får sju kort, de"
        " fire andre seks. De fire cellene og de fire grunnbunkene, én for hver kortfarge (spar, hjerter, ruter,"
        " kløver), er tomme ved start."
    ),
    "rules-bakers-game-moves": (
        "- Du flytter det øverste kortet i en kolonne, et kort fra en celle eller en rekke (se nedenfor).\n"
        "- I en kolonne legges et kort på et kort i samme kortfarge med nøyaktig én verdi høyere: hjerter 7 bare på"
        " hjerter 8.\n"
        "- I en celle: hvilket som helst kort, når cellen er tom.\n"
        "- På en grunnbunke: først esset i kortfargen, så 2, 3 og videre opp til kongen, ett kort om gangen."
    ),
    "rules-bakers-game-empty-columns": (
        "En tom kolonne tar imot hvilket som helst kort, ikke bare en konge, alene eller med rekken som ligger på"
        " det, fra en kolonne eller en celle."
    ),
    "rules-bakers-game-cells": (
        "Hver av de fire cellene har plass til ett kort, og alle fire er tomme ved start. Et kort i en celle kan"
        " flyttes til en kolonne som tar imot det, til en tom kolonne eller til grunnbunken sin."
    ),
    "rules-bakers-game-groups": (
        "En rekke som allerede ligger i orden i en kolonne (samme kortfarge, verdier som synker én og én, som"
        " kløver 9, 8 og 7), flyttes samlet, som én handling, når den ikke er lengre enn:"
    ),
    "rules-bakers-game-formula": "(ledige celler + 1) × 2 opphøyd i (tomme kolonner)",
    "rules-bakers-game-groups-table": (
        "En tom kolonne dobler grensen, en ledig celle gir plass til ett kort til. Når en rekke flyttes til en tom"
        " kolonne, teller ikke den kolonnen: les av i de høyre kolonnene i tabellen. Det er fire celler, så radene"
        " med flere enn 4 ledige celler gjelder aldri. Kolonnen rekken flyttes fra, regnes som opptatt, og du kan"
        " også flytte bare en nedre del av en rekke."
    ),
    "rules-bakers-game-foundations": (
        "Grunnbunkene bygges etter kortfarge fra ess til konge. Ingen kort havner der av seg selv.\n\n"
        "Du kan dra det øverste kortet i en grunnbunke tilbake til en ledig celle eller til en kolonne som tar"
        " imot det; det trekket gir ingen poeng."
    ),
    "rules-bakers-game-end": (
        "Du vinner når alle de 52 kortene ligger på grunnbunkene. Appen sier ikke fra når det ikke finnes"
        " flere nyttige trekk: angre noen trekk eller start et nytt spill."
    ),
    "rules-bakers-game-scoring": "Angre tar tilbake poengene trekket ga, og poengsummen går aldri under 0.",
    "rules-bakers-game-app": (
        "- Trykk på det øverste kortet i en kolonne eller på et kort i en celle for å sende det til"
        " grunnbunken sin når det er lov.\n"
        "- Dobbelttrykk (en innstilling, på fra start): først grunnbunken, så den lengste kolonnen som tar"
        " imot kortet, deretter en tom kolonne og til slutt en celle. Et dobbelttrykk på kortet som starter en"
        " rekke, flytter hele rekken til en kolonne.\n"
        "- Dra et kort, med kortene som ligger oppå det, til hvilken som helst bunke; bunkene som kan ta imot"
        " det, er markert mens du drar.\n"
        "- Ved hvert avvist trekk får du vite hvilken regel som stoppet det.\n"
        "- Angre og Gjør om: de siste 100 handlingene; en rekke som ble flyttet samlet, kommer tilbake"
        " samlet. Trekktelleren går aldri ned.\n"
        "- Hver utdeling har en kode som BG1-N-AAAAAFA: kopier den for å spille utdelingen på nytt eller dele"
        " den.\n"
        "- Ingen tips underveis: mens du spiller, sier appen aldri om utdelingen kan vinnes. Når et spill er over, kan"
        " du be om en analyse av det (Statistikk, Nylige spill).\n"
        "- Hele spillet kan spilles med tastaturet: trykk ? for å se tastene."
    ),
    "rules-seahaven-towers-summary": (
        "Én kortstokk, alle kortene med bildesiden opp. Bygg opp de fire grunnbunkene etter kortfarge fra ess"
        " til konge, ved hjelp av fire celler; i kolonnene bygges kortene nedover i samme kortfarge."
    ),
    "rules-seahaven-towers-setup": (
        "De 52 kortene blandes og deles ut med bildesiden opp i ti kolonner med fem kort i hver. De to kortene"
        " som blir til overs, legges i de to første av de fire cellene. De fire grunnbunkene, én for hver"
        " kortfarge (spar, hjerter, ruter, kløver), er tomme ved start."
    ),
    "rules-seahaven-towers-moves": (
        "- Du flytter det øverste kortet i en kolonne, et kort fra en celle eller en rekke (se nedenfor).\n"
        "- I en kolonne legges et kort på et kort i samme kortfarge med nøyaktig én verdi høyere: hjerter 7 bare på"
        " hjerter 8.\n"
        "- I en celle: hvilket som helst kort, når cellen er tom.\n"
        "- På en grunnbunke: først esset i kortfargen, så 2, 3 og videre opp til kongen, ett kort om gangen."
    ),
    "rules-seahaven-towers-empty-columns": (
        "En tom kolonne tar bare imot en konge, alene eller med rekken som ligger på den. Ingen andre kort kan"
        " begynne en kolonne."
    ),
    "rules-seahaven-towers-cells": (
        "Hver av de fire cellene har plass til ett kort; to av dem er fylt ved start. Et kort i en celle kan"
        " flyttes til en kolonne som tar imot det, eller til grunnbunken sin."
    ),
    "rules-seahaven-towers-groups": (
        "En rekke som allerede ligger i orden i en kolonne (samme kortfarge, verdier som synker én og én, som"
        " kløver 9, 8 og 7), flyttes samlet, som én handling, når den ikke er lengre enn:"
    ),
    "rules-seahaven-towers-formula": "(ledige celler + 1) × 2 opphøyd i (tomme kolonner)",
    "rules-seahaven-towers-groups-table": (
        "En tom kolonne dobler grensen, en ledig celle gir plass til ett kort til. Når en konge og rekken dens"
        " flyttes til en tom kolonne, teller ikke den kolonnen. Det er fire celler, så radene med flere enn 4"
        " ledige celler gjelder aldri. Kolonnen rekken flyttes fra, regnes som opptatt, og du kan også flytte"
        " bare en nedre del av en rekke."
    ),
    "rules-seahaven-towers-foundations": (
        "Grunnbunkene bygges etter kortfarge fra ess til konge. Ingen kort havner der av seg selv.\n\n"
        "Du kan dra det øverste kortet i en grunnbunke tilbake til en ledig celle eller til en kolonne som tar"
        " imot det; det trekket gir ingen poeng."
    ),
    "rules-seahaven-towers-end": (
        "Du vinner når alle de 52 kortene ligger på grunnbunkene. Appen sier ikke fra når det ikke finnes"
        " flere nyttige trekk: angre noen trekk eller start et nytt spill."
    ),
    "rules-seahaven-towers-scoring": "Angre tar tilbake poengene trekket ga, og poengsummen går aldri under 0.",
    "rules-seahaven-towers-app": (
        "- Trykk på det øverste kortet i en kolonne eller på et kort i en celle for å sende det til"
        " grunnbunken sin når det er lov.\n"
        "- Dobbelttrykk (en innstilling, på fra start): først grunnbunken, så den lengste kolonnen som tar"
        " imot kortet, deretter en tom kolonne (bare for en konge) og til slutt en celle. Et dobbelttrykk på"
        " kortet som starter en rekke, flytter hele rekken til en kolonne.\n"
        "- Dra et kort, med kortene som ligger oppå det, til hvilken som helst bunke; bunkene som kan ta imot"
        " det, er markert mens du drar.\n"
        "- Ved hvert avvist trekk får du vite hvilken regel som stoppet det.\n"
        "- Angre og Gjør om: de siste 100 handlingene; en rekke som ble flyttet samlet, kommer tilbake"
        " samlet. Trekktelleren går aldri ned.\n"
        "- Hver utdeling har en kode som ST1-N-AAAAAFA: kopier den for å spille utdelingen på nytt eller dele"
        " den.\n"
        "- Ingen tips underveis: mens du spiller, sier appen aldri om utdelingen kan vinnes. Når et spill er over, kan"
        " du be om en analyse av det (Statistikk, Nylige spill).\n"
        "- Hele spillet kan spilles med tastaturet: trykk ? for å se tastene."
    ),
}
