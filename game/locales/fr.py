"""French texts of the app (the reference and the conventions: game/locales/en.py).

French typography: a no-break space (U+00A0) before ":" and inside « », a narrow no-break space
(U+202F) before ";", "?", "!" and "%", and the typographic apostrophe ’. Forty Thieves is
Quarante Voleurs; Eight Off keeps its name, as FreeCell does in French. The stock is the pioche,
the waste the défausse, a deal a donne, a move a coup, and a suit a couleur (pique, cœur,
carreau, trèfle).
"""

from __future__ import annotations

NAME = "Français"

# Texts that read the same as English in this language only (game.locales lists those of every language).
SAME_AS_ENGLISH = frozenset(
    {
        "date",
        "faq",
        "freecell",
        "key-redo",
        "key-undo",
        "page-title",
        "replay-pause",
        "score-action",
        "score-label",
        "score-points",
        "seahaven-towers",
    }
)

MESSAGES: dict[str, str | dict[str, str]] = {
    # Cards: per suit, the ace, a number card ({rank} is 2 to 10), the jack, the queen, the king.
    "card-S-ace": "as de pique",
    "card-S-number": "{rank} de pique",
    "card-S-jack": "valet de pique",
    "card-S-queen": "dame de pique",
    "card-S-king": "roi de pique",
    "card-H-ace": "as de cœur",
    "card-H-number": "{rank} de cœur",
    "card-H-jack": "valet de cœur",
    "card-H-queen": "dame de cœur",
    "card-H-king": "roi de cœur",
    "card-D-ace": "as de carreau",
    "card-D-number": "{rank} de carreau",
    "card-D-jack": "valet de carreau",
    "card-D-queen": "dame de carreau",
    "card-D-king": "roi de carreau",
    "card-C-ace": "as de trèfle",
    "card-C-number": "{rank} de trèfle",
    "card-C-jack": "valet de trèfle",
    "card-C-queen": "dame de trèfle",
    "card-C-king": "roi de trèfle",
    "suit-S": "pique",
    "suit-H": "cœur",
    "suit-D": "carreau",
    "suit-C": "trèfle",
    "cards": {"one": "{count} carte", "many": "{count} de cartes", "other": "{count} cartes"},
    # The board description for screen readers. The app joins the parts with ", ",
    # "; " and ". ": "Stock: 64 cards; waste empty. Foundation 1: empty, foundation 2: … Column 1: …".
    "board-stock": "Pioche : {cards}",
    "board-stock-empty": "Pioche : vide",
    "board-next-part": "\u202f;",
    "board-waste": "défausse : {cards}, {card} sur le dessus",
    "board-waste-empty": "défausse vide",
    "board-foundation-first": "Fondation {number} : {contents}",
    "board-foundation": "fondation {number} : {contents}",
    "board-foundation-empty": "vide",
    "board-cell-first": "Cellule {number} : {contents}",
    "board-cell": "cellule {number} : {contents}",
    "board-cell-empty": "vide",
    "board-column-first": "Colonne {number} : {contents}",
    "board-column": "colonne {number} : {contents}",
    "board-column-empty": "vide",
    # Rule reminders, one per rule id of game/rules.py.
    "rule-same-suit-down": (
        "Dans une colonne, une carte ne se pose que sur une carte de même couleur et de valeur immédiatement"
        " supérieure."
    ),
    "rule-alternate-colours-down": (
        "Dans une colonne, une carte ne se pose que sur une carte de valeur immédiatement supérieure, rouge"
        " sur noire ou noire sur rouge."
    ),
    "rule-nothing-on-ace": "Dans une colonne, rien ne se pose sur un as.",
    "rule-king-only": "Une colonne vide n’accepte qu’un roi, seul ou avec sa suite.",
    "rule-one-card-only": "Dans ce jeu, on ne déplace qu’une carte à la fois.",
    "rule-top-card-only": "Seule la carte du dessus d’une pile peut être déplacée.",
    "rule-not-a-run": (
        "Des cartes ne se déplacent ensemble que si elles forment une suite descendante selon la règle des"
        " colonnes de ce jeu."
    ),
    "rule-group-too-large": (
        "Une suite ne se déplace que si elle compte au plus (cellules libres + 1) × 2^(colonnes vides) cartes."
    ),
    "rule-foundation-suit": "Chaque fondation n’accepte que sa propre couleur.",
    "rule-foundation-order": "Une fondation se monte de l’as au roi, une carte à la fois.",
    "rule-foundation-take-back": (
        "Une carte de fondation ne peut revenir que sur une colonne qui l’accepte, ou dans une cellule libre"
        " dans un jeu qui en a."
    ),
    "rule-foundation-drag-only": "Pour reprendre une carte d’une fondation, faites-la glisser.",
    "rule-cell-occupied": "Une cellule libre ne contient qu’une seule carte.",
    "rule-no-pile-there": "Aucune carte ne se pose sur la pioche ni sur la défausse.",
    "rule-stock-draw-only": "Appuyez sur la pioche pour retourner sa carte du dessus sur la défausse.",
    "rule-no-redeal": "La pioche est vide et n’est jamais redistribuée.",
    "rule-no-stock": "Ce jeu n’a pas de pioche : toutes les cartes sont distribuées face visible.",
    "rule-same-pile": "Une carte doit aller sur une autre pile.",
    "rule-empty-pile": "Il n’y a là aucune carte à déplacer.",
    "rule-no-such-pile": "Cette pile n’existe pas dans ce jeu.",
    "rule-tap-to-foundation": "Un appui envoie une carte sur sa fondation, et seulement si la fondation l’accepte.",
    "rule-waste-nowhere": "Aucune fondation ni aucune colonne n’accepte cette carte de la défausse pour l’instant.",
    "rule-no-destination": "Aucune pile n’accepte cette carte pour l’instant.",
    # Why a deal code is refused; {part} is what the player typed.
    "code-not-text": "un code de donne doit être du texte",
    "code-parts": "un code de donne compte trois groupes séparés par « - », comme FT1-N-ABCDEFG ou EO1-C8-AAAAAFA",
    "code-version": "la version de « {part} » n’est pas prise en charge : écrivez {expected}",
    "code-game": "le jeu de « {part} » est inconnu : un code commence par l’un des préfixes {known}",
    "code-variant-forty-thieves": (
        "la variante « {part} » est incorrecte : les codes de Quarante Voleurs ont N à cet endroit (FT1-N-…)"
    ),
    "code-variant-freecell": (
        "la variante « {part} » est incorrecte : les codes de FreeCell ont N à cet endroit (FC1-N-…), ou MS"
        " et un numéro de donne Microsoft (FC1-MS-617)"
    ),
    "code-variant-bakers-game": (
        "la variante « {part} » est incorrecte : les codes de Baker’s Game ont N à cet endroit (BG1-N-…)"
    ),
    "code-variant-seahaven-towers": (
        "la variante « {part} » est incorrecte : les codes de Seahaven Towers ont N à cet endroit (ST1-N-…)"
    ),
    "code-ms-number": "le numéro de donne Microsoft « {part} » doit être un nombre entier de 1 à {most}",
    "code-variant-eight-off": (
        "la variante « {part} » est incorrecte : les codes d’Eight Off ont C8, C4 ou C2 à cet endroit"
    ),
    "code-number-length": "le numéro « {part} » doit compter exactement 7 caractères (A-Z et 2-7)",
    "code-number-letter": (
        "le numéro « {part} » contient « {letter} » : seuls les lettres A-Z et les chiffres 2-7 sont permis"
    ),
    # Games and piles.
    "forty-thieves": "Quarante Voleurs",
    "eight-off": "Eight Off",
    "freecell": "FreeCell",
    "bakers-game": "Baker’s Game",
    "seahaven-towers": "Seahaven Towers",
    "free-cells": {
        "one": "{count} cellule libre",
        "many": "{count} de cellules libres",
        "other": "{count} cellules libres",
    },
    "game-with-cells": "{game}, {cells}",
    "pile-stock": "Pioche",
    "pile-waste": "Défausse",
    "pile-foundation": "Fondation {number}, {suit}",
    "pile-cell": "Cellule {number}",
    "pile-column": "Colonne {number}",
    "pile-empty": "{pile}, vide",
    "pile-empty-king": "{pile}, vide, n’accepte qu’un roi",
    "pile-cards": "{pile}, {cards}, {card} sur le dessus",
    "pile-chosen": "{pile}, {cards}, sélection : {chosen}",
    "pile-takes-held": "{label} ; accepte les cartes en main",
    "stock-cards": "Pioche, {cards}",
    "stock-empty": "Pioche, vide : pas de redistribution",
    "no-redeal-mark": "Un seul tour",
    "card-and-more": {
        "one": "{card} et {count} autre carte",
        "many": "{card} et {count} d’autres cartes",
        "other": "{card} et {count} autres cartes",
    },
    # Toolbar and page.
    "page-title": "Solitaire",
    "score-label": "Score",
    "moves-label": "Coups",
    "copy-code": "Copier le code de la donne",
    "code-placeholder": "Saisir un code",
    "code-label": "Code de la donne",
    "play-code": "Jouer",
    "undo": "Annuler",
    "redo": "Rétablir",
    "restart": "Recommencer",
    "new-game": "Nouvelle partie",
    "settings": "Réglages",
    "rules": "Règles",
    "stats": "Statistiques",
    "describe-board": "Décrire la table",
    "keys": "Touches",
    "more": "Plus",
    "board-label": "Table de jeu",
    "starting": "Lancement du jeu…",
    # New game window.
    "new-game-title": "Nouvelle partie",
    "game-legend": "Jeu",
    "forty-thieves-line": (
        "Deux jeux. On monte en descendant par couleur, une carte à la fois, et la pioche ne passe qu’une fois."
    ),
    "eight-off-line": (
        "Un jeu, toutes les cartes visibles. On monte en descendant par couleur, avec des cellules libres."
    ),
    "freecell-line": (
        "Un jeu, toutes les cartes visibles. On monte en descendant, rouge sur noir et noir sur rouge, avec quatre"
        " cellules libres."
    ),
    "bakers-game-line": "La disposition de FreeCell, mais on monte en descendant par couleur : plus difficile.",
    "seahaven-towers-line": (
        "Dix colonnes, deux cartes dans les cellules. On monte en descendant par couleur ; seul un roi occupe une"
        " colonne vide."
    ),
    "chooser-odds": "De {least} à {most} des donnes peuvent être gagnées",
    "cells-legend": "Cellules libres",
    "deal": "Distribuer",
    "cancel": "Annuler",
    "close": "Fermer",
    # Settings window.
    "setting-language": "Langue",
    "setting-double-tap": "Un double appui place la carte au meilleur endroit",
    "setting-auto-placement": (
        "Placement automatique (Quarante Voleurs) : une carte lâchée hors d’une pile va au meilleur endroit"
    ),
    "setting-motion": "Animer le déplacement des cartes",
    "setting-theme": "Thème",
    "theme-system": "Selon l’appareil",
    "theme-light": "Clair",
    "theme-dark": "Sombre",
    "setting-four-colour": "Jeu à quatre couleurs : carreaux en bleu, trèfles en vert",
    # Win.
    "win-title": "Vous avez gagné !",
    "moves-count": {"one": "{count} coup", "many": "{count} de coups", "other": "{count} coups"},
    "win-text": "Score de {score} en {moves}.",
    "finish": "Terminer",
    "no-moves": "Plus aucun coup possible.",
    "describe-title": "La table en toutes lettres",
    "win-undone": "La rediffusion montre {actions} : le compteur de coups compte aussi les coups annulés.",
    "actions-count": {"one": "{count} action", "many": "{count} d’actions", "other": "{count} actions"},
    "play-again": "Nouvelle partie",
    # Statistics window.
    "stats-title": "Statistiques",
    "stats-played": "Parties jouées",
    "stats-won": "Parties gagnées",
    "stats-win-rate": "Taux de victoire",
    "stats-best-score": "Meilleur score",
    "stats-fewest-moves": "Victoire avec le moins de coups",
    "stats-streak": "Série de victoires en cours",
    "stats-best-streak": "Meilleure série de victoires",
    "stats-none": "–",
    "percent": "{value} %",
    "stats-reset": "Réinitialiser les statistiques",
    "stats-reset-question": "Réinitialiser les statistiques de tous les jeux ? C’est définitif.",
    "stats-reset-confirm": "Réinitialiser",
    "stats-reset-done": "Les statistiques sont réinitialisées.",
    # FAQ page and the measured odds of the Rules pages. {least} and {most} are
    # "percent" texts, {cells} a "free-cells" text; "decimal" writes a number with one
    # decimal ({whole} and {tenth} are digits). The faq-…-answer texts follow the rules-… layout.
    "faq": "FAQ",
    "decimal": "{whole},{tenth}",
    "rules-odds": "Combien de donnes sont gagnables",
    "odds-bounds-forty-thieves": {
        "one": "Sur {count} donne examinée par notre solveur, qui connaît l’ordre de la pioche : au moins"
        " {least} gagnable, au plus {most}.",
        "many": "Sur {count} de donnes examinées par notre solveur, qui connaît l’ordre de la pioche : au"
        " moins {least} gagnables, au plus {most}.",
        "other": "Sur les {count} donnes examinées par notre solveur, qui connaît l’ordre de la pioche : au"
        " moins {least} gagnables, au plus {most}.",
    },
    "odds-bounds-eight-off": {
        "one": "{cells} : sur {count} donne examinée par notre solveur, au moins {least} gagnable, au plus {most}.",
        "many": "{cells} : sur {count} de donnes examinées par notre solveur, au moins {least} gagnables, au"
        " plus {most}.",
        "other": "{cells} : sur les {count} donnes examinées par notre solveur, au moins {least} gagnables,"
        " au plus {most}.",
    },
    "odds-bounds-freecell": {
        "one": "Sur {count} donne examinée par notre solveur, au moins {least} gagnable, au plus {most}.",
        "many": "Sur {count} de donnes examinées par notre solveur, au moins {least} gagnables, au plus {most}.",
        "other": "Sur les {count} donnes examinées par notre solveur, au moins {least} gagnables, au plus {most}.",
    },
    "odds-bounds-bakers-game": {
        "one": "Sur {count} donne examinée par notre solveur, au moins {least} gagnable, au plus {most}.",
        "many": "Sur {count} de donnes examinées par notre solveur, au moins {least} gagnables, au plus {most}.",
        "other": "Sur les {count} donnes examinées par notre solveur, au moins {least} gagnables, au plus {most}.",
    },
    "odds-bounds-seahaven-towers": {
        "one": "Sur {count} donne examinée par notre solveur, au moins {least} gagnable, au plus {most}.",
        "many": "Sur {count} de donnes examinées par notre solveur, au moins {least} gagnables, au plus {most}.",
        "other": "Sur les {count} donnes examinées par notre solveur, au moins {least} gagnables, au plus {most}.",
    },
    "rules-forty-thieves-odds": (
        "Le solveur connaît l’ordre de la pioche, que vous ignorez : une donne qu’il gagne peut donc"
        " rester difficile à gagner en pratique. Au moins : les donnes qu’il a gagnées. Au plus : celles-ci"
        " et les donnes qu’il n’a pu ni gagner ni prouver perdues dans les limites de sa recherche. Les donnes qu’il a"
        " gagnées sont celles que propose l’option « Donnes gagnables uniquement »."
    ),
    "rules-eight-off-odds": (
        "À Eight Off, toutes les cartes sont visibles : le solveur ne sait rien que vous ne puissiez"
        " voir. Au moins : les donnes qu’il a gagnées. Au plus : celles-ci et les donnes qu’il n’a pu ni"
        " gagner ni prouver perdues dans les limites de sa recherche. Les donnes qu’il a gagnées sont celles"
        " que propose l’option « Donnes gagnables uniquement »."
    ),
    "rules-freecell-odds": (
        "À FreeCell, toutes les cartes sont visibles : le solveur ne sait rien que vous ne puissiez voir. Au moins :"
        " les donnes qu’il a gagnées. Au plus : celles-ci et les donnes qu’il n’a pu ni gagner ni prouver perdues"
        " dans les limites de sa recherche. Les donnes qu’il a gagnées sont celles que propose l’option « Donnes"
        " gagnables uniquement »."
    ),
    "rules-bakers-game-odds": (
        "À Baker’s Game, toutes les cartes sont visibles : le solveur ne sait rien que vous ne puissiez voir. Au"
        " moins : les donnes qu’il a gagnées. Au plus : celles-ci et les donnes qu’il n’a pu ni gagner ni prouver"
        " perdues dans les limites de sa recherche. Les donnes qu’il a gagnées sont celles que propose l’option"
        " « Donnes gagnables uniquement »."
    ),
    "rules-seahaven-towers-odds": (
        "À Seahaven Towers, toutes les cartes sont visibles : le solveur ne sait rien que vous ne puissiez voir. Au"
        " moins : les donnes qu’il a gagnées. Au plus : celles-ci et les donnes qu’il n’a pu ni gagner ni prouver"
        " perdues dans les limites de sa recherche. Les donnes qu’il a gagnées sont celles que propose l’option"
        " « Donnes gagnables uniquement »."
    ),
    "rules-faq-link": "Des questions sur les codes de donne, le score ou le jeu hors ligne ? Lisez la FAQ",
    "faq-title": "Foire aux questions",
    "faq-codes": "Qu’est-ce qu’un code de donne ?",
    "faq-codes-answer": (
        "Chaque donne a un code, comme FT1-N-ABCDEFG. Son premier groupe désigne le jeu, son dernier groupe"
        " la donne. Un même code produit toujours la même donne, sur n’importe quel appareil.\n\n"
        "- Copiez le code d’un clic et envoyez-le, ou partagez l’adresse de la page : elle se termine par #"
        " et le code, si bien que la personne qui l’ouvre reçoit la même donne.\n"
        "- Saisissez un code dans le champ du code ou dans la fenêtre Nouvelle partie pour jouer cette"
        " donne.\n"
        "- La page des règles de chaque jeu montre la forme de ses codes. Quand un jeu laisse choisir le"
        " nombre de cellules libres, le groupe du milieu indique combien (C4 : 4 cellules) ; le même dernier"
        " groupe mélange alors le jeu de la même façon, distribué pour ce nombre de cellules."
    ),
    "faq-undo": "Comment fonctionnent Annuler et le compteur de coups ?",
    "faq-undo-answer": (
        "Annuler défait vos dernières actions, jusqu’à 100, qu’il s’agisse de coups ou de cartes retournées"
        " depuis la pioche. Les cartes et le score redeviennent exactement ce qu’ils étaient. Rétablir les"
        " rejoue, jusqu’à ce que vous jouiez un nouveau coup.\n\n"
        "Le compteur de coups compte chaque action, cartes piochées comprises. Annuler et Rétablir ne le font"
        " jamais baisser : il indique le nombre d’actions jouées dans la partie, pas votre avancée."
    ),
    "faq-scoring": "Comment le score est-il calculé ?",
    "faq-scoring-answer": (
        "Chaque jeu a son propre barème : sa page des règles donne les points de chaque sorte de coup. Le"
        " score ne descend jamais sous 0.\n\n"
        "Annuler retire aussi les points du coup annulé."
    ),
    "faq-hints": "Pourquoi n’y a-t-il pas d’indices ?",
    "faq-hints-answer": (
        "Trouver la solution, c’est tout l’intérêt du jeu. Pendant que vous jouez, l’application ne suggère"
        " jamais de coup et ne dit jamais si la donne, ou la position sur la table, peut encore être gagnée."
        " Si vous êtes bloqué, annulez quelques coups ou commencez une nouvelle partie.\n\n"
        "Les chances indiquées dans les pages de règles sont mesurées sur de nombreuses donnes : elles ne disent"
        " rien de la donne que vous avez sous les yeux.\n\n"
        "Une fois une partie terminée (gagnée, ou quittée pour une autre donne), et seulement si vous le"
        " demandez, l’application vous dit toute la vérité sur cette partie : choisissez Analyser dans les"
        " parties récentes de la fenêtre Statistiques. Son solveur dit si la donne pouvait être gagnée, après"
        " lequel de vos coups la victoire n’était plus possible, et montre une façon de gagner."
    ),
    "faq-winnable": "Que sont les donnes gagnables et la donne du jour ?",
    "faq-winnable-answer": (
        "- « Donnes gagnables uniquement » est une option de la fenêtre Nouvelle partie. Quand elle est"
        " activée, chaque nouvelle donne est une donne que notre solveur a gagnée : la victoire est donc"
        " possible, mais le jeu ne vous dira pas comment. Ces parties sont comptées à part dans les"
        " statistiques.\n"
        "- La donne du jour, c’est une donne par jour pour chaque jeu qui en a une (la fenêtre Nouvelle"
        " partie montre un bouton pour chacune), la même pour tout le monde à la même date selon son propre"
        " calendrier. Elle fonctionne aussi hors ligne. Lancez-la avec le bouton Du jour ou depuis la fenêtre"
        " Nouvelle partie.\n"
        "- La fenêtre Statistiques compte les donnes du jour jouées et gagnées ainsi que les jours gagnés"
        " d’affilée, et affiche les 30 derniers jours sous forme de calendrier."
    ),
    "faq-offline": "Le jeu fonctionne-t-il hors ligne ? Peut-on l’installer ?",
    "faq-offline-answer": (
        "Oui. Après la première visite, le navigateur garde le jeu entier : il démarre et se joue sans"
        " connexion, codes de donne et donne du jour compris.\n\n"
        "Pour l’avoir sous la main, ajoutez-le à votre écran d’accueil ou installez-le depuis le menu du"
        " navigateur (sur un téléphone, souvent « Ajouter à l’écran d’accueil », sur un ordinateur"
        " « Installer »). Il s’ouvre alors comme une application, hors ligne aussi."
    ),
    "faq-storage": "Qu’est-ce qui est enregistré sur mon appareil, et comment l’effacer ?",
    "faq-storage-answer": (
        "Le jeu garde quelques données dans le stockage local de votre navigateur, sur cet appareil seulement :\n\n"
        "- vos réglages ;\n"
        "- vos statistiques ;\n"
        "- la partie en cours ;\n"
        "- la dernière image de la table, pour qu’elle s’affiche aussitôt au lancement suivant.\n\n"
        "Rien n’est envoyé nulle part : il n’y a ni compte ni serveur, seulement les fichiers de la page.\n\n"
        "Pour effacer les statistiques, utilisez Réinitialiser les statistiques dans la fenêtre Statistiques."
        " Pour tout effacer, supprimez les données de ce site dans les paramètres de votre navigateur (en"
        " général dans la rubrique confidentialité ou données des sites)."
    ),
    # Winnable deals and the deal of the day. "date" writes a day of a month.
    "winnable": "Donnes gagnables uniquement",
    "winnable-note": "Chaque donne proposée peut être gagnée ; le jeu ne vous dira pas comment.",
    "winnable-none": "Aucune donne gagnable de ce jeu n’est encore connue.",
    "daily": "Du jour",
    "daily-title": "Donne du jour",
    "daily-deal": "Donne du jour du {date} : {code}.",
    "daily-already": "Vous jouez déjà la donne du jour du {date}.",
    "daily-none": "Cette version n’a pas de donne du jour pour le {date}.",
    "daily-played": "Donnes du jour jouées",
    "daily-won": "Donnes du jour gagnées",
    "daily-streak": "Jours gagnés d’affilée",
    "daily-best-streak": "Record de jours gagnés d’affilée",
    "daily-calendar": "Les 30 derniers jours",
    "calendar-day": "{date} : {games}",
    "calendar-won": "{game} (gagnée)",
    "calendar-played": "{game} (jouée, pas gagnée)",
    "calendar-none": "{game} (pas jouée)",
    "date": "{day} {month}",
    "month-1": "janvier",
    "month-2": "février",
    "month-3": "mars",
    "month-4": "avril",
    "month-5": "mai",
    "month-6": "juin",
    "month-7": "juillet",
    "month-8": "août",
    "month-9": "septembre",
    "month-10": "octobre",
    "month-11": "novembre",
    "month-12": "décembre",
    # Replays.
    "replay": "Revoir la partie",
    "replay-bar": "Rediffusion",
    "replay-play": "Lecture",
    "replay-pause": "Pause",
    "replay-step": "Action suivante",
    "replay-back": "Action précédente",
    "replay-exit": "Quitter la rediffusion",
    "share-replay": "Partager la rediffusion",
    "replay-position": "{step} / {count}",
    "replay-shown": "Rediffusion de {code} : {count} actions. Votre partie en cours reste telle quelle.",
    "replay-damaged": (
        "Ce lien de rediffusion est endommagé ou vient d’une autre version : c’est donc sa donne qui s’affiche."
    ),
    "replay-unknown": (
        "Impossible de revoir cette partie : elle a été enregistrée par une ancienne version qui ne gardait que"
        " ses dernières actions."
    ),
    "replay-read-only": "Ceci est une rediffusion. Quittez-la pour jouer.",
    "replay-copied": "Lien de rediffusion copié.",
    "replay-copy-failed": "Impossible de copier le lien de rediffusion.",
    # The Examples pages: a won game with captions at the moments that teach a rule.
    "examples": "Exemples",
    "examples-title": "Exemple : {game}",
    "examples-intro": (
        "Une partie de la donne {code}, gagnée en {count} actions. Suivez-la pas à pas sur la table : le score "
        "s’affiche à chaque étape, et aux moments qui illustrent une règle, une légende explique ce qui se passe."
    ),
    "examples-step": "Action {step}. {text}",
    "examples-watch": "Regarder cette partie",
    "examples-play": "Jouer cette donne vous-même",
    "examples-none": "Cette version n’a pas d’exemple pour ce jeu.",
    "example-waste-to-column": (
        "De la défausse, {cards} va sur la colonne {number} : une carte de la défausse jouée sur une colonne "
        "rapporte 5 points (score {score})."
    ),
    "example-empty-column": (
        "La colonne {number} est vide, n’importe quelle carte peut donc y aller : ici, {cards} (score {score})."
    ),
    "example-take-back": (
        "D’une fondation, {cards} revient sur la colonne {number} : reprendre une carte coûte 15 points (score "
        "{score}). Quand la carte remonte, elle regagne ses 10 points."
    ),
    "example-final": (
        "La victoire : les 104 cartes sur les fondations valent 1040 points, {waste} cartes de la défausse "
        "jouées sur des colonnes ajoutent 5 × {waste}, et {backs} reprises coûtent 5 × {backs} en tout (−15, "
        "puis +10 à nouveau) : {score} points."
    ),
    "example-final-plain": (
        "La victoire : les 104 cartes sur les fondations valent 1040 points et {waste} cartes de la défausse "
        "jouées sur des colonnes ajoutent 5 × {waste} : {score} points."
    ),
    "example-group-move": (
        "Ensemble, {cards} passent sur la colonne {number} : une suite d’une seule couleur se déplace en bloc."
    ),
    "example-group-move-colours": (
        "Ensemble, {cards} passent sur la colonne {number} : une suite alternant rouge et noir se déplace en bloc."
    ),
    "example-other-colour": (
        "{cards} passe sur la colonne {number} : dans une colonne, une carte rouge se pose sur une noire et"
        " une noire sur une rouge, de valeur immédiatement supérieure."
    ),
    "example-king-run": (
        "Un roi et sa suite vont dans la colonne vide {number}. Avec {cells} cellules libres, on peut déplacer "
        "au plus {limit} cartes à la fois (cellules libres + 1, le tout doublé pour chaque autre colonne vide)."
    ),
    "example-take-back-to-cell": (
        "D’une fondation, {cards} revient dans une cellule libre (0 point) ; ici, la carte remonte aussitôt."
    ),
    # Messages and notices.
    "copied": "Code de donne {code} copié.",
    "copy-failed": "Copie impossible : le code est {code}.",
    "bad-code": "Ce n’est pas un code de donne : {reason}.",
    "bad-hash": "L’adresse ne contient pas de code de donne valide ({reason}) ; voici une nouvelle donne.",
    "bad-hash-kept": "L’adresse ne contient pas de code de donne valide ({reason}) ; votre partie continue.",
    "bad-save": "Impossible de charger cette partie enregistrée.",
    "action-failed": "Une erreur s’est produite ; votre partie continue.",
    "new-deal": "Nouvelle donne {code}.",
    "undo-brings-back": "Annuler ramène la partie que vous avez quittée ({moves}).",
    "game-back": "Votre partie {code} est de retour ({moves}).",
    "restarted": "La donne reprend depuis le début.",
    "nothing-to-undo": "Rien à annuler.",
    "nothing-to-redo": "Rien à rétablir.",
    "boot-failed": "Le jeu n’a pas pu démarrer : {reason}",
    "save-discarded": "La partie enregistrée était illisible et a été supprimée ; voici une nouvelle donne.",
    "save-too-old": (
        "La partie enregistrée provient d’une ancienne version et n’est plus lisible ; voici une nouvelle donne."
    ),
    "stats-discarded": "Les statistiques enregistrées étaient illisibles ; elles repartent de zéro.",
    # After a game: the Statistics window's recent games and the analysis window.
    "recent-title": "Parties récentes",
    "recent-none": "Les parties que vous terminez ou quittez s’afficheront ici, pour être analysées ou rejouées.",
    "recent-entry": "{date}, {game}, {code} : {result}, score {score}, {moves}",
    "recent-won": "gagnée",
    "recent-left": "abandonnée",
    "recent-stuck": "bloquée",
    "recent-play-again": "Rejouer",
    "recent-discarded": "La liste des parties récentes était illisible ; elle repart vide.",
    "analyse": "Analyser",
    "analyse-left": "Analyser la partie quittée",
    "analysis-title": "Pouviez-vous gagner ?",
    "analysis-game": "{game}, donne {code} : {moves}, score {score}.",
    "analysis-running": (
        "Le solveur étudie la donne et vos coups. Cela peut prendre une minute ; vous pouvez continuer à jouer."
    ),
    "analysis-deal-won": "Cette donne est gagnable.",
    "analysis-deal-impossible": "Cette donne ne peut pas être gagnée : aucune façon de la jouer ne mène à la victoire.",
    "analysis-deal-unknown": "Dans le temps imparti, le solveur n’a pas pu déterminer si cette donne est gagnable.",
    "analysis-you-won": "Vous l’avez gagnée.",
    "analysis-lost-at": (
        "La victoire restait possible jusqu’à votre coup n° {number} ({action}) ; après ce coup, elle ne l’était plus."
    ),
    "analysis-lost-between": (
        "La victoire a cessé d’être possible quelque part entre votre coup n° {first} et votre coup n° {last} : le"
        " solveur n’a pas pu déterminer où exactement."
    ),
    "analysis-still-winnable": "Au moment où vous avez arrêté, la victoire était encore possible.",
    "analysis-line-unknown": (
        "Le solveur n’a pas pu déterminer si la victoire était encore possible au moment où vous avez arrêté."
    ),
    "analysis-line-lost-unknown": (
        "Au moment où vous avez arrêté, la victoire n’était plus possible. Le solveur n’a pas pu déterminer si elle"
        " l’était plus tôt."
    ),
    "analysis-positions": {
        "one": "Le solveur a examiné {count} position de votre partie.",
        "many": "Le solveur a examiné {count} de positions de votre partie.",
        "other": "Le solveur a examiné {count} positions de votre partie.",
    },
    "analysis-watch": "Voir une façon de gagner",
    "analysis-cancel": "Annuler",
    "analysis-cancelled": "L’analyse a été arrêtée.",
    "analysis-failed": "L’analyse n’a pas pu aboutir ({reason}). Votre partie n’en est pas affectée.",
    "analysis-unavailable": "Cette partie ne figure plus parmi les parties récentes.",
    "analysis-takeover": "À partir d’ici, c’est le solveur qui mène la partie à la victoire.",
    "analysis-from-start": "La victoire du solveur, depuis le début de la donne.",
    "settings-discarded": "Les réglages enregistrés étaient illisibles ; les réglages par défaut sont rétablis.",
    "storage-unavailable": (
        "Ce navigateur ne permet pas au jeu d’enregistrer des données : votre progression ne sera pas conservée."
    ),
    "other-tab": "Vous avez continué dans un autre onglet ; cet onglet affiche maintenant cette partie.",
    "update-ready": "Une nouvelle version est prête.",
    "update-reload": "Recharger",
    # Screen-reader announcements: one short sentence after each action.
    "move-to-foundation": "{cards} sur la fondation {number}",
    "move-to-column": "{cards} sur la colonne {number}",
    "move-to-cell": "{cards} dans la cellule {number}",
    "action-draw": "Carte retournée : {card}",
    "announce-action": "{action}.",
    "announce-score": "{action}. Score : {score}.",
    "announce-undone": "Annulé : {action}.",
    "announce-redone": "Rétabli : {action}.",
    "announce-undone-draw": "Retour dans la pioche : {card}.",
    "announce-redone-draw": "Carte retournée à nouveau : {card}.",
    "announce-won": "Vous avez gagné ! Score de {score} en {moves}.",
    "announce-picked": "En main : {cards}. Les flèches choisissent une pile, Espace pose, Échap remet en place.",
    "announce-put-back": "Remise en place : {cards}.",
    "announce-chosen": "{chosen}.",
    "announce-deal": "{game}, donne {code}.",
    # Keys: the key, then what it does.
    "keys-title": "Clavier",
    "key-tab": "Tab",
    "keys-tab": "Atteindre la table de jeu (et la quitter)",
    "key-arrows": "Flèches",
    "keys-arrows": "Passer d’une pile à l’autre ; dans une colonne, Haut et Bas choisissent une carte d’une suite",
    "key-enter": "Entrée",
    "keys-enter": (
        "Appui : la carte va sur sa fondation (la carte de la défausse aussi sur une colonne ; la pioche"
        " retourne une carte)"
    ),
    "key-shift-enter": "Maj+Entrée",
    "keys-shift-enter": "Double appui : la carte va au meilleur endroit",
    "key-space": "Espace",
    "keys-space": "Prendre la carte (avec sa suite) ; sur une autre pile, l’y poser",
    "key-escape": "Échap",
    "keys-escape": "Remettre en place les cartes prises",
    "key-d": "D",
    "keys-d": "Retourner une carte de la pioche (dans un jeu qui en a une)",
    "key-undo": "Ctrl+Z",
    "keys-undo": "Annuler",
    "key-redo": "Ctrl+Y",
    "keys-redo": "Rétablir",
    "key-n": "N",
    "keys-n": "Nouvelle partie",
    "key-b": "B",
    "keys-b": "Décrire toute la table",
    "key-question": "?",
    "keys-question": "Cette liste de touches",
    # Rules pages. Headings shared by both games.
    "rules-title": "Comment jouer à {game}",
    "rules-setup": "Mise en place",
    "rules-moves": "Déplacements",
    "rules-empty-columns": "Colonnes vides",
    "rules-foundations": "Fondations",
    "rules-stock": "Pioche et défausse",
    "rules-cells": "Cellules libres",
    "rules-groups": "Déplacer une suite",
    "rules-end": "Fin de la partie",
    "rules-scoring": "Décompte des points",
    "rules-this-app": "Jouer dans cette application",
    "rules-example": "À vous de jouer",
    "rules-example-text": (
        "Ouvrez une donne et essayez ce que vous venez de lire. Son code ramène la même donne à tout moment."
    ),
    "rules-example-play": "Jouer la donne d’exemple {code}",
    "score-action": "Action",
    "score-points": "Points",
    "score-start": "Début de partie",
    "score-to-foundation": "Une carte sur une fondation",
    "score-waste-to-column": "La carte de la défausse sur une colonne",
    "score-foundation-to-column": "Une carte de fondation reprise sur une colonne",
    "score-cell-to-column": "Une carte d’une cellule sur une colonne",
    "score-other-forty-thieves": "D’une colonne à l’autre, carte piochée",
    "score-other-eight-off": "Tout autre coup",
    "score-other-freecell": "Tout autre coup",
    "score-other-bakers-game": "Tout autre coup",
    "score-other-seahaven-towers": "Tout autre coup",
    "groups-free-cells": "Cellules libres",
    "groups-onto-card": {
        "one": "Sur une carte, {count} colonne vide",
        "many": "Sur une carte, {count} de colonnes vides",
        "other": "Sur une carte, {count} colonnes vides",
    },
    "groups-king": {
        "one": "Dans une colonne vide, {count} colonne vide en tout",
        "many": "Dans une colonne vide, {count} de colonnes vides en tout",
        "other": "Dans une colonne vide, {count} colonnes vides en tout",
    },
    "rules-forty-thieves-summary": (
        "Deux jeux, 104 cartes. Montez les huit fondations par couleur, de l’as au roi, en déplaçant une carte"
        " à la fois sur la carte de même couleur de valeur immédiatement supérieure."
    ),
    "rules-forty-thieves-setup": (
        "Les deux jeux sont mélangés ensemble : chaque carte y figure donc deux fois. Quarante cartes sont"
        " distribuées face visible en dix colonnes de quatre. Les 64 autres forment la pioche, face cachée. Les"
        " huit fondations et la défausse sont vides au départ."
    ),
    "rules-forty-thieves-moves": (
        "- On ne déplace qu’une carte à la fois : la carte du dessus d’une colonne ou celle de la défausse.\n"
        "- Dans une colonne, une carte se pose sur la carte de même couleur de valeur immédiatement supérieure :"
        " le 7 de pique sur le 8 de pique, jamais sur le 8 de cœur.\n"
        "- Dans une colonne, rien ne se pose sur un as.\n"
        "- Deux cartes qui se suivent dans la même couleur se déplacent quand même une par une : chacune a"
        " besoin de sa propre place."
    ),
    "rules-forty-thieves-empty-columns": (
        "Une colonne vide accepte n’importe quelle carte, pas seulement un roi : une carte d’une autre colonne"
        " ou la carte de la défausse. Les colonnes vides sont le seul espace libre du jeu : utilisez-les à"
        " bon escient."
    ),
    "rules-forty-thieves-foundations": (
        "Il y a huit fondations, deux par couleur, dans un ordre fixe de gauche à droite : pique, cœur,"
        " carreau, trèfle, pique, cœur, carreau, trèfle. Chacune commence par l’as de sa couleur et se monte"
        " jusqu’au roi, une carte à la fois.\n\n"
        "Vous pouvez faire glisser la carte du dessus d’une fondation vers une colonne qui l’accepte (y"
        " compris une colonne vide), mais cela coûte des points."
    ),
    "rules-forty-thieves-stock": (
        "Appuyez sur la pioche pour retourner une carte sur la défausse. Seule la carte du dessus de la défausse"
        " peut être jouée, sur une fondation ou sur une colonne. Il n’y a pas de redistribution : quand la"
        " pioche est vide, chaque carte a été vue une fois, et les cartes recouvertes dans la défausse ne se"
        " libèrent qu’à mesure que les cartes posées dessus sont jouées."
    ),
    "rules-forty-thieves-end": (
        "Vous gagnez quand les huit fondations contiennent leurs treize cartes, de l’as au roi : les 104 cartes."
        " L’application ne vous prévient pas quand il ne reste plus de coup : annulez quelques coups ou"
        " commencez une nouvelle partie."
    ),
    "rules-forty-thieves-scoring": (
        "Le score ne descend jamais sous 0 et la victoire ne rapporte aucun bonus. Une partie gagnée vaut 1040"
        " points pour les fondations, plus 5 par carte de la défausse jouée sur une colonne : une victoire où 29"
        " cartes de la défausse ont été jouées sur des colonnes vaut 1040 + 29 × 5 = 1185 points."
    ),
    "rules-forty-thieves-app": (
        "- Appuyez sur une carte pour l’envoyer sur une fondation qui l’accepte ; la carte de la défausse va sur"
        " une colonne si aucune fondation ne l’accepte.\n"
        "- Double appui (un réglage, activé par défaut) : vers une fondation, sinon vers la plus longue colonne"
        " qui accepte la carte, sinon vers une colonne vide.\n"
        "- Faites glisser une carte sur n’importe quelle pile ; les piles qui l’accepteraient sont entourées"
        " pendant le glissement. Avec le placement automatique (un réglage, désactivé par défaut), une carte"
        " lâchée hors d’une pile va au meilleur endroit.\n"
        "- Chaque coup refusé indique la règle qui l’interdit.\n"
        "- Annuler et Rétablir : les 100 dernières actions, coups et cartes piochées. Le score revient aussi en"
        " arrière ; le compteur de coups ne baisse jamais.\n"
        "- Chaque donne a un code comme FT1-N-ABCDEFG : copiez-le pour rejouer la donne ou pour la partager.\n"
        "- Pas d’indices en cours de partie : pendant que vous jouez, l’application ne dit jamais si la donne peut être"
        " gagnée. Une fois la partie finie, vous pouvez en demander l’analyse (Statistiques, Parties récentes).\n"
        "- Tout le jeu se joue au clavier : appuyez sur « ? » pour voir les touches."
    ),
    "rules-eight-off-summary": (
        "Un seul jeu, toutes les cartes face visible. Montez les quatre fondations par couleur, de l’as au roi,"
        " avec l’aide des cellules libres ; dans les colonnes, les cartes descendent dans la même couleur."
    ),
    "rules-eight-off-setup": (
        "Les 52 cartes sont mélangées et distribuées face visible en huit colonnes de six. Les quatre cartes"
        " restantes vont dans les quatre premières des huit cellules libres. Les quatre fondations, une par"
        " couleur (pique, cœur, carreau, trèfle), sont vides au départ.\n\n"
        "Dans la fenêtre Nouvelle partie, vous pouvez choisir moins de cellules libres. Avec 4 cellules, les"
        " quatre cartes restantes les remplissent toutes. Avec 2 cellules, deux des cartes restantes occupent"
        " les deux cellules et les deux autres deviennent les nouvelles cartes du dessus des colonnes 3 et 4. Un"
        " même numéro de donne produit le même mélange quel que soit le nombre de cellules."
    ),
    "rules-eight-off-moves": (
        "- On déplace la carte du dessus d’une colonne, une carte d’une cellule, ou une suite (voir plus bas).\n"
        "- Dans une colonne, une carte se pose sur la carte de même couleur de valeur immédiatement supérieure :"
        " le 7 de cœur seulement sur le 8 de cœur.\n"
        "- Dans une cellule libre : n’importe quelle carte, si la cellule est vide.\n"
        "- Sur une fondation : d’abord l’as de la couleur, puis le 2, le 3 et ainsi de suite jusqu’au roi, une"
        " carte à la fois."
    ),
    "rules-eight-off-empty-columns": (
        "Une colonne vide n’accepte qu’un roi, seul ou avec la suite posée dessus. Aucune autre carte ne peut"
        " commencer une colonne."
    ),
    "rules-eight-off-cells": (
        "Chaque cellule libre contient une seule carte. Une carte en cellule peut aller sur une colonne qui"
        " l’accepte ou sur sa fondation. Seules les cellules de la variante choisie sont affichées."
    ),
    "rules-eight-off-groups": (
        "Une suite déjà en ordre dans une colonne (une seule couleur, des valeurs qui descendent une à une,"
        " comme le 9, le 8 et le 7 de trèfle) se déplace d’un coup, en une seule action, si elle ne compte pas"
        " plus de cartes que :"
    ),
    "rules-eight-off-formula": "(cellules libres + 1) × 2 à la puissance (colonnes vides)",
    "rules-eight-off-groups-table": (
        "Une colonne vide double la limite, une cellule libre ajoute une carte. Quand un roi et sa suite vont"
        " dans une colonne vide, cette colonne ne compte pas. Avec 4 cellules, quatre au plus peuvent être"
        " libres, avec 2 cellules, deux au plus. La colonne que la suite quitte compte comme occupée, et les"
        " dernières cartes d’une suite peuvent aussi se déplacer seules."
    ),
    "rules-eight-off-foundations": (
        "Les fondations se montent par couleur, de l’as au roi. Aucune carte n’y va d’elle-même.\n\n"
        "Vous pouvez faire glisser la carte du dessus d’une fondation vers une cellule vide ou vers une colonne"
        " qui l’accepte ; ce coup ne rapporte rien."
    ),
    "rules-eight-off-end": (
        "Vous gagnez quand les 52 cartes sont sur les fondations. L’application ne vous prévient pas quand il ne"
        " reste plus de coup utile : annulez quelques coups ou commencez une nouvelle partie."
    ),
    "rules-eight-off-scoring": (
        "Annuler retire les points que le coup avait rapportés, et le score ne descend jamais sous 0."
    ),
    "rules-eight-off-app": (
        "- Appuyez sur la carte du dessus d’une colonne ou sur une carte d’une cellule pour l’envoyer sur sa"
        " fondation quand elle peut y aller.\n"
        "- Double appui (un réglage, activé par défaut) : vers la fondation, sinon vers la plus longue colonne"
        " qui accepte la carte, sinon vers une colonne vide (un roi seulement), sinon dans une cellule libre. Un"
        " double appui sur la première carte d’une suite déplace toute la suite vers une colonne.\n"
        "- Faites glisser une carte, avec la suite posée dessus, sur n’importe quelle pile ; les piles qui"
        " l’accepteraient sont entourées pendant le glissement.\n"
        "- Chaque coup refusé indique la règle qui l’interdit.\n"
        "- Annuler et Rétablir : les 100 dernières actions ; une suite déplacée d’un coup revient d’un coup. Le"
        " compteur de coups ne baisse jamais.\n"
        "- Chaque donne a un code comme EO1-C8-AAAAAFA (C4 et C2 pour 4 et 2 cellules) : copiez-le pour rejouer"
        " la donne ou pour la partager.\n"
        "- Pas d’indices en cours de partie : pendant que vous jouez, l’application ne dit jamais si la donne peut être"
        " gagnée. Une fois la partie finie, vous pouvez en demander l’analyse (Statistiques, Parties récentes).\n"
        "- Tout le jeu se joue au clavier : appuyez sur « ? » pour voir les touches."
    ),
    "rules-freecell-summary": (
        "Un seul jeu, toutes les cartes face visible. Montez les quatre fondations par couleur, de l’as au roi, avec"
        " l’aide de quatre cellules libres ; dans les colonnes, les cartes descendent en alternant rouge sur noir et"
        " noir sur rouge."
    ),
    "rules-freecell-setup": (
        "Les 52 cartes sont mélangées et distribuées face visible en huit colonnes : les quatre premières en"
        " reçoivent sept, les quatre autres six. Les quatre cellules libres et les quatre fondations, une par"
        " couleur (pique, cœur, carreau, trèfle), sont vides au départ. "
        "Les joueurs désignent les donnes de FreeCell par leur numéro Microsoft, comme « la donne 11982 ». Saisissez"
        " FC1-MS- suivi d’un numéro de 1 à 8 589 934 591, par exemple FC1-MS-11982, dans le champ du code ou dans la"
        " fenêtre Nouvelle partie : vous obtenez exactement la donne Microsoft de ce numéro. Presque toutes les"
        " donnes peuvent être gagnées ; la donne 11982 est la plus célèbre de celles qui n’ont aucune solution."
    ),
    "rules-freecell-moves": (
        "- On déplace la carte du dessus d’une colonne, une carte d’une cellule, ou une suite (voir plus bas).\n"
        "- Dans une colonne, une carte se pose sur la carte de valeur immédiatement supérieure, rouge sur noir ou"
        " noir sur rouge : le 7 de cœur sur le 8 de pique ou sur le 8 de trèfle.\n"
        "- Dans une cellule libre : n’importe quelle carte, si la cellule est vide.\n"
        "- Sur une fondation : d’abord l’as de la couleur, puis le 2, le 3 et ainsi de suite jusqu’au roi, une carte"
        " à la fois."
    ),
    "rules-freecell-empty-columns": (
        "Une colonne vide accepte n’importe quelle carte, pas seulement un roi : seule, ou avec la suite posée dessus."
    ),
    "rules-freecell-cells": (
        "Chaque cellule libre contient une seule carte. Une carte en cellule peut aller sur une colonne qui l’accepte"
        " ou sur sa fondation."
    ),
    "rules-freecell-groups": (
        "Une suite déjà en ordre dans une colonne (rouge et noir en alternance, des valeurs qui descendent une à une,"
        " comme le 9 de trèfle, le 8 de cœur et le 7 de pique) se déplace d’un coup, en une seule action, si elle ne"
        " compte pas plus de cartes que :"
    ),
    "rules-freecell-formula": "(cellules libres + 1) × 2 à la puissance (colonnes vides)",
    "rules-freecell-groups-table": (
        "Une colonne vide double la limite, une cellule libre ajoute une carte. Quand une suite va dans une colonne"
        " vide, cette colonne ne compte pas. La colonne que la suite quitte compte comme occupée, et les dernières"
        " cartes d’une suite peuvent aussi se déplacer seules."
    ),
    "rules-freecell-foundations": (
        "Les fondations se montent par couleur, de l’as au roi. Aucune carte n’y va d’elle-même.\n\n"
        "Vous pouvez faire glisser la carte du dessus d’une fondation vers une cellule vide ou vers une colonne qui"
        " l’accepte ; ce coup ne rapporte rien."
    ),
    "rules-freecell-end": (
        "Vous gagnez quand les 52 cartes sont sur les fondations. L’application ne vous prévient pas quand il ne"
        " reste plus de coup utile : annulez quelques coups ou commencez une nouvelle partie."
    ),
    "rules-freecell-scoring": (
        "Annuler retire les points que le coup avait rapportés, et le score ne descend jamais sous 0."
    ),
    "rules-freecell-app": (
        "- Appuyez sur la carte du dessus d’une colonne ou sur une carte d’une cellule pour l’envoyer sur sa"
        " fondation quand elle peut y aller.\n"
        "- Double appui (un réglage, activé par défaut) : vers la fondation, sinon vers la plus longue colonne qui"
        " accepte la carte, sinon vers une colonne vide, sinon dans une cellule libre. Un double appui sur la"
        " première carte d’une suite déplace toute la suite vers une colonne.\n"
        "- Faites glisser une carte, avec la suite posée dessus, sur n’importe quelle pile ; les piles qui"
        " l’accepteraient sont entourées pendant le glissement.\n"
        "- Chaque coup refusé indique la règle qui l’interdit.\n"
        "- Annuler et Rétablir : les 100 dernières actions ; une suite déplacée d’un coup revient d’un coup. Le"
        " compteur de coups ne baisse jamais.\n"
        "- Chaque donne a un code comme FC1-N-ABCDEFG, ou FC1-MS-617 pour une donne Microsoft : copiez-le pour"
        " rejouer la donne ou pour la partager.\n"
        "- Les donnes numérotées de Microsoft sont là aussi : tapez FC1-MS- et le numéro dans le champ « Code"
        " de la donne » de la fenêtre Nouvelle partie, par exemple FC1-MS-617 pour la donne 617. La donne"
        " 11982 est la célèbre donne qu’on ne peut pas gagner.\n"
        "- Pas d’indices en cours de partie : pendant que vous jouez, l’application ne dit jamais si la donne peut"
        " être gagnée. Une fois la partie finie, vous pouvez en demander l’analyse (Statistiques, Parties récentes).\n"
        "- Tout le jeu se joue au clavier : appuyez sur « ? » pour voir les touches."
    ),
    "rules-bakers-game-summary": (
        "Un seul jeu, toutes les cartes face visible, disposées comme à FreeCell, mais dans les colonnes les cartes"
        " descendent dans la même couleur, ce qui rend le jeu plus difficile. Montez les quatre fondations par"
        " couleur, de l’as au roi, avec l’aide de quatre cellules libres."
    ),
    "rules-bakers-game-setup": (
        "Les 52 cartes sont mélangées et distribuées face visible en huit colonnes : les quatre premières en"
        " reçoivent sept, les quatre autres six. Les quatre cellules libres et les quatre fondations, une par couleur"
        " (pique, cœur, carreau, trèfle), sont vides au départ."
    ),
    "rules-bakers-game-moves": (
        "- On déplace la carte du dessus d’une colonne, une carte d’une cellule, ou une suite (voir plus bas).\n"
        "- Dans une colonne, une carte se pose sur la carte de même couleur de valeur immédiatement supérieure : le"
        " 7 de cœur seulement sur le 8 de cœur.\n"
        "- Dans une cellule libre : n’importe quelle carte, si la cellule est vide.\n"
        "- Sur une fondation : d’abord l’as de la couleur, puis le 2, le 3 et ainsi de suite jusqu’au roi, une carte"
        " à la fois."
    ),
    "rules-bakers-game-empty-columns": (
        "Une colonne vide accepte n’importe quelle carte, pas seulement un roi : seule, ou avec la suite posée dessus."
    ),
    "rules-bakers-game-cells": (
        "Chaque cellule libre contient une seule carte. Une carte en cellule peut aller sur une colonne qui l’accepte"
        " ou sur sa fondation."
    ),
    "rules-bakers-game-groups": (
        "Une suite déjà en ordre dans une colonne (une seule couleur, des valeurs qui descendent une à une, comme le"
        " 9, le 8 et le 7 de trèfle) se déplace d’un coup, en une seule action, si elle ne compte pas plus de cartes"
        " que :"
    ),
    "rules-bakers-game-formula": "(cellules libres + 1) × 2 à la puissance (colonnes vides)",
    "rules-bakers-game-groups-table": (
        "Une colonne vide double la limite, une cellule libre ajoute une carte. Quand une suite va dans une colonne"
        " vide, cette colonne ne compte pas. La colonne que la suite quitte compte comme occupée, et les dernières"
        " cartes d’une suite peuvent aussi se déplacer seules."
    ),
    "rules-bakers-game-foundations": (
        "Les fondations se montent par couleur, de l’as au roi. Aucune carte n’y va d’elle-même.\n\n"
        "Vous pouvez faire glisser la carte du dessus d’une fondation vers une cellule vide ou vers une colonne qui"
        " l’accepte ; ce coup ne rapporte rien."
    ),
    "rules-bakers-game-end": (
        "Vous gagnez quand les 52 cartes sont sur les fondations. L’application ne vous prévient pas quand il ne"
        " reste plus de coup utile : annulez quelques coups ou commencez une nouvelle partie."
    ),
    "rules-bakers-game-scoring": (
        "Annuler retire les points que le coup avait rapportés, et le score ne descend jamais sous 0."
    ),
    "rules-bakers-game-app": (
        "- Appuyez sur la carte du dessus d’une colonne ou sur une carte d’une cellule pour l’envoyer sur sa"
        " fondation quand elle peut y aller.\n"
        "- Double appui (un réglage, activé par défaut) : vers la fondation, sinon vers la plus longue colonne qui"
        " accepte la carte, sinon vers une colonne vide, sinon dans une cellule libre. Un double appui sur la"
        " première carte d’une suite déplace toute la suite vers une colonne.\n"
        "- Faites glisser une carte, avec la suite posée dessus, sur n’importe quelle pile ; les piles qui"
        " l’accepteraient sont entourées pendant le glissement.\n"
        "- Chaque coup refusé indique la règle qui l’interdit.\n"
        "- Annuler et Rétablir : les 100 dernières actions ; une suite déplacée d’un coup revient d’un coup. Le"
        " compteur de coups ne baisse jamais.\n"
        "- Chaque donne a un code comme BG1-N-ABCDEFG : copiez-le pour rejouer la donne ou pour la partager.\n"
        "- Pas d’indices en cours de partie : pendant que vous jouez, l’application ne dit jamais si la donne peut"
        " être gagnée. Une fois la partie finie, vous pouvez en demander l’analyse (Statistiques, Parties récentes).\n"
        "- Tout le jeu se joue au clavier : appuyez sur « ? » pour voir les touches."
    ),
    "rules-seahaven-towers-summary": (
        "Un seul jeu, toutes les cartes face visible. Montez les quatre fondations par couleur, de l’as au roi, avec"
        " l’aide de quatre cellules libres ; dans les colonnes, les cartes descendent dans la même couleur."
    ),
    "rules-seahaven-towers-setup": (
        "Les 52 cartes sont mélangées et distribuées face visible en dix colonnes de cinq. Les deux cartes restantes"
        " vont dans les deux premières des quatre cellules libres. Les quatre fondations, une par couleur (pique,"
        " cœur, carreau, trèfle), sont vides au départ."
    ),
    "rules-seahaven-towers-moves": (
        "- On déplace la carte du dessus d’une colonne, une carte d’une cellule, ou une suite (voir plus bas).\n"
        "- Dans une colonne, une carte se pose sur la carte de même couleur de valeur immédiatement supérieure : le"
        " 7 de cœur seulement sur le 8 de cœur.\n"
        "- Dans une cellule libre : n’importe quelle carte, si la cellule est vide.\n"
        "- Sur une fondation : d’abord l’as de la couleur, puis le 2, le 3 et ainsi de suite jusqu’au roi, une carte"
        " à la fois."
    ),
    "rules-seahaven-towers-empty-columns": (
        "Une colonne vide n’accepte qu’un roi, seul ou avec la suite posée dessus. Aucune autre carte ne peut"
        " commencer une colonne."
    ),
    "rules-seahaven-towers-cells": (
        "Chaque cellule libre contient une seule carte. Une carte en cellule peut aller sur une colonne qui l’accepte"
        " ou sur sa fondation."
    ),
    "rules-seahaven-towers-groups": (
        "Une suite déjà en ordre dans une colonne (une seule couleur, des valeurs qui descendent une à une, comme le"
        " 9, le 8 et le 7 de trèfle) se déplace d’un coup, en une seule action, si elle ne compte pas plus de cartes"
        " que :"
    ),
    "rules-seahaven-towers-formula": "(cellules libres + 1) × 2 à la puissance (colonnes vides)",
    "rules-seahaven-towers-groups-table": (
        "Une colonne vide double la limite, une cellule libre ajoute une carte. Quand un roi et sa suite vont dans"
        " une colonne vide, cette colonne ne compte pas. La colonne que la suite quitte compte comme occupée, et les"
        " dernières cartes d’une suite peuvent aussi se déplacer seules."
    ),
    "rules-seahaven-towers-foundations": (
        "Les fondations se montent par couleur, de l’as au roi. Aucune carte n’y va d’elle-même.\n\n"
        "Vous pouvez faire glisser la carte du dessus d’une fondation vers une cellule vide ou vers une colonne qui"
        " l’accepte ; ce coup ne rapporte rien."
    ),
    "rules-seahaven-towers-end": (
        "Vous gagnez quand les 52 cartes sont sur les fondations. L’application ne vous prévient pas quand il ne"
        " reste plus de coup utile : annulez quelques coups ou commencez une nouvelle partie."
    ),
    "rules-seahaven-towers-scoring": (
        "Annuler retire les points que le coup avait rapportés, et le score ne descend jamais sous 0."
    ),
    "rules-seahaven-towers-app": (
        "- Appuyez sur la carte du dessus d’une colonne ou sur une carte d’une cellule pour l’envoyer sur sa"
        " fondation quand elle peut y aller.\n"
        "- Double appui (un réglage, activé par défaut) : vers la fondation, sinon vers la plus longue colonne qui"
        " accepte la carte, sinon vers une colonne vide (un roi seulement), sinon dans une cellule libre. Un double"
        " appui sur la première carte d’une suite déplace toute la suite vers une colonne.\n"
        "- Faites glisser une carte, avec la suite posée dessus, sur n’importe quelle pile ; les piles qui"
        " l’accepteraient sont entourées pendant le glissement.\n"
        "- Chaque coup refusé indique la règle qui l’interdit.\n"
        "- Annuler et Rétablir : les 100 dernières actions ; une suite déplacée d’un coup revient d’un coup. Le"
        " compteur de coups ne baisse jamais.\n"
        "- Chaque donne a un code comme ST1-N-ABCDEFG : copiez-le pour rejouer la donne ou pour la partager.\n"
        "- Pas d’indices en cours de partie : pendant que vous jouez, l’application ne dit jamais si la donne peut"
        " être gagnée. Une fois la partie finie, vous pouvez en demander l’analyse (Statistiques, Parties récentes).\n"
        "- Tout le jeu se joue au clavier : appuyez sur « ? » pour voir les touches."
    ),
}
