from django.urls import path

from leaderboards import views

urlpatterns = [
    path("daily/<slug:game>/", views.today_board, name="daily-today"),
    path("daily/<slug:game>/play/", views.play, name="daily-play"),
    path("daily/<slug:game>/replay/", views.replay, name="daily-replay"),
    path("daily/<slug:game>/week/", views.week_board, name="daily-week"),
    path("daily/<slug:game>/week/<str:day>/", views.week_board, name="daily-week-of"),
    path("daily/<slug:game>/all-time/", views.all_time_board, name="daily-all-time"),
    path("daily/<slug:game>/<str:day>/", views.day_board, name="daily-day"),
    path("api/daily/<slug:game>/<str:day>/me/", views.my_rank_api, name="api-daily-me"),
    path("api/daily/<slug:game>/<str:day>/board/", views.board_api, name="api-daily-board"),
]
