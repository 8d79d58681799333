"""The FAQ page and the Rules pages' odds in the browser (its `faq` and `faq-page` test ids)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from game.i18n import LANGUAGES, catalogue
from tests.support.pages import PageSession, click_tool, show_code
from ui.faq_page import TOPICS
from ui.rules_page import odds_lines
from ui.texts import Texts

pytestmark = pytest.mark.browser


def choose_language(page: Page, language: str) -> None:
    """Pick a language in the Settings window ("" for the browser's) and close it."""
    click_tool(page, "#settings-button")
    page.select_option("#setting-language", language)
    page.locator("#settings-dialog button[type=submit]").click()
    page.wait_for_selector("#settings-dialog", state="hidden")


def test_the_faq_opens_from_the_more_menu_in_every_language(ui: PageSession) -> None:
    """More, then FAQ: the title and one heading per question in each language; Escape closes, focus comes back."""
    page = ui.page
    page.set_viewport_size({"width": 390, "height": 844})
    faq = page.locator("[data-testid=faq-page]")
    try:
        for language in LANGUAGES:
            words = catalogue(language)
            choose_language(page, language)
            click_tool(page, "[data-testid=faq]")
            faq.wait_for(state="visible")
            assert faq.locator("h2").inner_text() == words.text("faq-title")
            assert faq.locator("h3").all_inner_texts() == [words.text(f"faq-{topic}") for topic in TOPICS]
            assert faq.locator("ul li").count() > 0
            page.keyboard.press("Escape")
            faq.wait_for(state="hidden")
            assert page.evaluate("document.activeElement.id") == "more-button"
    finally:
        choose_language(page, "")


def test_the_rules_page_shows_the_odds_and_opens_the_faq(ui: PageSession) -> None:
    """Each Rules page shows its odds per variant; its FAQ link opens the FAQ over it (the address unchanged)."""
    page = ui.page
    texts = Texts("en")
    rules = page.locator("[data-testid=rules-page]")
    faq = page.locator("[data-testid=faq-page]")
    for code in ("EO1-C8-AAAAAAA", "FT1-N-AAAAAAA"):
        record = show_code(page, code).record
        click_tool(page, "[data-testid=rules]")
        rules.wait_for(state="visible")
        expected = [line["text"] for line in odds_lines(texts, record)]
        assert expected and rules.locator("p.odds").all_inner_texts() == expected
        rules.locator("a[data-window=faq]").click()
        faq.wait_for(state="visible")
        assert rules.is_visible()
        page.keyboard.press("Escape")
        faq.wait_for(state="hidden")
        assert page.evaluate("document.activeElement.dataset.window") == "faq"
        page.keyboard.press("Escape")
        rules.wait_for(state="hidden")
        assert page.evaluate("document.activeElement.id") == "rules-button"
    assert page.evaluate("location.hash") == "#FT1-N-AAAAAAA"
