"""The web edge every app shares, knowing no app: the API's methods and error format
(:mod:`web.api`), reading the JSON clients send (:mod:`web.json_input`), the client's
address and the player its session holds (:mod:`web.client`), the rate limits
(:mod:`web.ratelimits`) and the API's description (:mod:`web.openapi`).

The apps import it; it imports none of them (tests/test_import_cycles.py)."""
