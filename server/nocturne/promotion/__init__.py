"""Promotion (spec 1, 2, 9): fixed-size banners, referral codes and the signups they bring."""
