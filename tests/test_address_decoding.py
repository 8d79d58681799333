"""The address's fragment is percent-decoded as urllib.parse.unquote would (ui.session).

The page does it itself so that a first visit need not fetch urllib.parse; these
properties hold it to the standard library's answer for any text, escaped or not.
"""

from __future__ import annotations

from urllib.parse import quote, quote_from_bytes, unquote

from hypothesis import given
from hypothesis import strategies as st

from ui.session import percent_decoded

# Texts full of escapes, broken escapes and non-ASCII letters.
ESCAPY = st.text(alphabet="%0123456789abcdefABCDEFgxyZ-€é", max_size=40)


@given(st.text())
def test_any_text_and_its_quoted_form_decode_as_unquote_decodes_them(text: str) -> None:
    """Plain text is left alone; quoted text comes back; both as unquote has them."""
    assert percent_decoded(text) == unquote(text)
    assert percent_decoded(quote(text, safe="")) == unquote(quote(text, safe="")) == text


@given(ESCAPY)
def test_broken_and_partial_escapes_decode_as_unquote_decodes_them(text: str) -> None:
    """A lone %, a % with one hex digit, and escapes that are not UTF-8 give unquote's result."""
    assert percent_decoded(text) == unquote(text)


@given(st.binary(max_size=40))
def test_escaped_bytes_that_are_not_utf8_become_replacement_characters_as_in_unquote(data: bytes) -> None:
    """Any bytes, escaped: the same text as unquote's, U+FFFD where they are not UTF-8."""
    assert percent_decoded(quote_from_bytes(data, safe="")) == unquote(quote_from_bytes(data, safe=""))


def test_a_percent_escaped_deal_code_reads_as_the_code() -> None:
    """A code whose letters a mail program escaped is the same code."""
    assert percent_decoded("FT1%2DN%2dAAAAAAA") == "FT1-N-AAAAAAA"
