"""The kernel: what every game plugs into and every client talks to. It knows no game."""
