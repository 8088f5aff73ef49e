"""WebSocket routes."""

from django.urls import path

from tables.consumers import TableConsumer

websocket_urlpatterns = [
    path("ws/tables/<str:table_id>/", TableConsumer.as_asgi()),
]
