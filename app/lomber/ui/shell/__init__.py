"""The shell: the main window (menus, actions, settings glue), the app's start, one instance per data folder,
the soak run and the window at a network table."""
