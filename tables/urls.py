from django.urls import path

from tables import api, views

urlpatterns = [
    path("join/", views.join_by_code, name="join-code"),
    path("tables/<str:table_id>/", views.table_page, name="table"),
    path("tables/<str:table_id>/join/", views.join_page, name="table-join"),
    path("tables/<str:table_id>/start/", views.start_page, name="table-start"),
    path("tables/<str:table_id>/leave/", views.leave_page, name="table-leave"),
    path("tables/<str:table_id>/close/", views.close_page, name="table-close"),
    path("tables/<str:table_id>/seats/", views.seats_page, name="table-seats"),
    path("tables/<str:table_id>/seats/<int:seat>/", views.seat_page, name="table-seat"),
    path("tables/<str:table_id>/rematch/", views.rematch_page, name="table-rematch"),
    path("api/tables/", api.create, name="api-tables"),
    path("api/tables/<str:table_id>/", api.detail, name="api-table"),
    path("api/tables/<str:table_id>/actions/", api.act, name="api-table-actions"),
    path("api/tables/<str:table_id>/join/", api.join, name="api-table-join"),
    path("api/tables/<str:table_id>/start/", api.start, name="api-table-start"),
    path("api/tables/<str:table_id>/leave/", api.leave, name="api-table-leave"),
    path("api/tables/<str:table_id>/close/", api.close, name="api-table-close"),
    path("api/tables/<str:table_id>/rematch/", api.rematch, name="api-table-rematch"),
    path("api/tables/<str:table_id>/seats/<str:seat>/", api.seat, name="api-table-seat"),
    path("api/tables/<str:table_id>/phrase/", api.phrase, name="api-table-phrase"),
    path("api/tables/<str:table_id>/hint/", api.hint, name="api-table-hint"),
    path("api/tables/<str:table_id>/review/", api.review, name="api-table-review"),
]
