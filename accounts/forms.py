"""Forms for the optional account, in our own words, and the admin's nickname form."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.utils.translation import gettext_lazy as _

from accounts import nicknames
from accounts.models import Player


class SignupForm(UserCreationForm):
    """Username and password twice; Django's password validators apply."""

    error_messages = {
        **UserCreationForm.error_messages,
        "password_mismatch": _("The two passwords differ: type the same password twice."),
    }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        username = self.fields["username"]
        username.help_text = _(
            "For logging in only; the boards show your nickname. Up to 150 letters, digits "
            "and @ . + - _"
        )
        password1, password2 = self.fields["password1"], self.fields["password2"]
        password1.help_text = _(
            "At least 8 characters, not only digits, not a common password and not close to "
            "your username."
        )
        password2.label = _("Password again")
        password2.help_text = _("The same password, to rule out a typing mistake.")

    def clean_username(self) -> str | None:
        """Refuse a username that differs from a taken one only in case."""
        username: str | None = self.cleaned_data.get("username")
        if username and get_user_model().objects.filter(username__iexact=username).exists():
            raise forms.ValidationError(
                _("That username is taken: choose another one."), code="unique"
            )
        return username


class LoginForm(AuthenticationForm):
    error_messages = {
        **AuthenticationForm.error_messages,
        "invalid_login": _(
            "That username and password do not match an account. Mind upper and lower case."
        ),
        "inactive": _("This account is switched off."),
    }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)


class PlayerAdminForm(forms.ModelForm):
    """The admin may rename a player: the same rules as the nickname page."""

    class Meta:
        model = Player
        fields = ("nickname", "user", "hidden")

    def clean_nickname(self) -> str:
        try:
            name = nicknames.clean(self.cleaned_data.get("nickname"))
        except nicknames.NicknameError as exc:
            raise forms.ValidationError(str(exc)) from None
        taken = Player.objects.filter(nickname__iexact=name).exclude(pk=self.instance.pk)
        if taken.exists():
            raise forms.ValidationError(_("Another player has that nickname."))
        return name
