"""Players: a guest is created at the person's first action; an account is optional (issue 4)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower, Now
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class Player(models.Model):
    """Someone who plays: a guest kept with the session, or linked to a user account."""

    nickname = models.CharField(max_length=24)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
        related_name="player",
    )
    hidden = models.BooleanField(default=False, help_text=_("Hide this nickname from the boards."))
    # The language chosen with the header's switcher (a code of settings.LANGUAGES); empty:
    # none chosen, the browser's language applies. Logging in applies it (accounts.language).
    # db_default too: code that writes rows without this column (a migration test's historical
    # models, an older release during a deploy) must not break the NOT NULL.
    language = models.CharField(max_length=8, blank=True, default="", db_default="",
                                choices=settings.LANGUAGES)
    # How sentences about the person read where a language's words agree with it (Hebrew's
    # verbs): "f", "m", or "" (not said: the masculine, as for anybody unknown).
    gender = models.CharField(max_length=1, blank=True, default="", db_default="",
                              choices=[("f", _("she")), ("m", _("he"))])
    created_at = models.DateTimeField(auto_now_add=True)
    # When the person was last around (any request that found the player, at most one write
    # a day: accounts.guests.seen). Idle guests are pruned by it (accounts.pruning).
    last_seen = models.DateTimeField(default=timezone.now, db_default=Now())

    class Meta:
        constraints = [
            models.UniqueConstraint(Lower("nickname"), name="unique_nickname_ci"),
        ]
        indexes = [
            # The daily prune looks for guests (no account) seen long ago.
            models.Index(fields=["last_seen"], condition=models.Q(user__isnull=True),
                         name="guest_last_seen"),
        ]

    def __str__(self) -> str:
        return self.nickname
