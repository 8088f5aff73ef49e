"""Computer turns, one action per transaction, until a person must act."""

from __future__ import annotations

from celery import shared_task

from tables import services

MAX_TURNS = 1000  # a safety bound: a ten-deal game has about 350 actions


@shared_task(ignore_result=True)
def run_computer_turns(table_id: str) -> int:
    """Play computer turns at ``table_id``; returns how many were played."""
    played = 0
    while played < MAX_TURNS and services.play_computer_turn(table_id):
        played += 1
    return played
