"""The page's windows (dialogs): New Game, Settings, Statistics, Rules, and the statistics of the win panel.

Each window is a `<dialog>` of index.html; this module fills it from the page's state and turns
what the player chooses into calls on the Page. Texts come from the catalogue as plain text.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import js  # type: ignore[import-not-found]
from dom import by_id, make, open_dialog, present
from records import VARIANTS, Record, variant_of
from rules_page import fill_rules

import game
from game.i18n import LANGUAGE_NAMES, LANGUAGES

if TYPE_CHECKING:
    from ui import Page

KEYS = ("tab", "arrows", "enter", "shift-enter", "space", "escape", "d", "undo", "redo", "n", "b", "question")
STAT_ROWS = ("played", "won", "win_rate", "best_score", "fewest_moves", "streak", "best_streak")


class Windows:
    """The dialogs of the page, bound to one Page."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.stats_variant = VARIANTS[0]
        self.opener: Any = None

    def wire(self) -> None:
        """Connect the buttons that open windows and the controls inside them."""
        listen = self.page.listen
        listen(by_id("new-game"), "click", lambda _event: self.open_new_game())
        listen(by_id("new-game-dialog"), "close", lambda _event: self.on_new_game_closed())
        listen(by_id("new-game-form"), "change", lambda _event: self.sync_cells_choice())
        listen(by_id("new-game-rules"), "click", lambda _event: self.open_rules(game.variant_for(self.chosen_game())))
        listen(by_id("settings-button"), "click", lambda _event: self.open_settings())
        listen(by_id("settings-form"), "change", lambda _event: self.read_settings())
        listen(by_id("stats-button"), "click", lambda _event: self.open_stats())
        listen(by_id("win-stats"), "click", lambda _event: self.open_stats())
        listen(by_id("stats-variants"), "change", lambda event: self.show_stats(str(event.target.value)))
        listen(by_id("stats-reset"), "click", lambda _event: self.ask_reset(True))
        listen(by_id("stats-reset-cancel"), "click", lambda _event: self.ask_reset(False))
        listen(by_id("stats-reset-confirm"), "click", lambda _event: self.reset_stats())
        listen(by_id("rules-button"), "click", lambda _event: self.open_rules(self.page.game.record))
        listen(by_id("rules-page"), "click", self.on_rules_click)
        for dialog in js.document.querySelectorAll("dialog"):
            listen(dialog, "close", lambda _event: self.restore_focus())
        self.fill_language_choices()

    def show_modal(self, dialog_id: str) -> None:
        """Open a window, remembering where the focus was so that closing it brings the focus back."""
        active = js.document.activeElement
        if open_dialog() is None:
            self.opener = present(active)
        menu = by_id("more-menu")
        if menu.matches(":popover-open"):
            menu.hidePopover()
        by_id(dialog_id).showModal()

    def close_all(self) -> None:
        """Close every window and the More menu without acting on them, and without moving the focus back."""
        self.opener = None
        for dialog in js.document.querySelectorAll("dialog[open]"):
            dialog.close("cancel")
        menu = by_id("more-menu")
        if menu.matches(":popover-open"):
            menu.hidePopover()

    def restore_focus(self) -> None:
        """Put the focus back where it was before the windows opened (never lost to the page body)."""
        if open_dialog() is not None or self.opener is None:
            return
        opener, self.opener = self.opener, None
        if opener.isConnected and opener.checkVisibility():
            opener.focus()
        elif by_id("more-button").checkVisibility():
            by_id("more-button").focus()
        else:
            self.page.keyboard.focus(self.page.keyboard.pile)

    # New game

    def open_new_game(self) -> None:
        """Open the New Game window with the current game preselected."""
        form = by_id("new-game-form")
        current = self.page.game
        form.querySelector(f'input[name="game"][value="{current.name}"]').checked = True
        form.querySelector(f'input[name="cells"][value="{current.cells or 8}"]').checked = True
        self.sync_cells_choice()
        by_id("new-game-dialog").returnValue = ""
        self.show_modal("new-game-dialog")

    def chosen_game(self) -> str:
        """The game chosen in the New Game window."""
        return str(by_id("new-game-form").querySelector('input[name="game"]:checked').value)

    def sync_cells_choice(self) -> None:
        """The cell count is a choice only for a game with a variant per cell count (Eight Off)."""
        by_id("cells-fieldset").disabled = len(game.variants_of(self.chosen_game())) < 2

    def on_new_game_closed(self) -> None:
        """Deal what the New Game window asked for, if anything."""
        dialog = by_id("new-game-dialog")
        if dialog.returnValue == "deal":
            cells = int(by_id("new-game-form").querySelector('input[name="cells"]:checked').value)
            self.page.new_deal(self.chosen_game(), cells)
        elif dialog.returnValue == "code":
            field = by_id("dialog-code-input")
            if self.page.play_code(str(field.value)):
                field.value = ""

    # Settings

    def fill_language_choices(self) -> None:
        """The language menu: the browser's choice, then every language in its own name."""
        select = by_id("setting-language")
        select.replaceChildren()
        automatic = make("option")
        automatic.value = ""
        automatic.setAttribute("data-text", "theme-system")
        select.append(automatic)
        for language in LANGUAGES:
            option = make("option", LANGUAGE_NAMES[language])
            option.value = language
            option.lang = language
            select.append(option)

    def open_settings(self) -> None:
        """Open the Settings window showing the current settings."""
        settings = self.page.settings
        by_id("setting-language").value = settings.language or ""
        by_id("setting-language").querySelector("option[value='']").textContent = self.page.texts.text("theme-system")
        by_id("setting-double-tap").checked = settings.double_tap
        by_id("setting-auto-placement").checked = settings.auto_placement
        by_id("setting-motion").checked = settings.motion
        by_id("setting-four-colour").checked = settings.four_colour
        by_id("settings-form").querySelector(f'input[name="theme"][value="{settings.theme}"]').checked = True
        self.show_modal("settings-dialog")

    def read_settings(self) -> None:
        """Apply what the Settings window shows."""
        language = str(by_id("setting-language").value) or None
        theme = str(by_id("settings-form").querySelector('input[name="theme"]:checked').value)
        self.page.change_settings(
            replace(
                self.page.settings,
                language=language,
                theme=theme,
                double_tap=bool(by_id("setting-double-tap").checked),
                auto_placement=bool(by_id("setting-auto-placement").checked),
                motion=bool(by_id("setting-motion").checked),
                four_colour=bool(by_id("setting-four-colour").checked),
            )
        )
        by_id("setting-language").querySelector("option[value='']").textContent = self.page.texts.text("theme-system")

    # Statistics

    def open_stats(self) -> None:
        """Open the Statistics window on the current game's variant."""
        self.ask_reset(False)
        self.fill_variant_choices()
        self.show_stats(variant_of(self.page.game))
        self.show_modal("stats-dialog")

    def fill_variant_choices(self) -> None:
        """One choice per game variant, named in the player's language."""
        texts = self.page.texts
        choices = by_id("stats-variants")
        choices.replaceChildren()
        for variant in VARIANTS:
            label = make("label")
            radio = make("input")
            radio.type = "radio"
            radio.name = "stats-variant"
            radio.value = variant
            label.append(radio, make("span", variant_name(texts, variant)))
            choices.append(label)

    def show_stats(self, variant: str) -> None:
        """Show one variant's statistics in the Statistics window."""
        self.stats_variant = variant
        radio = present(by_id("stats-variants").querySelector(f'input[value="{variant}"]'))
        if radio is not None:
            radio.checked = True
        fill_stats_list(by_id("stats-list"), self.page, self.page.progress.stats.records[variant])

    def show_win_stats(self) -> None:
        """The win panel shows the statistics of the game just won."""
        fill_stats_list(
            by_id("win-stats-list"), self.page, self.page.progress.stats.records[variant_of(self.page.game)]
        )

    def ask_reset(self, asking: bool) -> None:
        """Show or hide the question that confirms a reset of the statistics."""
        by_id("stats-reset-question").hidden = not asking
        by_id("stats-reset").hidden = asking
        if asking:
            by_id("stats-reset-cancel").focus()

    def reset_stats(self) -> None:
        """Reset every statistic, after the player confirmed."""
        self.page.progress.reset_stats()
        self.ask_reset(False)
        self.show_stats(self.stats_variant)
        self.page.notice("stats-reset-done")
        by_id("stats-reset").focus()

    # Keys

    def open_keys(self) -> None:
        """Open the list of keys (SPEC §7.5): each key and what it does."""
        keys = by_id("keys-list")
        keys.replaceChildren()
        texts = self.page.texts
        for key in KEYS:
            row = make("div", class_="key-row")
            row.append(make("dt", texts.text(f"key-{key}")), make("dd", texts.text(f"keys-{key}")))
            keys.append(row)
        self.show_modal("keys-dialog")

    # Rules

    def open_rules(self, record: game.VariantRecord) -> None:
        """Open the Rules page of a variant's game in the player's language."""
        fill_rules(by_id("rules-content"), self.page.texts, record)
        self.show_modal("rules-page")
        by_id("rules-page").scrollTop = 0

    def on_rules_click(self, event: Any) -> None:
        """The example link of a Rules page starts its deal (a change of deal closes the windows)."""
        link = present(event.target.closest("a[data-code]"))
        if link is None:
            return
        event.preventDefault()
        self.page.start_code(str(link.dataset.code), self.page.texts.text("new-deal", code=str(link.dataset.code)))


def variant_name(texts: Any, variant: str) -> str:
    """The name of the variant with statistics key `variant`: "Forty Thieves", "Eight Off, 4 free cells"."""
    return str(texts.variant_name(game.find_variant(variant)))


def fill_stats_list(target: Any, page: Page, record: Record) -> None:
    """Write one variant's statistics as a description list (label, value)."""
    texts = page.texts
    values = {
        "played": str(record.played),
        "won": str(record.won),
        "win_rate": texts.text("stats-none")
        if record.win_rate is None
        else texts.text("percent", value=round(100 * record.win_rate)),
        "best_score": str(record.best_score),
        "fewest_moves": texts.text("stats-none") if record.fewest_moves is None else str(record.fewest_moves),
        "streak": str(record.streak),
        "best_streak": str(record.best_streak),
    }
    target.replaceChildren()
    for row in STAT_ROWS:
        entry = make("div", class_="stat-row")
        entry.setAttribute("data-stat", row)
        entry.append(make("dt", texts.text(f"stats-{row.replace('_', '-')}")), make("dd", values[row]))
        target.append(entry)
