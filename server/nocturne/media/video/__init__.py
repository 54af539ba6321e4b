"""Videos of characters: the seven modes of the spec 3 video generation request, on the job system."""
