"""The page script PyScript runs: publishes the Python side of window.solitaire (imported by the snapshot)."""

from ui.bridge import main

main()
