from __future__ import annotations

from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_delete
from django.utils.translation import gettext_lazy as _


class GroupsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "groups"
    verbose_name = _("Friends' groups")  # the admin's name of the app

    def ready(self) -> None:
        from groups.models import Membership

        post_delete.connect(_end_if_empty, sender=Membership,
                            dispatch_uid="groups.end_if_empty")


def _end_if_empty(sender: Any, instance: Any, **kwargs: Any) -> None:
    """A group whose last member went with their player (an idle guest pruned, an account
    deleted) ends, as one whose last member leaves does."""
    from groups.models import FriendGroup, Membership

    if not Membership.objects.filter(group_id=instance.group_id).exists():
        FriendGroup.objects.filter(pk=instance.group_id).delete()
