"""Template context shared by every page."""

from django.conf import settings
from django.http import HttpRequest


def site(request: HttpRequest) -> dict[str, object]:
    """``site_name``; ``site_languages``: (code, name) with each name in its own language, as
    settings has them (``{% get_available_languages %}`` would translate them: "English"
    would read "אנגלית" on a Hebrew page, and nobody lost in Hebrew could find English)."""
    return {"site_name": settings.SITE_NAME, "site_languages": settings.LANGUAGES}
