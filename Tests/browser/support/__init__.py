"""Helpers for the browser tests: phones, test photos, the page driver, image maths."""
