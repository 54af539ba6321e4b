"""Outgoing e-mail: SMTP when configured, else a local outbox folder of .eml files (embedded mode)."""

from __future__ import annotations

import asyncio
import logging
import smtplib
import uuid
from email.message import EmailMessage
from typing import Literal

from nocturne.config import Settings
from nocturne.kit.clock import utcnow

log = logging.getLogger("nocturne.mail")

# "transactional" mail (password resets) is always sent: the user asked for it.
Category = Literal["transactional", "security_alerts", "product_updates", "new_features", "marketing"]


def wants(prefs: dict[str, object], category: Category) -> bool:
    """Honour the user's notification preferences; unknown keys fall back to the defaults."""
    if category == "transactional":
        return True
    defaults = {"security_alerts": True, "product_updates": True, "new_features": True, "marketing": False}
    camel = {
        "security_alerts": "securityAlerts",
        "product_updates": "productUpdates",
        "new_features": "newFeatures",
        "marketing": "marketing",
    }[category]
    return bool(prefs.get(camel, defaults[category]))


class Mailer:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    async def send(
        self, to: str, subject: str, body: str, *, category: Category, prefs: dict[str, object] | None = None
    ) -> bool:
        """Send unless the recipient opted out of this category; returns whether a message went out."""
        if not wants(prefs or {}, category):
            log.info("not sending %r to %s: opted out of %s", subject, to, category)
            return False
        message = EmailMessage()
        message["From"] = self.settings.mail_from
        message["To"] = to
        message["Subject"] = subject
        message["Date"] = utcnow().strftime("%a, %d %b %Y %H:%M:%S +0000")
        message.set_content(body)
        if self.settings.smtp_host:
            await asyncio.to_thread(self._smtp, message)
        else:
            await asyncio.to_thread(self._outbox, message)
        return True

    def _smtp(self, message: EmailMessage) -> None:
        s = self.settings
        with smtplib.SMTP(s.smtp_host or "", s.smtp_port, timeout=30) as smtp:
            if s.smtp_starttls:
                smtp.starttls()
            if s.smtp_user:
                smtp.login(s.smtp_user, s.smtp_password or "")
            smtp.send_message(message)

    def _outbox(self, message: EmailMessage) -> None:
        outbox = self.settings.outbox_dir
        outbox.mkdir(parents=True, exist_ok=True)
        name = f"{utcnow().strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:8]}.eml"
        (outbox / name).write_bytes(bytes(message))
        log.info("mail written to %s", outbox / name)
