"""Dependencies point one way: games -> shared apps -> cards, and config only wires.

Read from the import statements of every first-party package, the games included (the toy,
the tests' example game, too), wherever they stand: an import inside a function (or under
TYPE_CHECKING) is a dependency all the same, it only fails later.

- No module imports one that imports it back.
- No package imports one that imports it back, counting all its modules (``tables.a`` ->
  ``leaderboards.b`` and ``leaderboards.c`` -> ``tables.d`` is a cycle of packages).
- The allowed direction: cards and web (the web edge) import no first-party package;
  accounts only those two; no package but config imports config (the tests aside: they test
  it); a shared package never names a game (it finds games through the tables' registry) and
  a game never names another; nothing but the tests imports the tests.
- A game's own tests (``<game>.tests``) count as a package of their own: they may import
  their game, the shared packages and the shared tests (``tests``), never another game or its
  tests; no other tests name them (the contract suite finds a game's oracle by name:
  ``tests/contract/games.py``).

A failure names each offending import as ``path:line``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOTTOM = ("cards", "web")  # what every other package may build on, building on nothing
ACCOUNTS_MAY_IMPORT = BOTTOM


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the first-party module it imports
    where: str  # path:line of the statement


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(module: str, is_package: bool, tree: ast.AST) -> Iterator[tuple[str, int]]:
    """(dotted name, line) of everything ``tree`` imports, anywhere in its body; relative
    imports resolved. ``from a import b`` gives ``a`` and ``a.b`` (either may be a module)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")[:None if is_package else -1]
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            if node.module:
                yield base, node.lineno
            for alias in node.names:
                yield f"{base}.{alias.name}", node.lineno


def package_of(module: str) -> str:
    """The package a module counts in: its top-level package, each game's own tests
    (``<game>.tests``) apart."""
    top, _, rest = module.partition(".")
    return f"{top}.tests" if rest == "tests" or rest.startswith("tests.") else top


def game_of_tests(package: str) -> str | None:
    """The game whose own tests ``package`` is (``sixes.tests`` -> ``sixes``); else None."""
    return package.removesuffix(".tests") if package.endswith(".tests") else None


def is_tests(package: str) -> bool:
    """The shared tests or a game's own."""
    return package == "tests" or game_of_tests(package) is not None


@cache
def first_party_files() -> tuple[Path, ...]:
    packages = sorted(path.parent for path in ROOT.glob("*/__init__.py"))
    return tuple(path for package in packages for path in sorted(package.rglob("*.py"))
                 if "__pycache__" not in path.parts)


@cache
def all_imports() -> tuple[Import, ...]:
    files = first_party_files()
    known = {module_name(path) for path in files}
    found = []
    for path in files:
        source = module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for name, line in imported_names(source, path.name == "__init__.py", tree):
            if name in known:
                found.append(Import(source, name, f"{path.relative_to(ROOT)}:{line}"))
    return tuple(found)


def games() -> set[str]:
    """The game packages: each has its rules engine in ``engine/``."""
    return {path.parent.parent.name for path in ROOT.glob("*/engine/__init__.py")}


def module_graph(imports: Iterable[Import]) -> dict[str, set[str]]:
    # A package's __init__ is imported with any of its modules, but importing the package
    # itself is no edge to its modules; a module's own package is not a cycle either.
    edges: dict[str, set[str]] = {}
    for found in imports:
        if found.target != found.source and not found.source.startswith(f"{found.target}."):
            edges.setdefault(found.source, set()).add(found.target)
    return edges


def package_graph(imports: Iterable[Import]) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for found in imports:
        source, target = package_of(found.source), package_of(found.target)
        if source != target:
            edges.setdefault(source, set()).add(target)
    return edges


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in sorted(edges.get(node, ())):
            if state.get(target) == 1:
                return stack[stack.index(target):] + [target]
            if target not in state and (cycle := visit(target)):
                return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def explain(cycle: list[str], imports: Iterable[Import], packages: bool) -> str:
    """The cycle, each step with one import that makes it (``path:line``)."""
    level = package_of if packages else str
    steps = [cycle[0]]
    for source, target in zip(cycle, cycle[1:], strict=False):
        where = next(found.where for found in imports
                     if level(found.source) == source and level(found.target) == target)
        steps.append(f"-> {target} ({where})")
    return " ".join(steps)


def wrong_way(source: str, target: str, game_packages: set[str]) -> str | None:
    """Why package ``source`` may not import package ``target``; None if it may."""
    if source == target:
        return None
    if source in BOTTOM:
        return f"{source} imports no first-party package"
    if target == "config" and not is_tests(source):
        return "only config imports config: it wires the site, it serves no app"
    if source == "accounts" and target not in ACCOUNTS_MAY_IMPORT:
        return "accounts knows no tables, boards, statistics or games"
    if is_tests(target) and not is_tests(source):
        return "nothing but the tests imports the tests"
    if game_of_tests(target) is not None:
        return "a game's own tests are named by no other tests (its oracle is found by name)"
    game = game_of_tests(source)
    if target in game_packages and game is not None and target != game:
        return "a game's tests import no other game"
    if target in game_packages and source in game_packages:
        return "a game imports no other game"
    if target in game_packages and source not in ("config", "tests") and game is None:
        return "a shared package finds games through the registry, never by name"
    return None


def offending(imports: Iterable[Import], game_packages: set[str]) -> list[str]:
    found = []
    for each in imports:
        why = wrong_way(package_of(each.source), package_of(each.target), game_packages)
        if why:
            found.append(f"{each.where}: {each.source} imports {each.target}: {why}")
    return found


# ---------------------------------------------------------------- the checker itself


def test_the_finder_sees_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_reader_sees_imports_in_functions_and_relative_ones() -> None:
    tree = ast.parse("import a.b\n\ndef f():\n    from . import c\n    from ..d import e\n")
    assert sorted(imported_names("p.q.m", False, tree)) == [
        ("a.b", 1), ("p.d", 5), ("p.d.e", 5), ("p.q.c", 4)]
    assert sorted(imported_names("p", True, ast.parse("from .celery import app"))) == [
        ("p.celery", 1), ("p.celery.app", 1)]


def test_the_packages_collapse_and_name_their_imports() -> None:
    imports = [Import("tables.a", "leaderboards.b", "tables/a.py:3"),
               Import("leaderboards.c", "tables.d", "leaderboards/c.py:9")]
    assert find_cycle(module_graph(imports)) is None
    cycle = find_cycle(package_graph(imports))
    assert cycle == ["leaderboards", "tables", "leaderboards"]
    assert explain(cycle, imports, packages=True) == (
        "leaderboards -> tables (leaderboards/c.py:9) -> leaderboards (tables/a.py:3)")
    assert package_of("toy.engine.game") == "toy" and package_of("tests.x") == "tests"
    assert package_of("sixes.tests.engine.test_deal") == "sixes.tests" == package_of(
        "sixes.tests") and package_of("sixes.testsuite") == "sixes"


def test_the_direction_refuses_what_points_back() -> None:
    game = {"sheepshead", "shiesta", "sixes", "toy"}
    for source, target in [("accounts", "tables"), ("accounts", "leaderboards"),
                           ("accounts", "stats"), ("tables", "config"), ("web", "accounts"),
                           ("cards", "tables"), ("tables", "sheepshead"), ("stats", "toy"),
                           ("sheepshead", "tests"), ("toy", "tests"), ("sheepshead", "config"),
                           ("sheepshead", "sheepshead.tests"), ("tables", "sixes.tests"),
                           ("tests", "sixes.tests"), ("sixes.tests", "shiesta.tests"),
                           ("sixes.tests", "shiesta"), ("sixes.tests", "toy")]:
        assert wrong_way(source, target, game), (source, target)
    for source, target in [("tables", "accounts"), ("leaderboards", "tables"),
                           ("sheepshead", "tables"), ("sheepshead", "leaderboards"),
                           ("config", "sheepshead"), ("config", "pages"), ("tests", "config"),
                           ("tests", "toy"), ("accounts", "web"), ("toy", "cards"),
                           ("sixes.tests", "sixes"), ("sixes.tests", "tests"),
                           ("sixes.tests", "tables"), ("sixes.tests", "config")]:
        assert wrong_way(source, target, game) is None, (source, target)
    assert offending([Import("accounts.x", "tables.models", "accounts/x.py:4"),
                      Import("tables.y", "accounts.models", "tables/y.py:7")], game) == [
        "accounts/x.py:4: accounts.x imports tables.models: accounts knows no tables, boards,"
        " statistics or games"]


# ---------------------------------------------------------------- the site


def test_every_package_is_read() -> None:
    packages = {package_of(found.source) for found in all_imports()}
    assert {"cards", "web", "accounts", "tables", "leaderboards", "stats", "pages", "config",
            "tests", *games(), *(f"{game}.tests" for game in games())} <= packages
    assert {"sheepshead", "shiesta", "sixes", "shakipesh"} <= games()


def test_no_module_imports_one_that_imports_it_back() -> None:
    cycle = find_cycle(module_graph(all_imports()))
    assert cycle is None, explain(cycle, all_imports(), packages=False)


def test_no_package_imports_one_that_imports_it_back() -> None:
    cycle = find_cycle(package_graph(all_imports()))
    assert cycle is None, explain(cycle, all_imports(), packages=True)


def test_dependencies_point_one_way() -> None:
    found = offending(all_imports(), games())
    assert not found, "\n".join(found)
