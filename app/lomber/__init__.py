"""Lomber: a desktop card table for Ferme, Chemin de fer, Fortuna and Fly."""

__version__ = "0.1.0"
