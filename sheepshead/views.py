from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET


@require_GET
def rules(request: HttpRequest) -> HttpResponse:
    """The rules of Sheepshead, in the site's own words."""
    return render(request, "sheepshead/rules.html")
