"""Portuguese texts of the app (the reference and the conventions: game/locales/en.py)."""

from __future__ import annotations

NAME = "Português"

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
        "percent",
        "seahaven-towers",
    }
)

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "ás de espadas",
    "card-S-number": "{rank} de espadas",
    "card-S-jack": "valete de espadas",
    "card-S-queen": "dama de espadas",
    "card-S-king": "rei de espadas",
    "card-H-ace": "ás de copas",
    "card-H-number": "{rank} de copas",
    "card-H-jack": "valete de copas",
    "card-H-queen": "dama de copas",
    "card-H-king": "rei de copas",
    "card-D-ace": "ás de ouros",
    "card-D-number": "{rank} de ouros",
    "card-D-jack": "valete de ouros",
    "card-D-queen": "dama de ouros",
    "card-D-king": "rei de ouros",
    "card-C-ace": "ás de paus",
    "card-C-number": "{rank} de paus",
    "card-C-jack": "valete de paus",
    "card-C-queen": "dama de paus",
    "card-C-king": "rei de paus",
    "suit-S": "espadas",
    "suit-H": "copas",
    "suit-D": "ouros",
    "suit-C": "paus",
    "cards": {"one": "{count} carta", "other": "{count} cartas"},
    # The board description for screen readers.
    "board-stock": "Monte de compra: {cards}",
    "board-stock-empty": "Monte de compra: vazio",
    "board-next-part": ";",
    "board-waste": "descarte: {cards}, no topo: {card}",
    "board-waste-empty": "descarte vazio",
    "board-foundation-first": "fundação {number}: {contents}",
    "board-foundation": "fundação {number}: {contents}",
    "board-foundation-empty": "vazia",
    "board-cell-first": "célula {number}: {contents}",
    "board-cell": "célula {number}: {contents}",
    "board-cell-empty": "vazia",
    "board-column-first": "coluna {number}: {contents}",
    "board-column": "coluna {number}: {contents}",
    "board-column-empty": "vazia",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": "Numa coluna, uma carta só pode ir para cima de outra do mesmo naipe com um valor acima.",
    "rule-alternate-colours-down": (
        "Numa coluna, uma carta só pode ir para cima de outra com um valor acima, vermelha sobre preta ou"
        " preta sobre vermelha."
    ),
    "rule-nothing-on-ace": "Numa coluna, não se pode pôr nada sobre um ás.",
    "rule-king-only": "Uma coluna vazia só aceita um rei, sozinho ou com a sua sequência.",
    "rule-one-card-only": "Neste jogo, só se move uma carta de cada vez.",
    "rule-top-card-only": "Só se pode mover a carta de cima de um monte.",
    "rule-not-a-run": (
        "Várias cartas só se movem juntas se formarem uma sequência descendente segundo a regra das colunas deste jogo."
    ),
    "rule-group-too-large": (
        "Uma sequência só se pode mover se tiver no máximo (células livres + 1) × 2^(colunas vazias) cartas."
    ),
    "rule-foundation-suit": "Cada fundação só aceita o seu próprio naipe.",
    "rule-foundation-order": "Uma fundação constrói-se do ás ao rei, uma carta de cada vez.",
    "rule-foundation-take-back": (
        "Uma carta de uma fundação só pode voltar para uma coluna que a aceite ou, num jogo que as tenha,"
        " para uma célula livre."
    ),
    "rule-foundation-drag-only": "Uma carta de uma fundação só se move arrastando-a de volta.",
    "rule-cell-occupied": "Cada célula só pode ter uma carta.",
    "rule-no-pile-there": "Nunca se põem cartas no monte de compra nem no descarte.",
    "rule-stock-draw-only": "Toque no monte de compra para virar a carta de cima para o descarte.",
    "rule-no-redeal": "O monte de compra está vazio e não há redistribuição.",
    "rule-no-stock": "Este jogo não tem monte de compra: todas as cartas são distribuídas de face para cima.",
    "rule-same-pile": "A carta tem de ir para outro monte.",
    "rule-empty-pile": "Não há aí nenhuma carta para mover.",
    "rule-no-such-pile": "Esse monte não existe neste jogo.",
    "rule-tap-to-foundation": "Um toque envia a carta para a sua fundação, e só quando a fundação a aceita.",
    "rule-waste-nowhere": "Nenhuma fundação e nenhuma coluna aceita agora esta carta do descarte.",
    "rule-no-destination": "Nenhum monte pode receber esta carta agora.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "um código de partida tem de ser texto",
    "code-parts": "um código de partida tem três partes unidas por «-», como FT1-N-ABCDEFG ou EO1-C8-AAAAAFA",
    "code-version": "a versão em «{part}» não é suportada: escreva {expected}",
    "code-game": "o jogo em «{part}» é desconhecido: um código começa por um dos prefixos {known}",
    "code-variant-forty-thieves": (
        "a variante «{part}» está errada: os códigos de Forty Thieves têm N nessa posição (FT1-N-…)"
    ),
    "code-variant-freecell": (
        "a variante «{part}» está errada: os códigos de FreeCell têm N nessa posição (FC1-N-…), ou MS e um"
        " número de jogo da Microsoft (FC1-MS-617)"
    ),
    "code-variant-bakers-game": (
        "a variante «{part}» está errada: os códigos de Baker's Game têm N nessa posição (BG1-N-…)"
    ),
    "code-variant-seahaven-towers": (
        "a variante «{part}» está errada: os códigos de Seahaven Towers têm N nessa posição (ST1-N-…)"
    ),
    "code-ms-number": "o número de jogo da Microsoft «{part}» tem de ser um número inteiro de 1 a {most}",
    "code-variant-eight-off": "a variante «{part}» está errada: os códigos de Eight Off têm C8, C4 ou C2 nessa posição",
    "code-number-length": "o número «{part}» tem de ter exatamente 7 carateres (A-Z e 2-7)",
    "code-number-letter": "o número «{part}» contém «{letter}»: só são permitidas as letras A-Z e os algarismos 2-7",
    # Games and piles.
    "forty-thieves": "Quarenta Ladrões",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker's Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {"one": "{count} célula", "other": "{count} células"},
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Monte de compra",
    "pile-waste": "Descarte",
    "pile-foundation": "Fundação {number}, {suit}",
    "pile-cell": "Célula {number}",
    "pile-column": "Coluna {number}",
    "pile-empty": "{pile}, sem cartas",
    "pile-empty-king": "{pile}, sem cartas, só aceita um rei",
    "pile-cards": "{pile}, {cards}, no topo: {card}",
    "pile-chosen": "{pile}, {cards}, seleção: {chosen}",
    "pile-takes-held": "{label}; aceita as cartas que tem na mão",
    "stock-cards": "Monte de compra, {cards}",
    "stock-empty": "Monte de compra, vazio: sem redistribuição",
    "no-redeal-mark": "Sem redistribuição",
    "card-and-more": {"one": "{card} e mais {count} carta", "other": "{card} e mais {count} cartas"},
    # Toolbar and page.
    "page-title": "Paciência",
    "score-label": "Pontuação",
    "moves-label": "Jogadas",
    "copy-code": "Copiar o código de partida",
    "code-placeholder": "Escreva um código",
    "code-label": "Código de partida",
    "play-code": "Jogar",
    "undo": "Anular",
    "redo": "Refazer",
    "restart": "Recomeçar",
    "new-game": "Nova partida",
    "settings": "Opções",
    "rules": "Regras",
    "stats": "Estatísticas",
    "describe-board": "Descrever mesa",
    "keys": "Teclas",
    "more": "Mais",
    "board-label": "Mesa de jogo",
    "starting": "A iniciar o jogo…",
    # New game window.
    "new-game-title": "Nova partida",
    "game-legend": "Jogo",
    "forty-thieves-line": (
        "Dois baralhos. Constrói-se a descer por naipe, uma carta de cada vez; o monte de compra passa uma só vez."
    ),
    "eight-off-line": "Um baralho, todas as cartas à vista. Constrói-se a descer por naipe, com células.",
    "freecell-line": "Um baralho, todas as cartas à vista. Constrói-se a descer em cores alternadas, com células.",
    "bakers-game-line": "Um baralho, todas as cartas à vista. Como o FreeCell, mas constrói-se a descer por naipe.",
    "seahaven-towers-line": (
        "Um baralho, dez colunas. Constrói-se a descer por naipe; uma coluna vazia só aceita um rei."
    ),
    "chooser-odds": "Entre {least} e {most} das distribuições podem ser ganhas",
    "cells-legend": "Células",
    "deal": "Distribuir",
    "cancel": "Cancelar",
    "close": "Fechar",
    # Settings window.
    "setting-language": "Idioma",
    "setting-double-tap": "O toque duplo move a carta para o melhor lugar",
    "setting-auto-placement": (
        "Colocação automática (Forty Thieves): uma carta largada fora de um lugar válido vai para o melhor lugar"
    ),
    "setting-motion": "Animar o movimento das cartas",
    "setting-theme": "Tema",
    "theme-system": "Igual ao dispositivo",
    "theme-light": "Claro",
    "theme-dark": "Escuro",
    "setting-four-colour": "Baralho de quatro cores: ouros em azul, paus em verde",
    # Win.
    "win-title": "Ganhou!",
    "moves-count": {"one": "{count} jogada", "other": "{count} jogadas"},
    "win-text": "Fez {score} pontos em {moves}.",
    "finish": "Terminar",
    "no-moves": "Não há mais jogadas.",
    "describe-title": "A mesa em palavras",
    "win-undone": "A repetição mostra {actions}: o contador de jogadas também conta as jogadas anuladas.",
    "actions-count": {"one": "{count} ação", "other": "{count} ações"},
    "play-again": "Nova partida",
    # Statistics window.
    "stats-title": "Estatísticas",
    "stats-played": "Partidas jogadas",
    "stats-won": "Partidas ganhas",
    "stats-win-rate": "Taxa de vitórias",
    "stats-best-score": "Melhor pontuação",
    "stats-fewest-moves": "Menos jogadas numa vitória",
    "stats-streak": "Série de vitórias atual",
    "stats-best-streak": "Melhor série de vitórias",
    "stats-none": "–",
    "percent": "{value}%",
    "stats-reset": "Apagar as estatísticas",
    "stats-reset-question": "Apagar as estatísticas de todos os jogos? Esta ação não pode ser anulada.",
    "stats-reset-confirm": "Apagar",
    "stats-reset-done": "As estatísticas foram apagadas.",
    # Página de perguntas frequentes e as probabilidades medidas nas páginas de regras.
    # {percent}, {least} e {most} são textos "percent", {cells} um texto "free-cells";
    # "decimal" escreve um número com uma casa decimal. Os textos faq-…-answer seguem o formato rules-….
    "faq": "Perguntas",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Quantas partidas se podem ganhar",
    "odds-bounds-forty-thieves": {
        "one": "De {count} partida examinada pelo nosso solucionador, conhecendo o monte de compra, pode"
        " ganhar-se pelo menos {least} e no máximo {most}.",
        "other": "Das {count} partidas que o nosso solucionador examinou, conhecendo o monte de compra, podem"
        " ganhar-se pelo menos {least} e no máximo {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells}: de {count} partida examinada pelo nosso solucionador, pode ganhar-se pelo menos {least}"
        " e no máximo {most}.",
        "other": "{cells}: das {count} partidas que o nosso solucionador examinou, podem ganhar-se pelo menos"
        " {least} e no máximo {most}.",
    },
    "rules-forty-thieves-odds": (
        "O solucionador conhece a ordem do monte de compra, que o jogador não conhece, por isso uma partida que"
        " ele ganha pode continuar a ser difícil de ganhar a jogar. Pelo menos: as partidas que ele ganhou. No"
        " máximo: essas e as que, dentro do seu limite, ele não ganhou nem provou que não se podem ganhar. As"
        " partidas que ele ganhou são as que a opção «Só partidas que se podem ganhar» oferece."
    ),
    "rules-eight-off-odds": (
        "No Eight Off todas as cartas estão viradas para cima, por isso o solucionador não sabe nada que o"
        " jogador não veja. Pelo menos: as partidas que ele ganhou. No máximo: essas e as que, dentro do seu"
        " limite, ele não ganhou nem provou que não se podem ganhar. As partidas que ele ganhou são as que a"
        " opção «Só partidas que se podem ganhar» oferece."
    ),
    "odds-bounds-freecell": {
        "one": "De {count} partida examinada pelo nosso solucionador, pode ganhar-se pelo menos {least} e no máximo"
        " {most}.",
        "other": "Das {count} partidas que o nosso solucionador examinou, podem ganhar-se pelo menos {least} e no"
        " máximo {most}.",
    },
    "rules-freecell-odds": (
        "No FreeCell todas as cartas estão viradas para cima, por isso o solucionador não sabe nada que o jogador não"
        " veja. Pelo menos: as partidas que ele ganhou. No máximo: essas e as que, dentro do seu limite, ele não"
        " ganhou nem provou que não se podem ganhar. As partidas que ele ganhou são as que a opção «Só partidas que"
        " se podem ganhar» oferece."
    ),
    "odds-bounds-bakers-game": {
        "one": "De {count} partida examinada pelo nosso solucionador, pode ganhar-se pelo menos {least} e no máximo"
        " {most}.",
        "other": "Das {count} partidas que o nosso solucionador examinou, podem ganhar-se pelo menos {least} e no"
        " máximo {most}.",
    },
    "rules-bakers-game-odds": (
        "No Baker's Game todas as cartas estão viradas para cima, por isso o solucionador não sabe nada que o jogador"
        " não veja. Pelo menos: as partidas que ele ganhou. No máximo: essas e as que, dentro do seu limite, ele não"
        " ganhou nem provou que não se podem ganhar. As partidas que ele ganhou são as que a opção «Só partidas que"
        " se podem ganhar» oferece."
    ),
    "odds-bounds-seahaven-towers": {
        "one": "De {count} partida examinada pelo nosso solucionador, pode ganhar-se pelo menos {least} e no máximo"
        " {most}.",
        "other": "Das {count} partidas que o nosso solucionador examinou, podem ganhar-se pelo menos {least} e no"
        " máximo {most}.",
    },
    "rules-seahaven-towers-odds": (
        "No Seahaven Towers todas as cartas estão viradas para cima, por isso o solucionador não sabe nada que o"
        " jogador não veja. Pelo menos: as partidas que ele ganhou. No máximo: essas e as que, dentro do seu limite,"
        " ele não ganhou nem provou que não se podem ganhar. As partidas que ele ganhou são as que a opção «Só"
        " partidas que se podem ganhar» oferece."
    ),
    "rules-faq-link": "Dúvidas sobre códigos de partida, pontuação ou jogar sem ligação? Leia as respostas",
    "faq-title": "Perguntas frequentes",
    "faq-codes": "O que é um código de partida?",
    "faq-codes-answer": (
        "Cada partida tem um código, como FT1-N-ABCDEFG. A primeira parte indica o jogo e a última a partida."
        " O mesmo código dá sempre a mesma partida, em qualquer aparelho.\n\n"
        "- Copie o código com um toque e envie-o, ou partilhe o endereço da página: termina em # e no código,"
        " por isso quem o abrir recebe a mesma partida.\n"
        "- Escreva um código no campo do código ou na janela Nova partida para jogar essa partida.\n"
        "- A página de regras de cada jogo mostra como são os seus códigos. Quando um jogo deixa escolher o"
        " número de células, a parte do meio diz quantas (C4: 4 células); a mesma última parte baralha então"
        " o mesmo baralho, distribuído para essas células."
    ),
    "faq-undo": "Como funcionam o Anular e o contador de jogadas?",
    "faq-undo-answer": (
        "Anular desfaz as suas últimas ações, até 100, sejam jogadas ou cartas viradas do monte de compra. As"
        " cartas e a pontuação voltam a estar exatamente como estavam. Refazer repete-as, até fazer uma nova"
        " jogada.\n\n"
        "O contador de jogadas conta todas as ações, incluindo as cartas viradas. Anular e Refazer nunca o"
        " baixam: mostra quantas ações a partida levou, não até onde chegou."
    ),
    "faq-scoring": "Como se conta a pontuação?",
    "faq-scoring-answer": (
        "Cada jogo pontua pelas suas próprias regras: a sua página de regras indica os pontos de cada tipo de"
        " jogada. A pontuação nunca desce abaixo de 0.\n\n"
        "Anular também retira os pontos da jogada que desfaz."
    ),
    "faq-hints": "Porque é que não há dicas?",
    "faq-hints-answer": (
        "Descobrir o caminho é o próprio jogo. Enquanto joga, a aplicação nunca sugere uma jogada nem diz se a partida,"
        " ou a posição na mesa, ainda se pode ganhar. Quando ficar sem saída, anule algumas jogadas ou comece uma nova"
        " partida.\n\n"
        "As probabilidades nas páginas de regras são medidas em muitas partidas: não dizem nada sobre a partida que tem"
        " à sua frente.\n\n"
        "Depois de uma partida terminar (ganha, ou deixada por outra), e só se o pedir, a aplicação diz-lhe a verdade"
        " sobre ela: escolha Analisar nas partidas recentes da janela Estatísticas. O solucionador diz se a partida se"
        " podia ganhar, depois de qual das suas jogadas a vitória deixou de ser possível, e mostra um caminho para a"
        " vitória."
    ),
    "faq-winnable": "O que são as partidas que se podem ganhar e a partida do dia?",
    "faq-winnable-answer": (
        "- «Só partidas que se podem ganhar» é uma opção na janela Nova partida. Quando está ligada, cada"
        " nova partida é uma que o nosso solucionador ganhou, por isso é possível ganhar; o jogo continua sem"
        " lhe dizer como. Estas partidas contam à parte nas estatísticas.\n"
        "- A partida do dia é uma partida por dia de cada jogo que a tenha (a janela Nova partida mostra um"
        " botão para cada uma), a mesma para todos na mesma data do seu calendário. Também funciona sem"
        " ligação. Comece-a com o botão Do dia ou a partir da janela Nova partida.\n"
        "- A janela Estatísticas conta as partidas do dia jogadas e ganhas e os dias ganhos seguidos, e"
        " mostra os últimos 30 dias num calendário."
    ),
    "faq-offline": "Funciona sem ligação? Posso instalá-lo?",
    "faq-offline-answer": (
        "Sim. Depois da primeira visita, o navegador guarda o jogo inteiro, por isso ele abre e joga-se sem"
        " ligação, com os códigos de partida e a partida do dia.\n\n"
        "Para o ter sempre à mão, adicione-o ao ecrã principal ou instale-o a partir do menu do navegador (no"
        " telemóvel muitas vezes «Adicionar ao ecrã principal», no computador «Instalar»). Passa então a abrir"
        " como uma aplicação, também sem ligação."
    ),
    "faq-storage": "O que fica guardado no meu aparelho e como o apago?",
    "faq-storage-answer": (
        "O jogo guarda algumas coisas no armazenamento local do navegador, só neste aparelho:\n\n"
        "- as suas opções;\n"
        "- as suas estatísticas;\n"
        "- a partida em curso;\n"
        "- a última imagem da mesa, para que apareça logo no próximo arranque.\n\n"
        "Nada é enviado para lado nenhum: não há conta nem servidor, só os ficheiros da página.\n\n"
        "Para apagar as estatísticas, use Apagar as estatísticas na janela Estatísticas. Para apagar tudo,"
        " elimine os dados deste site nas definições do navegador (normalmente em privacidade ou dados de"
        " sites)."
    ),
    # Partidas que se podem ganhar e a partida do dia. "date" escreve um dia de um mês.
    "winnable": "Só partidas que se podem ganhar",
    "winnable-note": "Todas as partidas oferecidas se podem ganhar; o jogo não diz como.",
    "winnable-none": "Ainda não se conhecem partidas deste jogo que se possam ganhar.",
    "daily": "Do dia",
    "daily-title": "Partida do dia",
    "daily-deal": "Partida do dia, {date}: {code}.",
    "daily-already": "Esta é a partida do dia, {date}.",
    "daily-none": "Esta versão não tem partida do dia para {date}.",
    "daily-played": "Partidas do dia jogadas",
    "daily-won": "Partidas do dia ganhas",
    "daily-streak": "Dias ganhos seguidos",
    "daily-best-streak": "Máximo de dias ganhos seguidos",
    "daily-calendar": "Os últimos 30 dias",
    "calendar-day": "{date}: {games}",
    "calendar-won": "{game} ganha",
    "calendar-played": "{game} jogada, não ganha",
    "calendar-none": "{game} não jogada",
    "date": "{day} de {month}",
    "month-1": "janeiro",
    "month-2": "fevereiro",
    "month-3": "março",
    "month-4": "abril",
    "month-5": "maio",
    "month-6": "junho",
    "month-7": "julho",
    "month-8": "agosto",
    "month-9": "setembro",
    "month-10": "outubro",
    "month-11": "novembro",
    "month-12": "dezembro",
    # Repetições de partidas.
    "replay": "Ver repetição",
    "replay-bar": "Repetição",
    "replay-play": "Reproduzir",
    "replay-pause": "Pausa",
    "replay-step": "Avançar um passo",
    "replay-back": "Recuar um passo",
    "replay-exit": "Sair da repetição",
    "share-replay": "Partilhar repetição",
    "replay-position": "{step} / {count}",
    "replay-shown": "Repetição de {code}: {count} jogadas. A partida em curso fica como estava.",
    "replay-damaged": "Esta ligação de repetição está danificada ou é de outra versão, por isso mostra-se a partida.",
    "replay-unknown": (
        "Esta partida não pode ser repetida: foi guardada por uma versão antiga que só guardava as últimas jogadas."
    ),
    "replay-read-only": "Isto é uma repetição. Saia dela para jogar.",
    "replay-copied": "Ligação da repetição copiada.",
    "replay-copy-failed": "Não foi possível copiar a ligação da repetição.",
    # As páginas de Exemplos: uma partida ganha, com legendas nos momentos que ensinam uma regra.
    "examples": "Exemplos",
    "examples-title": "Exemplo: {game}",
    "examples-intro": (
        "Uma partida da distribuição {code}, ganha em {count} jogadas. Veja-a na mesa passo a passo: a "
        "pontuação aparece em cada passo e, nos momentos que ensinam uma regra, uma legenda explica o que "
        "acontece."
    ),
    "examples-step": "Jogada {step}: {text}",
    "examples-watch": "Ver esta partida",
    "examples-play": "Jogar esta distribuição",
    "examples-none": "Esta versão não tem exemplo deste jogo.",
    "example-waste-to-column": (
        "{cards} passa do descarte para a coluna {number}: uma carta do descarte jogada numa coluna vale 5 "
        "pontos (pontuação {score})."
    ),
    "example-empty-column": (
        "A coluna {number} está vazia, por isso aceita qualquer carta: aqui {cards} (pontuação {score})."
    ),
    "example-take-back": (
        "{cards} volta de uma fundação para a coluna {number}: retirar uma carta custa 15 pontos (pontuação "
        "{score}). Quando a carta voltar a subir, recupera os seus 10 pontos."
    ),
    "example-final": (
        "A vitória: as 104 cartas nas fundações dão 1040 pontos, {waste} cartas do descarte jogadas em "
        "colunas somam 5 × {waste} e {backs} retiradas custam 5 × {backs} ao todo (−15, depois +10 outra "
        "vez): {score} pontos."
    ),
    "example-final-plain": (
        "A vitória: as 104 cartas nas fundações dão 1040 pontos e {waste} cartas do descarte jogadas em "
        "colunas somam 5 × {waste}: {score} pontos."
    ),
    "example-group-move": (
        "{cards} passam juntas para a coluna {number}: uma sequência do mesmo naipe move-se em grupo."
    ),
    "example-group-move-colours": (
        "{cards} passam juntas para a coluna {number}: uma sequência que alterna vermelhas e pretas move-se em grupo."
    ),
    "example-other-colour": (
        "{cards} passa para a coluna {number}: numa coluna, uma carta vermelha vai para cima de uma preta e"
        " uma preta para cima de uma vermelha, com exatamente um valor acima."
    ),
    "example-king-run": (
        "Um rei com a sua sequência vai para a coluna vazia {number}. Com {cells} células livres, podem "
        "mover-se de uma vez no máximo {limit} cartas (células livres + 1, a dobrar por cada outra coluna "
        "vazia)."
    ),
    "example-take-back-to-cell": (
        "{cards} volta de uma fundação para uma célula livre (0 pontos); aqui sobe logo outra vez."
    ),
    # Messages and notices.
    "copied": "Código de partida {code} copiado.",
    "copy-failed": "Não foi possível copiar: o código é {code}.",
    "bad-code": "Isto não é um código de partida válido: {reason}.",
    "bad-hash": "O endereço não contém um código de partida válido ({reason}); aqui está uma nova partida.",
    "bad-hash-kept": "O endereço não contém um código de partida válido ({reason}); a sua partida continua.",
    "bad-save": "Não é possível carregar essa partida guardada.",
    "action-failed": "Algo correu mal; a sua partida continua.",
    "new-deal": "Nova partida: {code}.",
    "undo-brings-back": "Anular traz de volta o jogo que deixou ({moves}).",
    "game-back": "O seu jogo {code} está de volta ({moves}).",
    "restarted": "A partida recomeça do início.",
    "nothing-to-undo": "Não há nada para anular.",
    "nothing-to-redo": "Não há nada para refazer.",
    "boot-failed": "Não foi possível iniciar o jogo: {reason}",
    "save-discarded": "Não foi possível ler a partida guardada, que foi eliminada; aqui está uma nova partida.",
    "save-too-old": (
        "A partida guardada vem de uma versão anterior que já não pode ser lida; aqui está uma nova partida."
    ),
    "stats-discarded": "Não foi possível ler as estatísticas guardadas; recomeçam do zero.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Partidas recentes",
    "recent-none": "As partidas que terminar ou deixar vão aparecer aqui, para as analisar ou voltar a jogar.",
    "recent-entry": "{date}, {game}, {code}: {result}, {score} pontos, {moves}",
    "recent-won": "ganha",
    "recent-left": "abandonada",
    "recent-stuck": "sem jogadas",
    "recent-play-again": "Jogar de novo",
    "recent-discarded": "Não foi possível ler a lista de partidas recentes; recomeça vazia.",
    "analyse": "Analisar",
    "analyse-left": "Analisar a partida que deixou",
    "analysis-title": "Era possível ganhar?",
    "analysis-game": "{game}, partida {code}: {moves}, {score} pontos.",
    "analysis-running": (
        "O solucionador está a estudar a partida e as suas jogadas. Pode demorar um minuto; entretanto, pode continuar"
        " a jogar."
    ),
    "analysis-deal-won": "Esta partida pode ser ganha.",
    "analysis-deal-impossible": "Esta partida não se pode ganhar: nenhuma forma de a jogar leva à vitória.",
    "analysis-deal-unknown": (
        "No tempo de que dispunha, o solucionador não conseguiu decidir se esta partida se pode ganhar."
    ),
    "analysis-you-won": "Ganhou-a.",
    "analysis-lost-at": "A vitória foi possível até à sua jogada n.º {number} ({action}); depois dela, deixou de ser.",
    "analysis-lost-between": (
        "A vitória deixou de ser possível algures entre a sua jogada n.º {first} e a sua jogada n.º {last}; o"
        " solucionador não conseguiu determinar exatamente onde."
    ),
    "analysis-still-winnable": "Quando parou, a vitória ainda era possível.",
    "analysis-line-unknown": "O solucionador não conseguiu decidir se a vitória ainda era possível quando parou.",
    "analysis-line-lost-unknown": (
        "Quando parou, a vitória já não era possível. Se antes ainda era, o solucionador não conseguiu decidir."
    ),
    "analysis-positions": {
        "one": "O solucionador examinou {count} posição da sua partida.",
        "other": "O solucionador examinou {count} posições da sua partida.",
    },
    "analysis-watch": "Ver um caminho para a vitória",
    "analysis-cancel": "Cancelar",
    "analysis-cancelled": "A análise foi interrompida.",
    "analysis-failed": "Não foi possível fazer a análise ({reason}). A sua partida não é afetada.",
    "analysis-unavailable": "Esta partida já não está nas partidas recentes.",
    "analysis-takeover": "A partir daqui, é o solucionador que joga até à vitória.",
    "analysis-from-start": "A vitória do solucionador, desde o início da partida.",
    "settings-discarded": "Não foi possível ler as opções guardadas; as opções voltaram aos valores iniciais.",
    "storage-unavailable": "Este navegador não deixa o jogo guardar nada: o seu progresso não será mantido.",
    "other-tab": "Continuou a jogar noutra página aberta; esta passa a mostrar essa partida.",
    "update-ready": "Há uma nova versão disponível.",
    "update-reload": "Recarregar agora",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} para a fundação {number}",
    "move-to-column": "{cards} para a coluna {number}",
    "move-to-cell": "{cards} para a célula {number}",
    "action-draw": "Carta virada: {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Pontuação: {score}.",
    "announce-undone": "Anulado: {action}.",
    "announce-redone": "Refeito: {action}.",
    "announce-undone-draw": "De volta ao monte de compra: {card}.",
    "announce-redone-draw": "Carta virada de novo: {card}.",
    "announce-won": "Ganhou! {score} pontos em {moves}.",
    "announce-picked": "Na mão: {cards}. As setas escolhem um monte, Espaço larga, Esc devolve.",
    "announce-put-back": "De volta ao lugar: {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, partida {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Teclado",
    "key-tab": "Tab",
    "keys-tab": "Entrar na mesa de jogo (e sair dela)",
    "key-arrows": "Setas",
    "keys-arrows": (
        "Passar de um monte para outro; numa coluna, as setas para cima e para baixo escolhem uma carta de uma"
        " sequência"
    ),
    "key-enter": "Enter",
    "keys-enter": (
        "Toque: a carta vai para a sua fundação (a carta do descarte, se preciso, para uma coluna; o monte de compra "
        "vira uma carta)"
    ),
    "key-shift-enter": "Shift+Enter",
    "keys-shift-enter": "Toque duplo: a carta vai para o melhor lugar",
    "key-space": "Espaço",
    "keys-space": "Levantar a carta (com a sua sequência); noutro monte, largá-la aí",
    "key-escape": "Esc",
    "keys-escape": "Devolver ao lugar as cartas que tem na mão",
    "key-d": "D",
    "keys-d": "Virar uma carta do monte de compra (num jogo que o tenha)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Anular",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Refazer",
    "key-n": "N",
    "keys-n": "Nova partida",
    "key-b": "B",
    "keys-b": "Descrever a mesa inteira",
    "key-question": "?",
    "keys-question": "Esta lista de teclas",
    # Rules pages. Headings shared by both games.
    "rules-title": "Como jogar {game}",
    "rules-setup": "Preparação",
    "rules-moves": "Jogadas",
    "rules-empty-columns": "Colunas vazias",
    "rules-foundations": "Fundações",
    "rules-stock": "Monte de compra e descarte",
    "rules-cells": "Células",
    "rules-groups": "Mover uma sequência",
    "rules-end": "Fim da partida",
    "rules-scoring": "Pontuação",
    "rules-this-app": "Jogar nesta aplicação",
    "rules-example": "Experimente",
    "rules-example-text": (
        "Abra uma partida e experimente o que leu. Com o código da partida, pode voltar a ela sempre que quiser."
    ),
    "rules-example-play": "Jogar a partida de exemplo {code}",
    "score-action": "Ação",
    "score-points": "Pontos",
    "score-start": "Início da partida",
    "score-to-foundation": "Uma carta para uma fundação",
    "score-waste-to-column": "A carta do descarte para uma coluna",
    "score-foundation-to-column": "Uma carta de uma fundação de volta para uma coluna",
    "score-cell-to-column": "Uma carta de uma célula para uma coluna",
    "score-other-forty-thieves": "De coluna para coluna, virar uma carta do monte de compra",
    "score-other-eight-off": "Qualquer outra jogada",
    "score-other-freecell": "Qualquer outra jogada",
    "score-other-bakers-game": "Qualquer outra jogada",
    "score-other-seahaven-towers": "Qualquer outra jogada",
    "groups-free-cells": "Células livres",
    "groups-onto-card": {
        "one": "Sobre uma carta, {count} coluna vazia",
        "other": "Sobre uma carta, {count} colunas vazias",
    },
    "groups-king": {
        "one": "Para uma coluna vazia, {count} coluna vazia no total",
        "other": "Para uma coluna vazia, {count} colunas vazias no total",
    },
    "rules-forty-thieves-summary": (
        "Dois baralhos, 104 cartas. Construa as oito fundações por naipe, do ás ao rei. As cartas movem-se uma"
        " a uma, para cima de uma carta do mesmo naipe com um valor acima."
    ),
    "rules-forty-thieves-setup": (
        "Os dois baralhos são misturados num só, por isso cada carta aparece duas vezes. Quarenta cartas são"
        " distribuídas de face para cima em dez colunas de quatro. As 64 cartas que sobram ficam viradas para"
        " baixo e formam o monte de compra. As oito fundações e o descarte começam vazios."
    ),
    "rules-forty-thieves-moves": (
        "- Move-se sempre uma só carta: a que está por cima numa coluna ou a que está por cima no descarte.\n"
        "- Numa coluna, uma carta vai para cima de outra do mesmo naipe com exatamente um valor acima: o 7 de"
        " espadas sobre o 8 de espadas, nunca sobre o 8 de copas.\n"
        "- Numa coluna, nada pode ir para cima de um ás.\n"
        "- Duas cartas seguidas do mesmo naipe continuam a mover-se uma a uma, por isso cada uma precisa do seu"
        " próprio lugar."
    ),
    "rules-forty-thieves-empty-columns": (
        "Qualquer carta pode ocupar uma coluna vazia, e não apenas um rei: tanto uma carta vinda de outra"
        " coluna como a carta do descarte. As colunas vazias são o único espaço livre que terá, por isso"
        " use-as com cuidado."
    ),
    "rules-forty-thieves-foundations": (
        "As oito fundações, duas para cada naipe, seguem uma ordem fixa da esquerda para a direita: espadas,"
        " copas, ouros, paus, espadas, copas, ouros, paus. Cada uma começa pelo ás do seu naipe e sobe até ao"
        " rei, uma carta de cada vez.\n\n"
        "Pode arrastar a carta de cima de uma fundação de volta para uma coluna que a aceite (incluindo uma"
        " coluna vazia), mas isso custa pontos."
    ),
    "rules-forty-thieves-stock": (
        "Toque no monte de compra para virar uma carta para o descarte. Do descarte, só a carta de cima está em"
        " jogo: pode ir para uma fundação ou para uma coluna. Não há redistribuição: quando o monte de compra"
        " fica vazio, cada carta foi vista uma vez, e as cartas cobertas por outras no descarte só ficam livres"
        " à medida que as de cima são jogadas."
    ),
    "rules-forty-thieves-end": (
        "Ganha a partida quando as oito fundações tiverem as suas treze cartas, do ás ao rei: todas as 104"
        " cartas. A aplicação não avisa quando deixar de haver jogadas: anule algumas ou comece uma nova"
        " partida."
    ),
    "rules-forty-thieves-scoring": (
        "A pontuação nunca fica negativa e ganhar não dá pontos extra. Uma partida ganha vale 1040 pontos pelas"
        " fundações, mais 5 por cada carta do descarte jogada numa coluna: uma vitória em que 29 cartas do"
        " descarte foram jogadas em colunas dá 1040 + 29 × 5 = 1185 pontos."
    ),
    "rules-forty-thieves-app": (
        "- Toque numa carta para a enviar para uma fundação que a aceite; se nenhuma fundação aceitar a carta do"
        " descarte, ela vai para uma coluna.\n"
        "- Toque duplo (uma opção, ligada de início): para uma fundação; senão, para a coluna mais comprida que"
        " aceite a carta; senão, para uma coluna vazia.\n"
        "- Arraste uma carta para qualquer monte; os montes que a aceitariam ficam destacados enquanto arrasta."
        " Com a Colocação automática (uma opção, desligada de início), uma carta largada fora de um lugar válido"
        " vai para o melhor lugar.\n"
        "- Cada jogada recusada indica a regra que a impediu.\n"
        "- Anular e Refazer: até 100 ações para trás, sejam jogadas ou cartas viradas do monte de compra. A"
        " pontuação também recua; o contador de jogadas nunca desce.\n"
        "- Cada partida tem um código como FT1-N-ABCDEFG: copie-o para voltar a jogar a mesma partida ou para a"
        " partilhar.\n"
        "- Sem dicas durante o jogo: enquanto joga, a aplicação nunca revela se é possível ganhar a partida. Quando uma"
        " partida termina, pode pedir a sua análise (Estatísticas, Partidas recentes).\n"
        "- Pode jogar a partida inteira com o teclado: a tecla ? mostra a lista de teclas."
    ),
    "rules-eight-off-summary": (
        "Um baralho, todas as cartas de face para cima. Construa as quatro fundações por naipe, do ás ao rei,"
        " com a ajuda das células; nas colunas, as cartas descem dentro do mesmo naipe."
    ),
    "rules-eight-off-setup": (
        "As 52 cartas são misturadas e distribuídas de face para cima em oito colunas de seis. As quatro cartas"
        " que sobram vão para as quatro primeiras das oito células. As quatro fundações, uma por naipe"
        " (espadas, copas, ouros, paus), começam vazias.\n\n"
        "Na janela Nova partida pode escolher menos células. Com 4 células, as quatro cartas que sobram"
        " preenchem-nas todas. Com 2 células, duas dessas cartas ocupam as duas células e as outras duas passam"
        " a ser as novas cartas de cima das colunas 3 e 4. O mesmo número de partida dá a mesma mistura com"
        " qualquer número de células."
    ),
    "rules-eight-off-moves": (
        "- Move-se a carta de cima de uma coluna, uma carta de uma célula ou uma sequência (ver abaixo).\n"
        "- Numa coluna, uma carta vai para cima de outra do mesmo naipe com exatamente um valor acima: o 7 de"
        " copas só sobre o 8 de copas.\n"
        "- Para uma célula: qualquer carta, quando a célula está vazia.\n"
        "- Para uma fundação: primeiro o ás do naipe, depois o 2, o 3 e assim por diante até ao rei, uma carta"
        " de cada vez."
    ),
    "rules-eight-off-empty-columns": (
        "Uma coluna vazia só aceita um rei, sozinho ou com a sequência que tem por cima. Nenhuma outra carta"
        " pode começar uma coluna."
    ),
    "rules-eight-off-cells": (
        "Cada célula pode ter uma carta. Uma carta numa célula pode ir para uma coluna que a aceite ou para a sua"
        " fundação. Só aparecem as células da variante escolhida."
    ),
    "rules-eight-off-groups": (
        "Uma sequência já ordenada numa coluna (um só naipe, valores a descer um a um, como o 9, o 8 e o 7 de"
        " paus) move-se de uma vez, como uma só ação, quando não tem mais cartas do que:"
    ),
    "rules-eight-off-formula": "(células livres + 1) × 2 elevado a (colunas vazias)",
    "rules-eight-off-groups-table": (
        "Cada coluna vazia duplica o limite e cada célula livre acrescenta uma carta. Quando um rei e a sua"
        " sequência vão para uma coluna vazia, essa coluna não conta. Com 4 células, no máximo quatro podem"
        " estar livres; com 2 células, no máximo duas. A coluna de onde a sequência sai conta como ocupada, e"
        " qualquer parte final de uma sequência também se pode mover sozinha."
    ),
    "rules-eight-off-foundations": (
        "As fundações constroem-se por naipe, do ás ao rei. Nenhuma carta vai para lá por si só.\n\n"
        "Pode arrastar a carta de cima de uma fundação de volta para uma célula vazia ou para uma coluna que a"
        " aceite; essa jogada não dá pontos."
    ),
    "rules-eight-off-end": (
        "Ganha a partida quando as 52 cartas estiverem nas fundações. A aplicação não avisa quando deixar de"
        " haver jogadas úteis: anule algumas ou comece uma nova partida."
    ),
    "rules-eight-off-scoring": "Anular retira os pontos que a jogada deu, e a pontuação nunca fica negativa.",
    "rules-eight-off-app": (
        "- Toque na carta de cima de uma coluna ou numa carta de uma célula para a enviar para a sua fundação,"
        " quando for permitido.\n"
        "- Toque duplo (uma opção, ligada de início): para a fundação; senão, para a coluna mais comprida que"
        " aceite a carta; senão, para uma coluna vazia (só um rei); por fim, para uma célula. Um toque duplo na"
        " carta que encabeça uma sequência move a sequência inteira para uma coluna.\n"
        "- Arraste uma carta, com as cartas que tem por cima, para qualquer monte; os montes que a aceitariam"
        " ficam destacados enquanto arrasta.\n"
        "- Cada jogada recusada indica a regra que a impediu.\n"
        "- Anular e Refazer: até 100 ações para trás; uma sequência movida de uma vez volta de uma vez. O"
        " contador de jogadas nunca desce.\n"
        "- Cada partida tem um código como EO1-C8-AAAAAFA (C4 e C2 para 4 e 2 células): copie-o para voltar a"
        " jogar a mesma partida ou para a partilhar.\n"
        "- Sem dicas durante o jogo: enquanto joga, a aplicação nunca revela se é possível ganhar a partida. Quando uma"
        " partida termina, pode pedir a sua análise (Estatísticas, Partidas recentes).\n"
        "- Pode jogar a partida inteira com o teclado: a tecla ? mostra a lista de teclas."
    ),
    "rules-freecell-summary": (
        "Um baralho, todas as cartas de face para cima. Construa as quatro fundações por naipe, do ás ao rei, com a"
        " ajuda de quatro células; nas colunas, as cartas descem em cores alternadas. Quase todas as partidas se"
        " podem ganhar."
    ),
    "rules-freecell-setup": (
        "As 52 cartas são misturadas e distribuídas de face para cima em oito colunas: sete cartas em cada uma das"
        " quatro primeiras e seis em cada uma das outras quatro. As quatro células e as quatro fundações, uma por"
        " naipe (espadas, copas, ouros, paus), começam vazias. "
        "Quem joga FreeCell conhece as partidas pelos números da Microsoft, como o «jogo 11982», famoso por não ter"
        " solução. Aqui, o código FC1-MS-n distribui exatamente a partida n da Microsoft (n de 1 a 8.589.934.591):"
        " escreva-o no campo do código da janela Nova partida, por exemplo FC1-MS-11982."
    ),
    "rules-freecell-moves": (
        "- Move-se a carta de cima de uma coluna, uma carta de uma célula ou uma sequência (ver abaixo).\n"
        "- Numa coluna, uma carta vai para cima de outra com exatamente um valor acima e de cor diferente, vermelha"
        " sobre preta ou preta sobre vermelha: o 7 de copas sobre o 8 de espadas ou o 8 de paus, nunca sobre o 8 de"
        " ouros.\n"
        "- Para uma célula: qualquer carta, quando a célula está vazia.\n"
        "- Para uma fundação: primeiro o ás do naipe, depois o 2, o 3 e assim por diante até ao rei, uma carta de"
        " cada vez."
    ),
    "rules-freecell-empty-columns": (
        "Uma coluna vazia aceita qualquer carta, não só um rei, sozinha ou com a sequência que tem por cima."
    ),
    "rules-freecell-cells": (
        "Cada célula pode ter uma carta. Uma carta numa célula pode ir para uma coluna que a aceite ou para a sua"
        " fundação. Quanto mais células estiverem livres, mais comprida pode ser a sequência que move (ver abaixo)."
    ),
    "rules-freecell-groups": (
        "Uma sequência já ordenada numa coluna (cores alternadas, valores a descer um a um, como o 9 de paus, o 8 de"
        " copas e o 7 de espadas) move-se de uma vez, como uma só ação, quando não tem mais cartas do que:"
    ),
    "rules-freecell-formula": "(células livres + 1) × 2 elevado a (colunas vazias)",
    "rules-freecell-groups-table": (
        "Cada coluna vazia duplica o limite e cada célula livre acrescenta uma carta. Quando uma sequência vai para"
        " uma coluna vazia, essa coluna não conta: com 4 células livres e 1 coluna vazia, movem-se até 10 cartas para"
        " cima de uma carta e até 5 para a coluna vazia. A coluna de onde a sequência sai conta como ocupada, e"
        " qualquer parte final de uma sequência também se pode mover sozinha."
    ),
    "rules-freecell-foundations": (
        "As fundações constroem-se por naipe, do ás ao rei. Nenhuma carta vai para lá por si só.\n\n"
        "Pode arrastar a carta de cima de uma fundação de volta para uma célula vazia ou para uma coluna que a"
        " aceite; essa jogada não dá pontos."
    ),
    "rules-freecell-end": (
        "Ganha a partida quando as 52 cartas estiverem nas fundações. A aplicação não avisa quando deixar de haver"
        " jogadas úteis: anule algumas ou comece uma nova partida."
    ),
    "rules-freecell-scoring": "Anular retira os pontos que a jogada deu, e a pontuação nunca fica negativa.",
    "rules-freecell-app": (
        "- Toque na carta de cima de uma coluna ou numa carta de uma célula para a enviar para a sua fundação, quando"
        " for permitido.\n"
        "- Toque duplo (uma opção, ligada de início): para a fundação; senão, para a coluna mais comprida que aceite"
        " a carta; senão, para uma coluna vazia; por fim, para uma célula. Um toque duplo na carta que encabeça uma"
        " sequência move a sequência inteira para uma coluna.\n"
        "- Arraste uma carta, com as cartas que tem por cima, para qualquer monte; os montes que a aceitariam ficam"
        " destacados enquanto arrasta.\n"
        "- Cada jogada recusada indica a regra que a impediu.\n"
        "- Anular e Refazer: até 100 ações para trás; uma sequência movida de uma vez volta de uma vez. O contador de"
        " jogadas nunca desce.\n"
        "- Cada partida tem um código como FC1-N-ABCDEFG (ou FC1-MS-11982 para uma partida da Microsoft): copie-o"
        " para voltar a jogar a mesma partida ou para a partilhar.\n"
        "- Também lá estão os jogos numerados da Microsoft: escreva FC1-MS- e o número no campo «Código de"
        " partida» da janela Nova partida, por exemplo FC1-MS-617 para o jogo 617. O jogo 11982 é o famoso que"
        " não se pode ganhar.\n"
        "- Sem dicas durante o jogo: enquanto joga, a aplicação nunca revela se é possível ganhar a partida. Quando"
        " uma partida termina, pode pedir a sua análise (Estatísticas, Partidas recentes).\n"
        "- Pode jogar a partida inteira com o teclado: a tecla ? mostra a lista de teclas."
    ),
    "rules-bakers-game-summary": (
        "Um baralho, todas as cartas de face para cima. Construa as quatro fundações por naipe, do ás ao rei, com a"
        " ajuda de quatro células; nas colunas, as cartas descem dentro do mesmo naipe. É uma variante do FreeCell,"
        " mais difícil."
    ),
    "rules-bakers-game-setup": (
        "As 52 cartas são misturadas e distribuídas de face para cima em oito colunas: sete cartas em cada uma das"
        " quatro primeiras e seis em cada uma das outras quatro. As quatro células e as quatro fundações, uma por"
        " naipe (espadas, copas, ouros, paus), começam vazias."
    ),
    "rules-bakers-game-moves": (
        "- Move-se a carta de cima de uma coluna, uma carta de uma célula ou uma sequência (ver abaixo).\n"
        "- Numa coluna, uma carta vai para cima de outra do mesmo naipe com exatamente um valor acima: o 7 de copas"
        " só sobre o 8 de copas.\n"
        "- Para uma célula: qualquer carta, quando a célula está vazia.\n"
        "- Para uma fundação: primeiro o ás do naipe, depois o 2, o 3 e assim por diante até ao rei, uma carta de"
        " cada vez."
    ),
    "rules-bakers-game-empty-columns": (
        "Uma coluna vazia aceita qualquer carta, não só um rei, sozinha ou com a sequência que tem por cima."
    ),
    "rules-bakers-game-cells": (
        "Cada célula pode ter uma carta. Uma carta numa célula pode ir para uma coluna que a aceite ou para a sua"
        " fundação. Quanto mais células estiverem livres, mais comprida pode ser a sequência que move (ver abaixo)."
    ),
    "rules-bakers-game-groups": (
        "Uma sequência já ordenada numa coluna (um só naipe, valores a descer um a um, como o 9, o 8 e o 7 de paus)"
        " move-se de uma vez, como uma só ação, quando não tem mais cartas do que:"
    ),
    "rules-bakers-game-formula": "(células livres + 1) × 2 elevado a (colunas vazias)",
    "rules-bakers-game-groups-table": (
        "Cada coluna vazia duplica o limite e cada célula livre acrescenta uma carta. Quando uma sequência vai para"
        " uma coluna vazia, essa coluna não conta: com 4 células livres e 1 coluna vazia, movem-se até 10 cartas para"
        " cima de uma carta e até 5 para a coluna vazia. A coluna de onde a sequência sai conta como ocupada, e"
        " qualquer parte final de uma sequência também se pode mover sozinha."
    ),
    "rules-bakers-game-foundations": (
        "As fundações constroem-se por naipe, do ás ao rei. Nenhuma carta vai para lá por si só.\n\n"
        "Pode arrastar a carta de cima de uma fundação de volta para uma célula vazia ou para uma coluna que a"
        " aceite; essa jogada não dá pontos."
    ),
    "rules-bakers-game-end": (
        "Ganha a partida quando as 52 cartas estiverem nas fundações. A aplicação não avisa quando deixar de haver"
        " jogadas úteis: anule algumas ou comece uma nova partida."
    ),
    "rules-bakers-game-scoring": "Anular retira os pontos que a jogada deu, e a pontuação nunca fica negativa.",
    "rules-bakers-game-app": (
        "- Toque na carta de cima de uma coluna ou numa carta de uma célula para a enviar para a sua fundação, quando"
        " for permitido.\n"
        "- Toque duplo (uma opção, ligada de início): para a fundação; senão, para a coluna mais comprida que aceite"
        " a carta; senão, para uma coluna vazia; por fim, para uma célula. Um toque duplo na carta que encabeça uma"
        " sequência move a sequência inteira para uma coluna.\n"
        "- Arraste uma carta, com as cartas que tem por cima, para qualquer monte; os montes que a aceitariam ficam"
        " destacados enquanto arrasta.\n"
        "- Cada jogada recusada indica a regra que a impediu.\n"
        "- Anular e Refazer: até 100 ações para trás; uma sequência movida de uma vez volta de uma vez. O contador de"
        " jogadas nunca desce.\n"
        "- Cada partida tem um código como BG1-N-ABCDEFG: copie-o para voltar a jogar a mesma partida ou para a"
        " partilhar.\n"
        "- Sem dicas durante o jogo: enquanto joga, a aplicação nunca revela se é possível ganhar a partida. Quando"
        " uma partida termina, pode pedir a sua análise (Estatísticas, Partidas recentes).\n"
        "- Pode jogar a partida inteira com o teclado: a tecla ? mostra a lista de teclas."
    ),
    "rules-seahaven-towers-summary": (
        "Um baralho, todas as cartas de face para cima, em dez colunas. Construa as quatro fundações por naipe, do ás"
        " ao rei, com a ajuda das células; nas colunas, as cartas descem dentro do mesmo naipe. A maioria das"
        " partidas pode ganhar-se."
    ),
    "rules-seahaven-towers-setup": (
        "As 52 cartas são misturadas e distribuídas de face para cima em dez colunas de cinco. As duas cartas que"
        " sobram vão para as duas primeiras das quatro células; as outras duas células começam vazias. As quatro"
        " fundações, uma por naipe (espadas, copas, ouros, paus), também começam vazias."
    ),
    "rules-seahaven-towers-moves": (
        "- Move-se a carta de cima de uma coluna, uma carta de uma célula ou uma sequência (ver abaixo).\n"
        "- Numa coluna, uma carta vai para cima de outra do mesmo naipe com exatamente um valor acima: o 7 de copas"
        " só sobre o 8 de copas.\n"
        "- Para uma célula: qualquer carta, quando a célula está vazia.\n"
        "- Para uma fundação: primeiro o ás do naipe, depois o 2, o 3 e assim por diante até ao rei, uma carta de"
        " cada vez."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Uma coluna vazia só aceita um rei, sozinho ou com a sequência que tem por cima. Nenhuma outra carta pode"
        " começar uma coluna."
    ),
    "rules-seahaven-towers-cells": (
        "Cada célula pode ter uma carta. Uma carta numa célula pode ir para uma coluna que a aceite ou para a sua"
        " fundação. Quanto mais células estiverem livres, mais comprida pode ser a sequência que move (ver abaixo)."
    ),
    "rules-seahaven-towers-groups": (
        "Uma sequência já ordenada numa coluna (um só naipe, valores a descer um a um, como o 9, o 8 e o 7 de paus)"
        " move-se de uma vez, como uma só ação, quando não tem mais cartas do que:"
    ),
    "rules-seahaven-towers-formula": "(células livres + 1) × 2 elevado a (colunas vazias)",
    "rules-seahaven-towers-groups-table": (
        "Cada coluna vazia duplica o limite e cada célula livre acrescenta uma carta. Quando um rei e a sua sequência"
        " vão para uma coluna vazia, essa coluna não conta. A coluna de onde a sequência sai conta como ocupada, e"
        " qualquer parte final de uma sequência também se pode mover sozinha."
    ),
    "rules-seahaven-towers-foundations": (
        "As fundações constroem-se por naipe, do ás ao rei. Nenhuma carta vai para lá por si só.\n\n"
        "Pode arrastar a carta de cima de uma fundação de volta para uma célula vazia ou para uma coluna que a"
        " aceite; essa jogada não dá pontos."
    ),
    "rules-seahaven-towers-end": (
        "Ganha a partida quando as 52 cartas estiverem nas fundações. A aplicação não avisa quando deixar de haver"
        " jogadas úteis: anule algumas ou comece uma nova partida."
    ),
    "rules-seahaven-towers-scoring": "Anular retira os pontos que a jogada deu, e a pontuação nunca fica negativa.",
    "rules-seahaven-towers-app": (
        "- Toque na carta de cima de uma coluna ou numa carta de uma célula para a enviar para a sua fundação, quando"
        " for permitido.\n"
        "- Toque duplo (uma opção, ligada de início): para a fundação; senão, para a coluna mais comprida que aceite"
        " a carta; senão, para uma coluna vazia (só um rei); por fim, para uma célula. Um toque duplo na carta que"
        " encabeça uma sequência move a sequência inteira para uma coluna.\n"
        "- Arraste uma carta, com as cartas que tem por cima, para qualquer monte; os montes que a aceitariam ficam"
        " destacados enquanto arrasta.\n"
        "- Cada jogada recusada indica a regra que a impediu.\n"
        "- Anular e Refazer: até 100 ações para trás; uma sequência movida de uma vez volta de uma vez. O contador de"
        " jogadas nunca desce.\n"
        "- Cada partida tem um código como ST1-N-ABCDEFG: copie-o para voltar a jogar a mesma partida ou para a"
        " partilhar.\n"
        "- Sem dicas durante o jogo: enquanto joga, a aplicação nunca revela se é possível ganhar a partida. Quando"
        " uma partida termina, pode pedir a sua análise (Estatísticas, Partidas recentes).\n"
        "- Pode jogar a partida inteira com o teclado: a tecla ? mostra a lista de teclas."
    ),
}
