// A post's body is sent once, in the page's markup. The post page's loader hands it to the server's render but
// leaves it out of the page's hydration data, and the browser reads it back from the markup as it hydrates
// (decision 069). A post opened by a navigation in the browser comes whole from the proxy, as before.
import type { Post } from "./posts";

/** The attribute of the element that holds a post's body (app/components/blog/post-article.tsx). */
const POST_BODY = "data-post-body";

/**
 * `post` with its body still there for the server's render but not serialized: React Router's serializer (like
 * JSON.stringify) writes an object's own enumerable properties only. The post itself, kept by the posts cache,
 * is not changed.
 */
export function bodyInMarkupOnly(post: Post): Post {
  if (typeof post.content?.rendered !== "string") return post;
  const content = { ...post.content };
  Object.defineProperty(content, "rendered", { value: post.content.rendered, enumerable: false });
  return { ...post, content };
}

/**
 * In the browser, a post whose data came without its body (the page it hydrates) gets the body from the page's
 * markup, where the server wrote it: the same HTML React then finds there, so it keeps it as it is.
 */
export function withBodyFromMarkup(post: Post): Post {
  if (typeof post.content?.rendered === "string" || typeof document === "undefined") return post;
  const rendered = document.querySelector(`[${POST_BODY}]`)?.innerHTML ?? "";
  return { ...post, content: { ...post.content, rendered } };
}
