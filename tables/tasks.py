"""Celery tasks of the tables layer; ``tables.background`` starts them by name."""

from __future__ import annotations

from celery import shared_task

from tables import background, coaching, services

MAX_TURNS = 1000  # a safety bound: a ten-deal Sheepshead game has about 350 actions


@shared_task(ignore_result=True)
def run_computer_turns(table_id: str) -> int:
    """Play computer turns at ``table_id``, one action per transaction, until no computer
    wants to act; returns how many were played."""
    played = 0
    while played < MAX_TURNS and services.play_computer_turn(table_id):
        played += 1
    return played


@shared_task(ignore_result=True)
def compute_hint(table_id: str, version: int) -> None:
    coaching.compute_hint(table_id, version)


@shared_task(ignore_result=True)
def compute_review(table_id: str, round_number: int) -> None:
    coaching.compute_review(table_id, round_number)


background.register("turns", run_computer_turns)
background.register("hint", compute_hint)
background.register("review", compute_review)
