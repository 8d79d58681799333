"""Solve deals with the `game` package of the working folder, one JSON line per deal.

bench/solver_speed.py runs this file's source with `python -c` in a checkout of some revision,
so `game` (engine and solver) is that revision's. It writes one JSON request to stdin:

    {"codes": ["EO1-C8-…", …], "time_limit": 30.0, "node_limit": null}

(null: no such limit) and reads, first, {"version": game.solver.VERSION, "game": the path of
the game package imported}, then one line per deal, in order:

    {"code": g.code, "status": "won", "nodes": 1234, "seconds": 0.52, "peak_mb": 41.3}

where peak_mb is this process's peak resident memory so far. It uses only what every solver
revision has (game.new_game(code), game.solve(g, time_limit=..., node_limit=...),
game.solver.VERSION) and the standard library, so it runs against old revisions too.
"""

from __future__ import annotations

import json
import math
import resource
import sys

import game
from game.solver import VERSION


def main() -> None:
    """Read the request from stdin, then solve each deal and print its line as soon as it is known."""
    request = json.loads(sys.stdin.read())
    time_limit = math.inf if request["time_limit"] is None else float(request["time_limit"])
    print(json.dumps({"version": VERSION, "game": game.__file__}), flush=True)
    for code in request["codes"]:
        g = game.new_game(code)
        solution = game.solve(g, time_limit=time_limit, node_limit=request["node_limit"])
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports kilobytes
        line = {"code": g.code, "status": solution.status, "nodes": solution.nodes, "seconds": solution.seconds}
        print(json.dumps({**line, "peak_mb": round(peak, 1)}), flush=True)


if __name__ == "__main__":
    main()
