"""The tools that build, serve, check and certify the site, each run from the repository root as a module.

    python3 -m tools.serve       serve dist/ as hosts do        python3 -m tools.certify   certify deals (Dask)
    python3 -m tools.daily       extend the daily calendar     python3 -m tools.examples  choose the Examples games
    python3 -m tools.check_host  check a deployed site          python3 -m tools.card_faces draw cards.svg
    python3 -m tools.icons       draw the app icons             python3 -m tools.card_preview, tools.screenshots

The others are modules of build.py (snapshot, stdlib, site_files, docstrings, wasm_memory, card_shapes).
"""
