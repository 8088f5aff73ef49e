from django.urls import path

from tables import api, views

urlpatterns = [
    path("tables/<str:table_id>/", views.table_page, name="table"),
    path("api/tables/", api.create, name="api-tables"),
    path("api/tables/<str:table_id>/", api.detail, name="api-table"),
    path("api/tables/<str:table_id>/actions/", api.act, name="api-table-actions"),
    path("api/tables/<str:table_id>/hint/", api.hint, name="api-table-hint"),
    path("api/tables/<str:table_id>/review/", api.review, name="api-table-review"),
]
