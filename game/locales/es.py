"""Spanish texts of the app (the reference and the conventions: game/locales/en.py).

Neutral Spanish for Spain and Latin America, with the usual terms of Spanish solitaire apps: mazo
(stock), descarte (waste), base (foundation), columna, celda libre, secuencia (run); baraja is the
deck. The player is addressed as tú; words that differ between regions are avoided.
"""

from __future__ import annotations

NAME = "Español"

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
    "card-S-ace": "as de picas",
    "card-S-number": "{rank} de picas",
    "card-S-jack": "jota de picas",
    "card-S-queen": "reina de picas",
    "card-S-king": "rey de picas",
    "card-H-ace": "as de corazones",
    "card-H-number": "{rank} de corazones",
    "card-H-jack": "jota de corazones",
    "card-H-queen": "reina de corazones",
    "card-H-king": "rey de corazones",
    "card-D-ace": "as de diamantes",
    "card-D-number": "{rank} de diamantes",
    "card-D-jack": "jota de diamantes",
    "card-D-queen": "reina de diamantes",
    "card-D-king": "rey de diamantes",
    "card-C-ace": "as de tréboles",
    "card-C-number": "{rank} de tréboles",
    "card-C-jack": "jota de tréboles",
    "card-C-queen": "reina de tréboles",
    "card-C-king": "rey de tréboles",
    "suit-S": "picas",
    "suit-H": "corazones",
    "suit-D": "diamantes",
    "suit-C": "tréboles",
    "cards": {"one": "{count} carta", "many": "{count} de cartas", "other": "{count} cartas"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Mazo: {cards}",
    "board-stock-empty": "Mazo: vacío",
    "board-next-part": ";",
    "board-waste": "descarte: {cards}, carta de arriba: {card}",
    "board-waste-empty": "descarte vacío",
    "board-foundation-first": "Base {number}: {contents}",
    "board-foundation": "base {number}: {contents}",
    "board-foundation-empty": "vacía",
    "board-cell-first": "Celda libre {number}: {contents}",
    "board-cell": "celda libre {number}: {contents}",
    "board-cell-empty": "vacía",
    "board-column-first": "Columna {number}: {contents}",
    "board-column": "columna {number}: {contents}",
    "board-column-empty": "vacía",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": (
        "En una columna, una carta solo va sobre otra del mismo palo y de valor inmediatamente superior."
    ),
    "rule-alternate-colours-down": (
        "En una columna, una carta solo va sobre otra de valor inmediatamente superior, roja sobre negra o"
        " negra sobre roja."
    ),
    "rule-nothing-on-ace": "En una columna no se puede poner nada sobre un as.",
    "rule-king-only": "Una columna vacía solo admite un rey, suelto o con su secuencia.",
    "rule-one-card-only": "En este juego las cartas se mueven de una en una.",
    "rule-top-card-only": "Solo se puede mover la carta de arriba de una pila.",
    "rule-not-a-run": (
        "Varias cartas solo se mueven juntas si forman una secuencia descendente según la regla de las"
        " columnas de este juego."
    ),
    "rule-group-too-large": (
        "Una secuencia solo puede moverse si tiene como máximo (celdas libres + 1) × 2^(columnas vacías) cartas."
    ),
    "rule-foundation-suit": "Cada base solo admite cartas de su palo.",
    "rule-foundation-order": "Cada base se construye del as al rey, carta a carta.",
    "rule-foundation-take-back": (
        "Una carta de una base solo puede volver a una columna que la admita o, en un juego que las tenga, a"
        " una celda libre."
    ),
    "rule-foundation-drag-only": "Una carta de una base solo se mueve arrastrándola de vuelta.",
    "rule-cell-occupied": "Cada celda libre admite una sola carta.",
    "rule-no-pile-there": "Nunca se ponen cartas en el mazo ni en el descarte.",
    "rule-stock-draw-only": "Toca el mazo para pasar su carta de arriba al descarte.",
    "rule-no-redeal": "El mazo está vacío y no se vuelve a repartir.",
    "rule-no-stock": "Este juego no tiene mazo: todas las cartas se reparten boca arriba.",
    "rule-same-pile": "La carta tiene que ir a otra pila.",
    "rule-empty-pile": "Ahí no hay ninguna carta que mover.",
    "rule-no-such-pile": "Esa pila no existe en este juego.",
    "rule-tap-to-foundation": "Un toque manda la carta a su base, y solo si la base la admite.",
    "rule-waste-nowhere": "Ahora ninguna base ni ninguna columna admite esta carta del descarte.",
    "rule-no-destination": "Ahora ninguna pila admite esta carta.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "un código de partida tiene que ser texto",
    "code-parts": "un código de partida tiene tres partes unidas por «-», como FT1-N-ABCDEFG o EO1-C8-AAAAAFA",
    "code-version": "la versión de «{part}» no es compatible: escribe {expected}",
    "code-game": "no se reconoce el juego de «{part}»: un código empieza por uno de los prefijos {known}",
    "code-variant-forty-thieves": (
        "la variante «{part}» no es válida: los códigos de Cuarenta Ladrones llevan ahí una N (FT1-N-…)"
    ),
    "code-variant-freecell": (
        "la variante «{part}» no es válida: los códigos de FreeCell llevan ahí una N (FC1-N-…), o MS y un"
        " número de partida de Microsoft (FC1-MS-617)"
    ),
    "code-variant-bakers-game": (
        "la variante «{part}» no es válida: los códigos de Baker's Game llevan ahí una N (BG1-N-…)"
    ),
    "code-variant-seahaven-towers": (
        "la variante «{part}» no es válida: los códigos de Seahaven Towers llevan ahí una N (ST1-N-…)"
    ),
    "code-ms-number": "el número de partida de Microsoft «{part}» debe ser un número entero del 1 al {most}",
    "code-variant-eight-off": "la variante «{part}» no es válida: los códigos de Eight Off llevan ahí C8, C4 o C2",
    "code-number-length": "el número «{part}» debe tener exactamente 7 caracteres (A-Z y 2-7)",
    "code-number-letter": "el número «{part}» contiene «{letter}»: solo se admiten las letras A-Z y las cifras 2-7",
    # Games and piles.
    "forty-thieves": "Cuarenta Ladrones",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} celda libre", "many": "{count} de celdas libres", "other": "{count} celdas libres"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Mazo",
    "pile-waste": "Descarte",
    "pile-foundation": "Base {number}, {suit}",
    "pile-cell": "Celda libre {number}",
    "pile-column": "Columna {number}",
    "pile-empty": "{pile}, sin cartas",
    "pile-empty-king": "{pile}, sin cartas, solo admite un rey",
    "pile-cards": "{pile}, {cards}, arriba: {card}",
    "pile-chosen": "{pile}, {cards}, selección: {chosen}",
    "pile-takes-held": "{label}; admite las cartas que llevas",
    "stock-cards": "Mazo, {cards}",
    "stock-empty": "Mazo, vacío: no se vuelve a repartir",
    "no-redeal-mark": "Sin más vueltas",
    "card-and-more": {
        "one": "{card} y {count} carta más",
        "many": "{card} y {count} de cartas más",
        "other": "{card} y {count} cartas más",
    },
    # Toolbar and page.
    "page-title": "Solitario",
    "score-label": "Puntos",
    "moves-label": "Movimientos",
    "copy-code": "Copiar el código de partida",
    "code-placeholder": "Escribe un código",
    "code-label": "Código de partida",
    "play-code": "Jugar",
    "undo": "Deshacer",
    "redo": "Rehacer",
    "restart": "Reiniciar",
    "new-game": "Nueva partida",
    "settings": "Opciones",
    "rules": "Reglas",
    "stats": "Estadísticas",
    "describe-board": "Describir la mesa",
    "keys": "Teclas",
    "more": "Más",
    "board-label": "Mesa de juego",
    "starting": "Iniciando el juego…",
    # New game window.
    "new-game-title": "Nueva partida",
    "game-legend": "Juego",
    "forty-thieves-line": (
        "Dos barajas. Se construye hacia abajo por palo, carta a carta; el mazo se pasa una sola vez."
    ),
    "eight-off-line": "Una baraja, todas las cartas a la vista. Se construye hacia abajo por palo, con celdas libres.",
    "freecell-line": (
        "Una baraja, todas las cartas a la vista. Se construye hacia abajo, roja sobre negra y negra sobre roja, con"
        " cuatro celdas libres."
    ),
    "bakers-game-line": "La disposición de FreeCell, pero se construye hacia abajo por palo: más difícil.",
    "seahaven-towers-line": (
        "Diez columnas, dos cartas en las celdas. Se construye hacia abajo por palo; solo un rey ocupa una columna"
        " vacía."
    ),
    "chooser-odds": "Se gana entre el {least} y el {most} de las partidas",
    "cells-legend": "Celdas libres",
    "deal": "Repartir",
    "cancel": "Cancelar",
    "close": "Cerrar",
    # Settings window.
    "setting-language": "Idioma",
    "setting-double-tap": "Un doble toque lleva la carta al mejor sitio",
    "setting-auto-placement": (
        "Colocación automática (Cuarenta Ladrones): una carta soltada fuera de las pilas va al mejor sitio"
    ),
    "setting-motion": "Animar el movimiento de las cartas",
    "setting-theme": "Tema",
    "theme-system": "Según el dispositivo",
    "theme-light": "Claro",
    "theme-dark": "Oscuro",
    "setting-four-colour": "Baraja de cuatro colores: diamantes en azul, tréboles en verde",
    # Win.
    "win-title": "¡Victoria!",
    "moves-count": {
        "one": "{count} movimiento",
        "many": "{count} de movimientos",
        "other": "{count} movimientos",
    },
    "win-text": "{score} puntos en {moves}.",
    "finish": "Terminar",
    "no-moves": "No quedan movimientos.",
    "describe-title": "La mesa en palabras",
    "win-undone": (
        "La repetición muestra {actions}: el contador de movimientos también cuenta los movimientos deshechos."
    ),
    "actions-count": {"one": "{count} acción", "many": "{count} de acciones", "other": "{count} acciones"},
    "play-again": "Nueva partida",
    # Statistics window.
    "stats-title": "Estadísticas",
    "stats-played": "Partidas jugadas",
    "stats-won": "Partidas ganadas",
    "stats-win-rate": "Porcentaje de victorias",
    "stats-best-score": "Mejor puntuación",
    "stats-fewest-moves": "Menos movimientos en una victoria",
    "stats-streak": "Racha actual de victorias",
    "stats-best-streak": "Mejor racha de victorias",
    "stats-none": "–",
    "percent": "{value}\u00a0%",
    "stats-reset": "Borrar estadísticas",
    "stats-reset-question": "¿Borrar las estadísticas de todos los juegos? No se puede deshacer.",
    "stats-reset-confirm": "Borrar",
    "stats-reset-done": "Estadísticas borradas.",
    # FAQ page and the measured odds of the Rules pages. {least} and {most} are
    # "percent" texts, {cells} a "free-cells" text; "decimal" writes a number with one
    # decimal ({whole} and {tenth} are digits). The faq-…-answer texts follow the rules-… layout.
    "faq": "Preguntas",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Cuántas partidas se pueden ganar",
    "odds-bounds-forty-thieves": {
        "one": "De {count} partida examinada por nuestro solucionador, que conoce el orden del mazo, se"
        " puede ganar como mínimo el {least} y como máximo el {most}.",
        "many": "De los {count} de partidas que examinó nuestro solucionador, que conoce el orden del mazo,"
        " se puede ganar como mínimo el {least} y como máximo el {most}.",
        "other": "De las {count} partidas que examinó nuestro solucionador, que conoce el orden del mazo, se"
        " puede ganar como mínimo el {least} y como máximo el {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: de {count} partida examinada por nuestro solucionador, se puede ganar como mínimo"
        " el {least} y como máximo el {most}.",
        "many": "{cells}: de los {count} de partidas que examinó nuestro solucionador, se puede ganar como"
        " mínimo el {least} y como máximo el {most}.",
        "other": "{cells}: de las {count} partidas que examinó nuestro solucionador, se puede ganar como"
        " mínimo el {least} y como máximo el {most}.",
    },
    "odds-bounds-freecell": {
        "one": "De {count} partida examinada por nuestro solucionador, se puede ganar como mínimo el {least} y como"
        " máximo el {most}.",
        "many": "De los {count} de partidas que examinó nuestro solucionador, se puede ganar como mínimo el {least} y"
        " como máximo el {most}.",
        "other": "De las {count} partidas que examinó nuestro solucionador, se puede ganar como mínimo el {least} y"
        " como máximo el {most}.",
    },
    "odds-bounds-bakers-game": {
        "one": "De {count} partida examinada por nuestro solucionador, se puede ganar como mínimo el {least} y como"
        " máximo el {most}.",
        "many": "De los {count} de partidas que examinó nuestro solucionador, se puede ganar como mínimo el {least} y"
        " como máximo el {most}.",
        "other": "De las {count} partidas que examinó nuestro solucionador, se puede ganar como mínimo el {least} y"
        " como máximo el {most}.",
    },
    "odds-bounds-seahaven-towers": {
        "one": "De {count} partida examinada por nuestro solucionador, se puede ganar como mínimo el {least} y como"
        " máximo el {most}.",
        "many": "De los {count} de partidas que examinó nuestro solucionador, se puede ganar como mínimo el {least} y"
        " como máximo el {most}.",
        "other": "De las {count} partidas que examinó nuestro solucionador, se puede ganar como mínimo el {least} y"
        " como máximo el {most}.",
    },
    "rules-forty-thieves-odds": (
        "El solucionador conoce el orden del mazo y tú no, así que una partida que él gana puede ser"
        " difícil de ganar cuando la juegas tú. Como mínimo: las partidas que ganó. Como máximo: esas y las"
        " que, dentro de su límite, no pudo ni ganar ni demostrar que estaban perdidas. Las partidas que ganó son las"
        " que ofrece la opción «Solo partidas con solución»."
    ),
    "rules-eight-off-odds": (
        "En Eight Off todas las cartas están boca arriba, así que el solucionador no sabe nada que tú no"
        " puedas ver. Como mínimo: las partidas que ganó. Como máximo: esas y las que, dentro de su"
        " límite, no pudo ni ganar ni demostrar que estaban perdidas. Las partidas que ganó son las que ofrece la"
        " opción «Solo partidas con solución»."
    ),
    "rules-freecell-odds": (
        "En FreeCell todas las cartas están boca arriba, así que el solucionador no sabe nada que tú no puedas ver."
        " Como mínimo: las partidas que ganó. Como máximo: esas y las que, dentro de su límite, no pudo ni ganar ni"
        " demostrar que estaban perdidas. Las partidas que ganó son las que ofrece la opción «Solo partidas con"
        " solución»."
    ),
    "rules-bakers-game-odds": (
        "En Baker's Game todas las cartas están boca arriba, así que el solucionador no sabe nada que tú no puedas"
        " ver. Como mínimo: las partidas que ganó. Como máximo: esas y las que, dentro de su límite, no pudo ni ganar"
        " ni demostrar que estaban perdidas. Las partidas que ganó son las que ofrece la opción «Solo partidas con"
        " solución»."
    ),
    "rules-seahaven-towers-odds": (
        "En Seahaven Towers todas las cartas están boca arriba, así que el solucionador no sabe nada que tú no puedas"
        " ver. Como mínimo: las partidas que ganó. Como máximo: esas y las que, dentro de su límite, no pudo ni ganar"
        " ni demostrar que estaban perdidas. Las partidas que ganó son las que ofrece la opción «Solo partidas con"
        " solución»."
    ),
    "rules-faq-link": (
        "¿Dudas sobre los códigos de partida, la puntuación o el juego sin conexión? Lee las preguntas frecuentes"
    ),
    "faq-title": "Preguntas frecuentes",
    "faq-codes": "¿Qué es un código de partida?",
    "faq-codes-answer": (
        "Cada partida tiene un código, como FT1-N-ABCDEFG. La primera parte indica el juego y la última, la"
        " partida. El mismo código da siempre la misma partida, en cualquier dispositivo.\n\n"
        "- Copia el código con un clic y envíalo, o comparte la dirección de la página: termina en # seguido"
        " del código, así que quien la abra recibe la misma partida.\n"
        "- Escribe un código en el campo de código o en la ventana Nueva partida para jugar esa partida.\n"
        "- La página de reglas de cada juego muestra cómo son sus códigos. Cuando un juego permite elegir el"
        " número de celdas libres, la parte central dice cuántas (C4: 4 celdas); la misma última parte da"
        " entonces la misma mezcla de la baraja, repartida para esas celdas."
    ),
    "faq-undo": "¿Cómo funcionan Deshacer y el contador de movimientos?",
    "faq-undo-answer": (
        "Deshacer anula tus últimas acciones, hasta 100, tanto movimientos como cartas sacadas del mazo. Las"
        " cartas y la puntuación vuelven a quedar exactamente como estaban. Rehacer las repite, hasta que hagas"
        " un movimiento nuevo.\n\n"
        "El contador de movimientos cuenta todas las acciones, también las cartas sacadas del mazo. Deshacer y"
        " Rehacer nunca lo reducen: indica cuántas acciones ha llevado la partida, no hasta dónde has llegado."
    ),
    "faq-scoring": "¿Cómo se calcula la puntuación?",
    "faq-scoring-answer": (
        "Cada juego puntúa según sus propias reglas: su página de reglas indica los puntos de cada tipo de"
        " movimiento. La puntuación nunca baja de 0.\n\n"
        "Deshacer también anula los puntos del movimiento que deshace."
    ),
    "faq-hints": "¿Por qué no hay pistas?",
    "faq-hints-answer": (
        "El juego consiste en encontrar el camino. Mientras juegas, la aplicación nunca sugiere un movimiento ni"
        " dice si la partida, o la posición de la mesa, todavía se puede ganar. Si te atascas, deshaz algunos"
        " movimientos o empieza una partida nueva.\n\n"
        "Las probabilidades de las páginas de reglas se miden sobre muchas partidas: no dicen nada de la partida que"
        " tienes delante.\n\n"
        "Cuando una partida ha terminado (ganada, o abandonada por otra), y solo si lo pides, la aplicación te dice la"
        " verdad sobre ella: elige Analizar en las partidas recientes de la ventana Estadísticas. Su solucionador dice"
        " si la partida se podía ganar, después de qué movimiento tuyo dejó de ser posible ganar, y muestra una"
        " forma de ganar."
    ),
    "faq-winnable": "¿Qué son las partidas con solución y la partida del día?",
    "faq-winnable-answer": (
        "- «Solo partidas con solución» es una opción de la ventana Nueva partida. Si está activada, cada"
        " partida nueva es una que nuestro solucionador ha ganado, así que se puede ganar; el juego sigue sin"
        " decirte cómo. Estas partidas se cuentan aparte en las estadísticas.\n"
        "- La partida del día es una partida al día de cada juego que la tenga (la ventana Nueva partida"
        " muestra un botón para cada una), la misma para todos en la misma fecha de su propio calendario."
        " También funciona sin conexión. Empiézala con el botón Del día o desde la ventana Nueva partida.\n"
        "- La ventana Estadísticas cuenta las partidas del día jugadas y ganadas y los días ganados seguidos,"
        " y muestra los últimos 30 días en un calendario."
    ),
    "faq-offline": "¿Funciona sin conexión? ¿Se puede instalar?",
    "faq-offline-answer": (
        "Sí. Tras la primera visita, el navegador guarda el juego completo, así que se abre y se juega sin"
        " conexión, con los códigos de partida y la partida del día incluidos.\n\n"
        "Para tenerlo a mano, añádelo a la pantalla de inicio o instálalo desde el menú del navegador (en el"
        " teléfono suele llamarse «Añadir a la pantalla de inicio» o «Agregar a la pantalla principal»; en un PC,"
        " «Instalar»). Así se abre como una aplicación, también sin conexión."
    ),
    "faq-storage": "¿Qué se guarda en mi dispositivo y cómo lo borro?",
    "faq-storage-answer": (
        "El juego guarda algunas cosas en el almacenamiento local del navegador, solo en este dispositivo:\n\n"
        "- tus opciones;\n"
        "- tus estadísticas;\n"
        "- la partida en curso;\n"
        "- la última imagen de la mesa, para que aparezca al instante la próxima vez que lo abras.\n\n"
        "No se envía nada a ningún sitio: no hay cuenta ni servidor, solo los archivos de la página.\n\n"
        "Para borrar las estadísticas, usa Borrar estadísticas en la ventana Estadísticas. Para borrarlo todo,"
        " elimina los datos de este sitio en la configuración del navegador (normalmente en privacidad o datos"
        " de sitios)."
    ),
    # Winnable deals and the deal of the day. "date" writes a day of a month.
    "winnable": "Solo partidas con solución",
    "winnable-note": "Todas las partidas ofrecidas se pueden ganar; el juego no te dirá cómo.",
    "winnable-none": "Todavía no se conocen partidas con solución de este juego.",
    "daily": "Del día",
    "daily-title": "Partida del día",
    "daily-deal": "Partida del día, {date}: {code}.",
    "daily-already": "Esta es la partida del día, {date}.",
    "daily-none": "Esta versión no tiene partida del día para el {date}.",
    "daily-played": "Partidas del día jugadas",
    "daily-won": "Partidas del día ganadas",
    "daily-streak": "Días ganados seguidos",
    "daily-best-streak": "Récord de días ganados seguidos",
    "daily-calendar": "Los últimos 30 días",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game}: ganada",
    "calendar-played": "{game}: jugada, no ganada",
    "calendar-none": "{game}: sin jugar",
    "date": "{day} de {month}",
    "month-1": "enero",
    "month-2": "febrero",
    "month-3": "marzo",
    "month-4": "abril",
    "month-5": "mayo",
    "month-6": "junio",
    "month-7": "julio",
    "month-8": "agosto",
    "month-9": "septiembre",
    "month-10": "octubre",
    "month-11": "noviembre",
    "month-12": "diciembre",
    # Replays.
    "replay": "Ver repetición",
    "replay-bar": "Repetición",
    "replay-play": "Reproducir",
    "replay-pause": "Pausa",
    "replay-step": "Paso adelante",
    "replay-back": "Paso atrás",
    "replay-exit": "Salir de la repetición",
    "share-replay": "Compartir repetición",
    "replay-position": "{step} / {count}",
    "replay-shown": "Repetición de {code}: {count} acciones. Tu partida en curso se queda como estaba.",
    "replay-damaged": (
        "Este enlace de repetición está dañado o es de otra versión, así que en su lugar se muestra su partida."
    ),
    "replay-unknown": (
        "Esta partida no se puede repetir: la guardó una versión antigua que solo conservaba sus últimas acciones."
    ),
    "replay-read-only": "Esto es una repetición. Sal de ella para jugar.",
    "replay-copied": "Enlace de la repetición copiado.",
    "replay-copy-failed": "No se pudo copiar el enlace de la repetición.",
    # The Examples pages: a won game with captions at the moments that teach a rule.
    "examples": "Ejemplos",
    "examples-title": "Ejemplo: {game}",
    "examples-intro": (
        "La partida {code}, ganada en {count} acciones. Mírala en la mesa paso a paso: la puntuación aparece en "
        "cada paso y, en los momentos que enseñan una regla, un comentario explica lo que pasa."
    ),
    "examples-step": "Acción {step}: {text}",
    "examples-watch": "Ver esta partida",
    "examples-play": "Jugar esta partida por tu cuenta",
    "examples-none": "Esta versión no tiene ningún ejemplo de este juego.",
    "example-waste-to-column": (
        "Del descarte a la columna {number}: {cards}. Una carta del descarte jugada en una columna suma 5 puntos "
        "(puntuación: {score})."
    ),
    "example-empty-column": (
        "La columna {number} está vacía, así que admite cualquier carta: aquí, {cards} (puntuación: {score})."
    ),
    "example-take-back": (
        "De una base vuelve a la columna {number}: {cards}. Devolver una carta cuesta 15 puntos (puntuación: "
        "{score}). Cuando la carta vuelve a subir, recupera sus 10 puntos."
    ),
    "example-final": (
        "La victoria: las 104 cartas en las bases dan 1040 puntos, {waste} cartas del descarte jugadas en "
        "columnas suman 5 × {waste} y {backs} devoluciones cuestan 5 × {backs} en total (−15 y luego +10 otra "
        "vez): {score} puntos."
    ),
    "example-final-plain": (
        "La victoria: las 104 cartas en las bases dan 1040 puntos y {waste} cartas del descarte jugadas en "
        "columnas suman 5 × {waste}: {score} puntos."
    ),
    "example-group-move": (
        "A la columna {number} pasan juntas {cards}: una secuencia de un mismo palo se mueve en bloque."
    ),
    "example-group-move-colours": (
        "A la columna {number} pasan juntas {cards}: una secuencia que alterna rojas y negras se mueve en bloque."
    ),
    "example-other-colour": (
        "{cards} pasa a la columna {number}: en una columna, una carta roja va sobre una negra y una negra"
        " sobre una roja, de valor inmediatamente superior."
    ),
    "example-king-run": (
        "Un rey con su secuencia entra en la columna vacía {number}. Con {cells} celdas libres, se pueden mover "
        "a la vez como máximo {limit} cartas (celdas libres + 1, el doble por cada una de las demás columnas vacías)."
    ),
    "example-take-back-to-cell": ("De una base a una celda libre: {cards} (0 puntos); aquí vuelve a subir enseguida."),
    # Messages and notices.
    "copied": "Código de partida {code} copiado.",
    "copy-failed": "No se pudo copiar: el código es {code}.",
    "bad-code": "Eso no es un código de partida: {reason}.",
    "bad-hash": "La dirección no contiene un código de partida válido ({reason}); aquí tienes una partida nueva.",
    "bad-hash-kept": "La dirección no contiene un código de partida válido ({reason}); tu partida sigue.",
    "bad-save": "No se puede cargar esa partida guardada.",
    "action-failed": "Algo ha fallado; tu partida sigue.",
    "new-deal": "Nueva partida: {code}.",
    "undo-brings-back": "Deshacer recupera la partida que dejaste ({moves}).",
    "game-back": "Tu partida {code} está de vuelta ({moves}).",
    "restarted": "La partida empieza de nuevo.",
    "nothing-to-undo": "No hay nada que deshacer.",
    "nothing-to-redo": "No hay nada que rehacer.",
    "boot-failed": "No se pudo iniciar el juego: {reason}",
    "save-discarded": "No se pudo leer la partida guardada y se ha descartado; aquí tienes una partida nueva.",
    "save-too-old": (
        "La partida guardada viene de una versión anterior que ya no se puede leer; aquí tienes una partida nueva."
    ),
    "stats-discarded": "No se pudieron leer las estadísticas guardadas, así que empiezan de cero.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Partidas recientes",
    "recent-none": "Aquí aparecerán las partidas que termines o dejes, para analizarlas o volver a jugarlas.",
    "recent-entry": "{date}, {game}, {code}: {result}, {score} puntos, {moves}",
    "recent-won": "ganada",
    "recent-left": "abandonada",
    "recent-stuck": "sin movimientos",
    "recent-play-again": "Volver a jugar",
    "recent-discarded": "No se pudo leer la lista de partidas recientes, así que empieza de nuevo vacía.",
    "analyse": "Analizar",
    "analyse-left": "Analizar la partida que dejaste",
    "analysis-title": "¿Se podía ganar?",
    "analysis-game": "{game}, partida {code}: {moves}, {score} puntos.",
    "analysis-running": (
        "El solucionador está estudiando la partida y tus movimientos. Puede tardar un minuto; mientras tanto puedes"
        " seguir jugando."
    ),
    "analysis-deal-won": "Esta partida se puede ganar.",
    "analysis-deal-impossible": "Esta partida no se puede ganar: ninguna forma de jugarla lleva a la victoria.",
    "analysis-deal-unknown": (
        "En el tiempo del que disponía, el solucionador no pudo determinar si esta partida se puede ganar."
    ),
    "analysis-you-won": "La ganaste.",
    "analysis-lost-at": "Se podía ganar hasta tu movimiento n.º {number} ({action}); después de él, ya no.",
    "analysis-lost-between": (
        "Dejó de ser posible ganar en algún punto entre tu movimiento n.º {first} y tu movimiento n.º {last}; el"
        " solucionador no pudo determinar exactamente dónde."
    ),
    "analysis-still-winnable": "Cuando dejaste de jugar, todavía se podía ganar.",
    "analysis-line-unknown": "El solucionador no pudo determinar si todavía se podía ganar cuando dejaste de jugar.",
    "analysis-line-lost-unknown": (
        "Cuando dejaste de jugar, ya no se podía ganar. Si se podía antes, el solucionador no pudo determinarlo."
    ),
    "analysis-positions": {
        "one": "El solucionador examinó {count} posición de tu partida.",
        "many": "El solucionador examinó {count} de posiciones de tu partida.",
        "other": "El solucionador examinó {count} posiciones de tu partida.",
    },
    "analysis-watch": "Ver una forma de ganar",
    "analysis-cancel": "Cancelar",
    "analysis-cancelled": "Se detuvo el análisis.",
    "analysis-failed": "No se pudo hacer el análisis ({reason}). Tu partida no se ve afectada.",
    "analysis-unavailable": "Esta partida ya no está entre las partidas recientes.",
    "analysis-takeover": "A partir de aquí, el solucionador juega hasta la victoria.",
    "analysis-from-start": "La victoria del solucionador, desde el inicio de la partida.",
    "settings-discarded": "No se pudieron leer las opciones guardadas; se han restablecido las predeterminadas.",
    "storage-unavailable": "Este navegador no deja que el juego guarde nada: no se conservará tu progreso.",
    "other-tab": "Has seguido jugando en otra pestaña; esta pestaña muestra ahora esa partida.",
    "update-ready": "Hay una versión nueva disponible.",
    "update-reload": "Recargar ahora",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} a la base {number}",
    "move-to-column": "{cards} a la columna {number}",
    "move-to-cell": "{cards} a la celda libre {number}",
    "action-draw": "Del mazo: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Puntuación: {score}.",
    "announce-undone": "Deshecho: {action}.",
    "announce-redone": "Rehecho: {action}.",
    "announce-undone-draw": "De vuelta al mazo: {card}.",
    "announce-redone-draw": "Otra vez del mazo: {card}.",
    "announce-won": "¡Victoria! {score} puntos en {moves}.",
    "announce-picked": "Llevas: {cards}. Las flechas eligen una pila, Espacio suelta, Esc devuelve.",
    "announce-put-back": "De vuelta a su sitio: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, partida {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Teclado",
    "key-tab": "Tab",
    "keys-tab": "Entrar en la mesa de juego (y salir de ella)",
    "key-arrows": "Flechas",
    "keys-arrows": "Pasar de una pila a otra; en una columna, Arriba y Abajo eligen una carta de una secuencia",
    "key-enter": "Enter",
    "keys-enter": (
        "Toque: la carta va a su base (la carta del descarte, también a una columna; el mazo pasa una carta al"
        " descarte)"
    ),
    "key-shift-enter": "Shift+Enter",
    "keys-shift-enter": "Doble toque: la carta va al mejor sitio",
    "key-space": "Espacio",
    "keys-space": "Levantar la carta (con su secuencia); sobre otra pila, soltarla ahí",
    "key-escape": "Esc",
    "keys-escape": "Devolver a su sitio las cartas levantadas",
    "key-d": "D",
    "keys-d": "Sacar una carta del mazo (en un juego que lo tenga)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Deshacer",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Rehacer",
    "key-n": "N",
    "keys-n": "Nueva partida",
    "key-b": "B",
    "keys-b": "Describir toda la mesa",
    "key-question": "?",
    "keys-question": "Esta lista de teclas",
    # Rules pages. Headings shared by both games.
    "rules-title": "Cómo jugar a {game}",
    "rules-setup": "Preparación",
    "rules-moves": "Movimientos",
    "rules-empty-columns": "Columnas vacías",
    "rules-foundations": "Bases",
    "rules-stock": "Mazo y descarte",
    "rules-cells": "Celdas libres",
    "rules-groups": "Mover una secuencia",
    "rules-end": "Fin de la partida",
    "rules-scoring": "Puntuación",
    "rules-this-app": "Jugar en esta aplicación",
    "rules-example": "Pruébalo",
    "rules-example-text": (
        "Abre una partida y prueba lo que acabas de leer. Su código te devuelve la misma partida cuando quieras."
    ),
    "rules-example-play": "Jugar la partida de ejemplo {code}",
    "score-action": "Acción",
    "score-points": "Puntos",
    "score-start": "Inicio de una partida",
    "score-to-foundation": "Una carta a una base",
    "score-waste-to-column": "La carta del descarte a una columna",
    "score-foundation-to-column": "Una carta de una base devuelta a una columna",
    "score-cell-to-column": "Una carta de una celda libre a una columna",
    "score-other-forty-thieves": "De columna a columna, sacar una carta del mazo",
    "score-other-eight-off": "Cualquier otro movimiento",
    "score-other-freecell": "Cualquier otro movimiento",
    "score-other-bakers-game": "Cualquier otro movimiento",
    "score-other-seahaven-towers": "Cualquier otro movimiento",
    "groups-free-cells": "Celdas libres",
    "groups-onto-card": {
        "one": "Sobre una carta, {count} columna vacía",
        "many": "Sobre una carta, {count} de columnas vacías",
        "other": "Sobre una carta, {count} columnas vacías",
    },
    "groups-king": {
        "one": "A una columna vacía, {count} columna vacía en total",
        "many": "A una columna vacía, {count} de columnas vacías en total",
        "other": "A una columna vacía, {count} columnas vacías en total",
    },
    "rules-forty-thieves-summary": (
        "Dos barajas, 104 cartas. Construye las ocho bases por palos, del as al rey, moviendo una carta cada"
        " vez sobre otra del mismo palo y de valor inmediatamente superior."
    ),
    "rules-forty-thieves-setup": (
        "Las dos barajas se mezclan juntas, así que cada carta aparece dos veces. Se reparten cuarenta cartas"
        " boca arriba en diez columnas de cuatro. Las otras 64 cartas forman el mazo, boca abajo. Las ocho bases"
        " y el descarte empiezan vacíos."
    ),
    "rules-forty-thieves-moves": (
        "- Se mueve una sola carta cada vez: la de arriba de una columna o la de arriba del descarte.\n"
        "- En una columna, una carta va sobre otra del mismo palo y de valor inmediatamente superior: el 7 de picas"
        " sobre el 8 de picas, nunca sobre el 8 de corazones.\n"
        "- En una columna no se pone nada sobre un as.\n"
        "- Dos cartas seguidas del mismo palo también se mueven de una en una, así que cada una necesita su"
        " propio sitio."
    ),
    "rules-forty-thieves-empty-columns": (
        "Una columna vacía admite cualquier carta, no solo un rey: una carta de otra columna o la carta del"
        " descarte. Las columnas vacías son el único espacio libre del juego, así que úsalas con cuidado."
    ),
    "rules-forty-thieves-foundations": (
        "Hay ocho bases, dos por palo, en un orden fijo de izquierda a derecha: picas, corazones, diamantes,"
        " tréboles, picas, corazones, diamantes, tréboles. Cada una empieza con el as de su palo y sube hasta el"
        " rey, carta a carta.\n\n"
        "Puedes arrastrar la carta de arriba de una base de vuelta a una columna que la admita (también a una"
        " columna vacía), pero cuesta puntos."
    ),
    "rules-forty-thieves-stock": (
        "Toca el mazo para pasar una carta al descarte. Del descarte solo se puede jugar la carta de arriba, a"
        " una base o a una columna. No se vuelve a repartir: cuando el mazo se acaba, cada carta se ha visto una"
        " vez, y las cartas tapadas del descarte solo quedan libres a medida que se juegan las que tienen encima."
    ),
    "rules-forty-thieves-end": (
        "Ganas cuando las ocho bases tienen sus trece cartas, del as al rey: las 104 cartas. La aplicación no"
        " avisa cuando ya no quedan movimientos: deshaz algunos o empieza una partida nueva."
    ),
    "rules-forty-thieves-scoring": (
        "La puntuación nunca baja de 0 y ganar no da puntos extra. Una partida ganada vale 1040 puntos por las"
        " bases, más 5 por cada carta del descarte jugada en una columna: una victoria en la que se jugaron 29"
        " cartas del descarte en columnas suma 1040 + 29 × 5 = 1185."
    ),
    "rules-forty-thieves-app": (
        "- Toca una carta para mandarla a una base que la admita; si ninguna base admite la carta del descarte,"
        " va a una columna.\n"
        "- Doble toque (una opción, activada por defecto): a una base; si no, a la columna más larga que admita la"
        " carta; si no, a una columna vacía.\n"
        "- Arrastra una carta a cualquier pila; mientras arrastras, se resaltan las pilas que la admitirían. Con"
        " la colocación automática (una opción, desactivada por defecto), una carta soltada fuera de las pilas va al"
        " mejor sitio.\n"
        "- Cada movimiento rechazado indica qué regla lo impide.\n"
        "- Deshacer y Rehacer: las últimas 100 acciones, movimientos y cartas sacadas del mazo. La puntuación"
        " también vuelve atrás; el contador de movimientos nunca baja.\n"
        "- Cada partida tiene un código como FT1-N-ABCDEFG: cópialo para volver a jugar la partida o para"
        " compartirla.\n"
        "- Sin pistas durante la partida: mientras juegas, la aplicación nunca dice si la partida se puede ganar."
        " Cuando una partida termina, puedes pedir su análisis (Estadísticas, Partidas recientes).\n"
        "- Todo el juego se puede jugar con el teclado: la tecla ? muestra las teclas."
    ),
    "rules-eight-off-summary": (
        "Una baraja, todas las cartas boca arriba. Construye las cuatro bases por palos, del as al rey, con"
        " ayuda de las celdas libres; en las columnas, las cartas se colocan en orden descendente del mismo palo."
    ),
    "rules-eight-off-setup": (
        "Las 52 cartas se mezclan y se reparten boca arriba en ocho columnas de seis. Las cuatro cartas que"
        " sobran van a las cuatro primeras de las ocho celdas libres. Las cuatro bases, una por palo (picas,"
        " corazones, diamantes, tréboles), empiezan vacías.\n\n"
        "En la ventana Nueva partida puedes elegir menos celdas libres. Con 4 celdas, las cuatro cartas"
        " sobrantes las ocupan todas. Con 2 celdas, dos de las cartas sobrantes ocupan las dos celdas y las"
        " otras dos pasan a ser las nuevas cartas de arriba de las columnas 3 y 4. El mismo número de partida da"
        " la misma mezcla con cualquier número de celdas."
    ),
    "rules-eight-off-moves": (
        "- Mueves la carta de arriba de una columna, una carta de una celda libre o una secuencia (ver más"
        " abajo).\n"
        "- En una columna, una carta va sobre otra del mismo palo y de valor inmediatamente superior: el 7 de"
        " corazones solo sobre el 8 de corazones.\n"
        "- A una celda libre: cualquier carta, si la celda está vacía.\n"
        "- A una base: primero el as de su palo, luego el 2, el 3 y así hasta el rey, carta a carta."
    ),
    "rules-eight-off-empty-columns": (
        "Una columna vacía solo admite un rey, suelto o con la secuencia que tenga encima. Ninguna otra carta"
        " puede empezar una columna."
    ),
    "rules-eight-off-cells": (
        "Cada celda libre guarda una carta. Una carta en una celda puede ir a una columna que la admita o a su"
        " base. Solo se muestran las celdas de la variante elegida."
    ),
    "rules-eight-off-groups": (
        "Una secuencia ya ordenada en una columna (un solo palo, valores que bajan de uno en uno, como el 9, el 8"
        " y el 7 de tréboles) se mueve de una vez, como una sola acción, si no tiene más cartas que:"
    ),
    "rules-eight-off-formula": "(celdas libres + 1) × 2 elevado a (columnas vacías)",
    "rules-eight-off-groups-table": (
        "Cada columna vacía duplica el límite y cada celda libre suma una carta. Cuando un rey y su secuencia"
        " van a una columna vacía, esa columna no cuenta. Con 4 celdas, como mucho cuatro pueden estar libres;"
        " con 2 celdas, como mucho dos. La columna que deja la secuencia cuenta como ocupada, y cualquier parte"
        " final de una secuencia, la de los valores más bajos, también puede moverse sola."
    ),
    "rules-eight-off-foundations": (
        "Las bases se construyen por palos, del as al rey. Ninguna carta sube ahí automáticamente.\n\n"
        "Puedes arrastrar la carta de arriba de una base de vuelta a una celda libre vacía o a una columna que la"
        " admita; ese movimiento no da puntos."
    ),
    "rules-eight-off-end": (
        "Ganas cuando las 52 cartas están en las bases. La aplicación no avisa cuando ya no quedan movimientos"
        " útiles: deshaz algunos o empieza una partida nueva."
    ),
    "rules-eight-off-scoring": "Deshacer anula los puntos que dio su movimiento, y la puntuación nunca baja de 0.",
    "rules-eight-off-app": (
        "- Toca la carta de arriba de una columna o una carta de una celda libre para mandarla a su base, si"
        " puede ir ahí.\n"
        "- Doble toque (una opción, activada por defecto): a la base; si no, a la columna más larga que admita la"
        " carta; si no, a una columna vacía (solo un rey); si no, a una celda libre. Un doble toque en la carta"
        " con la que empieza una secuencia mueve toda la secuencia a una columna.\n"
        "- Arrastra una carta, con las cartas que tiene encima, a cualquier pila; mientras arrastras, se"
        " resaltan las pilas que la admitirían.\n"
        "- Cada movimiento rechazado indica qué regla lo impide.\n"
        "- Deshacer y Rehacer: las últimas 100 acciones; una secuencia movida de una vez vuelve de una vez. El"
        " contador de movimientos nunca baja.\n"
        "- Cada partida tiene un código como EO1-C8-AAAAAFA (C4 y C2 para 4 y 2 celdas): cópialo para volver a"
        " jugar la partida o para compartirla.\n"
        "- Sin pistas durante la partida: mientras juegas, la aplicación nunca dice si la partida se puede ganar."
        " Cuando una partida termina, puedes pedir su análisis (Estadísticas, Partidas recientes).\n"
        "- Todo el juego se puede jugar con el teclado: la tecla ? muestra las teclas."
    ),
    "rules-freecell-summary": (
        "Una baraja, todas las cartas boca arriba. Construye las cuatro bases por palos, del as al rey, con ayuda de"
        " cuatro celdas libres; en las columnas, las cartas se colocan en orden descendente y alternando colores:"
        " roja sobre negra, negra sobre roja."
    ),
    "rules-freecell-setup": (
        "Las 52 cartas se mezclan y se reparten boca arriba en ocho columnas: las cuatro primeras reciben siete"
        " cartas y las otras cuatro, seis. Las cuatro celdas libres y las cuatro bases, una por palo (picas,"
        " corazones, diamantes, tréboles), empiezan vacías. "
        "Los jugadores conocen las partidas de FreeCell por su número de Microsoft, como «la partida 11982». Escribe"
        " FC1-MS- y un número del 1 al 8.589.934.591 en el campo de código o en la ventana Nueva partida, por ejemplo"
        " FC1-MS-11982, y tendrás exactamente la partida de Microsoft con ese número. Casi todas las partidas se"
        " pueden ganar; la 11982 es la más famosa de las que no tienen solución."
    ),
    "rules-freecell-moves": (
        "- Mueves la carta de arriba de una columna, una carta de una celda libre o una secuencia (ver más abajo).\n"
        "- En una columna, una carta va sobre otra de valor inmediatamente superior y de otro color, roja sobre"
        " negra o negra sobre roja: el 7 de corazones sobre el 8 de picas o el 8 de tréboles.\n"
        "- A una celda libre: cualquier carta, si la celda está vacía.\n"
        "- A una base: primero el as de su palo, luego el 2, el 3 y así hasta el rey, carta a carta."
    ),
    "rules-freecell-empty-columns": (
        "Una columna vacía admite cualquier carta, no solo un rey: suelta o con la secuencia que tenga encima."
    ),
    "rules-freecell-cells": (
        "Cada celda libre guarda una carta. Una carta en una celda puede ir a una columna que la admita o a su base."
    ),
    "rules-freecell-groups": (
        "Una secuencia ya ordenada en una columna (colores alternos, rojo y negro, valores que bajan de uno en uno,"
        " como el 9 de tréboles, el 8 de corazones y el 7 de picas) se mueve de una vez, como una sola acción, si no"
        " tiene más cartas que:"
    ),
    "rules-freecell-formula": "(celdas libres + 1) × 2 elevado a (columnas vacías)",
    "rules-freecell-groups-table": (
        "Cada columna vacía duplica el límite y cada celda libre suma una carta. Cuando una secuencia va a una"
        " columna vacía, esa columna no cuenta. La columna que deja la secuencia cuenta como ocupada, y cualquier"
        " parte final de una secuencia, la de los valores más bajos, también puede moverse sola."
    ),
    "rules-freecell-foundations": (
        "Las bases se construyen por palos, del as al rey. Ninguna carta sube ahí automáticamente.\n\n"
        "Puedes arrastrar la carta de arriba de una base de vuelta a una celda libre vacía o a una columna que la"
        " admita; ese movimiento no da puntos."
    ),
    "rules-freecell-end": (
        "Ganas cuando las 52 cartas están en las bases. La aplicación no avisa cuando ya no quedan movimientos"
        " útiles: deshaz algunos o empieza una partida nueva."
    ),
    "rules-freecell-scoring": "Deshacer anula los puntos que dio su movimiento, y la puntuación nunca baja de 0.",
    "rules-freecell-app": (
        "- Toca la carta de arriba de una columna o una carta de una celda libre para mandarla a su base, si puede"
        " ir ahí.\n"
        "- Doble toque (una opción, activada por defecto): a la base; si no, a la columna más larga que admita la"
        " carta; si no, a una columna vacía; si no, a una celda libre. Un doble toque en la carta con la que empieza"
        " una secuencia mueve toda la secuencia a una columna.\n"
        "- Arrastra una carta, con las cartas que tiene encima, a cualquier pila; mientras arrastras, se resaltan"
        " las pilas que la admitirían.\n"
        "- Cada movimiento rechazado indica qué regla lo impide.\n"
        "- Deshacer y Rehacer: las últimas 100 acciones; una secuencia movida de una vez vuelve de una vez. El"
        " contador de movimientos nunca baja.\n"
        "- Cada partida tiene un código como FC1-N-ABCDEFG, o FC1-MS-617 para una partida de Microsoft: cópialo para"
        " volver a jugar la partida o para compartirla.\n"
        "- También están las partidas numeradas de Microsoft: escribe FC1-MS- y el número en el campo «Código"
        " de partida» de la ventana Nueva partida, por ejemplo FC1-MS-617 para la partida 617. La partida"
        " 11982 es la famosa que no se puede ganar.\n"
        "- Sin pistas durante la partida: mientras juegas, la aplicación nunca dice si la partida se puede ganar."
        " Cuando una partida termina, puedes pedir su análisis (Estadísticas, Partidas recientes).\n"
        "- Todo el juego se puede jugar con el teclado: la tecla ? muestra las teclas."
    ),
    "rules-bakers-game-summary": (
        "Una baraja, todas las cartas boca arriba, repartidas como en FreeCell, pero en las columnas las cartas se"
        " colocan en orden descendente del mismo palo, y eso lo hace más difícil. Construye las cuatro bases por"
        " palos, del as al rey, con ayuda de cuatro celdas libres."
    ),
    "rules-bakers-game-setup": (
        "Las 52 cartas se mezclan y se reparten boca arriba en ocho columnas: las cuatro primeras reciben siete"
        " cartas y las otras cuatro, seis. Las cuatro celdas libres y las cuatro bases, una por palo (picas,"
        " corazones, diamantes, tréboles), empiezan vacías."
    ),
    "rules-bakers-game-moves": (
        "- Mueves la carta de arriba de una columna, una carta de una celda libre o una secuencia (ver más abajo).\n"
        "- En una columna, una carta va sobre otra del mismo palo y de valor inmediatamente superior: el 7 de"
        " corazones solo sobre el 8 de corazones.\n"
        "- A una celda libre: cualquier carta, si la celda está vacía.\n"
        "- A una base: primero el as de su palo, luego el 2, el 3 y así hasta el rey, carta a carta."
    ),
    "rules-bakers-game-empty-columns": (
        "Una columna vacía admite cualquier carta, no solo un rey: suelta o con la secuencia que tenga encima."
    ),
    "rules-bakers-game-cells": (
        "Cada celda libre guarda una carta. Una carta en una celda puede ir a una columna que la admita o a su base."
    ),
    "rules-bakers-game-groups": (
        "Una secuencia ya ordenada en una columna (un solo palo, valores que bajan de uno en uno, como el 9, el 8 y"
        " el 7 de tréboles) se mueve de una vez, como una sola acción, si no tiene más cartas que:"
    ),
    "rules-bakers-game-formula": "(celdas libres + 1) × 2 elevado a (columnas vacías)",
    "rules-bakers-game-groups-table": (
        "Cada columna vacía duplica el límite y cada celda libre suma una carta. Cuando una secuencia va a una"
        " columna vacía, esa columna no cuenta. La columna que deja la secuencia cuenta como ocupada, y cualquier"
        " parte final de una secuencia, la de los valores más bajos, también puede moverse sola."
    ),
    "rules-bakers-game-foundations": (
        "Las bases se construyen por palos, del as al rey. Ninguna carta sube ahí automáticamente.\n\n"
        "Puedes arrastrar la carta de arriba de una base de vuelta a una celda libre vacía o a una columna que la"
        " admita; ese movimiento no da puntos."
    ),
    "rules-bakers-game-end": (
        "Ganas cuando las 52 cartas están en las bases. La aplicación no avisa cuando ya no quedan movimientos"
        " útiles: deshaz algunos o empieza una partida nueva."
    ),
    "rules-bakers-game-scoring": "Deshacer anula los puntos que dio su movimiento, y la puntuación nunca baja de 0.",
    "rules-bakers-game-app": (
        "- Toca la carta de arriba de una columna o una carta de una celda libre para mandarla a su base, si puede"
        " ir ahí.\n"
        "- Doble toque (una opción, activada por defecto): a la base; si no, a la columna más larga que admita la"
        " carta; si no, a una columna vacía; si no, a una celda libre. Un doble toque en la carta con la que empieza"
        " una secuencia mueve toda la secuencia a una columna.\n"
        "- Arrastra una carta, con las cartas que tiene encima, a cualquier pila; mientras arrastras, se resaltan"
        " las pilas que la admitirían.\n"
        "- Cada movimiento rechazado indica qué regla lo impide.\n"
        "- Deshacer y Rehacer: las últimas 100 acciones; una secuencia movida de una vez vuelve de una vez. El"
        " contador de movimientos nunca baja.\n"
        "- Cada partida tiene un código como BG1-N-ABCDEFG: cópialo para volver a jugar la partida o para"
        " compartirla.\n"
        "- Sin pistas durante la partida: mientras juegas, la aplicación nunca dice si la partida se puede ganar."
        " Cuando una partida termina, puedes pedir su análisis (Estadísticas, Partidas recientes).\n"
        "- Todo el juego se puede jugar con el teclado: la tecla ? muestra las teclas."
    ),
    "rules-seahaven-towers-summary": (
        "Una baraja, todas las cartas boca arriba. Construye las cuatro bases por palos, del as al rey, con ayuda de"
        " cuatro celdas libres; en las columnas, las cartas se colocan en orden descendente del mismo palo."
    ),
    "rules-seahaven-towers-setup": (
        "Las 52 cartas se mezclan y se reparten boca arriba en diez columnas de cinco. Las dos cartas que sobran van"
        " a las dos primeras de las cuatro celdas libres. Las cuatro bases, una por palo (picas, corazones,"
        " diamantes, tréboles), empiezan vacías."
    ),
    "rules-seahaven-towers-moves": (
        "- Mueves la carta de arriba de una columna, una carta de una celda libre o una secuencia (ver más abajo).\n"
        "- En una columna, una carta va sobre otra del mismo palo y de valor inmediatamente superior: el 7 de"
        " corazones solo sobre el 8 de corazones.\n"
        "- A una celda libre: cualquier carta, si la celda está vacía.\n"
        "- A una base: primero el as de su palo, luego el 2, el 3 y así hasta el rey, carta a carta."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Una columna vacía solo admite un rey, suelto o con la secuencia que tenga encima. Ninguna otra carta puede"
        " empezar una columna."
    ),
    "rules-seahaven-towers-cells": (
        "Cada celda libre guarda una carta. Una carta en una celda puede ir a una columna que la admita o a su base."
    ),
    "rules-seahaven-towers-groups": (
        "Una secuencia ya ordenada en una columna (un solo palo, valores que bajan de uno en uno, como el 9, el 8 y"
        " el 7 de tréboles) se mueve de una vez, como una sola acción, si no tiene más cartas que:"
    ),
    "rules-seahaven-towers-formula": "(celdas libres + 1) × 2 elevado a (columnas vacías)",
    "rules-seahaven-towers-groups-table": (
        "Cada columna vacía duplica el límite y cada celda libre suma una carta. Cuando un rey y su secuencia van a"
        " una columna vacía, esa columna no cuenta. La columna que deja la secuencia cuenta como ocupada, y cualquier"
        " parte final de una secuencia, la de los valores más bajos, también puede moverse sola."
    ),
    "rules-seahaven-towers-foundations": (
        "Las bases se construyen por palos, del as al rey. Ninguna carta sube ahí automáticamente.\n\n"
        "Puedes arrastrar la carta de arriba de una base de vuelta a una celda libre vacía o a una columna que la"
        " admita; ese movimiento no da puntos."
    ),
    "rules-seahaven-towers-end": (
        "Ganas cuando las 52 cartas están en las bases. La aplicación no avisa cuando ya no quedan movimientos"
        " útiles: deshaz algunos o empieza una partida nueva."
    ),
    "rules-seahaven-towers-scoring": (
        "Deshacer anula los puntos que dio su movimiento, y la puntuación nunca baja de 0."
    ),
    "rules-seahaven-towers-app": (
        "- Toca la carta de arriba de una columna o una carta de una celda libre para mandarla a su base, si puede"
        " ir ahí.\n"
        "- Doble toque (una opción, activada por defecto): a la base; si no, a la columna más larga que admita la"
        " carta; si no, a una columna vacía (solo un rey); si no, a una celda libre. Un doble toque en la carta con"
        " la que empieza una secuencia mueve toda la secuencia a una columna.\n"
        "- Arrastra una carta, con las cartas que tiene encima, a cualquier pila; mientras arrastras, se resaltan"
        " las pilas que la admitirían.\n"
        "- Cada movimiento rechazado indica qué regla lo impide.\n"
        "- Deshacer y Rehacer: las últimas 100 acciones; una secuencia movida de una vez vuelve de una vez. El"
        " contador de movimientos nunca baja.\n"
        "- Cada partida tiene un código como ST1-N-ABCDEFG: cópialo para volver a jugar la partida o para"
        " compartirla.\n"
        "- Sin pistas durante la partida: mientras juegas, la aplicación nunca dice si la partida se puede ganar."
        " Cuando una partida termina, puedes pedir su análisis (Estadísticas, Partidas recientes).\n"
        "- Todo el juego se puede jugar con el teclado: la tecla ? muestra las teclas."
    ),
}
