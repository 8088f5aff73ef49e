"""What a table page loads, named as production serves it (hashed).

``{% module_preloads "tables/client.js" renderer %}``: a ``<link rel="modulepreload">`` for
every module those entry modules import, directly or not (web/static_modules.py reads the
graph), by the names the modules themselves import: hashed in production. The browser then
fetches the whole graph at once instead of one level of imports after another, and the list
never goes stale as modules come and go.

``{% game_catalogue game LANGUAGE_CODE %}``: the URL of the JavaScript catalogue with the
site's strings and the game's own (web/catalogues.py), not every game's."""

from __future__ import annotations

from django import template
from django.templatetags.static import static
from django.utils.html import format_html_join
from django.utils.safestring import SafeString

from web.catalogues import catalogue_path
from web.static_modules import module_graph

register = template.Library()


@register.simple_tag
def module_preloads(*entries: str) -> SafeString:
    return format_html_join("\n  ", '<link rel="modulepreload" href="{}">',
                            ((static(name),) for name in module_graph(entries)))


@register.simple_tag
def game_catalogue(game: str, language: str) -> str:
    return static(catalogue_path(language, game))
