"""Fixtures for the toy on the site: tests/game_site.py's, as every game's."""

from tests.game_site import guest, on_site

__all__ = ["guest", "on_site"]
