"""Shakipesh's computer players' names, each with its gender (a sentence about the player agrees
with it) and its Hebrew spelling (a Hebrew page writes it so): tables/names.py says how the
site uses them."""

from __future__ import annotations

from collections.abc import Mapping

from tables.names import Name, declared

# In the order the seeded draw picks from (tables.services.open_table): a table stored with
# a seed keeps its names only while this order stays.
NAMES: Mapping[str, Name] = declared(
    "Asher m אשר, Astrid f אסטריד, Bjørn m ביורן, Dagny f דאגני, "  # i18n: keep (names)
    "Einar m איינר, Frida f פרידה, Gunnar m גונאר, Hedda f הדה, "
    "Imani f אימאני, Ivar m איבאר, Knut m קנוט, Liv f ליב, "
    "Mette f מטה, Ragna f ראגנה, Solveig f סולווייג, Zuberi m זוברי"
)
