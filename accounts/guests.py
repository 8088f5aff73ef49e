"""The guest behind a request: created at the person's first action (a new game, the daily,
a nickname, signing up), never by reading a page, and kept with the session.

Reading pages makes nobody: a crawler or a visitor who only looks around leaves no player and
no session row behind (issue 15: a thousand cookieless visits made a thousand guests). The
session holds the player's id under the web edge's key (``web.client.SESSION_KEY``), which the
rate limits count by too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts import nicknames
from accounts.models import Player
from web.client import SESSION_KEY, session_player_id


def player_from_session(session: object) -> Player | None:
    """The player whose id the session holds, if it still exists. Never creates a player
    and never writes the session; it marks the player seen (``last_seen``, at most one
    UPDATE a day), which keeps a returning guest from being pruned."""
    player_id = session_player_id(session)
    if player_id is None:
        return None
    player = Player.objects.filter(pk=player_id).first()
    if player is not None:
        seen(player)
    return player


def seen(player: Player) -> None:
    """Record that ``player`` is around today; a second call the same day writes nothing."""
    now = timezone.now()
    if player.last_seen.date() < now.date():
        Player.objects.filter(pk=player.pk).update(last_seen=now)
        player.last_seen = now


@contextmanager
def acting_player(request: HttpRequest) -> Iterator[Player]:
    """The player for an action the person takes (a POST): the session's, else a new guest.

    The new guest is created in a transaction around the block and put in the session only
    if the block raises nothing, so a refused action (bad input, a refused daily) leaves no
    player behind. The language chosen before (the language cookie) becomes the guest's.
    """
    player = player_from_session(request.session)
    if player is not None:
        yield player
        return
    with transaction.atomic():
        player = create_guest(chosen_language(request))
        yield player
    request.session[SESSION_KEY] = player.pk


def chosen_language(request: HttpRequest | None) -> str:
    """The language chosen with the switcher before there was a player (its cookie), or ""."""
    code = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME, "") if request else ""
    return code if code in dict(settings.LANGUAGES) else ""


def create_guest(language: str = "") -> Player:
    for _attempt in range(20):
        try:
            with transaction.atomic():
                return Player.objects.create(nickname=nicknames.generate(), language=language)
        except IntegrityError:
            continue  # the name is taken: draw another
    raise RuntimeError("could not find a free nickname")


GENDERS = ("", "f", "m")


def gender_choices() -> list[tuple[str, str]]:
    """The choices of ``speak_of``, in the reader's language, for a form's radio buttons."""
    return [("", _("Not said")), ("f", _("As a woman: “she played”")),
            ("m", _("As a man: “he played”"))]


def speak_of(player: Player, raw: object) -> Player:
    """How sentences about ``player`` read (``Player.gender``: "f", "m" or "" for not said);
    :class:`NicknameError` for anything else."""
    if raw not in GENDERS:
        raise nicknames.NicknameError(_("Choose “she”, “he” or neither."))
    if player.gender != raw:
        player.gender = str(raw)
        player.save(update_fields=["gender"])
    return player


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
