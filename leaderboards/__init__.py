"""Daily challenges, results, rankings and their periodic tasks."""
