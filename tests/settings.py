"""The site's settings plus the toy, for the tests.

The toy (toy/, toy/README.md) is the contract suite's example of a fifth game: a complete app
that the tests install with this one line, exactly as a new game joins the site (its folder
plus its line in INSTALLED_APPS), so that the shared suites play it through the API, the daily
and the browser like the others. The site itself (config.settings, ``make run``) never shows
it. pyproject.toml points pytest here; the browser tests' server runs with it too
(tests/browser/site.py).
"""

from config.settings import *  # noqa: F403

INSTALLED_APPS = [*INSTALLED_APPS, "toy"]  # noqa: F405
