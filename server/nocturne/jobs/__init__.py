"""Background jobs: the after-commit buffer (queue.py), generation jobs with leases (generation.py)."""
