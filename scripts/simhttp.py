"""A simulated browser's HTTP side for the benchmarks: cookies, CSRF, JSON, loopback only.

A tiny asyncio HTTP/1.1 client (one connection per request, ``Connection: close``) rather
than a thread per request: hundreds of simulated people share one event loop. Cookies are
kept by hand because a production site (``DJANGO_DEBUG=0``) marks them ``Secure`` and the
benchmarks talk plain HTTP to daphne on loopback, as the TLS-terminating proxy in front of
it would: with ``secure`` every request says ``X-Forwarded-Proto: https`` (the site's
SECURE_PROXY_SSL_HEADER) and the origin is ``https://``. Each guest also has its own client
address in ``X-Forwarded-For`` (the site trusts one proxy there: TRUSTED_PROXY_COUNT=1), so
limits per address see one person, not the benchmark.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

HOST = "127.0.0.1"


class Unreachable(OSError):
    """No daphne accepted the connection: nothing was sent."""


class Interrupted(OSError):
    """The connection broke after the request was sent: it may or may not have acted."""


@dataclass
class Answer:
    status: int
    body: bytes
    cookies: dict[str, str]

    def json(self) -> Any:
        try:
            return json.loads(self.body)
        except ValueError:
            return None


@dataclass
class Site:
    """Where the daphnes listen, and whether they run as production behind a TLS proxy."""

    ports: list[int]
    secure: bool = True
    timeout: float = 30.0

    def origin(self, port: int) -> str:
        return f"{'https' if self.secure else 'http'}://{HOST}:{port}"


async def request(site: Site, port: int, method: str, path: str, headers: dict[str, str],
                  body: bytes = b"") -> Answer:
    """One request to ``port``; Unreachable if it refuses the connection, Interrupted if the
    answer does not arrive whole."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, port), 10)
    except (TimeoutError, OSError) as exc:
        raise Unreachable(f"{HOST}:{port}: {exc}") from exc
    lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{port}", "Connection: close",
             f"Content-Length: {len(body)}", *(f"{k}: {v}" for k, v in headers.items())]
    try:
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
        await writer.drain()
        raw = await asyncio.wait_for(reader.read(), site.timeout)
    except (TimeoutError, OSError) as exc:
        raise Interrupted(f"{method} {path} on {port}: {exc!r}") from exc
    finally:
        writer.close()
    return parse(raw, f"{method} {path} on {port}")


def parse(raw: bytes, what: str) -> Answer:
    """An HTTP/1.1 response read to the end of the connection."""
    head, sep, body = raw.partition(b"\r\n\r\n")
    if not sep or not head.startswith(b"HTTP/1."):
        raise Interrupted(f"{what}: no whole answer ({len(raw)} bytes)")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    status = int(status_line.split()[1])
    cookies: dict[str, str] = {}
    chunked = False
    length: int | None = None
    for line in header_lines:
        name, _, value = line.partition(":")
        name, value = name.strip().lower(), value.strip()
        if name == "set-cookie":
            key, _, rest = value.partition("=")
            cookies[key.strip()] = rest.split(";", 1)[0]
        elif name == "transfer-encoding" and "chunked" in value.lower():
            chunked = True
        elif name == "content-length":
            length = int(value)
    if chunked:
        body = dechunk(body, what)
    elif length is not None:
        if len(body) < length:
            raise Interrupted(f"{what}: {len(body)} of {length} bytes")
        body = body[:length]
    return Answer(status, body, cookies)


def dechunk(data: bytes, what: str) -> bytes:
    out = bytearray()
    while True:
        size_line, sep, data = data.partition(b"\r\n")
        if not sep:
            raise Interrupted(f"{what}: a chunk cut short")
        size = int(size_line.split(b";")[0], 16)
        if size == 0:
            return bytes(out)
        if len(data) < size:
            raise Interrupted(f"{what}: a chunk cut short")
        out += data[:size]
        data = data[size + 2:]


@dataclass
class Guest:
    """One browser: its cookies, its client address and the daphne it talks to now."""

    site: Site
    port: int
    address: str
    cookies: dict[str, str] = field(default_factory=dict)

    def rotate(self) -> int:
        """The next daphne in the ring (the proxy sends a dead backend's clients on)."""
        ports = self.site.ports
        self.port = ports[(ports.index(self.port) + 1) % len(ports)] if self.port in ports \
            else ports[0]
        return self.port

    def headers(self, port: int) -> dict[str, str]:
        headers = {"Accept": "application/json", "X-Forwarded-For": self.address,
                   "Origin": self.site.origin(port), "Referer": self.site.origin(port) + "/"}
        if self.site.secure:
            headers["X-Forwarded-Proto"] = "https"
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        return headers

    def ws_headers(self) -> dict[str, str]:
        headers = {k: v for k, v in self.headers(self.port).items()
                   if k in ("Cookie", "X-Forwarded-For", "X-Forwarded-Proto")}
        return headers

    async def call(self, method: str, path: str, body: Any = None) -> Answer:
        """A request to the current daphne, moving on to the next while they refuse the
        connection (then nothing was sent, so trying again is safe)."""
        data = b"" if body is None else json.dumps(body).encode()
        last: Unreachable | None = None
        for _ in range(len(self.site.ports)):
            headers = self.headers(self.port)
            if body is not None:
                headers["Content-Type"] = "application/json"
                headers["X-CSRFToken"] = self.cookies.get("csrftoken", "")
            try:
                answer = await request(self.site, self.port, method, path, headers, data)
            except Unreachable as exc:
                last = exc
                self.rotate()
                continue
            self.cookies.update(answer.cookies)
            return answer
        assert last is not None
        raise last

    async def get(self, path: str) -> Answer:
        return await self.call("GET", path)

    async def post(self, path: str, body: Any) -> Answer:
        return await self.call("POST", path, body)


def page_view(page: bytes) -> dict[str, Any] | None:
    """The view a table page embeds (``json_script``), which the browser draws first."""
    text = page.decode("utf-8", "replace")
    start = text.find('id="initial-view"')
    if start < 0:
        return None
    start = text.index(">", start) + 1
    view: dict[str, Any] = json.loads(text[start:text.index("</script>", start)])
    return view
