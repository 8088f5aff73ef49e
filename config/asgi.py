"""ASGI entry point: HTTP goes to Django, WebSockets to the Channels routes of the tables app.

Serve with ``daphne config.asgi:application``.
"""

import asyncio
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# Set up Django (apps registry, settings) before importing anything that touches models.
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from tables.background import bind_loop  # noqa: E402
from tables.routing import websocket_urlpatterns  # noqa: E402

router = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": AllowedHostsOriginValidator(
            AuthMiddlewareStack(URLRouter(websocket_urlpatterns))
        ),
    }
)


async def application(scope: dict, receive: object, send: object) -> None:
    """The router, after telling ``tables.background`` which event loop serves: the embedded
    setup runs computer turns there (see that module)."""
    bind_loop(asyncio.get_running_loop())
    await router(scope, receive, send)
