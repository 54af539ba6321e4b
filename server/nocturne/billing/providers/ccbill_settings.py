"""The CCBill adapter built from the app's settings (CCBILL_*), refusing to start with any of them missing."""

from __future__ import annotations

from nocturne.billing.providers.ccbill import CCBillProvider
from nocturne.config import Settings

REQUIRED = {
    "CCBILL_ACCOUNT": "ccbill_account",
    "CCBILL_SUBACCOUNT": "ccbill_subaccount",
    "CCBILL_FLEXFORM_ID": "ccbill_flexform_id",
    "CCBILL_SALT": "ccbill_salt",
    "CCBILL_DATALINK_USERNAME": "ccbill_datalink_username",
    "CCBILL_DATALINK_PASSWORD": "ccbill_datalink_password",
    "CCBILL_WEBHOOK_SECRET": "ccbill_webhook_secret",
}


def make_ccbill(settings: Settings) -> CCBillProvider:
    missing = [env for env, field in REQUIRED.items() if not getattr(settings, field)]
    if missing:
        raise RuntimeError(f"PAYMENT_PROVIDER=ccbill needs {', '.join(missing)} to be set.")
    return CCBillProvider(
        account=settings.ccbill_account or "",
        subaccount=settings.ccbill_subaccount or "",
        flexform_id=settings.ccbill_flexform_id or "",
        salt=settings.ccbill_salt or "",
        datalink_username=settings.ccbill_datalink_username or "",
        datalink_password=settings.ccbill_datalink_password or "",
        webhook_secret=settings.ccbill_webhook_secret,
    )
