"""Optional accounts: signing up claims the current guest; logging in switches to the account's
player, so the nickname, games and daily results follow the person to any device."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import login
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.signals import user_logged_in
from django.db import IntegrityError, transaction
from django.dispatch import receiver
from django.http import HttpRequest
from django.utils.translation import gettext as _

from accounts.forms import SignupForm
from accounts.guests import SESSION_KEY, chosen_language, create_guest, player_from_session
from accounts.models import Player

BACKEND = "django.contrib.auth.backends.ModelBackend"


class AlreadyClaimed(Exception):
    """The guest already belongs to an account."""


def sign_up(request: HttpRequest, form: SignupForm) -> Player:
    """Create the account from a valid ``form``, give it the current guest and log in.

    Without a guest yet, the account gets a new player (:func:`switch_player`). Raises
    :class:`AlreadyClaimed` if the guest has an account by now; a username taken in the
    meantime becomes a form error and raises :class:`IntegrityError`. Nothing changes then.
    """
    guest = player_from_session(request.session)
    try:
        with transaction.atomic():
            user = form.save()
            # One UPDATE claims the guest only if nobody else has: no lost race.
            if guest is not None and not Player.objects.filter(
                pk=guest.pk, user__isnull=True
            ).update(user=user):
                raise AlreadyClaimed
    except IntegrityError:
        form.add_error("username", _("That username is taken: choose another one."))
        raise
    login(request, user, backend=BACKEND)  # switch_player finds the guest claimed, or makes one
    return Player.objects.get(user=user)


def sign_in(request: HttpRequest, user: AbstractBaseUser) -> Player:
    """Log ``user`` in; :func:`switch_player` then makes the account's player the session's."""
    login(request, user, backend=BACKEND)
    return Player.objects.get(pk=request.session[SESSION_KEY])


@receiver(user_logged_in)
def switch_player(sender: object, request: HttpRequest | None, user: AbstractBaseUser,
                  **kwargs: Any) -> None:
    """After any login (this site's page, the admin's, a test client's): play as the account.

    A user without a player yet (one made with ``createsuperuser``, say) gets the current
    guest, unless that guest belongs to another account; then a new guest. login() has already
    cycled the session key, or flushed the session if another user was logged in before.
    """
    session = getattr(request, "session", None)
    if session is None:
        return
    player = _player_of(user, player_from_session(session), chosen_language(request))
    session[SESSION_KEY] = player.pk


def _player_of(user: AbstractBaseUser, guest: Player | None, language: str) -> Player:
    player = Player.objects.filter(user=user).first()
    if player is not None:
        return player
    try:
        with transaction.atomic():
            if guest is not None and Player.objects.filter(
                pk=guest.pk, user__isnull=True
            ).update(user=user):
                return Player.objects.get(pk=guest.pk)
            player = create_guest(language)
            player.user = user
            player.save(update_fields=["user"])
            return player
    except IntegrityError:  # a login on another device attached a player first
        return Player.objects.get(user=user)
