"""Qt widgets: the main window, the table scene, card sprites, panels and dialogs."""
