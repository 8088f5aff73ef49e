"""Daily challenges, the tables played for them, and verified results."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class DailyChallenge(models.Model):
    """One game's daily of one UTC day: the same seed, seats and options for everybody.

    ``seats`` and ``options`` are fixed when the row is made (``daily.table_setup``): the
    tables are opened with them and results are verified against them, so a later change to
    the game's daily setup never touches a day already begun.

    The aggregates below are kept up to date in the transaction that records each result, and
    rebuilt from the results by ``manage.py rebuild_leaderboards``: the results stay the truth.
    Per-round lists grow with the longest result: round ``i``'s average is
    ``round_sums[i] / round_counts[i]`` over the results that had a round ``i``.
    """

    game = models.CharField(max_length=32)
    date = models.DateField()
    seed = models.CharField(max_length=64, help_text=_("Secret until the day is over; never sent."))
    # None only on rows made outside daily.ensure_challenge, which fills it in before play.
    seats = models.PositiveSmallIntegerField(null=True, blank=True)
    options = models.JSONField(default=dict, blank=True)
    # The key of the game's daily format these seats and options are (``GameSpec.daily_formats``):
    # the boards never rank results of two formats together.
    format = models.CharField(max_length=32, blank=True, default="", db_default="")
    created_at = models.DateTimeField(auto_now_add=True)
    players = models.PositiveIntegerField(default=0)
    histogram = models.JSONField(default=dict, blank=True)  # {"<total>": results with it}
    round_sums = models.JSONField(default=list, blank=True)  # per round: sum of scores
    round_counts = models.JSONField(default=list, blank=True)  # per round: results with it
    round_best = models.JSONField(default=list, blank=True)  # per round: best score

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "date"], name="unique_daily_per_game"),
        ]

    def __str__(self) -> str:
        return f"{self.game} daily {self.date}"


class Entry(models.Model):
    """A table played for a challenge: the player's one ranked attempt, or an unranked replay."""

    challenge = models.ForeignKey(DailyChallenge, on_delete=models.CASCADE, related_name="entries")
    player = models.ForeignKey("accounts.Player", on_delete=models.CASCADE,
                               related_name="daily_entries")
    # RESTRICT: deleting an attempt's table alone must not free a second ranked attempt.
    table = models.OneToOneField("tables.Table", on_delete=models.RESTRICT,
                                 related_name="daily_entry")
    ranked = models.BooleanField()
    # Why a finished ranked attempt has no result (not verified, too late): set once, so the
    # sweep (results.sweep_missing) reports it once and does not try it again.
    failure = models.TextField(blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["challenge", "player"], condition=models.Q(ranked=True),
                name="one_ranked_entry_per_day",
            ),
        ]

    def __str__(self) -> str:
        kind = "ranked" if self.ranked else "unranked"
        return f"{self.player} {kind} {self.challenge}"


class Result(models.Model):
    """A finished ranked daily whose action log replayed to its snapshot (see results.py).

    A *provisional* result was made by a player not yet established on its day (a guest or
    account first seen that day: ``daily.established``). It counts for its player (history,
    statistics, streak) but on no public board, day, week or all time: a fresh identity's
    attempt may be a second look at the day's cards. Set once, when the result is recorded.
    """

    challenge = models.ForeignKey(DailyChallenge, on_delete=models.CASCADE, related_name="results")
    player = models.ForeignKey("accounts.Player", on_delete=models.CASCADE,
                               related_name="results")
    table = models.OneToOneField("tables.Table", on_delete=models.RESTRICT, related_name="result")
    # Copied from the challenge so period boards and streaks need no join.
    game = models.CharField(max_length=32)
    date = models.DateField()
    format = models.CharField(max_length=32, blank=True, default="", db_default="")
    provisional = models.BooleanField(default=False, db_default=False)
    # The board order: the engine's ranking key for the person's seat, packed into one
    # integer (ranking.pack_key), smaller first. The default is for rows written by hand
    # (tests); results.py always sets it.
    rank_key = models.IntegerField(default=0)
    # The same key as the engine gave it (a list of ints: Shiesta's [place, turns]), for the
    # game's words (GameSpec.result_words); the board orders by ``rank_key``.
    key = models.JSONField(default=list, blank=True)
    total = models.IntegerField()  # the seat's total as the game shows it (spec.format_total)
    round_scores = models.JSONField()  # engine.round_scores: as many as were played
    finished_at = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["challenge", "player"], name="one_result_per_day"),
        ]
        indexes = [
            models.Index(fields=["challenge", "rank_key", "finished_at", "id"],
                         name="result_board_order"),
            models.Index(fields=["game", "date"], name="result_game_date"),
            models.Index(fields=["player", "game", "date"], name="result_player_days"),
        ]

    def __str__(self) -> str:
        return f"{self.player} {self.total} on {self.challenge}"
