"""Signals of the tables layer, so other apps can follow games without the layer knowing them."""

from django.dispatch import Signal

# Sent inside the transaction of the action that finished a table, with ``table`` (already
# saved as finished) and ``state`` (the engine state). A receiver's failure must not undo the
# action: receivers guard their own work with a savepoint and log.
table_finished = Signal()
