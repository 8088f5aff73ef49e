"""Site URLs."""

from django.contrib import admin
from django.urls import include, path

from config import views

urlpatterns = [
    path("", views.home, name="home"),
    path("games/", views.games, name="games"),
    path("rules/<slug:game>/", views.rules, name="rules"),
    path("healthz", views.healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("", include("tables.urls")),
    path("", include("accounts.urls")),
    path("", include("leaderboards.urls")),
]
