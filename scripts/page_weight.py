"""What each game's table page costs on the wire, cold and warm, in production (issue 34,
part 5), and optionally its Lighthouse mobile performance score.

    .venv/bin/python scripts/page_weight.py                      # this checkout
    .venv/bin/python scripts/page_weight.py --root /tmp/before   # another one (the code before)
    .venv/bin/python scripts/page_weight.py --lighthouse         # and Lighthouse, per game
    .venv/bin/python scripts/page_weight.py --language nb        # a Norwegian browser
    .venv/bin/python scripts/page_weight.py --root /tmp/before --without-brotli   # as it was

It serves the checkout at ``--root`` as production does (``DJANGO_DEBUG=0``,
``collectstatic`` into a folder of its own, daphne) with the embedded services (a throwaway
SQLite file, no Redis: computers play in the web process), on a free loopback port, and
drives Debian's chromium (Playwright, as the browser tests) through the Chrome DevTools
protocol's network events. Per game:

- cold: a person who has the site's cookies (a guest made in the lobby, who started the table
  there) and nothing cached opens the table page: a new browser context with those cookies;
- warm: the same browser, a moment later, opens another new table of the same game (made
  with the lobby's request, not counted), everything it fetched before in its cache.

A load counts from the navigation until the table is drawn and the network has been quiet
for half a second. Its bytes are the HTTP responses' bytes as they came over the wire
(CDP ``Network.loadingFinished``'s ``encodedDataLength``: headers and the compressed body);
its requests those that reached the network (none served from the cache). The WebSocket is
apart: its handshake is one request of the count, its frames' payloads (the views pushed as
the computers play, a game's own pace) are printed apart and in no total.

``--lighthouse`` runs Lighthouse 12 (``npm ci`` installs it: package.json) on each game's
table page with its default mobile setting (a mid-range phone, slow 4G, simulated), the
performance category only, in headless chromium, the guest's cookies sent with every
request; the score is the median of ``--runs`` runs.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
GAMES = ("sheepshead", "shiesta", "sixes", "shakipesh")
PHONE = {"width": 360, "height": 640}
QUIET_MS = 500
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: no proxy

# Made with the page's own fetch and CSRF token, as the lobby's New game does.
CREATE_TABLE = """async (game) => {
  const token = document.querySelector('meta[name="csrf-token"]').content;
  const response = await fetch("/api/tables/", {
    method: "POST",
    headers: {"Content-Type": "application/json", "X-CSRFToken": token},
    body: JSON.stringify({game}),
  });
  if (response.status !== 201) throw new Error(`table not created: ${response.status}`);
  return (await response.json()).url;
}"""
DRAWN = "() => window.tableClient && window.tableClient.renderer"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def serve(root: Path, work: Path, brotli: bool) -> tuple[subprocess.Popen[bytes], str]:
    """The checkout at ``root`` in production on a free port, once it answers."""
    if not brotli:  # WhiteNoise writes no .br when brotli does not import
        (work / "brotli.py").write_text("raise ImportError('page_weight.py --without-brotli')\n")
    # The checkout's own settings, with the static files collected into ``work``: never into
    # the checkout's staticfiles/, which another process may be serving.
    (work / "page_weight_settings.py").write_text(
        "from config.settings import *  # noqa: F403\n"
        f"STATIC_ROOT = {str(work / 'static')!r}\n")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DJANGO_", "CELERY_")) and k not in ("DATABASE_URL", "REDIS_URL")}
    env.update({
        "PYTHONPATH": os.pathsep.join([str(work), str(root)]),
        "DJANGO_SETTINGS_MODULE": "page_weight_settings",
        "DJANGO_DEBUG": "0", "DJANGO_SECRET_KEY": "weight-" + secrets.token_urlsafe(24),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1", "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DATABASE_URL": f"sqlite:///{work / 'db.sqlite3'}", "RATE_LIMITS_ENABLED": "0",
        "LOG_LEVEL": "WARNING", "DJANGO_LOG_LEVEL": "WARNING",
    })
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], cwd=root, env=env, check=True)
    subprocess.run([*manage, "collectstatic", "--noinput", "-v", "0"], cwd=root, env=env,
                   check=True)
    port = free_port()
    log = (work / "daphne.log").open("ab")
    server = subprocess.Popen([sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p",
                               str(port), "config.asgi:application"],
                              cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
                              start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with DIRECT.open(f"{url}/healthz", timeout=2):
                return server, url
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                raise SystemExit((work / "daphne.log").read_text()) from None
            time.sleep(0.3)


@dataclass
class Load:
    """One page load as the network saw it."""

    requests: dict[str, dict[str, Any]] = field(default_factory=dict)
    frames: int = 0
    frame_bytes: int = 0

    @property
    def wire(self) -> list[dict[str, Any]]:
        return [r for r in self.requests.values() if not r["cached"] and r["bytes"] > 0]

    @property
    def bytes(self) -> int:
        return sum(r["bytes"] for r in self.wire)


class Wire:
    """The page's network events (CDP), gathered into the current ``Load``."""

    def __init__(self, page: Page) -> None:
        self.load = Load()
        cdp = page.context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.on("Network.requestWillBeSent", self._sent)
        cdp.on("Network.requestServedFromCache", self._cached)
        cdp.on("Network.responseReceived", self._response)
        cdp.on("Network.loadingFinished", self._finished)
        cdp.on("Network.webSocketWillSendHandshakeRequest", self._socket)
        cdp.on("Network.webSocketHandshakeResponseReceived", self._handshake)
        cdp.on("Network.webSocketFrameReceived", self._frame)
        cdp.on("Network.webSocketFrameSent", self._frame)

    def start(self) -> Load:
        self.load = Load()
        return self.load

    def _entry(self, event: dict[str, Any]) -> dict[str, Any]:
        return self.load.requests.setdefault(
            event["requestId"], {"url": "", "bytes": 0, "cached": False, "type": ""})

    def _sent(self, event: dict[str, Any]) -> None:
        entry = self._entry(event)
        entry["url"], entry["type"] = event["request"]["url"], event.get("type", "")

    def _cached(self, event: dict[str, Any]) -> None:
        self._entry(event)["cached"] = True

    def _response(self, event: dict[str, Any]) -> None:
        response = event["response"]
        if response.get("fromDiskCache") or response.get("fromPrefetchCache"):
            self._entry(event)["cached"] = True
        self._entry(event)["encoding"] = {k.lower(): v for k, v in response["headers"].items()
                                          }.get("content-encoding", "")

    def _finished(self, event: dict[str, Any]) -> None:
        self._entry(event)["bytes"] = int(event["encodedDataLength"])

    def _socket(self, event: dict[str, Any]) -> None:
        entry = self._entry(event)
        entry["url"], entry["type"] = event.get("request", {}).get("url", "ws"), "WebSocket"

    def _handshake(self, event: dict[str, Any]) -> None:
        # The handshake's size is not reported; its response headers, as sent, stand for it.
        response = event["response"]
        text = response.get("headersText") or "".join(
            f"{k}: {v}\r\n" for k, v in response.get("headers", {}).items())
        self._entry(event)["bytes"] = len(text.encode()) + 20

    def _frame(self, event: dict[str, Any]) -> None:
        self.load.frames += 1
        self.load.frame_bytes += len(event["response"].get("payloadData", "").encode())


def settle(page: Page) -> None:
    """Until the table is drawn and nothing has been fetched for QUIET_MS."""
    page.wait_for_function(DRAWN, timeout=60_000)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(QUIET_MS)


def new_page(browser: Browser, **options: Any) -> tuple[BrowserContext, Page]:
    context = browser.new_context(viewport=PHONE, **options)  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(30_000)
    return context, page


def measure(browser: Browser, site: str, game: str, language: str) -> dict[str, Load]:
    lobby_context, lobby = new_page(browser, locale=language)
    lobby.goto(f"{site}/")
    table = site + lobby.evaluate(CREATE_TABLE, game)
    state = lobby_context.storage_state()
    lobby_context.close()

    context, page = new_page(browser, storage_state=state, locale=language)
    wire = Wire(page)
    cold = wire.start()
    page.goto(table)
    settle(page)

    wire.start()  # the new table's POST is the lobby's, not the page's
    again = site + page.evaluate(CREATE_TABLE, game)
    warm = wire.start()
    page.goto(again)
    settle(page)
    context.close()
    return {"cold": cold, "warm": warm}


def table_with_cookies(browser: Browser, site: str, game: str) -> tuple[str, str]:
    """A new table of ``game`` and the Cookie header of the guest it belongs to."""
    context, page = new_page(browser)
    page.goto(f"{site}/")
    table = site + page.evaluate(CREATE_TABLE, game)
    cookies = "; ".join(f"{c['name']}={c['value']}" for c in context.cookies())
    context.close()
    return table, cookies


def lighthouse(url: str, cookies: str, out: Path) -> dict[str, float]:
    """One Lighthouse run (mobile, performance only): the score and its metrics. On a busy
    machine Lighthouse now and then fails to record its trace (NO_NAVSTART): tried again, up
    to three times."""
    command = ["npx", "--no-install", "lighthouse", url, "--quiet",
               "--only-categories=performance", "--output=json", f"--output-path={out}",
               "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
               "--extra-headers", json.dumps({"Cookie": cookies})]
    for attempt in range(3):
        done = subprocess.run(command, cwd=ROOT, env={**os.environ, "CHROME_PATH": CHROMIUM},
                              stdout=subprocess.DEVNULL)
        if done.returncode == 0:
            break
        print(f"  (Lighthouse failed on {url}, attempt {attempt + 1} of 3)", file=sys.stderr)
    else:
        raise SystemExit("Lighthouse failed three times")
    report = json.loads(out.read_text())
    audits = report["audits"]
    return {
        "score": round(report["categories"]["performance"]["score"] * 100),
        "fcp": audits["first-contentful-paint"]["numericValue"],
        "lcp": audits["largest-contentful-paint"]["numericValue"],
        "tbt": audits["total-blocking-time"]["numericValue"],
        "cls": audits["cumulative-layout-shift"]["numericValue"],
        "si": audits["speed-index"]["numericValue"],
    }


def kib(n: float) -> str:
    return f"{n / 1024:.1f}"


def print_load(game: str, kind: str, load: Load, verbose: bool) -> None:
    sockets = sum(1 for r in load.wire if r["type"] == "WebSocket")
    print(f"{game:<11} {kind:<5} {kib(load.bytes):>8} KiB {len(load.wire):>4} requests"
          f"  (WebSocket: {sockets} handshake, {load.frames} frames, "
          f"{kib(load.frame_bytes)} KiB of payload, not in the total)")
    if verbose:
        for r in sorted(load.wire, key=lambda r: -r["bytes"]):
            print(f"      {r['bytes']:>7}  {r.get('encoding', '') or '-':<5} {r['url']}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout to serve (default: this one)")
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    parser.add_argument("--lighthouse", action="store_true", help="also Lighthouse, per game")
    parser.add_argument("--language", default="en",
                        help="the browser's language (Accept-Language): its catalogue's size")
    parser.add_argument("--runs", type=int, default=3, help="Lighthouse runs per game (median)")
    parser.add_argument("--verbose", "-v", action="store_true", help="every request")
    parser.add_argument("--reports", type=Path, help="keep Lighthouse's JSON reports here")
    parser.add_argument("--without-brotli", action="store_true",
                        help="no .br files (gzip only), as a checkout without "
                             "whitenoise[brotli] serves: the code before this command")
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="page-weight-"))
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # the server is stopped all the same
    server, site = serve(args.root.resolve(), work, brotli=not args.without_brotli)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            print(f"{args.root.resolve()} served in production at {site}; bytes on the wire, "
                  f"language {args.language}")
            totals: dict[str, list[int]] = {"cold": [], "warm": []}
            for game in args.games:
                for kind, load in measure(browser, site, game, args.language).items():
                    print_load(game, kind, load, args.verbose)
                    totals[kind].append(load.bytes)
            for kind, values in totals.items():
                print(f"{kind}: {kib(min(values))}–{kib(max(values))} KiB")
            if args.lighthouse:
                reports = args.reports or work
                reports.mkdir(parents=True, exist_ok=True)
                print(f"Lighthouse mobile performance, median of {args.runs} runs")
                for game in args.games:
                    runs = []
                    for n in range(args.runs):
                        url, cookies = table_with_cookies(browser, site, game)
                        runs.append(lighthouse(url, cookies, reports / f"lh-{game}-{n}.json"))
                    runs.sort(key=lambda r: r["score"])
                    best = runs[len(runs) // 2]
                    print(f"{game:<11} score {best['score']:>3} (runs: "
                          f"{', '.join(str(r['score']) for r in runs)})  FCP {best['fcp']:.0f} ms"
                          f"  LCP {best['lcp']:.0f} ms  TBT {best['tbt']:.0f} ms"
                          f"  CLS {best['cls']:.3f}  SI {best['si']:.0f} ms")
            browser.close()
    finally:
        os.killpg(server.pid, 15)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, 9)
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
