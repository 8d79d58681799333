"""PyScript's own Python package, compiled once when the memory snapshot is made.

At every boot PyScript writes its `pyscript` package (14 modules, 30 KB minified) into Pyodide's
file system and imports it, compiling it each time: over 100 ms of a cold start here. The snapshot
builder (tools/make_snapshot.mjs) calls `install` with those sources; the code objects and the
finder that serves them live in the snapshot's memory. A module is served precompiled only when
the file PyScript wrote is, byte for byte, the source that was compiled; any other file (another
PyScript release) is compiled from its source as usual. A boot without the snapshot never
installs the finder.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec, PathFinder, SourceFileLoader
from types import CodeType, ModuleType

SERVED: list[str] = []  # modules imported from their precompiled code, in import order


class PrecompiledLoader(SourceFileLoader):
    """Loads a module's precompiled code when its file holds the source it was compiled from."""

    def __init__(self, fullname: str, path: str, source: bytes, code: CodeType) -> None:
        super().__init__(fullname, path)
        self.source = source
        self.code = code

    def get_code(self, fullname: str) -> CodeType | None:
        """The precompiled code if the file is unchanged, else the file compiled as usual."""
        if self.get_data(self.path) != self.source:
            return super().get_code(fullname)
        SERVED.append(fullname)
        return self.code


class PrecompiledFinder:
    """A meta path finder that hands the precompiled modules it knows to PrecompiledLoader."""

    def __init__(self, compiled: dict[str, tuple[str, bytes, CodeType]]) -> None:
        self.compiled = compiled

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        """The file system's spec of `fullname`, with a PrecompiledLoader if it is the file that was compiled."""
        if fullname not in self.compiled:
            return None
        spec = PathFinder.find_spec(fullname, path, target)
        filename, source, code = self.compiled[fullname]
        if spec is not None and spec.origin and os.path.abspath(spec.origin) == filename:
            spec.loader = PrecompiledLoader(fullname, spec.origin, source, code)
        return spec


def module_of(path: str) -> str:
    """The module name of a package file path relative to the working folder ("pyscript/web.py")."""
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def install(sources: dict[str, str]) -> list[str]:
    """Compile `sources` (path relative to the working folder -> text) and serve them from now on; their modules."""
    compiled = {}
    for path, text in sources.items():
        filename = os.path.join(os.getcwd(), path)
        source = text.encode("utf-8")
        compiled[module_of(path)] = (filename, source, compile(source, filename, "exec", dont_inherit=True))
    sys.meta_path.insert(0, PrecompiledFinder(compiled))
    return sorted(compiled)
