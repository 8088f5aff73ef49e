"""How quickly a New game at Hard reaches its first decision, through a served site (stdlib).

    .venv/bin/python scripts/bench_table.py                  # 20 tables, 1500 decisions
    .venv/bin/python scripts/bench_table.py --tables 40 --decisions 3000
    .venv/bin/python scripts/bench_table.py --base http://127.0.0.1:8000 --skip-decisions

Without ``--base`` it serves the embedded setup itself (daphne, a throwaway SQLite database,
no REDIS_URL), as ``make run`` does, and stops it afterwards. For each of ``--tables`` new
Hard tables it times, as a browser would from the New game click: the ``POST /api/tables/``
answer, the table page (its first view), the first decision on screen (the first view that
carries a computer's move or asks the person to act: the POST's, the page's or one pushed
over the WebSocket) and the person's first prompt (every computer before the person has
moved); then it sends the person's first legal action and times the computers' replies
as they are pushed (the gaps between pushes, and how many moves each push carried).
The very first table, before anything warmed up, is printed apart. Meanwhile a second
guest reads its own table every 25 ms: the latency of those reads while computers think,
against the same reads at rest, is the event-loop stall figure. The server's CPU seconds
(daphne and its children, from /proc) separate real cost from a busy machine. Then, in
this process, ``--decisions`` real Hard decisions from many seeds, per phase: wall and
CPU percentiles (``python -m cards.arena sheepshead hard --decisions N``).
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import http.cookiejar
import json
import os
import platform
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cards.arena import report, tournament  # noqa: E402
from cards.measure import percentile  # noqa: E402


class Browser:
    """A guest with cookies and the CSRF token, reading and posting JSON."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.get("/")
        self.csrf = self.cookie("csrftoken")

    def cookie(self, name: str) -> str:
        return next(c.value or "" for c in self.jar if c.name == name)

    def get(self, path: str) -> bytes:
        with self.opener.open(self.base + path, timeout=60) as response:
            body: bytes = response.read()
            return body

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(
            self.base + path, json.dumps(body).encode(), method="POST",
            headers={"Content-Type": "application/json", "X-CSRFToken": self.csrf,
                     "Referer": self.base + "/"},
        )
        with self.opener.open(request, timeout=60) as response:
            answer: dict[str, Any] = json.loads(response.read())
            return answer


class Socket:
    """A minimal WebSocket client (RFC 6455: text frames, masked as a client must)."""

    def __init__(self, base: str, path: str, cookie: str) -> None:
        parts = urlsplit(base)
        self.sock = socket.create_connection((parts.hostname, parts.port or 80), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((
            f"GET {path} HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
            f"Origin: {base}\r\nCookie: {cookie}\r\n\r\n"
        ).encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self._recv()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"WebSocket refused: {head[:80]!r}")

    def _recv(self) -> bytes:
        chunk = self.sock.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the WebSocket")
        return chunk

    def _take(self, n: int) -> bytes:
        while len(self.buffer) < n:
            self.buffer += self._recv()
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def receive(self) -> dict[str, Any]:
        while True:
            first, second = self._take(2)
            size = second & 0x7F
            if size == 126:
                (size,) = struct.unpack("!H", self._take(2))
            elif size == 127:
                (size,) = struct.unpack("!Q", self._take(8))
            payload = self._take(size)
            if first & 0x0F == 0x1:
                message: dict[str, Any] = json.loads(payload)
                return message
            if first & 0x0F == 0x8:
                raise ConnectionError("the server closed the WebSocket")

    def send(self, message: dict[str, Any]) -> None:
        payload, mask = json.dumps(message).encode(), os.urandom(4)
        size = len(payload)
        head = (struct.pack("!BB", 0x81, 0x80 | size) if size < 126
                else struct.pack("!BBH", 0x81, 0x80 | 126, size))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.sendall(b"\x88\x80" + os.urandom(4))
        self.sock.close()


def server_cpu(pid: int) -> float:
    """CPU seconds of ``pid`` and every process below it (the decision workers)."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        times[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick

    def below(p: int) -> bool:
        while p > 1:
            if p == pid:
                return True
            p = parents.get(p, 0)
        return False

    return sum(t for p, t in times.items() if below(p))


@contextlib.contextmanager
def served() -> Iterator[tuple[str, int]]:
    """The embedded setup under daphne on a free port, with a throwaway database."""
    with tempfile.TemporaryDirectory() as folder:
        env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "CELERY_EAGER")}
        env["DATABASE_URL"] = f"sqlite:///{folder}/bench.sqlite3"
        python = sys.executable
        subprocess.run([python, "manage.py", "migrate", "--noinput"], cwd=ROOT, env=env,
                       check=True, stdout=subprocess.DEVNULL)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        daphne = str(Path(python).with_name("daphne"))
        with open(Path(folder) / "daphne.log", "wb") as log:
            process = subprocess.Popen(
                [daphne, "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
                cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
            )
            try:
                base = f"http://127.0.0.1:{port}"
                deadline = time.monotonic() + 30
                while True:
                    try:
                        urllib.request.urlopen(base + "/", timeout=2).read()
                        break
                    except OSError:
                        if time.monotonic() > deadline or process.poll() is not None:
                            raise RuntimeError("daphne did not start") from None
                        time.sleep(0.2)
                yield base, process.pid
            finally:
                process.terminate()
                process.wait(timeout=20)


class Pinger(threading.Thread):
    """A second guest reading its own table every 25 ms, each read's latency recorded with
    whether a measured table's computers were thinking at the time."""

    def __init__(self, base: str) -> None:
        super().__init__(daemon=True)
        self.browser = Browser(base)
        table = self.browser.post("/api/tables/", {"game": "sheepshead"})
        self.path = f"/api/tables/{table['id']}/"
        self.busy = threading.Event()
        self.stop = threading.Event()
        self.idle_ms: list[float] = []
        self.busy_ms: list[float] = []

    def run(self) -> None:
        while not self.stop.is_set():
            busy = self.busy.is_set()
            start = time.perf_counter()
            self.browser.get(self.path)
            spent = 1000.0 * (time.perf_counter() - start)
            if busy and self.busy.is_set():
                self.busy_ms.append(spent)
            elif not busy and not self.busy.is_set():
                self.idle_ms.append(spent)
            time.sleep(0.025)


def page_view(page: str) -> dict[str, Any]:
    """The view the table page embeds (``json_script``), as the browser draws it first."""
    start = page.index('id="initial-view"')
    start = page.index(">", start) + 1
    view: dict[str, Any] = json.loads(page[start:page.index("</script>", start)])
    return view


def prompts(view: dict[str, Any]) -> bool:
    return view["seat"] in view["to_act"] or view["status"] != "active"


def one_table(base: str, level: str) -> dict[str, Any]:
    """Times in ms from the New game click: POST answer, page, first decision, prompt; then
    the person sends a legal action and the computers' replies are timed as they arrive."""
    guest = Browser(base)
    cookie = f"sessionid={guest.cookie('sessionid')}"
    start = time.perf_counter()

    def ms() -> float:
        return 1000.0 * (time.perf_counter() - start)

    created = guest.post("/api/tables/", {"game": "sheepshead", "mode": "practice",
                                          "level": level})
    times: dict[str, Any] = {"post": ms()}
    first_decision = times["post"] if prompts(created["view"]) else None
    page = guest.get(created["url"]).decode()
    times["page"] = ms()
    view = page_view(page)
    if first_decision is None and (prompts(view) or view["version"] > 0):
        first_decision = times["page"]
    prompt = times["page"] if prompts(view) else None
    ws = Socket(base, f"/ws/tables/{created['id']}/?since={view['version']}", cookie)
    try:
        while prompt is None:
            view = next_view(ws)
            if first_decision is None and (view["version"] > 0 or prompts(view)):
                first_decision = ms()
            if prompts(view):
                prompt = ms()
        times["first"], times["prompt"] = first_decision, prompt
        times.update(replies(ws, view))
    finally:
        ws.close()
    return times


def next_view(ws: Socket) -> dict[str, Any]:
    while True:
        message = ws.receive()
        if message.get("type") == "view":
            view: dict[str, Any] = message["view"]
            return view


def replies(ws: Socket, view: dict[str, Any]) -> dict[str, Any]:
    """The person's first legal action, then each pushed view until the next prompt: the
    gaps between pushes carrying computer moves, and how many moves each push carried."""
    if view["status"] != "active":
        return {"gaps": [], "per_push": [], "reply": None}
    legal = view["legal_actions"]
    action = next((a for a in legal if a.get("type") == "pass"), legal[0])  # hand on the turn
    ws.send({"type": "action", "version": view["version"], "action": action})
    sent = last = time.perf_counter()
    gaps: list[float] = []
    per_push: list[float] = []
    version, reply = view["version"] + 1, None  # the person's own move
    current = next_view(ws)
    while True:
        now = time.perf_counter()
        if current["version"] > version:
            gaps.append(1000.0 * (now - last))
            per_push.append(float(current["version"] - version))
            version, last = current["version"], now
        if prompts(current):
            break
        current = next_view(ws)
    if per_push:
        reply = 1000.0 * (last - sent)
    return {"gaps": gaps, "per_push": per_push, "reply": reply}


def line(name: str, values: list[float], unit: str = "ms") -> str:
    if not values:
        return f"  {name:34} (none)"
    return (f"  {name:34} p50 {percentile(values, 0.5):7.1f}  p90 {percentile(values, 0.9):7.1f}"
            f"  max {max(values):7.1f} {unit}  (n={len(values)})")


def bench_site(base: str, pid: int | None, tables: int, level: str) -> None:
    # The first New game the server sees (its first request, when served here): nothing
    # warmed up yet, as after a restart.
    cold = one_table(base, level)
    pinger = Pinger(base)
    pinger.start()
    time.sleep(1.5)  # reads at rest first
    cpu_before = server_cpu(pid) if pid else None
    results = []
    for _ in range(tables):
        pinger.busy.set()
        results.append(one_table(base, level))
        pinger.busy.clear()
        time.sleep(0.3)
    cpu_after = server_cpu(pid) if pid else None
    pinger.stop.set()
    pinger.join()
    print(f"the first table at {level} (a cold server): POST {cold['post']:.0f} ms, page "
          f"{cold['page']:.0f} ms, first decision {cold['first']:.0f} ms, person's prompt "
          f"{cold['prompt']:.0f} ms (from the New game click)")
    print(f"{tables} new tables at {level}, one after another, through {base}")
    for key, name in (("post", "POST /api/tables/ answered"),
                      ("page", "table page (first view) arrived"),
                      ("first", "first decision on screen"),
                      ("prompt", "person's first prompt")):
        print(line(name, [r[key] for r in results]))
    print("  after the person's first move (a legal action sent over the WebSocket):")
    print(line("  all computers' replies arrived", [r["reply"] for r in results
                                                   if r["reply"] is not None]))
    print(line("  gap between pushed moves", [g for r in results for g in r["gaps"]]))
    pushes = [n for r in results for n in r["per_push"]]
    if pushes:
        print(f"    computer moves per push: mean {sum(pushes) / len(pushes):.2f}, max "
              f"{max(pushes):.0f} (1 = every move pushed as it is made)")
    print("  event-loop stall: another guest's GET /api/tables/<id>/ every 25 ms")
    print(line("  at rest", pinger.idle_ms))
    print(line("  while computers think", pinger.busy_ms))
    if cpu_before is not None and cpu_after is not None:
        print(f"  server CPU (daphne and children): {cpu_after - cpu_before:.2f} s for "
              f"{tables} tables, {1000 * (cpu_after - cpu_before) / tables:.0f} ms a table")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--decisions", type=int, default=1500)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--base", help="a running site instead of one served here")
    parser.add_argument("--skip-decisions", action="store_true")
    parser.add_argument("--skip-site", action="store_true")
    args = parser.parse_args(argv)
    load = os.getloadavg()
    print(f"Python {platform.python_version()}, {os.cpu_count()} cores, "
          f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if not args.skip_site:
        if args.base:
            bench_site(args.base.rstrip("/"), None, args.tables, args.level)
        else:
            with served() as (base, pid):
                bench_site(base, pid, args.tables, args.level)
    if not args.skip_decisions:
        print(f"{args.decisions} real {args.level} decisions in this process, wall and CPU ms")
        start_cpu = time.process_time()
        match = tournament.setup("sheepshead", [args.level], seed="bench-table", paired=False)
        found = report.levels(match, tournament.decisions(match, args.decisions))
        for text in report.timing(found[:1])[1:]:
            print("  " + text)
        print(f"  CPU {time.process_time() - start_cpu:.1f} s in all")


if __name__ == "__main__":
    main()
