"""Images and videos of characters: sizes and model rules, catalogues, GPU backends and the media store."""
