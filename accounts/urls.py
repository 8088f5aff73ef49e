from django.urls import path

from accounts import views

urlpatterns = [
    path("me/nickname/", views.nickname_page, name="nickname"),
    path("api/me/", views.me_api, name="api-me"),
]
