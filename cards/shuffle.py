"""Deterministic randomness from a seed, identical on every Python version.

A stream's key is HMAC-SHA256(seed, label); its bytes are SHA-256(key || block counter),
block after block. Integers are drawn from as few bytes as they need, by rejection, so they
carry no bias. ``random.shuffle`` is never used: its algorithm is not a promise.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")
_BLOCK = 32


class SeedStream:
    """A reproducible stream of integers derived from ``seed`` and a ``label``."""

    __slots__ = ("_key", "_block", "_buf", "_pos")

    def __init__(self, seed: str | bytes, label: str = "") -> None:
        raw = seed.encode() if isinstance(seed, str) else seed
        self._key = hmac.digest(raw, label.encode(), "sha256")
        self._block = 0
        self._buf = b""
        self._pos = _BLOCK

    def read(self, size: int) -> bytes:
        """The next ``size`` bytes (``size <= 32``); a block's tail too short is skipped."""
        if self._pos + size > _BLOCK:
            self._buf = hashlib.sha256(self._key + self._block.to_bytes(8, "big")).digest()
            self._block += 1
            self._pos = 0
        start = self._pos
        self._pos = start + size
        return self._buf[start : start + size]

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("n must be positive")
        size = max(1, ((n - 1).bit_length() + 7) // 8)
        if size > _BLOCK:
            raise ValueError("n must be below 2**256")
        span = 1 << (8 * size)
        limit = span - span % n
        while True:
            word = int.from_bytes(self.read(size), "big")
            if word < limit:
                return word % n


def shuffled(items: Iterable[T], seed: str | bytes, label: str = "") -> list[T]:
    """A Fisher–Yates shuffle of ``items``: ``j = randbelow(i + 1)`` for i from the top down.

    Lists of up to 256 items take the inlined path below, which reads the stream exactly as
    those ``randbelow`` calls would (one byte per draw) but runs several times faster.
    """
    result = list(items)
    stream = SeedStream(seed, label)
    if len(result) > 256:
        for i in range(len(result) - 1, 0, -1):
            j = stream.randbelow(i + 1)
            result[i], result[j] = result[j], result[i]
        return result
    pool, pos = b"", 0
    for i in range(len(result) - 1, 0, -1):
        limit = _BYTE_LIMIT[i + 1]
        while True:
            if pos == len(pool):
                pool, pos = stream.read(_BLOCK), 0
            byte = pool[pos]
            pos += 1
            if byte < limit:
                break
        j = byte % (i + 1)
        result[i], result[j] = result[j], result[i]
    return result


# The largest multiple of n within one byte: draws at or above it are rejected.
_BYTE_LIMIT = [0] + [256 - 256 % n for n in range(1, 257)]
