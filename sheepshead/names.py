"""Sheepshead's computer players' names, each with its gender (a sentence about the player agrees
with it) and its Hebrew spelling (a Hebrew page writes it so): tables/names.py says how the
site uses them."""

from __future__ import annotations

from collections.abc import Mapping

from tables.names import Name, declared

# In the order the seeded draw picks from (tables.services.open_table): a table stored with
# a seed keeps its names only while this order stays.
NAMES: Mapping[str, Name] = declared(
    "Ada f עדה, Bert m ברט, Clara f קלרה, Dietrich m דיטריך, "  # i18n: keep (names)
    "Elsa f אלזה, Fritz m פריץ, Greta f גרטה, Hans m הנס, "
    "Ilse f אילזה, Josef m יוזף, Karl m קרל, Lena f לנה, "
    "Marta f מרתה, Otto m אוטו, Rosa f רוזה, Walter m ולטר"
)
