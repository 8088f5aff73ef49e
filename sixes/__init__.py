"""Sixes and Double Sixes, six-card games of the Golf family (``shared/rules/sixes.md``).

Empty on purpose, like ``shiesta/__init__.py``: ``sixes.engine`` must import without Django.
The site's parts (players, the table, the registration) come later.
"""
