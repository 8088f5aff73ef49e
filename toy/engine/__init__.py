"""The toy's rules engine (pure: no Django), behind the ``cards.Engine`` protocol."""

from toy.engine.game import ENGINE, Action, RoundFacts, ToyEngine, round_facts, round_of

__all__ = ["ENGINE", "Action", "RoundFacts", "ToyEngine", "round_facts", "round_of"]
