"""The games. Each is a package that registers itself with the kernel when imported."""
