"""Saved matches, autosave and history on disk."""
