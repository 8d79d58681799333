"""Five languages and the Rules pages in the browser."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

import game
from game.i18n import catalogue
from game.pages import pages_of
from tests.support.helpers import each_language_and_game
from tests.support.pages import PageSession, assert_shows, choose_language, click_tool, message, open_page, show_code
from tools.pages import DESKTOP, card_point, wait_for_board, wait_ready

pytestmark = pytest.mark.browser

LOCALES = {"cs-CZ": "cs", "sk-SK": "sk", "nb-NO": "nb", "pt-BR": "pt", "en-US": "en", "nn-NO": "nb", "ja-JP": "en"} | {
    "fr-FR": "fr",
    "de-DE": "de",
    "es-ES": "es",
    "it-IT": "it",
    "pl-PL": "pl",
}


def open_in(browser: Browser, url: str, locale: str) -> PageSession:
    """A page of a fresh context whose browser language is `locale`."""
    return open_page(browser.new_context(locale=locale, viewport=DESKTOP), url)


def fixed_texts(page: Page) -> dict[str, str]:
    """Every fixed text of the page by its message id (data-text elements)."""
    pairs = page.evaluate("[...document.querySelectorAll('[data-text]')].map(e => [e.dataset.text, e.textContent])")
    return dict(pairs)


def assert_speaks(page: Page, language: str) -> None:
    """The page is entirely in `language`: html lang, every fixed text, the game name and a pile label."""
    words = catalogue(language)
    assert page.evaluate("document.documentElement.lang") == language
    for message_id, text in fixed_texts(page).items():
        assert text == words.text(message_id), message_id
    assert page.evaluate("document.title") == words.text("page-title")
    assert page.locator("[data-testid=game-name]").inner_text() == words.text("forty-thieves")
    assert (
        page.locator("[data-pile=column-5]").get_attribute("aria-label").startswith(words.text("pile-column", number=5))
    )


@pytest.mark.parametrize("locale", sorted(LOCALES))
def test_the_browser_language_is_used(browser: Browser, site_url: str, locale: str) -> None:
    """A browser set to one of our languages (or nn/no for Bokmål) gets the app in it, English otherwise."""
    opened = open_in(browser, f"{site_url}#FT1-N-LANGUES", locale)
    try:
        language = LOCALES[locale]
        assert_speaks(opened.page, language)
        expected = game.new_game("FT1-N-LANGUES")
        refusal = refused_tap(expected)
        opened.page.mouse.click(*card_point(opened.page, refusal[0]))
        opened.page.wait_for_function(
            "text => document.querySelector('[data-testid=message]').textContent === text",
            arg=catalogue(language).rule(refusal[1]),
        )
        assert_shows(opened.page, expected)
        assert opened.errors == []
    finally:
        opened.context.close()


def refused_tap(current: game.Game) -> tuple[str, str]:
    """A column whose top card a tap cannot move, and the rule that refuses it."""
    for column in current.variant.columns:
        try:
            game.load_game(current.to_json()).tap(column)
        except game.IllegalMove as refusal:
            return column, refusal.rule
    raise AssertionError("every tap works in this deal")


@pytest.fixture(scope="module")
def czech(browser: Browser, site_url: str) -> Iterator[PageSession]:
    """A page whose browser speaks Czech."""
    opened = open_in(browser, f"{site_url}#FT1-N-PREPNUT", "cs-CZ")
    yield opened
    opened.context.close()


def test_switching_language_changes_every_text_at_once_and_is_remembered(czech: PageSession) -> None:
    """Slovak chosen in Settings: every text changes without a reload, and stays after one; then back to Czech."""
    page = czech.page
    assert_speaks(page, "cs")
    page.evaluate("window.__sameDocument = true")
    choose_language(page, "sk")
    assert page.evaluate("window.__sameDocument") is True
    assert_speaks(page, "sk")
    assert page.locator("[data-pile=column-1] [data-card]").first.get_attribute("aria-label") == catalogue("sk").card(
        game.new_game("FT1-N-PREPNUT").piles["column-1"][0]
    )
    page.reload()
    wait_ready(page)
    assert_speaks(page, "sk")
    choose_language(page, "")
    assert_speaks(page, "cs")
    assert czech.errors == []


# The scoring table's points, row by row, where a game's differ from the free cell games' +10, +5 and 0.
FORTY_THIEVES_FAMILY = ("forty-thieves", "lucas", "maria", "limited", "streets")
POINTS = {name: ["0", "+10", "+5", "−15", "0"] for name in FORTY_THIEVES_FAMILY}
RULES_CASES = each_language_and_game()  # every page in every language: tests/test_languages.py


@pytest.mark.parametrize(("language", "name"), RULES_CASES)
def test_each_rules_page_opens_with_its_scoring_table_and_example(czech: PageSession, language: str, name: str) -> None:
    """A game's Rules page in a language (each at least once): its title, the scoring table, an example to start."""
    page = czech.page
    words = catalogue(language)
    choose_language(page, language)
    record = game.variants_of(name)[-1]
    show_code(page, f"{record.prefix}-{record.part}-RULESAA")
    click_tool(page, "[data-testid=rules]")
    rules = page.locator("[data-testid=rules-page]")
    rules.wait_for(state="visible")
    assert rules.locator("h2").inner_text() == words.text("rules-title", game=words.text(name))
    scoring = rules.locator("table.scoring")
    rows = pages_of(name).scoring
    assert scoring.locator("tbody tr").count() == len(rows)
    foundation_row = next(number for number, (text_id, _) in enumerate(rows) if text_id == "score-to-foundation")
    assert scoring.locator("tbody tr").nth(foundation_row).locator("th").inner_text() == words.text(
        "score-to-foundation"
    )
    points = scoring.locator("tbody td").all_inner_texts()
    assert points == POINTS.get(name, ["+10", "+5", "0"])
    if record.cells:
        groups = rules.locator("table.groups tbody tr")
        assert groups.count() == 9
        assert groups.nth(2).locator("td").all_inner_texts() == ["3", "6", "12", "3", "6"]
    link = rules.locator("a[data-code]")
    code = link.get_attribute("data-code")
    assert code is not None
    link.click()
    rules.wait_for(state="hidden")
    expected = game.new_game(code)
    wait_for_board(page, expected)
    assert_shows(page, expected)
    assert message(page) == words.text("new-deal", code=code)
    assert czech.errors == []


def test_the_new_game_window_opens_the_rules_of_the_chosen_game(czech: PageSession) -> None:
    """The Rules button of the New Game window shows the rules of the game chosen there."""
    page = czech.page
    show_code(page, "FT1-N-RULESNG")
    page.click("[data-testid=new-game]")
    page.check('#new-game-dialog input[name=game][value="eight-off"]')
    page.click("#new-game-rules")
    rules = page.locator("[data-testid=rules-page]")
    rules.wait_for(state="visible")
    assert rules.locator("#rules-content").get_attribute("data-game") == "eight-off"
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog[open]", state="detached")


def test_the_text_shown_while_starting_is_in_the_browser_language(browser: Browser, site_url: str) -> None:
    """A link, so nothing is painted before Python runs (here it never does: Pyodide is held back): the boot text
    is already Norwegian."""
    context = browser.new_context(locale="nb-NO")
    try:
        page = context.new_page()
        page.route("**/pyodide/**", lambda route: None)  # never answered: the start waits, it does not fail
        page.goto(f"{site_url}#FT1-N-BOOTTXT", wait_until="commit")
        page.wait_for_function(
            "text => document.getElementById('boot-text').textContent === text", arg=catalogue("nb").text("starting")
        )
        assert page.evaluate("document.documentElement.lang") == "nb"
    finally:
        context.close()


def test_a_start_that_fails_says_so_in_the_browser_language(browser: Browser, site_url: str) -> None:
    """A file missing from the server stops the start: message line, boot text and announcer say so, with the reason."""
    context = browser.new_context(locale="cs-CZ", viewport=DESKTOP)
    try:
        page = context.new_page()
        page.route("**/python-files.json", lambda route: route.fulfill(status=404, body="missing"))
        page.goto(f"{site_url}#FT1-N-LATEONE")
        failed = catalogue("cs").text("boot-failed", reason="")
        message = page.locator("[data-testid=message]")
        page.wait_for_function("text => document.getElementById('message').textContent.startsWith(text)", arg=failed)
        assert "python-files.json: HTTP 404" in message.inner_text()
        assert page.evaluate("document.documentElement.dataset.boot") == "failed"
        assert page.locator("[data-testid=announcer]").inner_text() == message.inner_text()
        assert page.locator("#boot-text").inner_text() == message.inner_text()
        assert page.locator("#boot-progress").count() == 0
        assert page.evaluate("document.documentElement.hasAttribute('data-ready')") is False
    finally:
        context.close()
