"""The page script PyScript runs: starts the game (static/ui.py, already imported by the memory snapshot)."""

from ui import main

main()
