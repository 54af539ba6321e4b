"""Content and SEO pages: markdown files with front matter (content/), rendered on the server."""
