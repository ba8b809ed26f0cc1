// Texts the site adds to posts from the content source.

/** Shown above a post's plain text when the post was too large or took too long to show as written. */
export const POST_SHOWN_AS_TEXT = "This post could not be shown in full. Here is its text.";
