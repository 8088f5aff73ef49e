"""Play one whole Sheepshead deal, one whole Shiesta game and one whole Sixes game through a
running site, as a browser would (stdlib only).

    python scripts/smoke_play.py http://127.0.0.1:8000

Opens the lobby (guest + CSRF cookie), creates a practice table of each game through the JSON
API, then sends the first legal action until the first deal has been scored (Sheepshead) or
the game is over (Shiesta, Sixes). The computers move in the
background (on the served event loop in the embedded setup), so after each answer it reads
the table until the person is to act again. Exits non-zero on any unexpected answer.
"""

from __future__ import annotations

import http.cookiejar
import json
import sys
import time
import urllib.request
from typing import Any


def main(base: str) -> None:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(f"{base}/") as response:
        assert response.status == 200, "the lobby did not answer"
    csrf = next(cookie.value for cookie in jar if cookie.name == "csrftoken")

    def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(
            f"{base}{path}", json.dumps(body).encode(), method="POST",
            headers={"Content-Type": "application/json", "X-CSRFToken": csrf, "Referer": base},
        )
        with opener.open(request) as response:
            result: dict[str, Any] = json.loads(response.read())
            return result

    def wait_for_the_person(view: dict[str, Any]) -> dict[str, Any]:
        deadline = time.monotonic() + 60
        while (view["seat"] not in view["to_act"] and not view.get("history")
               and view["status"] == "active"):
            assert time.monotonic() < deadline, f"the computers did not move: {view['to_act']}"
            time.sleep(0.1)
            with opener.open(f"{base}/api/tables/{table['id']}/") as response:
                view = json.loads(response.read())["view"]
        return view

    table = post("/api/tables/", {"game": "sheepshead", "mode": "practice"})
    view, actions = table["view"], 0
    with opener.open(f"{base}{table['url']}") as response:
        assert response.status == 200, "the table page did not answer"
    while not (view := wait_for_the_person(view))["history"]:
        view = post(f"/api/tables/{table['id']}/actions/",
                    {"version": view["version"], "action": view["legal_actions"][0]})["view"]
        actions += 1
        assert actions < 200, "the deal did not end"
    deal = view["history"][0]
    result = deal["result"]
    print(f"played deal 1 in {actions} actions of ours: scores {result['scores']}; "
          f"{'leaster' if result['leaster'] else 'base ' + str(result['base'])}")

    table = post("/api/tables/", {"game": "shiesta", "mode": "practice", "seats": 4})
    view, actions = table["view"], 0
    with opener.open(f"{base}{table['url']}") as response:
        assert response.status == 200, "the Shiesta table page did not answer"
    while (view := wait_for_the_person(view))["status"] == "active":
        view = post(f"/api/tables/{table['id']}/actions/",
                    {"version": view["version"], "action": view["legal_actions"][-1]})["view"]
        actions += 1
        assert actions < 400, "the Shiesta game did not end"
    print(f"played a Shiesta game in {actions} actions of ours: places "
          f"{view['result']['places']}")

    # Sixes at Hard, the daily's level: the person draws and swaps, and knocks from his
    # third turn on; going up (legal at any moment) is left out.
    table = post("/api/tables/", {"game": "sixes", "mode": "practice", "level": "hard"})
    view, actions = table["view"], 0
    with opener.open(f"{base}{table['url']}") as response:
        assert response.status == 200, "the Sixes table page did not answer"
    while (view := wait_for_the_person(view))["status"] == "active":
        legal = [a for a in view["legal_actions"] if a["type"] != "up"]
        knock = [a for a in legal if a["type"] == "knock"]
        action = knock[0] if knock and view["turns"][view["seat"]] >= 2 else legal[0]
        view = post(f"/api/tables/{table['id']}/actions/",
                    {"version": view["version"], "action": action})["view"]
        actions += 1
        assert actions < 400, "the Sixes game did not end"
    print(f"played a Sixes game in {actions} actions of ours: scores "
          f"{view['result']['scores']} ({view['result']['reason']})")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000")
