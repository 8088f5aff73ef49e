from django.urls import path

from stats import views

urlpatterns = [
    path("me/stats/", views.stats_page, name="my-stats"),
]
