"""Guests without signup, nicknames, and optional accounts that claim guest results."""
