"""First-party product analytics: event batches from the browser (after consent), events the server records
itself, the admin funnel and daily actives, PostHog forwarding, and local experiments."""
