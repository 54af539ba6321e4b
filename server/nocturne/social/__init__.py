"""The social domain (issue 13): posts, the feed, likes, comments, profiles, follows, blocks, share links."""
