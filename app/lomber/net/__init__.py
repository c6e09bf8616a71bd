"""Network tables: a match hosted on one computer, its seats played from others (docs/network.md)."""
