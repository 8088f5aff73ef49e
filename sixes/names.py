"""Sixes' computer players' names, each with its gender (a sentence about the player agrees
with it) and its Hebrew spelling (a Hebrew page writes it so): tables/names.py says how the
site uses them."""

from __future__ import annotations

from collections.abc import Mapping

from tables.names import Name, declared

# In the order the seeded draw picks from (tables.services.open_table): a table stored with
# a seed keeps its names only while this order stays.
# Israeli names, ten women (the count) and eight men; Gal and Lior, names given
# to both, as they are most often given in Israel.
NAMES: Mapping[str, Name] = declared(
    "Adina f עדינה, Boaz m בועז, Chana f חנה, Dov m דב, "  # i18n: keep (names)
    "Efrat f אפרת, Gal m גל, Hila f הילה, Ido m עידו, "
    "Keren f קרן, Lior m ליאור, Michal f מיכל, Nir m ניר, "
    "Ora f אורה, Rafi m רפי, Shira f שירה, Tamar f תמר, "
    "Uri m אורי, Yael f יעל"
)
