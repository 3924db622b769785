"""The terminal client: plays any registered game through the kernel, knowing no game's rules."""
