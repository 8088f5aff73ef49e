"""What the site knows of its computer players' names: each name's grammatical gender and how
a page in another script writes it; the names themselves are the games'.

Each game declares its computer names in its own folder (``<game>/names.py``, given to its
``GameSpec`` as ``computer_names`` and ``name_facts``), each with its gender and Hebrew
spelling, in the Latin letters stored in a table's seats; ``tests/tables/test_names.py``
holds every registered game to it. A sentence about a player agrees with the gender where a
language inflects for it ("Shira played" is ``%(name)s שיחקה`` in Hebrew:
``static/tables/seats.js`` chooses the form), and a Hebrew page writes the name in Hebrew
letters.

The player entries a view sends (``seat_view``) carry both, looked up by the stored name when
the view is made, so a table stored before the names had facts reads the same. A name reads
the same in every game: a stored name the table's game no longer declares is looked up in
the other games' (``registry.known_names``). A person's gender the site does not know:
``None``, and the sentence takes the masculine form.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Gender = Literal["f", "m"]


@dataclass(frozen=True)
class Name:
    gender: Gender
    # The name as a page in that language writes it, by language code; a language not here
    # writes the name as stored.
    written: Mapping[str, str] = field(default_factory=dict)


def declared(entries: str) -> dict[str, Name]:
    """A game's names, in the order it plays them (the seeded draw picks from that order):
    ``"Ada f עדה, Bert m ברט"``, each its Latin letters, its gender and its Hebrew
    spelling."""
    found = {}
    for entry in entries.split(","):
        latin, gender, hebrew = entry.split()
        if gender not in ("f", "m"):
            raise ValueError(f"{latin}: gender {gender!r} is neither f nor m")
        found[latin] = Name("f" if gender == "f" else "m", {"he": hebrew})
    return found


def lookup(latin: str, known: Mapping[str, Name] | None = None) -> Name | None:
    """A computer name's facts among the ``known`` names: a view passes its game's own first,
    then every other registered game's (``registry.known_names``)."""
    return (known or {}).get(latin)


def seat_facts(seat: Mapping[str, Any], known: Mapping[str, Name] | None = None
               ) -> dict[str, Any]:
    """A stored seat's gender and other spellings, for its player entry: a computer's from
    the ``known`` names; a person's as they chose it (``Player.gender``, kept in the row),
    else unknown (``None``), like a name no game declares; a person's name is written as
    they wrote it."""
    if seat.get("kind") == "person":
        return {"gender": seat.get("gender") or None, "names": {}}
    name = lookup(seat.get("name", ""), known)
    if name is None:
        return {"gender": None, "names": {}}
    return {"gender": name.gender, "names": dict(name.written)}


__all__ = ["Gender", "Name", "declared", "lookup", "seat_facts"]
