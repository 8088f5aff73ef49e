"""A URLconf with a view that fails, for the error-page test."""

from django.http import HttpRequest, HttpResponse
from django.urls import path


def crash(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("boom")


urlpatterns = [path("crash/", crash)]
