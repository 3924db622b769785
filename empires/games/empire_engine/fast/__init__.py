"""The batched Empire Engine: the reference rules as compiled functions over rows of integers,
many games at once (docs/fast.md). The reference engine never imports this package."""
