"""The person's statistics (``/me/stats/``): what his finished rounds add up to, game by game,
from the tables, and his daily history from the boards. It reads tables and leaderboards;
neither of them, nor accounts, knows it."""
