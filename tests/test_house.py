"""The repository explains itself: no tracked file cites a document that a clone does not contain."""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Built from parts so that this file does not match itself; a bare section sign is a citation too.
CITATION = re.compile(r"\b" + "SP" + r"EC\b|\b" + "STY" + r"LE\b|\.\./" + "shared|" + "\u00a7")

# The certified deals hold codes and moves only; their data cannot cite anything.
SKIPPED = re.compile(r"^game/certified/(forty-thieves|eight-off-\d+)\.txt$")


def tracked_files() -> list[str]:
    """The repository's tracked files, as git lists them."""
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, text=True)
    return [name for name in listing.stdout.split("\0") if name and not SKIPPED.match(name)]


def citations(name: str) -> list[str]:
    """Each `file:line: text` of one tracked file that cites an outside document; none for a binary file."""
    data = (ROOT / name).read_bytes()
    if b"\0" in data:
        return []
    lines = data.decode("utf-8", errors="replace").splitlines()
    return [f"{name}:{number}: {line.strip()}" for number, line in enumerate(lines, 1) if CITATION.search(line)]


def test_the_pattern_finds_a_citation() -> None:
    """The search catches each kind of citation and leaves ordinary words such as STYLES alone."""
    cited = ["(" + "SP" + "EC \u00a716)", "(" + "STY" + "LE 15)", "see ../" + "shared/notes.md", "(\u00a717.2)"]
    assert all(CITATION.search(text) for text in cited)
    assert not CITATION.search("STYLES = ROOT / 'static'; a SPECIAL case; inspect")


def test_no_tracked_file_cites_a_document_it_does_not_contain() -> None:
    """Comments and documents state their reason or link docs/, never a document outside the repository."""
    found = [line for name in tracked_files() if (ROOT / name).is_file() for line in citations(name)]
    assert not found, "cites a document the repository does not contain:\n" + "\n".join(found)
