from django.urls import path

from groups import api, views

urlpatterns = [
    path("groups/", views.index, name="groups"),
    path("groups/join/<str:token>/", views.join, name="group-join"),
    path("groups/<str:group_id>/", views.today, name="group"),
    path("groups/<str:group_id>/week/", views.week, name="group-week"),
    path("groups/<str:group_id>/link/", views.new_link, name="group-link"),
    path("groups/<str:group_id>/leave/", views.leave, name="group-leave"),
    path("api/groups/", api.groups, name="api-groups"),
    path("api/groups/join/", api.join, name="api-group-join"),
    path("api/groups/<str:group_id>/", api.detail, name="api-group"),
    path("api/groups/<str:group_id>/link/", api.new_link, name="api-group-link"),
    path("api/groups/<str:group_id>/leave/", api.leave, name="api-group-leave"),
]
