"""WebSocket routes, mounted by config.asgi under AuthMiddlewareStack."""

from django.urls import URLPattern

websocket_urlpatterns: list[URLPattern] = []
