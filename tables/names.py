"""What the site knows of its computer players' names: each name's grammatical gender and how
a page in another script writes it.

A game declares its names (``GameSpec.computer_names``, in the Latin letters stored in a
table's seats); a name reads the same in every game, so the site keeps this one list of all
of them (``tests/tables/test_names.py`` holds every registered game's names to it). A
sentence about a player agrees with the gender where a language inflects for it ("Shira
played" is ``%(name)s שיחקה`` in Hebrew: ``static/tables/seats.js`` chooses the form), and a
Hebrew page writes the name in Hebrew letters.

The player entries a view sends (``seat_view``) carry both, looked up by the stored name when
the view is made, so a table stored before this list existed reads the same. A person's
gender the site does not know: ``None``, and the sentence takes the masculine form.
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


def _names(gender: Gender, pairs: str) -> dict[str, Name]:
    """``"Adina עדינה, Chana חנה"``: names of one gender, each with its Hebrew spelling."""
    found = {}
    for pair in pairs.split(","):
        latin, hebrew = pair.split()
        found[latin] = Name(gender, {"he": hebrew})
    return found


# Each its usual gender; a name given to both (Gal, Lior, Amani) as it is most often given
# where the name comes from. Hebrew spellings as Hebrew writes these names, the foreign ones
# as Hebrew transcribes them (Wikipedia's forms where it has the name).
NAMES: Mapping[str, Name] = {
    # Sixes (Israeli names)
    **_names("f", "Adina עדינה, Chana חנה, Efrat אפרת, Hila הילה, Keren קרן, Michal מיכל, "
                  "Ora אורה, Shira שירה, Tamar תמר, Yael יעל"),
    **_names("m", "Boaz בועז, Dov דב, Gal גל, Ido עידו, Lior ליאור, Nir ניר, Rafi רפי, "
                  "Uri אורי"),
    # Shiesta
    **_names("f", "Dalia דליה, Freja פרייה, Ingrid אינגריד, Kari קארי, Maya מאיה, "
                  "Neema נאמה, Noa נועה, Sigrid סיגריד, Tove טובה, Zawadi זוואדי"),
    **_names("m", "Amani אמאני, Baraka ברקה, Eitan איתן, Jabari ג'בארי, Lars לארס, "
                  "Yosef יוסף"),
    # Shakipesh
    **_names("f", "Astrid אסטריד, Dagny דאגני, Frida פרידה, Hedda הדה, Imani אימאני, "
                  "Liv ליב, Mette מטה, Ragna ראגנה, Solveig סולווייג"),
    **_names("m", "Asher אשר, Bjørn ביורן, Einar איינר, Gunnar גונאר, Ivar איבאר, "
                  "Knut קנוט, Zuberi זוברי"),
    # Sheepshead
    **_names("f", "Ada עדה, Clara קלרה, Elsa אלזה, Greta גרטה, Ilse אילזה, Lena לנה, "
                  "Marta מרתה, Rosa רוזה"),
    **_names("m", "Bert ברט, Dietrich דיטריך, Fritz פריץ, Hans הנס, Josef יוזף, Karl קרל, "
                  "Otto אוטו, Walter ולטר"),
}


def seat_facts(seat: Mapping[str, Any]) -> dict[str, Any]:
    """A stored seat's gender and other spellings, for its player entry: a computer's from
    ``NAMES``; a person's, or a name not listed, unknown (``None``) and none."""
    name = NAMES.get(seat.get("name", "")) if seat.get("kind") == "computer" else None
    if name is None:
        return {"gender": None, "names": {}}
    return {"gender": name.gender, "names": dict(name.written)}


__all__ = ["NAMES", "Gender", "Name", "seat_facts"]
