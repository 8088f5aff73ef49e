"""Django settings.

Embedded by default: with no environment at all the site runs on SQLite, an in-memory channel
layer, eager Celery and a local-memory cache, so ``make run`` needs nothing else.

Real services come from the environment:

- ``DATABASE_URL``        e.g. postgres://user@host:5432/name  -> that database (dj-database-url)
- ``REDIS_URL``           e.g. redis://host:6379/0  -> channels_redis, Celery broker and results,
                          Django cache; Celery is then no longer eager unless ``CELERY_EAGER=1``
- ``DJANGO_DEBUG``        1/0; defaults to 1 (development). Production sets 0.
- ``DJANGO_SECRET_KEY``   required when DEBUG is off
- ``DJANGO_ALLOWED_HOSTS`` comma-separated host names
- ``DJANGO_SECURE_SSL_REDIRECT`` 0 to leave HTTPS redirects to a proxy (DEBUG off only)
- ``DAILY_SECRET``        the key the daily deals derive from; defaults to the secret key
- ``TRUSTED_PROXY_COUNT``, ``CLIENT_IP_HEADER`` how many proxies in front of the site to
                          believe, and which header they write (web/client.py)
- ``ADMIN_PATH``          where the admin is (production: off unless set)
- ``RATE_LIMITS``         overrides of the rate limits, e.g. ``login.username=3/m``
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_bool(name: str, default: bool) -> bool:
    """Read a boolean from the environment; an unset variable gives ``default``."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={raw!r} is not a boolean (use 1 or 0)")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        return int(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name}={raw!r} is not an integer") from exc


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


# --- Core -----------------------------------------------------------------------------------

# The site's own name, in the header and every page title ("<page> · Card Table"); the games
# have theirs.
SITE_NAME = "Card Table"  # i18n: keep (a name, never translated)

DEBUG = env_bool("DJANGO_DEBUG", default=True)

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off "
            '(e.g. python -c "import secrets; print(secrets.token_urlsafe(50))")'
        )
    # Development only: never used when DEBUG is off (see above).
    SECRET_KEY = "django-insecure-development-key-do-not-use-in-production"

ALLOWED_HOSTS = env_list(
    "DJANGO_ALLOWED_HOSTS",
    default=["localhost", "127.0.0.1", "[::1]", "testserver"] if DEBUG else [],
)
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])
CSRF_FAILURE_VIEW = "tables.api.csrf_failure"  # JSON refusals on /api/
SESSION_COOKIE_AGE = 60 * 60 * 24 * 365  # a guest keeps his games for a year on this device

INSTALLED_APPS = [
    "daphne",  # first, so that runserver serves ASGI (WebSockets included)
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "drf_spectacular_sidecar",  # Swagger UI's files for /api/docs/ (static files only)
    "statici18n",  # {% statici18n %}, compilejsi18n: the JS catalogues (web/catalogues.py)
    "channels",
    "tables",
    "sheepshead",
    "shiesta",
    "sixes",
    "shakipesh",
    "accounts",
    "leaderboards",
    "groups",  # friends' groups and their daily board (reads leaderboards)
    "stats",  # the person's statistics page (reads tables and leaderboards)
]

MIDDLEWARE = [
    # First, to see every response: in DEBUG it swaps Django's technical 404/500 pages for
    # the site's own (it unloads itself otherwise).
    "config.middleware.SiteErrorPagesMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",  # Content-Security-Policy on every page (Security below)
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Pages and JSON compressed (static files come compressed already, and never reach it).
    # Against BREACH: a random pad in each gzip header, the CSRF token masked anew in every
    # response (docs/production.md, "The page's weight").
    "django.middleware.gzip.GZipMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # The language: the language cookie (the switcher's, or the account's after login), else
    # the browser's Accept-Language, else LANGUAGE_CODE. URLs carry no language prefix.
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    # Before CSRF: a wrong method on /api/ is a JSON 405, not a CSRF 403; no-store there.
    "web.api.ApiMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "pages.context_processors.site",
                "accounts.context_processors.account",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------------

DATABASE_URL = os.environ.get("DATABASE_URL", "").strip()
if DATABASE_URL:
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL)}
    if DATABASES["default"]["ENGINE"].endswith("postgresql"):
        # A bounded pool per process instead of persistent connections: under ASGI every
        # request runs in a thread of its own, so CONN_MAX_AGE kept one idle connection per
        # thread ever used (99 of PostgreSQL's 100 in use at 200 tables, then 500s). With
        # the pool a process holds at most DATABASE_POOL_MAX connections; a request that
        # finds them all busy waits for one (up to DATABASE_POOL_TIMEOUT seconds) instead
        # of failing. Processes × max must stay under the server's max_connections.
        DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
            "min_size": env_int("DATABASE_POOL_MIN", default=1),
            "max_size": env_int("DATABASE_POOL_MAX", default=10),
            "timeout": env_int("DATABASE_POOL_TIMEOUT", default=20),
        }
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": BASE_DIR / "db.sqlite3",
        },
    }
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # select_for_update is a no-op on SQLite: writers take the lock at BEGIN instead, and
    # wait for it rather than failing with "database is locked".
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"transaction_mode": "IMMEDIATE", "timeout": 20}
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis: channel layer, cache, Celery ---------------------------------------------------
# Each choice below is explained in docs/production.md (Celery and Redis settings).

REDIS_URL = os.environ.get("REDIS_URL", "").strip()

# Bounded waits on Redis for the web processes: a read or an action must answer, Redis or not
# (a failing notification or queueing is logged and left to the sweep, never a 500).
_REDIS_SOCKET = {"socket_connect_timeout": 2, "health_check_interval": 10}

CHANNEL_LAYERS: dict[str, dict[str, Any]]
CACHES: dict[str, dict[str, Any]]
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {
                # No socket_timeout here: a consumer's receive blocks on Redis for up to 5 s.
                "hosts": [{"address": REDIS_URL, **_REDIS_SOCKET}],
                # A message is a tiny "table.updated" that a client resyncs without: a slow
                # channel holds at most 100 of them, each for at most 20 s.
                "capacity": 100,
                "expiry": 20,
                "group_expiry": 24 * 3600,  # a socket open longer than a day is dropped
            },
        },
    }
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "site",
            "OPTIONS": {**_REDIS_SOCKET, "socket_timeout": 2},
        },
    }
    CELERY_BROKER_URL = REDIS_URL
    CELERY_RESULT_BACKEND = REDIS_URL
    CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_EAGER", default=False)
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    CELERY_BROKER_URL = "memory://"
    CELERY_RESULT_BACKEND = None
    CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_EAGER", default=True)

CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TIMEZONE = "UTC"
# A task is acknowledged after it ran, and given back when its worker process dies: every
# task here may run twice (computer turns re-check the version under the row lock).
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1  # a worker reserves one job, not a batch others wait on
# No task runs longer than this (the longest, a round's review, takes seconds); a stuck one is
# killed rather than holding a worker for ever.
CELERY_TASK_TIME_LIMIT = 300
# Redis gives an unacknowledged job back after this: longer than any task can be held (the
# time limit, and the daily result's longest retry countdown, 480 s), or it would run twice
# meanwhile. A job lost with its worker waits this long, so the sweep below does not wait.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": 900,
    **_REDIS_SOCKET,
    "socket_timeout": 10,  # above the worker's 1 s BRPOP poll
    "socket_keepalive": True,
    "retry_on_timeout": True,
}
CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {**_REDIS_SOCKET, "retry_on_timeout": True}
# Workers wait for Redis for ever (a restart, a failover) instead of exiting.
CELERY_BROKER_CONNECTION_RETRY = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_CONNECTION_MAX_RETRIES = None
CELERY_WORKER_CONSUMER = "config.celery:QuickReconnect"  # …every half second or so
# On a lost connection a running task's acknowledgement cannot be sent: stop it (it is given
# back, and its table swept) rather than finish work the broker will hand out again.
CELERY_WORKER_CANCEL_LONG_RUNNING_TASKS_ON_CONNECTION_LOSS = True
# A web process queueing a job while Redis is away gives up after about half a second (the
# sweep queues it later) instead of holding the request.
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 2, "interval_start": 0, "interval_step": 0.2, "interval_max": 0.5,
}
# Computer turns have their own queue and workers; the coach's searches (hints, reviews) and
# the leaderboards' tasks (the default queue, "celery") never delay them.
CELERY_TASK_ROUTES = {
    "tables.tasks.run_computer_turns": {"queue": "turns"},
    "tables.tasks.sweep_stalled_tables": {"queue": "turns"},
    "tables.tasks.compute_hint": {"queue": "coach"},
    "tables.tasks.compute_review": {"queue": "coach"},
}
# Celery's Django fixup closes a prefork child's whole connection pool before and after every
# task unless this is set: a new PostgreSQL connection per computer move (measured: 184 a
# minute per worker at 50 tables). Set, the fixup closes it only every 2 × this many tasks;
# config.celery hands the task's connection back to the pool after each one instead.
CELERY_DB_REUSE_MAX = 100_000
CELERY_WORKER_HIJACK_ROOT_LOGGER = False  # workers log through LOGGING below (JSON lines too)

# No stalled table (tables/progress.py): a table whose game waits for a computer and that has
# not moved for TABLES_STALL_SECONDS is queued again by the sweep, every TABLES_SWEEP_SECONDS
# (the beat entry below; on daphne's loop in the embedded setup). A turn job's lease on its
# table lives TABLES_TURN_LEASE_SECONDS past its worker's last renewal.
TABLES_STALL_SECONDS = env_int("TABLES_STALL_SECONDS", default=5)
TABLES_SWEEP_SECONDS = 2
TABLES_TURN_LEASE_SECONDS = 3  # renewed every second: a killed worker's lasts 3 s at most
# While a computer is to act, a table's socket that heard nothing for this long reads the
# table again (tables/consumers.py): a move committed whose message was lost still shows.
TABLES_RECHECK_SECONDS = 3
# A friends' table (tables.presence): each open socket of a person beats every
# TABLES_PRESENCE_SECONDS; a person away TABLES_AWAY_GRACE_SECONDS has a computer play for them
# until they come back, and a table nobody has been at for TABLES_ABANDONED_SECONDS is closed.
TABLES_PRESENCE_SECONDS = 10
TABLES_AWAY_GRACE_SECONDS = env_int("TABLES_AWAY_GRACE_SECONDS", default=30)
TABLES_ABANDONED_SECONDS = env_int("TABLES_ABANDONED_SECONDS", default=600)
# /readyz wants a worker of each queue to have refreshed its heartbeat (config/health.py)
# within this many seconds; workers refresh it every third of that.
WORKER_HEARTBEAT_SECONDS = 15

# `celery -A config beat`: each game's daily is created before its day begins (and again on
# demand: both are idempotent); the Redis ranks are rebuilt from the database now and then,
# and the weekly and all-time boards recomputed every few minutes.
CELERY_BEAT_SCHEDULE = {
    "sweep-stalled-tables": {
        "task": "tables.tasks.sweep_stalled_tables",
        "schedule": float(TABLES_SWEEP_SECONDS),
        # A sweep that waited in the queue longer than a stall is dropped (later ones do its
        # work): while every turn worker is busy a few wait, never a pile.
        "options": {"expires": float(2 * TABLES_STALL_SECONDS)},
    },
    "create-dailies": {
        "task": "leaderboards.tasks.create_dailies",
        "schedule": 3600.0,  # hourly: a missed or doubled run is harmless
    },
    "rebuild-ranks": {
        "task": "leaderboards.tasks.rebuild_ranks",
        "schedule": 6 * 3600.0,
    },
    "refresh-period-boards": {
        "task": "leaderboards.tasks.refresh_period_boards",
        "schedule": 240.0,  # within leaderboards.periods.REFRESH_SECONDS
    },
    "sweep-missing-results": {
        # Finished ranked dailies whose result could not be recorded (retries exhausted).
        "task": "leaderboards.tasks.sweep_missing_results",
        "schedule": 600.0,
    },
    "prune-guests": {
        # Idle guests with nothing worth keeping, and expired sessions (accounts.pruning).
        "task": "accounts.tasks.prune_guests",
        "schedule": 24 * 3600.0,  # daily: a missed or doubled run is harmless
    },
}

# --- Daily challenge and leaderboards -------------------------------------------------------

DAILY_SECRET = os.environ.get("DAILY_SECRET", "") or SECRET_KEY
# A ranked attempt finished later than this after its day has ended is not ranked: nobody can
# hold the deals open while others talk about them.
DAILY_GRACE_MINUTES = env_int("DAILY_GRACE_MINUTES", default=60)
LEADERBOARD_REDIS_PREFIX = "lb"  # key prefix of the sorted sets (tests use their own)
LEADERBOARD_MIN_DAYS = {"week": 3, "all": 7}  # days played to appear on a period board
# Friends' groups (groups/): how many people one may hold, and how many one person may be in
# (each is a few more lines on the lobby's dailies and a few more rows to read).
FRIEND_GROUP_MAX_MEMBERS = 20
FRIEND_GROUPS_PER_PLAYER = 10

# --- Guests ----------------------------------------------------------------------------------

# A guest (no account) unseen this many days, with no daily result or ranked attempt and no
# table touched meanwhile, is deleted with its tables by the daily prune (accounts.pruning).
GUEST_IDLE_DAYS = env_int("GUEST_IDLE_DAYS", default=90)
if GUEST_IDLE_DAYS < 1:  # 0 would delete the guest playing right now
    raise ImproperlyConfigured(f"GUEST_IDLE_DAYS={GUEST_IDLE_DAYS} must be at least 1")

# --- Auth, i18n -----------------------------------------------------------------------------

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
# Each language named in itself: the switcher shows these names (never translated).
LANGUAGES = [
    ("en", "English"),
    ("nb", "Norsk bokmål"),  # i18n: keep (each name is in its own language)
    ("da", "Dansk"),
    ("he", "עברית"),
    ("sw", "Kiswahili"),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
# How each language writes a date (config/formats/<lang>/formats.py; templates name the
# formats: date:"SHORT_DATE_FORMAT").
FORMAT_MODULE_PATH = ["config.formats"]
LANGUAGE_COOKIE_AGE = 60 * 60 * 24 * 365  # as long as a guest's session: a choice is kept
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# --- Static files (WhiteNoise) ----------------------------------------------------------------

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATICFILES_FINDERS = [
    "django.contrib.staticfiles.finders.FileSystemFinder",
    "django.contrib.staticfiles.finders.AppDirectoriesFinder",
    # jsi18n/<lang>/djangojs.js, each language's JavaScript catalogue, compiled by the finder.
    "web.catalogues.CatalogueFinder",
]
# Development serves straight from the finders, so no collectstatic is needed.
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            # Hashed, compressed names (gzip, and brotli), the JavaScript modules' imports
            # rewritten to the hashed names: every file cached for good. Needs
            # `manage.py collectstatic` before serving.
            else "web.static_modules.ModuleManifestStorage"
        ),
    },
}

# --- Security -------------------------------------------------------------------------------

# The client's address (web/client.py), for the rate limits: how many proxies in front
# of the site are trusted, and which header they write. 0 (the default): REMOTE_ADDR,
# whatever any header says. Behind one proxy that appends to X-Forwarded-For (nginx's
# $proxy_add_x_forwarded_for), 1: the entry that proxy appended; behind a CDN and a proxy,
# 2. Only the entries the trusted proxies appended are believed.
TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", default=0)
CLIENT_IP_HEADER = os.environ.get("CLIENT_IP_HEADER", "X-Forwarded-For").strip()
if CLIENT_IP_HEADER.lower() not in ("x-forwarded-for", "x-real-ip"):
    raise ImproperlyConfigured(
        f"CLIENT_IP_HEADER={CLIENT_IP_HEADER!r}: use X-Forwarded-For or X-Real-IP")
if TRUSTED_PROXY_COUNT < 0:
    raise ImproperlyConfigured("TRUSTED_PROXY_COUNT must be 0 or more")
# Deprecated: DAILY_ADDRESS_HEADER named a META key whose last entry counted, which is one
# trusted proxy writing that header.
_LEGACY_HEADER = os.environ.get("DAILY_ADDRESS_HEADER", "").strip().upper()
if _LEGACY_HEADER and "TRUSTED_PROXY_COUNT" not in os.environ:
    _LEGACY = {"REMOTE_ADDR": None, "HTTP_X_FORWARDED_FOR": "X-Forwarded-For",
               "HTTP_X_REAL_IP": "X-Real-IP"}
    if _LEGACY_HEADER not in _LEGACY:
        raise ImproperlyConfigured(
            f"DAILY_ADDRESS_HEADER={_LEGACY_HEADER!r} is not supported: set "
            "TRUSTED_PROXY_COUNT and CLIENT_IP_HEADER instead")
    if _LEGACY[_LEGACY_HEADER] is not None:
        TRUSTED_PROXY_COUNT, CLIENT_IP_HEADER = 1, str(_LEGACY[_LEGACY_HEADER])

# Cookies: no page script reads any of them (the CSRF token is in base.html's
# <meta name="csrf-token">), so all are HttpOnly; SameSite=Lax keeps them off cross-site
# POSTs and out of cross-site subrequests. Secure in production (below).
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_HTTPONLY = True
CSRF_COOKIE_SAMESITE = "Lax"
LANGUAGE_COOKIE_HTTPONLY = True


def _inline_style_hash(template: Path) -> str:
    """The CSP source (``'sha256-…'``) of a page's one ``<style>`` element: templates/500.html
    loads no stylesheet on purpose (nothing that could fail again)."""
    found = re.search(r"<style>(.*?)</style>", template.read_text(encoding="utf-8"), re.S)
    if found is None:
        raise ImproperlyConfigured(f"{template} has no <style> element")
    digest = hashlib.sha256(found.group(1).encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


# Content-Security-Policy (django-csp): scripts and styles only from the site's own files, no
# inline script, style or handler anywhere (tests/browser/test_csp.py watches for violations).
# 'self' in connect-src covers the WebSocket (ws:/wss: to the page's host) in every current
# browser (Chrome 71+, Firefox, Safari 16+).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", _inline_style_hash(BASE_DIR / "templates" / "500.html")],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
    },
}

# The admin's address: "admin/" in development; in production off (no URL at all) unless
# ADMIN_PATH names one, which should not be guessable (e.g. "staff-7f3a9c/"). /admin/ is then
# a 404 like any unknown address. Its login counts against the login rate limits.
ADMIN_PATH = os.environ.get("ADMIN_PATH", "admin/" if DEBUG else "").strip().strip("/")
if ADMIN_PATH and (not re.fullmatch(r"[A-Za-z0-9._~-]+(/[A-Za-z0-9._~-]+)*", ADMIN_PATH)
                   or any(not part.strip(".") for part in ADMIN_PATH.split("/"))):
    raise ImproperlyConfigured(f"ADMIN_PATH={ADMIN_PATH!r}: use letters, digits, - _ . ~ and /")

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", default=True)
    SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]  # probes speak plain HTTP
    SECURE_HSTS_SECONDS = env_int("DJANGO_SECURE_HSTS_SECONDS", default=31_536_000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("DJANGO_SECURE_HSTS_PRELOAD", default=True)
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_REFERRER_POLICY = "same-origin"
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    LANGUAGE_COOKIE_SECURE = True
    X_FRAME_OPTIONS = "DENY"

# --- Rate limits ----------------------------------------------------------------------------

# The rate limits' counters (web/ratelimits.py), per group and key: "player" is the
# session's player, "address" the client's (web/client.py; an IPv6 /64 counts as one),
# "username" the name a login tries. A rate is "count/period", the period s, m, h or d,
# optionally with a number ("20/10m"); the window is fixed, so a refusal lasts at most one
# period (Retry-After says how long). The defaults are far above what a person does: a
# person plays one action a second at most; an address may be a whole school behind one NAT.
RATE_LIMITS: dict[str, dict[str, str]] = {
    "create": {"player": "20/m", "address": "60/m"},  # POST /api/tables/
    "join": {"player": "20/m", "address": "60/m"},  # POST /api/tables/<id>/join/
    "action": {"player": "180/m", "address": "900/m"},  # API and WebSocket actions, together
    # GET .../hint/ and .../review/, each ask (the client asks again every 0.4 s meanwhile)…
    "coach": {"player": "120/m", "address": "600/m"},
    # …and each question that starts a search (what costs: a hint or a round's review).
    "coach_search": {"player": "20/m", "address": "60/m"},
    # A phrase said at a friends' table (tables/talk.py): a few in a row, then a pause; a
    # table of five each saying one at the end of a game fits any address's.
    "phrase": {"player": "5/10s", "address": "30/10s"},
    "signup": {"address": "10/m"},  # each costs a password hash (about 0.5 s of CPU)
    # Actions that make a new player (a guest's first game, a signup without a guest): each
    # new player is one more ranked attempt at tomorrow's daily (README, "Who is ranked").
    # A school class's first day fits; a farm of guests from one address does not. Only a
    # player made counts. "site": an IPv6 address's /48 (an IPv4 address itself), for the
    # home a provider gives a /56 or a /48 of /64s.
    "newcomer": {"address": "50/d", "site": "200/d"},
    "login": {"address": "10/m", "username": "5/m"},  # the site's and the admin's login
    # Starting and joining friends' groups (pages and API together), and a keeper's new link.
    "groups": {"player": "10/m", "address": "60/m"},
}
# RATE_LIMITS="login.username=3/m,create.address=off": overrides, "off" turns one limit off.
for _item in env_list("RATE_LIMITS", default=[]):
    _name, _, _rate = _item.partition("=")
    _group, _, _key = _name.strip().partition(".")
    if _key not in RATE_LIMITS.get(_group, {}):
        raise ImproperlyConfigured(f"RATE_LIMITS: no limit called {_name.strip()!r}")
    _rate = _rate.strip()
    if _rate == "off":
        del RATE_LIMITS[_group][_key]
    elif re.fullmatch(r"[0-9]+/[0-9]*[smhd]", _rate):
        RATE_LIMITS[_group][_key] = _rate
    else:
        raise ImproperlyConfigured(f"RATE_LIMITS: {_rate!r} is no rate (e.g. 20/m)")
RATELIMIT_ENABLE = env_bool("RATE_LIMITS_ENABLED", default=True)  # all of them on or off
# The default cache holds the counters: Redis with REDIS_URL, shared by every process; the
# embedded setup's single process counts in its local memory.
RATELIMIT_USE_CACHE = "default"
RATELIMIT_CACHE_PREFIX = "rl:"

# --- Logging --------------------------------------------------------------------------------

# LOG_FORMAT=json: one JSON object per line (config/logs.py), with the fields passed as extra
# (a table's "table" and "version"); `make prod` sets it. Otherwise plain text.
LOG_FORMAT = os.environ.get("LOG_FORMAT", "plain").strip().lower()
if LOG_FORMAT not in ("plain", "json"):
    raise ImproperlyConfigured(f"LOG_FORMAT={LOG_FORMAT!r}: use plain or json")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "{asctime} {levelname} {name}: {message}", "style": "{"},
        "json": {"()": "config.logs.JsonFormatter"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": LOG_FORMAT},
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO").upper()},
    "loggers": {
        "django": {
            "handlers": ["console"],
            "level": os.environ.get("DJANGO_LOG_LEVEL", "INFO").upper(),
            "propagate": False,
        },
        # A line per task received, done and scheduled: with the sweep every 2 s, noise. A
        # failing task is still logged (ERROR), and CELERY_TASK_LOG_LEVEL=INFO shows them all.
        **{name: {"level": os.environ.get("CELERY_TASK_LOG_LEVEL", "WARNING").upper()}
           for name in ("celery.app.trace", "celery.worker.strategy", "celery.beat")},
    },
}
