"""Friends' groups: a few people who see each other's daily results side by side (issue 33).

A group is joined by its share link (``token``, 128 random bits); its keeper is its earliest
member still in it, so a creator who leaves hands it on to whoever joined next, and a group
whose last member goes ends (``groups.service``, and the receiver below for a member
deleted with their player).
"""

from __future__ import annotations

import uuid

from django.db import models
from django.utils.translation import gettext_lazy as _


class FriendGroup(models.Model):
    """A named group of people and its share link."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    name = models.CharField(max_length=40)
    # secrets.token_urlsafe(16): the link's part that lets a person in. A new link (the
    # keeper's) replaces it, and the old one stops working.
    token = models.CharField(max_length=32, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("friends' group")

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    """A person in a group, since ``joined_at``: the earliest one keeps the group."""

    group = models.ForeignKey(FriendGroup, on_delete=models.CASCADE, related_name="memberships")
    player = models.ForeignKey("accounts.Player", on_delete=models.CASCADE,
                               related_name="group_memberships")
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["group", "player"], name="one_membership_per_group"),
        ]
        indexes = [models.Index(fields=["player", "joined_at"], name="membership_player")]

    def __str__(self) -> str:
        return f"{self.player_id} in {self.group_id}"
