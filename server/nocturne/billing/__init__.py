"""Paid plans and subscriptions (issue 12). Plans are operator data (catalog/plans.json); providers are
adapters, never the schema, because mainstream processors refuse adult businesses."""
