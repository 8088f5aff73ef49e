"""Developers' tools that no app imports: ``python -m tools.messages_check`` (the translation
check CI runs)."""
