from django.urls import path

from accounts import views

urlpatterns = [
    path("me/nickname/", views.nickname_page, name="nickname"),
    path("api/me/", views.me_api, name="api-me"),
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/login/", views.login_page, name="login"),
    path("accounts/logout/", views.logout_page, name="logout"),
]
