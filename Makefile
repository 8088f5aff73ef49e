# The two commands in the README: `make run` and `make test`.
# Everything else here is a convenience around them.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
HOST   ?= 127.0.0.1
PORT   ?= 8000

# Strictly typed pure packages: cards/, every game's engine/ and players/ (the toy's too).
MYPY_PATHS := cards $(wildcard */engine */players)

.DEFAULT_GOAL := help
.PHONY: help install run prod test lint typecheck jscheck pytest bench bench-leaderboards bench-table bench-load bench-faults profile-turn page-weight migrate clean browser messages check-messages

help:
	@echo "make run        serve the site on http://$(HOST):$(PORT) (embedded defaults)"
	@echo "make test       ruff, mypy, the JavaScript checks and the whole pytest suite"
	@echo "make prod       the production topology on this machine (supervisord: daphnes, workers, beat)"
	@echo "make lint       ruff only;  make typecheck  mypy only;  make pytest  tests only"
	@echo "make jscheck    the JavaScript: tsc, ESLint, the Node tests, what the games share verbatim"
	@echo "make bench      engine benchmark of every game (python -m cards.arena.bench)"
	@echo "make bench-table  New game at Hard through a served site: first decision, replies, loop stalls"
	@echo "make bench-leaderboards   board timings with a year of results (PostgreSQL, Redis)"
	@echo "make bench-load   simulated people playing through its own daphnes, workers, beat (ARGS=...)"
	@echo "make bench-faults   daphnes, workers and its own Redis killed mid-turn; action logs checked"
	@echo "make profile-turn   where a Normal computer turn's milliseconds go (cProfile, PostgreSQL)"
	@echo "make page-weight   each table page's bytes on the wire, cold and warm (ARGS=--lighthouse)"
	@echo "make messages   update the translation catalogues (locale/, <game>/locale/) and compile them"
	@echo "make check-messages   fail on an unmarked string, a missing or fuzzy translation, a stale catalogue"
	@echo "make clean      remove the virtualenv and caches (keeps db.sqlite3)"

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when pyproject.toml changes.
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $@

install: $(STAMP)

migrate: $(STAMP)
	$(BIN)/python manage.py migrate --noinput

run: migrate
	$(BIN)/daphne -b $(HOST) -p $(PORT) config.asgi:application

# The production topology on one machine (README.md, "Production"): migrate, collect the static
# files, then supervisord runs WEB_PROCESSES daphnes on ports $(WEB_PORT_PREFIX)01.., the turn
# and coach workers and one beat (deploy/supervisord.conf), restarting whatever exits. Needs
# DATABASE_URL, REDIS_URL, DJANGO_SECRET_KEY and DJANGO_ALLOWED_HOSTS in the environment.
PROD_STAMP := $(VENV)/.installed-prod
WEB_PROCESSES ?= 2
WEB_HOST ?= 127.0.0.1
WEB_PORT_PREFIX ?= 80
TURNS_CONCURRENCY ?= 2
COACH_CONCURRENCY ?= 1

$(PROD_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,prod]'
	@touch $@ $(STAMP)

prod: $(PROD_STAMP)
	@test -n "$$DATABASE_URL" -a -n "$$REDIS_URL" || { echo "make prod: set DATABASE_URL and REDIS_URL (PostgreSQL and Redis that every process shares)" >&2; exit 1; }
	@mkdir -p var
	export DJANGO_DEBUG="$${DJANGO_DEBUG:-0}" LOG_FORMAT="$${LOG_FORMAT:-json}" CELERY_EAGER=0 \
	       VENV_BIN="$(abspath $(BIN))" WEB_PROCESSES="$(WEB_PROCESSES)" WEB_HOST="$(WEB_HOST)" \
	       WEB_PORT_PREFIX="$(WEB_PORT_PREFIX)" TURNS_CONCURRENCY="$(TURNS_CONCURRENCY)" \
	       COACH_CONCURRENCY="$(COACH_CONCURRENCY)" && \
	$(BIN)/python manage.py migrate --noinput && \
	$(BIN)/python manage.py collectstatic --noinput --verbosity 0 && \
	$(BIN)/python manage.py check --deploy && \
	exec $(BIN)/supervisord -c deploy/supervisord.conf

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
ifeq ($(strip $(MYPY_PATHS)),)
	@echo "mypy: no strictly typed packages yet (cards/, sheepshead/engine/), skipping"
else
	$(BIN)/mypy $(MYPY_PATHS)
endif

# The gettext catalogues: update every language's .po files from the marked strings (each
# file's strings go to the nearest locale/ above it: a game's to <game>/locale/), then
# compile the .mo files, which are committed (so that `make run` needs no gettext). Locations
# name the file only, so moving a line of code does not change the catalogues. Needs GNU
# gettext (msgfmt, xgettext): apt-get install gettext.
LANGS := nb da he sw
MESSAGES_IGNORE := --ignore=.venv --ignore=node_modules --ignore=staticfiles --ignore=test-results
messages: $(STAMP)
	$(BIN)/python manage.py makemessages --no-obsolete --add-location=file $(addprefix -l ,$(LANGS)) $(MESSAGES_IGNORE)
	$(BIN)/python manage.py makemessages --no-obsolete --add-location=file -d djangojs $(addprefix -l ,$(LANGS)) $(MESSAGES_IGNORE)
	$(BIN)/python manage.py compilemessages $(MESSAGES_IGNORE)

# The translation check CI runs: every string marked, every catalogue complete and compiled,
# and `make messages` would change nothing (needs GNU gettext; changes nothing itself).
check-messages: $(STAMP)
	$(BIN)/python -m tools.messages_check

# The Node tools, at the versions package-lock.json pins (installed again whenever it
# changes): axe-core for the browser tests' accessibility test; TypeScript, ESLint and its
# rules for jscheck.
NODE_STAMP := node_modules/.installed

$(NODE_STAMP): package.json package-lock.json
	@command -v npm >/dev/null || { echo "npm is missing: install Node.js 20.19+ with npm (apt-get install nodejs npm)" >&2; exit 1; }
	npm ci --no-audit --no-fund
	@touch $@

# What the browser tests need: Debian's chromium and axe-core.
browser: $(NODE_STAMP)
	scripts/install-chromium.sh

# The JavaScript held to the Python's bar (issue 32). TypeScript checks the modules' JSDoc
# types, nothing compiled: the games (tsconfig.json), the shared kit strictly
# (tsconfig.kit.json), the Node tests and checkers, each saying // @ts-check
# (tests/tsconfig.json); then ESLint, the Node unit tests (tests/js/) and the share of the
# games' JavaScript and CSS that stands verbatim in another game's, below the issue's 5%
# (4.6% today, Shakipesh's lines in Sixes' files); counted with the block heads the Game
# interface makes alike (class, method and @media heads), today's 6.4% rounded up, so that
# neither can grow.
JS_SHARED_MAX ?= 5
JS_SHARED_MAX_WITH_HEADS ?= 7

# Every TypeScript project: the site's static/ (tsconfig.json), the kit strictly
# (tsconfig.kit.json), the site's Node tests (tests/tsconfig.json), and each game's browser
# modules and Node tests (<game>/tsconfig.json, <game>/tests/tsconfig.json). Node runs the
# modules with tools/static_paths.mjs, which gives it the served tree's layout.
TS_PROJECTS := tsconfig.json tsconfig.kit.json $(wildcard */tsconfig.json */tests/tsconfig.json)
NODE_TESTS := tests/js/ $(wildcard */tests/js/)

jscheck: $(NODE_STAMP)
	@for project in $(TS_PROJECTS); do echo "tsc -p $$project"; npx --no-install tsc -p $$project || exit 1; done
	@unchecked=$$(find tests */tests -name '*.mjs' -not -path '*/node_modules/*' | xargs grep -L '^// @ts-check'); \
	  if [ -n "$$unchecked" ]; then echo "no // @ts-check at the top (the tests' tsconfig.json checks only those): $$unchecked" >&2; exit 1; fi
	npx --no-install eslint .
	node --disable-warning=ExperimentalWarning --import ./tools/static_paths.mjs --test --test-reporter=dot $(NODE_TESTS)
	$(PYTHON) scripts/js_shared_lines.py --brief --max $(JS_SHARED_MAX) --max-with-heads $(JS_SHARED_MAX_WITH_HEADS)

# The browser tests (tests/browser/ and each game's <game>/tests/browser/) run in their own
# pytest process: Playwright's sync API keeps an event loop running in the main thread, which
# the asyncio tests in the same process cannot share.
BROWSER_TESTS := tests/browser $(wildcard */tests/browser)

pytest: $(STAMP) browser
	$(BIN)/pytest -n auto $(addprefix --ignore=,$(BROWSER_TESTS))
	$(BIN)/pytest -n 2 $(BROWSER_TESTS)

test: lint typecheck jscheck pytest

# The engine benchmark of every game with an arena hook (<game>/players/arena.py).
ARENA_GAMES := $(patsubst %/players/arena.py,%,$(wildcard */players/arena.py))

bench: $(STAMP)
	$(BIN)/python -m cards.arena.bench $(ARENA_GAMES)

# Serves its own daphne on a free port with a throwaway SQLite database.
bench-table: $(STAMP)
	$(BIN)/python scripts/bench_table.py $(ARGS)

# Needs PostgreSQL and Redis; the defaults are this machine's (CI's) services.
DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/test
REDIS_URL ?= redis://127.0.0.1:6379/0
bench-leaderboards: $(STAMP)
	DJANGO_DEBUG=0 DJANGO_SECRET_KEY=bench DJANGO_ALLOWED_HOSTS=testserver \
	DATABASE_URL=$(DATABASE_URL) REDIS_URL=$(REDIS_URL) \
	$(BIN)/python manage.py bench_leaderboards $(ARGS)

# These start and stop their own production processes on loopback (bench-faults also its own
# Redis server); the database is migrated first. Use your own database and Redis db number.
bench-load: $(STAMP)
	DATABASE_URL=$(DATABASE_URL) REDIS_URL=$(REDIS_URL) $(BIN)/python scripts/bench_load.py $(ARGS)

bench-faults: $(STAMP)
	DATABASE_URL=$(DATABASE_URL) $(BIN)/python scripts/bench_faults.py $(ARGS)

# Serves this checkout in production (its own collectstatic, SQLite, daphne) to chromium and
# Lighthouse (the Node tools: make browser).
page-weight: $(STAMP) browser
	$(BIN)/python scripts/page_weight.py $(ARGS)

profile-turn: $(STAMP)
	DATABASE_URL=$(DATABASE_URL) REDIS_URL=$(REDIS_URL) $(BIN)/python scripts/profile_turn.py $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache staticfiles build *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
