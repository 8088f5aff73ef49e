"""Friends' groups: made, joined by link, left, and their link renewed. The only writer.

Every change runs in one transaction that locks what it counts (the group's row for its
members, the player's for their groups), so two people joining the last place at once do
not both get in. A refusal raises :class:`GroupError` with the words for the person and
changes nothing.
"""

from __future__ import annotations

import re
import secrets
import unicodedata
import uuid

from django.conf import settings
from django.db import transaction
from django.db.models import Count, F, OuterRef, QuerySet, Subquery
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.models import Player
from groups.models import FriendGroup, Membership

NAME_MAX = 40  # FriendGroup.name's max_length
# Characters that turn the text around them (bidi overrides, isolates and marks): a name
# holding them could read backwards next to a nickname.
_BIDI_CONTROLS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


class GroupError(Exception):
    """A request about a group that is refused; ``message`` says why, for the person."""

    def __init__(self, message: str, code: str, status: int) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.status = status


def invalid(message: str) -> GroupError:
    return GroupError(message, "invalid", 400)


def not_found() -> GroupError:
    """The same words for a group that does not exist and one the person is not in: only
    members learn that a group is there."""
    return GroupError(_("There is no such group, or you are not in it."), "not_found", 404)


def bad_link() -> GroupError:
    return GroupError(_("This link to a group is not valid: it may have been replaced by a "
                        "new one. Ask a member of the group for the current link."),
                      "not_found", 404)


def clean_name(raw: object) -> str:
    """A group's name as kept: spaces collapsed, 1 to ``NAME_MAX`` characters, no control
    characters; else :func:`invalid`, saying what a name may be."""
    if not isinstance(raw, str):
        raise invalid(_("Send the group's name as text."))
    name = " ".join(unicodedata.normalize("NFC", raw).split())
    if not name:
        raise invalid(_("Give the group a name."))
    if len(name) > NAME_MAX:
        raise invalid(ngettext("A group's name has at most %(count)s character.",
                               "A group's name has at most %(count)s characters.",
                               NAME_MAX) % {"count": NAME_MAX})
    if _BIDI_CONTROLS.search(name) or any(
            unicodedata.category(c) in ("Cc", "Cs", "Co", "Cn") for c in name):
        raise invalid(_("A group's name may not hold control characters."))
    return name


def group_key(group_id: object) -> uuid.UUID:
    """A group's id from a URL or a body; anything but a UUID is no group."""
    try:
        return uuid.UUID(str(group_id))
    except ValueError:
        raise not_found() from None


def max_members() -> int:
    return int(settings.FRIEND_GROUP_MAX_MEMBERS)


def max_groups() -> int:
    return int(settings.FRIEND_GROUPS_PER_PLAYER)


def full() -> GroupError:
    return GroupError(ngettext(
        "This group is full: it has %(count)s member, the most a group may have.",
        "This group is full: it has %(count)s members, the most a group may have.",
        max_members()) % {"count": max_members()}, "full", 409)


def too_many_groups() -> GroupError:
    return GroupError(ngettext(
        "You are in %(count)s group already, the most one may be in: leave one first.",
        "You are in %(count)s groups already, the most one may be in: leave one first.",
        max_groups()) % {"count": max_groups()}, "too_many_groups", 409)


def _room_for_another(player: Player) -> None:
    """Refuse a person already in as many groups as one may be. Locks the player's row, so
    that two requests at once cannot both take the last place."""
    Player.objects.select_for_update().filter(pk=player.pk).first()
    if Membership.objects.filter(player=player).count() >= max_groups():
        raise too_many_groups()


def refusal(player: Player | None, group: FriendGroup) -> GroupError | None:
    """What joining ``group`` would be refused with now (the join page says it before the
    button), or None. Only a guess: ``join`` decides under its locks."""
    if Membership.objects.filter(group=group).count() >= max_members():
        return full()
    if player is not None and Membership.objects.filter(player=player).count() >= max_groups():
        return too_many_groups()
    return None


def create(player: Player, name: object) -> FriendGroup:
    """A new group named ``name`` with ``player`` as its first member and keeper."""
    cleaned = clean_name(name)
    with transaction.atomic():
        _room_for_another(player)
        group = FriendGroup.objects.create(name=cleaned, token=secrets.token_urlsafe(16))
        Membership.objects.create(group=group, player=player)
    return group


def by_token(token: object) -> FriendGroup:
    """The group a share link's token is for, or :func:`bad_link`."""
    if not isinstance(token, str) or not 16 <= len(token) <= 64:
        raise bad_link()
    group = FriendGroup.objects.filter(token=token).first()
    if group is None:
        raise bad_link()
    return group


def join(player: Player, token: object) -> tuple[FriendGroup, bool]:
    """``player`` in the group the link is for: (group, True) when they joined now, (group,
    False) when they were in it already (nobody is in a group twice). A full group, or a
    person in as many groups as one may be, is refused."""
    with transaction.atomic():
        found = by_token(token)
        group = FriendGroup.objects.select_for_update().filter(pk=found.pk).first()
        if group is None:  # ended a moment ago
            raise bad_link()
        members = Membership.objects.filter(group=group)
        if members.filter(player=player).exists():
            return group, False
        if members.count() >= max_members():
            raise full()
        _room_for_another(player)
        Membership.objects.create(group=group, player=player)
    return group, True


def member_group(player: Player | None, group_id: object) -> FriendGroup:
    """The group, if ``player`` is in it; else :func:`not_found`."""
    key = group_key(group_id)
    if player is None:
        raise not_found()
    group = FriendGroup.objects.filter(pk=key, memberships__player=player).first()
    if group is None:
        raise not_found()
    return group


def keeper_id(group: FriendGroup) -> int | None:
    """The player who keeps the group: its earliest member still in it."""
    return (Membership.objects.filter(group=group).order_by("joined_at", "id")
            .values_list("player_id", flat=True).first())


def leave(player: Player | None, group_id: object) -> bool:
    """``player`` leaves the group; True when that ended it (nobody left in it). The keeper
    leaving hands the group on to the member who joined next (the keeper is the earliest).
    Locks the group's row, so that a join meanwhile does not land in an ended group."""
    key = group_key(group_id)
    with transaction.atomic():
        group = FriendGroup.objects.select_for_update().filter(pk=key).first()
        if group is None or player is None:
            raise not_found()
        deleted, _by_model = Membership.objects.filter(group=group, player=player).delete()
        if not deleted:
            raise GroupError(_("You are not in this group, so there is nothing to leave."),
                             "not_found", 404)
        # The last member gone, the group went with them (apps.py's receiver).
        return not FriendGroup.objects.filter(pk=group.pk).exists()


def new_link(player: Player | None, group_id: object) -> FriendGroup:
    """The keeper replaces the share link: the old one lets nobody in any more (a link
    passed on too far). Members stay."""
    with transaction.atomic():
        group = member_group(player, group_id)
        FriendGroup.objects.select_for_update().filter(pk=group.pk).first()
        if player is None or keeper_id(group) != player.pk:
            raise GroupError(_("Only the member who keeps the group can make a new link."),
                             "forbidden", 403)
        group.token = secrets.token_urlsafe(16)
        group.save(update_fields=["token"])
    return group


def groups_of(player: Player | None) -> QuerySet[FriendGroup]:
    """The person's groups, the one joined last first, each with its ``member_count``."""
    if player is None:
        return FriendGroup.objects.none()
    # A subquery: counted over the join that picks the person's groups, every group would
    # count the person alone.
    count = (Membership.objects.filter(group=OuterRef("pk")).order_by().values("group")
             .annotate(n=Count("id")).values("n"))
    return (FriendGroup.objects.filter(memberships__player=player)
            .annotate(member_count=Subquery(count), joined=F("memberships__joined_at"))
            .order_by("-joined", "pk"))
