"""End-to-end tests that drive the built site in headless Chromium (marked `browser`)."""
