"""Seeded shuffling: the same deal on every Python version, never ``random.shuffle``."""

import hashlib
import hmac
from collections import Counter

from cards import SeedStream, shuffled


def test_known_answer_vector() -> None:
    # Pinned once: if this changes, every stored game and daily deal would change with it.
    assert shuffled(range(32), "known-answer", "sheepshead/deal/0") == [
        28, 1, 0, 30, 8, 16, 5, 15, 21, 7, 22, 29, 19, 23, 12, 27,
        24, 13, 10, 9, 25, 14, 11, 26, 6, 20, 18, 31, 3, 4, 17, 2,
    ]


def test_stream_is_hmac_key_then_sha256_blocks() -> None:
    key = hmac.digest(b"seed", b"label", "sha256")
    expected = hashlib.sha256(key + (0).to_bytes(8, "big")).digest()
    stream = SeedStream("seed", "label")
    assert stream.read(32) == expected
    assert stream.read(4) == hashlib.sha256(key + (1).to_bytes(8, "big")).digest()[:4]


def test_fast_shuffle_matches_randbelow_definition() -> None:
    for seed in range(300):
        stream = SeedStream(str(seed), "x")
        items = list(range(40))
        for i in range(len(items) - 1, 0, -1):
            j = stream.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]
        assert shuffled(range(40), str(seed), "x") == items


def test_large_lists_take_the_general_path() -> None:
    result = shuffled(range(1000), "big")
    assert sorted(result) == list(range(1000)) and result != list(range(1000))


def test_seed_and_label_both_matter() -> None:
    base = shuffled(range(32), "a", "one")
    assert shuffled(range(32), "a", "one") == base
    assert shuffled(range(32), "b", "one") != base
    assert shuffled(range(32), "a", "two") != base


def test_randbelow_is_roughly_uniform() -> None:
    stream = SeedStream("uniform")
    counts = Counter(stream.randbelow(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    assert all(9_400 < n < 10_600 for n in counts.values())


def test_randbelow_handles_multi_byte_ranges() -> None:
    stream = SeedStream("wide")
    values = [stream.randbelow(1_000_003) for _ in range(2_000)]
    assert all(0 <= v < 1_000_003 for v in values) and len(set(values)) > 1_900
