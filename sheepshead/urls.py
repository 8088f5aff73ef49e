from django.urls import path

from sheepshead import views

urlpatterns = [path("rules/sheepshead/", views.rules, name="sheepshead-rules")]
