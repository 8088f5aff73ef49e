"""Shakipesh, a Norwegian shedding game of falling same-suit piles
(``shared/rules/shakipesh.md``).

Empty on purpose, like ``sixes/__init__.py``: ``shakipesh.engine`` must import without Django.
"""
