"""The guest behind a request: created on the first visit, kept with the session."""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils.translation import gettext as _

from accounts import nicknames
from accounts.models import Player

SESSION_KEY = "player_id"


def current_player(request: HttpRequest) -> Player:
    """The request's player, creating a guest with a generated nickname if there is none."""
    player = player_from_session(request.session)
    if player is None:
        player = create_guest()
        request.session[SESSION_KEY] = player.pk
    return player


def player_from_session(session: object) -> Player | None:
    """The player whose id the session holds, if it still exists (no creation)."""
    player_id = session.get(SESSION_KEY) if hasattr(session, "get") else None
    if not isinstance(player_id, int):
        return None
    return Player.objects.filter(pk=player_id).first()


def create_guest() -> Player:
    for _attempt in range(20):
        try:
            with transaction.atomic():
                return Player.objects.create(nickname=nicknames.generate())
        except IntegrityError:
            continue  # the name is taken: draw another
    raise RuntimeError("could not find a free nickname")


def rename(player: Player, raw: object) -> Player:
    """Give ``player`` a new nickname; :class:`NicknameError` if invalid or taken."""
    name = nicknames.clean(raw)
    taken = Player.objects.filter(nickname__iexact=name).exclude(pk=player.pk).exists()
    if taken:
        raise nicknames.NicknameError(_("That nickname is taken."), "taken")
    player.nickname = name
    try:
        with transaction.atomic():
            player.save(update_fields=["nickname"])
    except IntegrityError as exc:  # taken between the check and the save
        raise nicknames.NicknameError(_("That nickname is taken."), "taken") from exc
    return player
