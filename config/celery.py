"""The Celery application.

Configuration comes from Django settings under the ``CELERY_`` prefix (see config/settings.py):
eager with no environment, a Redis broker when REDIS_URL is set.

Run a worker with ``celery -A config worker`` and the scheduler with ``celery -A config beat``.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("config")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
