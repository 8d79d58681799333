"""Small helpers for the page modules that touch the DOM: finding and making elements."""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import jsnull  # type: ignore[import-not-found]


def by_id(element_id: str) -> Any:
    """The page element with this id."""
    return js.document.getElementById(element_id)


def present(value: Any) -> Any | None:
    """A JS value, or None for JS null and undefined (so that `is None` tests work)."""
    return None if value is None or value is jsnull else value


def make(tag: str, text: str = "", **attributes: str) -> Any:
    """A new element with plain text and attributes (`class_` for class, `data_x` for data-x)."""
    element = js.document.createElement(tag)
    if text:
        element.textContent = text
    for name, value in attributes.items():
        element.setAttribute(name.rstrip("_").replace("_", "-"), value)
    return element


def open_dialog() -> Any | None:
    """The window (dialog) that is open, if any."""
    return present(js.document.querySelector("dialog[open]"))
