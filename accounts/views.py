"""The person's own pages: nickname (form and JSON), optional account (the statistics are
the stats app's)."""

from __future__ import annotations

from django.contrib.auth import logout
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_post_parameters
from django.views.decorators.http import require_http_methods

from accounts.forms import LoginForm, SignupForm
from accounts.guests import acting_player, gender_choices, player_from_session, rename, speak_of
from accounts.language import apply_account_language
from accounts.models import Player
from accounts.nicknames import MAX_LENGTH, NicknameError
from accounts.signin import AlreadyClaimed, sign_in, sign_up
from web import json_input, ratelimits
from web.api import error, methods


@require_http_methods(["GET", "POST"])
@ratelimits.newcomers_limited
def nickname_page(request: HttpRequest) -> HttpResponse:
    """Change the nickname; before the first game the page offers to choose one, and saving
    it is the action that makes the guest."""
    error = ""
    if request.method == "POST":
        try:
            with acting_player(request) as player, transaction.atomic():  # both, or neither
                rename(player, request.POST.get("nickname", ""))
                speak_of(player, request.POST.get("gender", player.gender))
        except NicknameError as exc:
            error = str(exc)
        else:
            return redirect("home")
    player = player_from_session(request.session)
    return render(request, "accounts/nickname.html", {
        "player": player, "error": error, "max_length": MAX_LENGTH,
        "choices": gender_choices(), "chosen": player.gender if player else "",
    }, status=400 if error else 200)


@methods("GET", "POST")
@ratelimits.newcomers_limited
def me_api(request: HttpRequest) -> JsonResponse:
    """GET the person's nickname (null before the first action); POST ``{"nickname": "..."}``
    to change it (which makes the guest if there is none)."""
    if request.method == "GET":
        found = player_from_session(request.session)
        return JsonResponse({"nickname": found.nickname if found else None})
    try:
        body = json_input.read_request(request)
    except json_input.JsonInputError as refused:
        return error(refused.code, refused.message, refused.status)
    try:
        with acting_player(request) as player:
            rename(player, body.get("nickname") if isinstance(body, dict) else None)
    except NicknameError as exc:
        return error(exc.code, str(exc))
    return JsonResponse({"nickname": player.nickname})


# ---------------------------------------------------------------- optional account


@sensitive_post_parameters("password1", "password2")
@never_cache
@require_http_methods(["GET", "POST"])
@ratelimits.limited("signup")
@ratelimits.newcomers_limited
def signup(request: HttpRequest) -> HttpResponse:
    """Turn the current guest into an account: same nickname, games and results (without a
    guest yet, the account gets a new player)."""
    player = player_from_session(request.session)
    next_url = safe_next(request)
    if request.user.is_authenticated or (player is not None and player.user_id is not None):
        return _signed_in(request, player, next_url)
    form = SignupForm(request.POST if request.method == "POST" else None)
    if form.is_bound and form.is_valid():
        try:
            sign_up(request, form)
        except AlreadyClaimed:
            return _signed_in(request, player_from_session(request.session), next_url)
        except IntegrityError:
            pass  # the username was taken meanwhile: the form says so
        else:
            return redirect(next_url)
    return render(request, "accounts/signup.html", {
        "form": form, "player": player, "next": next_url,
    }, status=400 if form.errors else 200)


@sensitive_post_parameters("password")
@never_cache
@require_http_methods(["GET", "POST"])
@ratelimits.limited("login", extra=ratelimits.login_username)
def login_page(request: HttpRequest) -> HttpResponse:
    """Log in: this browser then plays as the account's player."""
    next_url = safe_next(request)
    if request.user.is_authenticated:
        return _signed_in(request, player_from_session(request.session), next_url)
    form = LoginForm(request, data=request.POST if request.method == "POST" else None)
    if form.is_bound and form.is_valid():
        player = sign_in(request, form.get_user())
        response = redirect(next_url)
        apply_account_language(request, response, player)
        return response
    return render(request, "accounts/login.html", {
        "form": form, "guest": player_from_session(request.session), "next": next_url,
    }, status=400 if form.errors else 200)


@require_http_methods(["GET", "POST"])
def logout_page(request: HttpRequest) -> HttpResponse:
    """POST logs out (this browser becomes a new guest); GET only asks."""
    next_url = safe_next(request)
    if request.method == "POST":
        logout(request)  # flushes the session: the next action makes a new guest
        return redirect(next_url)
    return render(request, "accounts/logout.html", {"next": next_url})


def safe_next(request: HttpRequest) -> str:
    """The ``next`` URL if it stays on this site, else the lobby."""
    candidate = request.POST.get("next") or request.GET.get("next") or ""
    if candidate and url_has_allowed_host_and_scheme(
        candidate, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return candidate
    return reverse("home")


def _signed_in(request: HttpRequest, player: Player | None, next_url: str) -> HttpResponse:
    return render(request, "accounts/signed_in.html", {"player": player, "next": next_url})
