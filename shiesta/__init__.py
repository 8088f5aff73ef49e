"""Shiesta, a shedding game of the Shithead / Palace family (``shared/rules/shiesta.md``).

Empty on purpose, like ``sheepshead/__init__.py``: ``shiesta.engine`` must import without
Django. The site's parts (players, the table, the registration) come later.
"""
