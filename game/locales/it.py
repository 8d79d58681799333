"""Italian texts of the app (the reference and the conventions: game/locales/en.py)."""

from __future__ import annotations

NAME = "Italiano"

# Texts that read the same as English in this language only (game.locales lists those of every language).
SAME_AS_ENGLISH = frozenset(
    {
        "bakers-game",
        "board-next-part",
        "calendar-day",
        "date",
        "freecell",
        "key-redo",
        "key-undo",
        "percent",
        "seahaven-towers",
    }
)

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "asso di picche",
    "card-S-number": "{rank} di picche",
    "card-S-jack": "fante di picche",
    "card-S-queen": "donna di picche",
    "card-S-king": "re di picche",
    "card-H-ace": "asso di cuori",
    "card-H-number": "{rank} di cuori",
    "card-H-jack": "fante di cuori",
    "card-H-queen": "donna di cuori",
    "card-H-king": "re di cuori",
    "card-D-ace": "asso di quadri",
    "card-D-number": "{rank} di quadri",
    "card-D-jack": "fante di quadri",
    "card-D-queen": "donna di quadri",
    "card-D-king": "re di quadri",
    "card-C-ace": "asso di fiori",
    "card-C-number": "{rank} di fiori",
    "card-C-jack": "fante di fiori",
    "card-C-queen": "donna di fiori",
    "card-C-king": "re di fiori",
    "suit-S": "picche",
    "suit-H": "cuori",
    "suit-D": "quadri",
    "suit-C": "fiori",
    "cards": {"one": "{count} carta", "many": "{count} di carte", "other": "{count} carte"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Tallone: {cards}",
    "board-stock-empty": "Tallone: vuoto",
    "board-next-part": ";",
    "board-waste": "pila degli scarti: {cards}, in cima: {card}",
    "board-waste-empty": "pila degli scarti vuota",
    "board-foundation-first": "Base {number}: {contents}",
    "board-foundation": "base {number}: {contents}",
    "board-foundation-empty": "vuota",
    "board-cell-first": "Cella libera {number}: {contents}",
    "board-cell": "cella libera {number}: {contents}",
    "board-cell-empty": "vuota",
    "board-column-first": "Colonna {number}: {contents}",
    "board-column": "colonna {number}: {contents}",
    "board-column-empty": "vuota",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": (
        "In colonna una carta va solo su una carta dello stesso seme e di valore immediatamente superiore."
    ),
    "rule-alternate-colours-down": (
        "In colonna una carta va solo su una carta di valore immediatamente superiore, rossa su nera o nera su rossa."
    ),
    "rule-nothing-on-ace": "In colonna non si può mettere nulla sopra un asso.",
    "rule-king-only": "Una colonna vuota accetta solo un re, da solo o con la sua sequenza.",
    "rule-one-card-only": "In questo gioco si sposta una sola carta alla volta.",
    "rule-top-card-only": "Di una pila si può spostare solo l'ultima carta.",
    "rule-not-a-run": (
        "Più carte si spostano insieme solo se formano una sequenza discendente secondo la regola delle"
        " colonne di questo gioco."
    ),
    "rule-group-too-large": (
        "Una sequenza si può spostare solo se ha al massimo (celle libere + 1) × 2^(colonne vuote) carte."
    ),
    "rule-foundation-suit": "Ogni base accetta solo il proprio seme.",
    "rule-foundation-order": "Una base si costruisce dall'asso al re, una carta alla volta.",
    "rule-foundation-take-back": (
        "Una carta di una base può tornare solo su una colonna che la accetta o, in un gioco che le ha, in"
        " una cella libera."
    ),
    "rule-foundation-drag-only": "Una carta di una base si sposta solo trascinandola indietro.",
    "rule-cell-occupied": "Una cella libera può contenere una sola carta.",
    "rule-no-pile-there": "Le carte non vanno mai sul tallone né sulla pila degli scarti.",
    "rule-stock-draw-only": "Tocca il tallone per girare la sua prima carta sulla pila degli scarti.",
    "rule-no-redeal": "Il tallone è finito e non si ridistribuisce.",
    "rule-no-stock": "Questo gioco non ha tallone: tutte le carte sono distribuite scoperte.",
    "rule-same-pile": "La carta deve andare su un'altra pila.",
    "rule-empty-pile": "Lì non c'è nessuna carta da spostare.",
    "rule-no-such-pile": "In questo gioco quella pila non esiste.",
    "rule-tap-to-foundation": "Un tocco manda una carta sulla sua base, e solo se la base la accetta.",
    "rule-waste-nowhere": "Per ora nessuna base e nessuna colonna accetta questa carta degli scarti.",
    "rule-no-destination": "Per ora nessuna pila può accettare questa carta.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "un codice partita dev'essere un testo",
    "code-parts": "un codice partita ha tre parti unite da «-», come FT1-N-ABCDEFG o EO1-C8-AAAAAFA",
    "code-version": "la versione in «{part}» non è supportata: scrivi {expected}",
    "code-game": "il gioco in «{part}» è sconosciuto: un codice inizia con uno dei prefissi {known}",
    "code-variant-forty-thieves": (
        "la variante «{part}» è sbagliata: nei codici del Quaranta Ladroni qui va N (FT1-N-…)"
    ),
    "code-variant-freecell": (
        "la variante «{part}» è sbagliata: nei codici del FreeCell qui va N (FC1-N-…), oppure MS e un numero"
        " di partita Microsoft (FC1-MS-617)"
    ),
    "code-variant-bakers-game": "la variante «{part}» è sbagliata: nei codici del Baker's Game qui va N (BG1-N-…)",
    "code-variant-seahaven-towers": (
        "la variante «{part}» è sbagliata: nei codici del Seahaven Towers qui va N (ST1-N-…)"
    ),
    "code-ms-number": "il numero di partita Microsoft «{part}» dev'essere un numero intero da 1 a {most}",
    "code-variant-eight-off": "la variante «{part}» è sbagliata: nei codici dell'Eight Off qui va C8, C4 o C2",
    "code-number-length": "il numero «{part}» deve avere esattamente 7 caratteri (A-Z e 2-7)",
    "code-number-letter": "il numero «{part}» contiene «{letter}»: sono ammesse solo le lettere A-Z e le cifre 2-7",
    # Games and piles.
    "forty-thieves": "Quaranta Ladroni",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} cella libera", "many": "{count} di celle libere", "other": "{count} celle libere"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Tallone",
    "pile-waste": "Scarti",
    "pile-foundation": "Base {number}, {suit}",
    "pile-cell": "Cella libera {number}",
    "pile-column": "Colonna {number}",
    "pile-empty": "{pile}, senza carte",
    "pile-empty-king": "{pile}, senza carte, accetta solo un re",
    "pile-cards": "{pile}, {cards}, ultima: {card}",
    "pile-chosen": "{pile}, {cards}, scelta: {chosen}",
    "pile-takes-held": "{label}; accetta le carte in mano",
    "stock-cards": "Tallone, {cards}",
    "stock-empty": "Tallone, vuoto: non si ridistribuisce",
    "no-redeal-mark": "Un solo giro",
    "card-and-more": {
        "one": "{card} e un'altra carta",
        "many": "{card} e altre {count} di carte",
        "other": "{card} e altre {count} carte",
    },
    # Toolbar and page.
    "page-title": "Solitario",
    "score-label": "Punti",
    "moves-label": "Mosse",
    "copy-code": "Copia il codice partita",
    "code-placeholder": "Inserisci un codice",
    "code-label": "Codice partita",
    "play-code": "Gioca",
    "undo": "Annulla",
    "redo": "Ripeti",
    "restart": "Ricomincia",
    "new-game": "Nuova partita",
    "settings": "Impostazioni",
    "rules": "Regole",
    "stats": "Statistiche",
    "describe-board": "Descrivi il tavolo",
    "keys": "Tasti",
    "more": "Altro",
    "board-label": "Tavolo di gioco",
    "starting": "Avvio del gioco…",
    # New game window.
    "new-game-title": "Nuova partita",
    "game-legend": "Gioco",
    "forty-thieves-line": "Due mazzi. Si scende per seme, una carta alla volta; il tallone si gira una volta sola.",
    "eight-off-line": "Un mazzo, tutte le carte scoperte. Si scende per seme, con le celle libere.",
    "freecell-line": "Un mazzo, tutte le carte scoperte. Si scende a colori alterni, con quattro celle libere.",
    "bakers-game-line": "Un mazzo, tutte le carte scoperte. Come il FreeCell, ma si scende per seme.",
    "seahaven-towers-line": "Un mazzo, dieci colonne. Si scende per seme; una colonna vuota accetta solo un re.",
    "chooser-odds": "Si vince dal {least} al {most} delle partite",
    "cells-legend": "Celle libere",
    "deal": "Distribuisci",
    "cancel": "Annulla",
    "close": "Chiudi",
    # Settings window.
    "setting-language": "Lingua",
    "setting-double-tap": "Il doppio tocco sposta la carta nel posto migliore",
    "setting-auto-placement": (
        "Posizionamento automatico (Quaranta Ladroni): una carta rilasciata fuori dalle pile va nel posto migliore"
    ),
    "setting-motion": "Anima gli spostamenti delle carte",
    "setting-theme": "Tema",
    "theme-system": "Come il dispositivo",
    "theme-light": "Chiaro",
    "theme-dark": "Scuro",
    "setting-four-colour": "Mazzo a quattro colori: quadri in blu, fiori in verde",
    # Win.
    "win-title": "Hai vinto!",
    "moves-count": {"one": "{count} mossa", "many": "{count} di mosse", "other": "{count} mosse"},
    "win-text": "{score} punti in {moves}.",
    "finish": "Completa",
    "no-moves": "Non ci sono più mosse.",
    "describe-title": "Il tavolo a parole",
    "win-undone": "La riproduzione mostra {actions}: il contatore delle mosse conta anche quelle annullate.",
    "actions-count": {"one": "{count} azione", "many": "{count} di azioni", "other": "{count} azioni"},
    "play-again": "Nuova partita",
    # Statistics window.
    "stats-title": "Statistiche",
    "stats-played": "Partite giocate",
    "stats-won": "Partite vinte",
    "stats-win-rate": "Percentuale di vittorie",
    "stats-best-score": "Miglior punteggio",
    "stats-fewest-moves": "Minimo di mosse in una vittoria",
    "stats-streak": "Serie di vittorie in corso",
    "stats-best-streak": "Serie di vittorie più lunga",
    "stats-none": "–",
    "percent": "{value}%",
    "stats-reset": "Azzera le statistiche",
    "stats-reset-question": "Azzerare le statistiche di tutti i giochi? L'operazione non si può annullare.",
    "stats-reset-confirm": "Azzera",
    "stats-reset-done": "Le statistiche sono state azzerate.",
    # FAQ page and the measured odds of the Rules pages. {least} and {most} are
    # "percent" texts, {cells} a "free-cells" text; "decimal" writes a number with one
    # decimal ({whole} and {tenth} are digits). The faq-…-answer texts follow the rules-… layout.
    "faq": "Domande frequenti",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Quante partite si possono vincere",
    "odds-bounds-forty-thieves": {
        "one": "Il nostro risolutore, che conosce l'ordine del tallone, ha esaminato {count} partita: se ne"
        " può vincere almeno il {least}, al massimo il {most}.",
        "many": "Su {count} di partite esaminate dal nostro risolutore, che conosce l'ordine del tallone, se"
        " ne può vincere almeno il {least}, al massimo il {most}.",
        "other": "Su {count} partite esaminate dal nostro risolutore, che conosce l'ordine del tallone, se ne"
        " può vincere almeno il {least}, al massimo il {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: il nostro risolutore ha esaminato {count} partita: se ne può vincere almeno il"
        " {least}, al massimo il {most}.",
        "many": "{cells}: su {count} di partite esaminate dal nostro risolutore se ne può vincere almeno il"
        " {least}, al massimo il {most}.",
        "other": "{cells}: su {count} partite esaminate dal nostro risolutore se ne può vincere almeno il"
        " {least}, al massimo il {most}.",
    },
    "rules-forty-thieves-odds": (
        "Il risolutore conosce l'ordine del tallone, che tu non conosci: una partita che riesce a vincere"
        " può quindi restare difficile da vincere per te. Almeno: le partite che ha vinto. Al massimo:"
        " queste e quelle che, entro il suo limite, non ha potuto né vincere né dimostrare perse. Le"
        " partite che ha vinto sono proprio quelle che propone l'opzione «Solo partite vincibili»."
    ),
    "rules-eight-off-odds": (
        "Nell'Eight Off tutte le carte sono scoperte, quindi il risolutore non sa nulla che tu non possa"
        " vedere. Almeno: le partite che ha vinto. Al massimo: queste e quelle che, entro il suo limite,"
        " non ha potuto né vincere né dimostrare perse. Le partite che ha vinto sono proprio quelle che"
        " propone l'opzione «Solo partite vincibili»."
    ),
    "odds-bounds-freecell": {
        "one": "Il nostro risolutore ha esaminato {count} partita: se ne può vincere almeno il {least}, al massimo il"
        " {most}.",
        "many": "Su {count} di partite esaminate dal nostro risolutore se ne può vincere almeno il {least}, al"
        " massimo il {most}.",
        "other": "Su {count} partite esaminate dal nostro risolutore se ne può vincere almeno il {least}, al massimo"
        " il {most}.",
    },
    "rules-freecell-odds": (
        "Nel FreeCell tutte le carte sono scoperte, quindi il risolutore non sa nulla che tu non possa vedere."
        " Almeno: le partite che ha vinto. Al massimo: queste e quelle che, entro il suo limite, non ha potuto né"
        " vincere né dimostrare perse. Le partite che ha vinto sono proprio quelle che propone l'opzione «Solo"
        " partite vincibili»."
    ),
    "odds-bounds-bakers-game": {
        "one": "Il nostro risolutore ha esaminato {count} partita: se ne può vincere almeno il {least}, al massimo il"
        " {most}.",
        "many": "Su {count} di partite esaminate dal nostro risolutore se ne può vincere almeno il {least}, al"
        " massimo il {most}.",
        "other": "Su {count} partite esaminate dal nostro risolutore se ne può vincere almeno il {least}, al massimo"
        " il {most}.",
    },
    "rules-bakers-game-odds": (
        "Nel Baker's Game tutte le carte sono scoperte, quindi il risolutore non sa nulla che tu non possa vedere."
        " Almeno: le partite che ha vinto. Al massimo: queste e quelle che, entro il suo limite, non ha potuto né"
        " vincere né dimostrare perse. Le partite che ha vinto sono proprio quelle che propone l'opzione «Solo"
        " partite vincibili»."
    ),
    "odds-bounds-seahaven-towers": {
        "one": "Il nostro risolutore ha esaminato {count} partita: se ne può vincere almeno il {least}, al massimo il"
        " {most}.",
        "many": "Su {count} di partite esaminate dal nostro risolutore se ne può vincere almeno il {least}, al"
        " massimo il {most}.",
        "other": "Su {count} partite esaminate dal nostro risolutore se ne può vincere almeno il {least}, al massimo"
        " il {most}.",
    },
    "rules-seahaven-towers-odds": (
        "Nel Seahaven Towers tutte le carte sono scoperte, quindi il risolutore non sa nulla che tu non possa vedere."
        " Almeno: le partite che ha vinto. Al massimo: queste e quelle che, entro il suo limite, non ha potuto né"
        " vincere né dimostrare perse. Le partite che ha vinto sono proprio quelle che propone l'opzione «Solo"
        " partite vincibili»."
    ),
    "rules-faq-link": "Domande sui codici partita, sul punteggio o sul gioco offline? Leggi le domande frequenti",
    "faq-title": "Domande frequenti",
    "faq-codes": "Che cos'è un codice partita?",
    "faq-codes-answer": (
        "Ogni partita ha un codice, per esempio FT1-N-ABCDEFG. La prima parte indica il gioco e l'ultima la"
        " partita. Lo stesso codice dà sempre la stessa partita, su qualsiasi dispositivo.\n\n"
        "- Copia il codice con un clic e invialo, oppure condividi l'indirizzo della pagina: finisce con # e"
        " il codice, così chi lo apre trova la stessa partita.\n"
        "- Per giocare una partita, scrivi il suo codice nel campo del codice o nella finestra Nuova"
        " partita.\n"
        "- La pagina delle regole di ogni gioco mostra com'è fatto il suo codice. Quando un gioco permette di"
        " scegliere il numero di celle libere, la parte centrale dice quante (C4: 4 celle); la stessa ultima"
        " parte mescola allora il mazzo allo stesso modo, ma lo distribuisce per quelle celle."
    ),
    "faq-undo": "Come funzionano Annulla e il contatore delle mosse?",
    "faq-undo-answer": (
        "Annulla disfa le tue ultime azioni, fino a 100, che siano mosse o carte girate dal tallone. Le carte e il"
        " punteggio tornano esattamente com'erano. Ripeti le rifà, finché non fai una mossa nuova.\n\n"
        "Il contatore delle mosse conta ogni azione, comprese le carte girate. Annulla e Ripeti non lo fanno mai"
        " scendere: dice quante azioni ha richiesto la partita, non fin dove sei arrivato."
    ),
    "faq-scoring": "Come si calcola il punteggio?",
    "faq-scoring-answer": (
        "Ogni gioco conta i punti a modo suo: la sua pagina delle regole indica i punti di ogni tipo di"
        " mossa. Il punteggio non scende mai sotto 0.\n\n"
        "Annulla toglie anche i punti della mossa che annulla."
    ),
    "faq-hints": "Perché non ci sono suggerimenti?",
    "faq-hints-answer": (
        "Trovare la strada è il gioco stesso. Mentre giochi, l'app non suggerisce mai una mossa e non dice mai se la"
        " partita, o la posizione sul tavolo, si può ancora vincere. Quando sei bloccato, annulla qualche mossa o"
        " inizia una nuova partita.\n\n"
        "Le probabilità nelle pagine delle regole sono misurate su molte partite: non dicono nulla della partita che"
        " hai davanti.\n\n"
        "Quando una partita è finita (vinta, o lasciata per un'altra), e solo se lo chiedi, l'app ti dice la verità"
        " su quella partita: scegli Analizza tra le partite recenti della finestra Statistiche. Il suo risolutore"
        " dice se la partita si poteva vincere, dopo quale delle tue mosse la vittoria non era più possibile,"
        " e mostra un modo di vincere."
    ),
    "faq-winnable": "Cosa sono le partite vincibili e la partita del giorno?",
    "faq-winnable-answer": (
        "- «Solo partite vincibili» è un'opzione della finestra Nuova partita. Quando è attiva, ogni nuova"
        " partita è una che il nostro risolutore ha vinto, quindi vincere è possibile; il gioco però non ti"
        " dice come. Queste partite sono contate a parte nelle statistiche.\n"
        "- La partita del giorno è una partita al giorno per ogni gioco che ce l'ha (la finestra Nuova"
        " partita mostra un pulsante per ciascuna), uguale per tutti nella stessa data del proprio"
        " calendario. Funziona anche offline. Avviala con il pulsante Del giorno o dalla finestra Nuova"
        " partita.\n"
        "- La finestra Statistiche conta le partite del giorno giocate e vinte e i giorni vinti di fila, e"
        " mostra gli ultimi 30 giorni in un calendario."
    ),
    "faq-offline": "Funziona offline? Si può installare?",
    "faq-offline-answer": (
        "Sì. Dopo la prima visita il browser conserva tutto il gioco, che quindi si avvia e si gioca senza"
        " connessione, compresi i codici partita e la partita del giorno.\n\n"
        "Per averlo sempre a portata di mano, aggiungilo alla schermata Home o installalo dal menu del browser"
        " (sul telefono spesso «Aggiungi a schermata Home», sul computer «Installa»). Da quel momento si apre come"
        " un'app, anche offline."
    ),
    "faq-storage": "Cosa resta salvato sul mio dispositivo e come lo cancello?",
    "faq-storage-answer": (
        "Il gioco conserva poche cose nella memoria locale del browser, solo su questo dispositivo:\n\n"
        "- le tue impostazioni;\n"
        "- le tue statistiche;\n"
        "- la partita in corso;\n"
        "- l'ultima immagine del tavolo, per mostrarla subito al prossimo avvio.\n\n"
        "Non viene inviato niente a nessuno: non ci sono account né server, solo i file della pagina.\n\n"
        "Per cancellare le statistiche usa Azzera le statistiche nella finestra Statistiche. Per cancellare tutto,"
        " elimina i dati di questo sito nelle impostazioni del browser (di solito alla voce privacy o dati dei"
        " siti)."
    ),
    # Winnable deals and the deal of the day. "date" writes a day of a month.
    "winnable": "Solo partite vincibili",
    "winnable-note": "Ogni partita proposta si può vincere; il gioco non ti dice come.",
    "winnable-none": "Per questo gioco non si conoscono ancora partite vincibili.",
    "daily": "Del giorno",
    "daily-title": "Partita del giorno",
    "daily-deal": "Partita del giorno, {date}: {code}.",
    "daily-already": "Questa è la partita del giorno, {date}.",
    "daily-none": "Questa versione non ha una partita del giorno per il {date}.",
    "daily-played": "Partite del giorno giocate",
    "daily-won": "Partite del giorno vinte",
    "daily-streak": "Giorni vinti di fila",
    "daily-best-streak": "Record di giorni vinti di fila",
    "daily-calendar": "Gli ultimi 30 giorni",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game}: vinta",
    "calendar-played": "{game}: giocata, non vinta",
    "calendar-none": "{game}: non giocata",
    "date": "{day} {month}",
    "month-1": "gennaio",
    "month-2": "febbraio",
    "month-3": "marzo",
    "month-4": "aprile",
    "month-5": "maggio",
    "month-6": "giugno",
    "month-7": "luglio",
    "month-8": "agosto",
    "month-9": "settembre",
    "month-10": "ottobre",
    "month-11": "novembre",
    "month-12": "dicembre",
    # Replays.
    "replay": "Rivedi la partita",
    "replay-bar": "Riproduzione",
    "replay-play": "Riproduci",
    "replay-pause": "Pausa",
    "replay-step": "Passo avanti",
    "replay-back": "Passo indietro",
    "replay-exit": "Esci dalla riproduzione",
    "share-replay": "Condividi la riproduzione",
    "replay-position": "{step} / {count}",
    "replay-shown": "Riproduzione di {code}: {count} azioni. La tua partita in corso resta com'è.",
    "replay-damaged": (
        "Questo link di riproduzione è danneggiato o di un'altra versione, quindi viene mostrata solo la sua partita."
    ),
    "replay-unknown": (
        "Questa partita non si può rivedere: l'ha salvata una versione precedente, che conservava solo le ultime"
        " azioni."
    ),
    "replay-read-only": "Questa è una riproduzione. Esci per giocare.",
    "replay-copied": "Link della riproduzione copiato.",
    "replay-copy-failed": "Impossibile copiare il link della riproduzione.",
    # The Examples pages: a won game with captions at the moments that teach a rule.
    "examples": "Esempi",
    "examples-title": "Esempio: {game}",
    "examples-intro": (
        "La partita {code}, vinta in {count} azioni. Guardala sul tavolo passo dopo passo: il punteggio si vede a "
        "ogni passo e, nei momenti che insegnano una regola, una didascalia spiega che cosa succede."
    ),
    "examples-step": "Azione {step}: {text}",
    "examples-watch": "Guarda questa partita",
    "examples-play": "Gioca tu questa partita",
    "examples-none": "Questa versione non ha un esempio di questo gioco.",
    "example-waste-to-column": (
        "Dagli scarti alla colonna {number}: {cards}. Una carta degli scarti giocata su una colonna vale 5 punti "
        "(punteggio {score})."
    ),
    "example-empty-column": (
        "La colonna {number} è vuota, quindi ci può andare qualsiasi carta; in questo caso: {cards} (punteggio "
        "{score})."
    ),
    "example-take-back": (
        "Da una base torna sulla colonna {number}: {cards}. Riprendere una carta costa 15 punti (punteggio "
        "{score}). Quando la carta risale, riguadagna i suoi 10 punti."
    ),
    "example-final": (
        "La vittoria: le 104 carte sulle basi danno 1040 punti, {waste} carte degli scarti giocate sulle colonne "
        "aggiungono 5 × {waste} e {backs} carte riprese dalle basi costano in tutto 5 × {backs} (−15, poi di nuovo "
        "+10): {score} punti."
    ),
    "example-final-plain": (
        "La vittoria: le 104 carte sulle basi danno 1040 punti e {waste} carte degli scarti giocate sulle colonne "
        "aggiungono 5 × {waste}: {score} punti."
    ),
    "example-group-move": (
        "Sulla colonna {number} vanno insieme: {cards}. Una sequenza dello stesso seme si sposta in blocco."
    ),
    "example-group-move-colours": (
        "Sulla colonna {number} vanno insieme: {cards}. Una sequenza a colori alterni, rosso e nero, si"
        " sposta in blocco."
    ),
    "example-other-colour": (
        "Sulla colonna {number} va: {cards}. In una colonna una carta rossa va su una nera e una nera su una"
        " rossa, di valore immediatamente superiore."
    ),
    "example-king-run": (
        "Un re con la sua sequenza va nella colonna vuota {number}. Celle libere: {cells}, quindi si possono "
        "spostare insieme al massimo {limit} carte (celle libere + 1, raddoppiato per ogni altra colonna vuota)."
    ),
    "example-take-back-to-cell": "Da una base torna in una cella libera (0 punti): {cards}; qui risale subito.",
    # Messages and notices.
    "copied": "Codice partita {code} copiato.",
    "copy-failed": "Impossibile copiare: il codice è {code}.",
    "bad-code": "Questo non è un codice partita: {reason}.",
    "bad-hash": "L'indirizzo non contiene un codice partita valido ({reason}); ecco una nuova partita.",
    "bad-hash-kept": "L'indirizzo non contiene un codice partita valido ({reason}); la tua partita continua.",
    "bad-save": "Impossibile caricare quella partita salvata.",
    "action-failed": "Qualcosa è andato storto; la tua partita continua.",
    "new-deal": "Nuova partita {code}.",
    "undo-brings-back": "Annulla riporta la partita che hai lasciato ({moves}).",
    "game-back": "La tua partita {code} è tornata ({moves}).",
    "restarted": "La partita ricomincia da capo.",
    "nothing-to-undo": "Niente da annullare.",
    "nothing-to-redo": "Niente da ripetere.",
    "boot-failed": "Il gioco non è riuscito ad avviarsi: {reason}",
    "save-discarded": "La partita salvata non era leggibile ed è stata scartata; ecco una nuova partita.",
    "save-too-old": (
        "La partita salvata viene da una versione precedente che non si può più leggere; ecco una nuova partita."
    ),
    "stats-discarded": "Le statistiche salvate non erano leggibili e ripartono da zero.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Partite recenti",
    "recent-none": "Qui compariranno le partite che finisci o lasci, per analizzarle o rigiocarle.",
    "recent-entry": "{date}, {game}, {code}: {result}, {score} punti, {moves}",
    "recent-won": "vinta",
    "recent-left": "abbandonata",
    "recent-stuck": "bloccata",
    "recent-play-again": "Rigioca",
    "recent-discarded": "L'elenco delle partite recenti non era leggibile e riparte vuoto.",
    "analyse": "Analizza",
    "analyse-left": "Analizza la partita che hai lasciato",
    "analysis-title": "Si poteva vincere?",
    "analysis-game": "{game}, partita {code}: {moves}, {score} punti.",
    "analysis-running": (
        "Il risolutore sta studiando la partita e le tue mosse. Può volerci un minuto; intanto puoi continuare a"
        " giocare."
    ),
    "analysis-deal-won": "Questa partita si può vincere.",
    "analysis-deal-impossible": "Questa partita non si può vincere: nessun modo di giocarla porta alla vittoria.",
    "analysis-deal-unknown": (
        "Nel tempo a disposizione il risolutore non è riuscito a stabilire se questa partita si può vincere."
    ),
    "analysis-you-won": "L'hai vinta.",
    "analysis-lost-at": "La vittoria era possibile fino alla tua mossa n. {number} ({action}); dopo quella, non più.",
    "analysis-lost-between": (
        "La vittoria ha smesso di essere possibile in un punto tra la tua mossa n. {first} e la tua mossa n. {last}; il"
        " risolutore non è riuscito a stabilire esattamente dove."
    ),
    "analysis-still-winnable": "Quando hai smesso, la vittoria era ancora possibile.",
    "analysis-line-unknown": (
        "Il risolutore non è riuscito a stabilire se la vittoria era ancora possibile quando hai smesso."
    ),
    "analysis-line-lost-unknown": (
        "Quando hai smesso, la vittoria non era più possibile. Il risolutore non è riuscito a stabilire se lo fosse"
        " prima."
    ),
    "analysis-positions": {
        "one": "Il risolutore ha esaminato {count} posizione della tua partita.",
        "many": "Il risolutore ha esaminato {count} di posizioni della tua partita.",
        "other": "Il risolutore ha esaminato {count} posizioni della tua partita.",
    },
    "analysis-watch": "Guarda un modo di vincere",
    "analysis-cancel": "Annulla",
    "analysis-cancelled": "L'analisi è stata interrotta.",
    "analysis-failed": "Non è stato possibile eseguire l'analisi ({reason}). La tua partita non ne risente.",
    "analysis-unavailable": "Questa partita non è più tra le partite recenti.",
    "analysis-takeover": "Da qui in poi, il risolutore gioca fino alla vittoria.",
    "analysis-from-start": "La vittoria del risolutore, dall'inizio della partita.",
    "settings-discarded": "Le impostazioni salvate non erano leggibili; sono tornate quelle predefinite.",
    "storage-unavailable": (
        "Questo browser non permette al gioco di salvare nulla: i progressi non verranno conservati."
    ),
    "other-tab": "Hai continuato a giocare in un'altra scheda; questa scheda ora mostra quella partita.",
    "update-ready": "È pronta una nuova versione.",
    "update-reload": "Ricarica ora",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} sulla base {number}",
    "move-to-column": "{cards} sulla colonna {number}",
    "move-to-cell": "{cards} nella cella libera {number}",
    "action-draw": "Carta girata: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Punteggio {score}.",
    "announce-undone": "Annullato: {action}.",
    "announce-redone": "Ripetuto: {action}.",
    "announce-undone-draw": "Di nuovo nel tallone: {card}.",
    "announce-redone-draw": "Girata di nuovo: {card}.",
    "announce-won": "Hai vinto! {score} punti in {moves}.",
    "announce-picked": "In mano: {cards}. Le frecce scelgono una pila, Spazio posa, Esc rimette a posto.",
    "announce-put-back": "Di nuovo a posto: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, partita {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Tastiera",
    "key-tab": "Tab",
    "keys-tab": "Raggiungi il tavolo di gioco (e lascialo)",
    "key-arrows": "Tasti freccia",
    "keys-arrows": "Passa da una pila all'altra; in una colonna, Su e Giù scelgono una carta della sequenza",
    "key-enter": "Invio",
    "keys-enter": (
        "Tocco: la carta va sulla sua base (la carta degli scarti anche su una colonna; il tallone gira una carta)"
    ),
    "key-shift-enter": "Maiusc+Invio",
    "keys-shift-enter": "Doppio tocco: la carta va nel posto migliore",
    "key-space": "Spazio",
    "keys-space": "Prendi la carta (con la sua sequenza); su un'altra pila, posala lì",
    "key-escape": "Esc",
    "keys-escape": "Rimetti a posto le carte prese",
    "key-d": "D",
    "keys-d": "Gira una carta dal tallone (in un gioco che ce l'ha)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Annulla",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Ripeti",
    "key-n": "N",
    "keys-n": "Nuova partita",
    "key-b": "B",
    "keys-b": "Descrivi tutto il tavolo",
    "key-question": "?",
    "keys-question": "Questo elenco di tasti",
    # Rules pages. Headings shared by both games.
    "rules-title": "Come si gioca a {game}",
    "rules-setup": "Preparazione",
    "rules-moves": "Mosse",
    "rules-empty-columns": "Colonne vuote",
    "rules-foundations": "Basi",
    "rules-stock": "Tallone e scarti",
    "rules-cells": "Celle libere",
    "rules-groups": "Spostare una sequenza",
    "rules-end": "Fine della partita",
    "rules-scoring": "Punteggio",
    "rules-this-app": "Giocare in questa app",
    "rules-example": "Prova tu",
    "rules-example-text": (
        "Apri una partita e prova quello che hai letto. Con il suo codice ritrovi la stessa partita in qualsiasi"
        " momento."
    ),
    "rules-example-play": "Gioca la partita d'esempio {code}",
    "score-action": "Azione",
    "score-points": "Punti",
    "score-start": "Inizio della partita",
    "score-to-foundation": "Una carta su una base",
    "score-waste-to-column": "La carta degli scarti su una colonna",
    "score-foundation-to-column": "Una carta riportata da una base su una colonna",
    "score-cell-to-column": "Una carta di una cella libera su una colonna",
    "score-other-forty-thieves": "Da colonna a colonna, girare una carta",
    "score-other-eight-off": "Qualsiasi altra mossa",
    "score-other-freecell": "Qualsiasi altra mossa",
    "score-other-bakers-game": "Qualsiasi altra mossa",
    "score-other-seahaven-towers": "Qualsiasi altra mossa",
    "groups-free-cells": "Celle libere",
    "groups-onto-card": {
        "one": "Su una carta, {count} colonna vuota",
        "many": "Su una carta, {count} di colonne vuote",
        "other": "Su una carta, {count} colonne vuote",
    },
    "groups-king": {
        "one": "In una colonna vuota, {count} colonna vuota in tutto",
        "many": "In una colonna vuota, {count} di colonne vuote in tutto",
        "other": "In una colonna vuota, {count} colonne vuote in tutto",
    },
    "rules-forty-thieves-summary": (
        "Due mazzi, 104 carte. Costruisci le otto basi per seme, dall'asso al re. Le carte si spostano una alla"
        " volta, ciascuna sulla carta del suo seme di valore immediatamente superiore."
    ),
    "rules-forty-thieves-setup": (
        "I due mazzi si mescolano insieme, quindi ogni carta c'è due volte. Quaranta carte vengono distribuite"
        " scoperte in dieci colonne da quattro. Le altre 64 carte, coperte, formano il tallone. Le otto basi e la"
        " pila degli scarti all'inizio sono vuote."
    ),
    "rules-forty-thieves-moves": (
        "- Si sposta una sola carta alla volta: l'ultima carta di una colonna o quella in cima agli scarti.\n"
        "- In una colonna una carta va sulla carta del suo seme di valore immediatamente superiore: il 7 di picche"
        " sull'8 di picche, mai sull'8 di cuori.\n"
        "- In una colonna non si mette nulla sopra un asso.\n"
        "- Anche due carte in sequenza dello stesso seme si spostano una alla volta, quindi ognuna ha bisogno di un"
        " posto tutto suo."
    ),
    "rules-forty-thieves-empty-columns": (
        "Una colonna vuota accetta qualsiasi carta, non solo un re: una carta di un'altra colonna o la carta degli"
        " scarti. Le colonne vuote sono l'unico spazio libero del gioco, quindi usale con giudizio."
    ),
    "rules-forty-thieves-foundations": (
        "Le basi sono otto, due per seme, in un ordine fisso da sinistra a destra: picche, cuori, quadri, fiori,"
        " picche, cuori, quadri, fiori. Ognuna comincia con l'asso del suo seme e sale fino al re, una carta alla"
        " volta.\n\n"
        "Puoi trascinare l'ultima carta di una base di nuovo su una colonna che la accetta (anche vuota), ma ti"
        " costa punti."
    ),
    "rules-forty-thieves-stock": (
        "Tocca il tallone per girare una carta sulla pila degli scarti. Degli scarti si gioca solo la carta in"
        " cima, su una base o su una colonna. Il tallone non si ridistribuisce: quando è finito, ogni carta è"
        " stata vista una volta, e le carte coperte da altre negli scarti si liberano solo man mano che si giocano"
        " quelle sopra."
    ),
    "rules-forty-thieves-end": (
        "Vinci quando tutte e otto le basi hanno le loro tredici carte dall'asso al re: tutte le 104 carte. L'app"
        " non ti avvisa quando non restano più mosse: annulla qualche mossa o inizia una nuova partita."
    ),
    "rules-forty-thieves-scoring": (
        "Il punteggio non scende mai sotto 0 e vincere non dà nessun bonus. Una partita vinta vale 1040 punti per"
        " le basi, più 5 per ogni carta degli scarti giocata su una colonna: una vittoria con 29 carte degli scarti"
        " giocate sulle colonne vale 1040 + 29 × 5 = 1185 punti."
    ),
    "rules-forty-thieves-app": (
        "- Tocca una carta per mandarla su una base che la accetta; se nessuna base la accetta, la carta degli"
        " scarti va su una colonna.\n"
        "- Doppio tocco (un'impostazione, attiva all'inizio): su una base, altrimenti sulla colonna più lunga che"
        " accetta la carta, altrimenti su una colonna vuota.\n"
        "- Trascina una carta su qualsiasi pila; mentre trascini, le pile che la accetterebbero sono evidenziate."
        " Con il posizionamento automatico (un'impostazione, disattivata all'inizio) una carta rilasciata fuori dalle"
        " pile va nel posto migliore.\n"
        "- Ogni mossa rifiutata dice quale regola l'ha impedita.\n"
        "- Annulla e Ripeti: le ultime 100 azioni, mosse e carte girate. Anche il punteggio torna indietro; il"
        " contatore delle mosse non scende mai.\n"
        "- Ogni partita ha un codice come FT1-N-ABCDEFG: copialo per rigiocare la partita o per condividerla.\n"
        "- Niente suggerimenti durante il gioco: mentre giochi, l'app non dice mai se la partita si può vincere. Finita"
        " una partita, puoi chiederne l'analisi (Statistiche, Partite recenti).\n"
        "- Si può giocare tutta la partita con la tastiera: premi ? per vedere i tasti."
    ),
    "rules-eight-off-summary": (
        "Un solo mazzo, tutte le carte scoperte. Costruisci le quattro basi per seme dall'asso al re, aiutandoti"
        " con le celle libere; nelle colonne le carte scendono per seme."
    ),
    "rules-eight-off-setup": (
        "Le 52 carte vengono mescolate e distribuite scoperte in otto colonne da sei. Le quattro carte che avanzano"
        " vanno nelle prime quattro delle otto celle libere. Le quattro basi, una per seme (picche, cuori, quadri,"
        " fiori), all'inizio sono vuote.\n\n"
        "Nella finestra Nuova partita puoi scegliere meno celle libere. Con 4 celle, le quattro carte avanzate le"
        " riempiono tutte. Con 2 celle, due carte avanzate occupano entrambe le celle e le altre due diventano le"
        " nuove ultime carte delle colonne 3 e 4. Lo stesso numero di partita mescola le carte allo stesso"
        " modo con qualsiasi numero di celle."
    ),
    "rules-eight-off-moves": (
        "- Si sposta l'ultima carta di una colonna o una carta di una cella libera, oppure una sequenza (vedi"
        " sotto).\n"
        "- In una colonna una carta va sulla carta del suo seme di valore immediatamente superiore: il 7 di cuori"
        " solo sull'8 di cuori.\n"
        "- In una cella libera: qualsiasi carta, se la cella è vuota.\n"
        "- Su una base: prima l'asso del suo seme, poi il 2, il 3 e così via fino al re, una carta alla volta."
    ),
    "rules-eight-off-empty-columns": (
        "Una colonna vuota accetta solo un re, da solo o con la sequenza che ha sopra. Nessun'altra carta può"
        " iniziare una colonna."
    ),
    "rules-eight-off-cells": (
        "Ogni cella libera può contenere una sola carta. Una carta in una cella può andare su una colonna che la"
        " accetta o sulla sua base. Si vedono solo le celle della variante scelta."
    ),
    "rules-eight-off-groups": (
        "Una sequenza già ordinata in una colonna (un solo seme, valori che scendono di uno in uno, come il 9, l'8"
        " e il 7 di fiori) si sposta tutta insieme, come una sola azione, se non ha più carte di:"
    ),
    "rules-eight-off-formula": "(celle libere + 1) × 2 elevato al numero di colonne vuote",
    "rules-eight-off-groups-table": (
        "Ogni colonna vuota raddoppia il limite, ogni cella libera aggiunge una carta. Quando un re e la sua"
        " sequenza vanno in una colonna vuota, quella colonna non conta. Con 4 celle al massimo quattro possono"
        " essere libere, con 2 celle al massimo due. La colonna che la sequenza lascia conta come occupata, e"
        " qualsiasi parte finale di una sequenza può spostarsi da sola."
    ),
    "rules-eight-off-foundations": (
        "Le basi si costruiscono per seme, dall'asso al re. Nessuna carta ci va mai da sola.\n\n"
        "Puoi trascinare l'ultima carta di una base in una cella libera vuota o su una colonna che la accetta;"
        " questa mossa non dà punti."
    ),
    "rules-eight-off-end": (
        "Vinci quando tutte le 52 carte sono sulle basi. L'app non ti avvisa quando non restano più mosse utili:"
        " annulla qualche mossa o inizia una nuova partita."
    ),
    "rules-eight-off-scoring": (
        "Annulla toglie i punti che la sua mossa aveva dato, e il punteggio non scende mai sotto 0."
    ),
    "rules-eight-off-app": (
        "- Tocca l'ultima carta di una colonna o una carta di una cella libera per mandarla sulla sua base, quando"
        " può andarci.\n"
        "- Doppio tocco (un'impostazione, attiva all'inizio): sulla base, altrimenti sulla colonna più lunga che"
        " accetta la carta, altrimenti su una colonna vuota (solo un re), altrimenti in una cella libera. Un doppio"
        " tocco sulla prima carta di una sequenza sposta tutta la sequenza su una colonna.\n"
        "- Trascina una carta, con la sequenza che ha sopra, su qualsiasi pila; mentre trascini, le pile che la"
        " accetterebbero sono evidenziate.\n"
        "- Ogni mossa rifiutata dice quale regola l'ha impedita.\n"
        "- Annulla e Ripeti: le ultime 100 azioni; una sequenza spostata in blocco torna indietro in blocco. Il"
        " contatore delle mosse non scende mai.\n"
        "- Ogni partita ha un codice come EO1-C8-AAAAAFA (C4 e C2 per 4 e 2 celle): copialo per rigiocare la"
        " partita o per condividerla.\n"
        "- Niente suggerimenti durante il gioco: mentre giochi, l'app non dice mai se la partita si può vincere. Finita"
        " una partita, puoi chiederne l'analisi (Statistiche, Partite recenti).\n"
        "- Si può giocare tutta la partita con la tastiera: premi ? per vedere i tasti."
    ),
    "rules-freecell-summary": (
        "Un solo mazzo, tutte le carte scoperte. Costruisci le quattro basi per seme dall'asso al re, aiutandoti con"
        " quattro celle libere; nelle colonne le carte scendono a colori alterni. Quasi tutte le partite si possono"
        " vincere."
    ),
    "rules-freecell-setup": (
        "Le 52 carte vengono mescolate e distribuite scoperte in otto colonne: sette carte in ognuna delle prime"
        " quattro, sei in ognuna delle altre quattro. Le quattro celle libere e le quattro basi, una per seme"
        " (picche, cuori, quadri, fiori), all'inizio sono vuote. "
        "Chi gioca a FreeCell conosce le partite con i numeri di Microsoft, come la «partita 11982», famosa perché"
        " non ha soluzione. Qui il codice FC1-MS-n distribuisce esattamente la partita n di Microsoft (n da 1 a"
        " 8.589.934.591): scrivilo nel campo del codice della finestra Nuova partita, per esempio FC1-MS-11982."
    ),
    "rules-freecell-moves": (
        "- Si sposta l'ultima carta di una colonna o una carta di una cella libera, oppure una sequenza (vedi"
        " sotto).\n"
        "- In una colonna una carta va su una carta di valore immediatamente superiore e di colore opposto, rossa su"
        " nera o nera su rossa: il 7 di cuori sull'8 di picche o sull'8 di fiori, mai sull'8 di quadri.\n"
        "- In una cella libera: qualsiasi carta, se la cella è vuota.\n"
        "- Su una base: prima l'asso del suo seme, poi il 2, il 3 e così via fino al re, una carta alla volta."
    ),
    "rules-freecell-empty-columns": (
        "Una colonna vuota accetta qualsiasi carta, non solo un re, da sola o con la sequenza che ha sopra."
    ),
    "rules-freecell-cells": (
        "Ogni cella libera può contenere una sola carta. Una carta in una cella può andare su una colonna che la"
        " accetta o sulla sua base. Più celle sono vuote, più lunga è la sequenza che puoi spostare (vedi sotto)."
    ),
    "rules-freecell-groups": (
        "Una sequenza già ordinata in una colonna (colori alterni, valori che scendono di uno in uno, come il 9 di"
        " fiori, l'8 di cuori e il 7 di picche) si sposta tutta insieme, come una sola azione, se non ha più carte"
        " di:"
    ),
    "rules-freecell-formula": "(celle libere + 1) × 2 elevato al numero di colonne vuote",
    "rules-freecell-groups-table": (
        "Ogni colonna vuota raddoppia il limite, ogni cella libera aggiunge una carta. Quando una sequenza va in una"
        " colonna vuota, quella colonna non conta: con 4 celle libere e 1 colonna vuota si spostano fino a 10 carte"
        " su una carta, fino a 5 nella colonna vuota. La colonna che la sequenza lascia conta come occupata, e"
        " qualsiasi parte finale di una sequenza può spostarsi da sola."
    ),
    "rules-freecell-foundations": (
        "Le basi si costruiscono per seme, dall'asso al re. Nessuna carta ci va mai da sola.\n\n"
        "Puoi trascinare l'ultima carta di una base in una cella libera vuota o su una colonna che la accetta; questa"
        " mossa non dà punti."
    ),
    "rules-freecell-end": (
        "Vinci quando tutte le 52 carte sono sulle basi. L'app non ti avvisa quando non restano più mosse utili:"
        " annulla qualche mossa o inizia una nuova partita."
    ),
    "rules-freecell-scoring": (
        "Annulla toglie i punti che la sua mossa aveva dato, e il punteggio non scende mai sotto 0."
    ),
    "rules-freecell-app": (
        "- Tocca l'ultima carta di una colonna o una carta di una cella libera per mandarla sulla sua base, quando"
        " può andarci.\n"
        "- Doppio tocco (un'impostazione, attiva all'inizio): sulla base, altrimenti sulla colonna più lunga che"
        " accetta la carta, altrimenti su una colonna vuota, altrimenti in una cella libera. Un doppio tocco sulla"
        " prima carta di una sequenza sposta tutta la sequenza su una colonna.\n"
        "- Trascina una carta, con la sequenza che ha sopra, su qualsiasi pila; mentre trascini, le pile che la"
        " accetterebbero sono evidenziate.\n"
        "- Ogni mossa rifiutata dice quale regola l'ha impedita.\n"
        "- Annulla e Ripeti: le ultime 100 azioni; una sequenza spostata in blocco torna indietro in blocco. Il"
        " contatore delle mosse non scende mai.\n"
        "- Ogni partita ha un codice come FC1-N-ABCDEFG (o FC1-MS-11982 per una partita di Microsoft): copialo per"
        " rigiocare la partita o per condividerla.\n"
        "- Ci sono anche le partite numerate di Microsoft: scrivi FC1-MS- e il numero nel campo «Codice"
        " partita» della finestra Nuova partita, per esempio FC1-MS-617 per la partita 617. La partita 11982 è"
        " quella famosa che non si può vincere.\n"
        "- Niente suggerimenti durante il gioco: mentre giochi, l'app non dice mai se la partita si può vincere."
        " Finita una partita, puoi chiederne l'analisi (Statistiche, Partite recenti).\n"
        "- Si può giocare tutta la partita con la tastiera: premi ? per vedere i tasti."
    ),
    "rules-bakers-game-summary": (
        "Un solo mazzo, tutte le carte scoperte. Costruisci le quattro basi per seme dall'asso al re, aiutandoti con"
        " quattro celle libere; nelle colonne le carte scendono per seme. È il FreeCell per seme, ed è più difficile."
    ),
    "rules-bakers-game-setup": (
        "Le 52 carte vengono mescolate e distribuite scoperte in otto colonne: sette carte in ognuna delle prime"
        " quattro, sei in ognuna delle altre quattro. Le quattro celle libere e le quattro basi, una per seme"
        " (picche, cuori, quadri, fiori), all'inizio sono vuote."
    ),
    "rules-bakers-game-moves": (
        "- Si sposta l'ultima carta di una colonna o una carta di una cella libera, oppure una sequenza (vedi"
        " sotto).\n"
        "- In una colonna una carta va sulla carta del suo seme di valore immediatamente superiore: il 7 di cuori"
        " solo sull'8 di cuori.\n"
        "- In una cella libera: qualsiasi carta, se la cella è vuota.\n"
        "- Su una base: prima l'asso del suo seme, poi il 2, il 3 e così via fino al re, una carta alla volta."
    ),
    "rules-bakers-game-empty-columns": (
        "Una colonna vuota accetta qualsiasi carta, non solo un re, da sola o con la sequenza che ha sopra."
    ),
    "rules-bakers-game-cells": (
        "Ogni cella libera può contenere una sola carta. Una carta in una cella può andare su una colonna che la"
        " accetta o sulla sua base. Più celle sono vuote, più lunga è la sequenza che puoi spostare (vedi sotto)."
    ),
    "rules-bakers-game-groups": (
        "Una sequenza già ordinata in una colonna (un solo seme, valori che scendono di uno in uno, come il 9, l'8 e"
        " il 7 di fiori) si sposta tutta insieme, come una sola azione, se non ha più carte di:"
    ),
    "rules-bakers-game-formula": "(celle libere + 1) × 2 elevato al numero di colonne vuote",
    "rules-bakers-game-groups-table": (
        "Ogni colonna vuota raddoppia il limite, ogni cella libera aggiunge una carta. Quando una sequenza va in una"
        " colonna vuota, quella colonna non conta: con 4 celle libere e 1 colonna vuota si spostano fino a 10 carte"
        " su una carta, fino a 5 nella colonna vuota. La colonna che la sequenza lascia conta come occupata, e"
        " qualsiasi parte finale di una sequenza può spostarsi da sola."
    ),
    "rules-bakers-game-foundations": (
        "Le basi si costruiscono per seme, dall'asso al re. Nessuna carta ci va mai da sola.\n\n"
        "Puoi trascinare l'ultima carta di una base in una cella libera vuota o su una colonna che la accetta; questa"
        " mossa non dà punti."
    ),
    "rules-bakers-game-end": (
        "Vinci quando tutte le 52 carte sono sulle basi. L'app non ti avvisa quando non restano più mosse utili:"
        " annulla qualche mossa o inizia una nuova partita."
    ),
    "rules-bakers-game-scoring": (
        "Annulla toglie i punti che la sua mossa aveva dato, e il punteggio non scende mai sotto 0."
    ),
    "rules-bakers-game-app": (
        "- Tocca l'ultima carta di una colonna o una carta di una cella libera per mandarla sulla sua base, quando"
        " può andarci.\n"
        "- Doppio tocco (un'impostazione, attiva all'inizio): sulla base, altrimenti sulla colonna più lunga che"
        " accetta la carta, altrimenti su una colonna vuota, altrimenti in una cella libera. Un doppio tocco sulla"
        " prima carta di una sequenza sposta tutta la sequenza su una colonna.\n"
        "- Trascina una carta, con la sequenza che ha sopra, su qualsiasi pila; mentre trascini, le pile che la"
        " accetterebbero sono evidenziate.\n"
        "- Ogni mossa rifiutata dice quale regola l'ha impedita.\n"
        "- Annulla e Ripeti: le ultime 100 azioni; una sequenza spostata in blocco torna indietro in blocco. Il"
        " contatore delle mosse non scende mai.\n"
        "- Ogni partita ha un codice come BG1-N-ABCDEFG: copialo per rigiocare la partita o per condividerla.\n"
        "- Niente suggerimenti durante il gioco: mentre giochi, l'app non dice mai se la partita si può vincere."
        " Finita una partita, puoi chiederne l'analisi (Statistiche, Partite recenti).\n"
        "- Si può giocare tutta la partita con la tastiera: premi ? per vedere i tasti."
    ),
    "rules-seahaven-towers-summary": (
        "Un solo mazzo, tutte le carte scoperte, in dieci colonne. Costruisci le quattro basi per seme dall'asso al"
        " re, aiutandoti con le celle libere; nelle colonne le carte scendono per seme. La maggior parte delle"
        " partite si può vincere."
    ),
    "rules-seahaven-towers-setup": (
        "Le 52 carte vengono mescolate e distribuite scoperte in dieci colonne da cinque. Le due carte che avanzano"
        " vanno nelle prime due delle quattro celle libere; le altre due celle all'inizio sono vuote. Le quattro"
        " basi, una per seme (picche, cuori, quadri, fiori), all'inizio sono vuote."
    ),
    "rules-seahaven-towers-moves": (
        "- Si sposta l'ultima carta di una colonna o una carta di una cella libera, oppure una sequenza (vedi"
        " sotto).\n"
        "- In una colonna una carta va sulla carta del suo seme di valore immediatamente superiore: il 7 di cuori"
        " solo sull'8 di cuori.\n"
        "- In una cella libera: qualsiasi carta, se la cella è vuota.\n"
        "- Su una base: prima l'asso del suo seme, poi il 2, il 3 e così via fino al re, una carta alla volta."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Una colonna vuota accetta solo un re, da solo o con la sequenza che ha sopra. Nessun'altra carta può"
        " iniziare una colonna."
    ),
    "rules-seahaven-towers-cells": (
        "Ogni cella libera può contenere una sola carta. Una carta in una cella può andare su una colonna che la"
        " accetta o sulla sua base. Più celle sono vuote, più lunga è la sequenza che puoi spostare (vedi sotto)."
    ),
    "rules-seahaven-towers-groups": (
        "Una sequenza già ordinata in una colonna (un solo seme, valori che scendono di uno in uno, come il 9, l'8 e"
        " il 7 di fiori) si sposta tutta insieme, come una sola azione, se non ha più carte di:"
    ),
    "rules-seahaven-towers-formula": "(celle libere + 1) × 2 elevato al numero di colonne vuote",
    "rules-seahaven-towers-groups-table": (
        "Ogni colonna vuota raddoppia il limite, ogni cella libera aggiunge una carta. Quando un re e la sua sequenza"
        " vanno in una colonna vuota, quella colonna non conta. La colonna che la sequenza lascia conta come"
        " occupata, e qualsiasi parte finale di una sequenza può spostarsi da sola."
    ),
    "rules-seahaven-towers-foundations": (
        "Le basi si costruiscono per seme, dall'asso al re. Nessuna carta ci va mai da sola.\n\n"
        "Puoi trascinare l'ultima carta di una base in una cella libera vuota o su una colonna che la accetta; questa"
        " mossa non dà punti."
    ),
    "rules-seahaven-towers-end": (
        "Vinci quando tutte le 52 carte sono sulle basi. L'app non ti avvisa quando non restano più mosse utili:"
        " annulla qualche mossa o inizia una nuova partita."
    ),
    "rules-seahaven-towers-scoring": (
        "Annulla toglie i punti che la sua mossa aveva dato, e il punteggio non scende mai sotto 0."
    ),
    "rules-seahaven-towers-app": (
        "- Tocca l'ultima carta di una colonna o una carta di una cella libera per mandarla sulla sua base, quando"
        " può andarci.\n"
        "- Doppio tocco (un'impostazione, attiva all'inizio): sulla base, altrimenti sulla colonna più lunga che"
        " accetta la carta, altrimenti su una colonna vuota (solo un re), altrimenti in una cella libera. Un doppio"
        " tocco sulla prima carta di una sequenza sposta tutta la sequenza su una colonna.\n"
        "- Trascina una carta, con la sequenza che ha sopra, su qualsiasi pila; mentre trascini, le pile che la"
        " accetterebbero sono evidenziate.\n"
        "- Ogni mossa rifiutata dice quale regola l'ha impedita.\n"
        "- Annulla e Ripeti: le ultime 100 azioni; una sequenza spostata in blocco torna indietro in blocco. Il"
        " contatore delle mosse non scende mai.\n"
        "- Ogni partita ha un codice come ST1-N-ABCDEFG: copialo per rigiocare la partita o per condividerla.\n"
        "- Niente suggerimenti durante il gioco: mentre giochi, l'app non dice mai se la partita si può vincere."
        " Finita una partita, puoi chiederne l'analisi (Statistiche, Partite recenti).\n"
        "- Si può giocare tutta la partita con la tastiera: premi ? per vedere i tasti."
    ),
}
