from django.apps import AppConfig


class StatsConfig(AppConfig):
    # No models, so no admin name to translate: only the page, its templates and URL.
    name = "stats"
