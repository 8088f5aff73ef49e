"""Shiesta's computer players' names, each with its gender (a sentence about the player agrees
with it) and its Hebrew spelling (a Hebrew page writes it so): tables/names.py says how the
site uses them."""

from __future__ import annotations

from collections.abc import Mapping

from tables.names import Name, declared

# In the order the seeded draw picks from (tables.services.open_table): a table stored with
# a seed keeps its names only while this order stays.
# Amani, a name given to both, as it is most often given in East Africa.
NAMES: Mapping[str, Name] = declared(
    "Amani m אמאני, Baraka m ברקה, Dalia f דליה, Eitan m איתן, "  # i18n: keep (names)
    "Freja f פרייה, Ingrid f אינגריד, Jabari m ג'בארי, Kari f קארי, "
    "Lars m לארס, Maya f מאיה, Neema f נאמה, Noa f נועה, "
    "Sigrid f סיגריד, Tove f טובה, Yosef m יוסף, Zawadi f זוואדי"
)
