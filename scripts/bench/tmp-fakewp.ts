import { blockEditorContent } from "#tests/support/block-editor-fixture";
import { fixturePosts, startFakeWordPress, UNSAFE_SLUG } from "#tests/support/fake-wordpress";
const posts = (origin: string) =>
  fixturePosts(origin)
    .filter((p) => p.slug !== UNSAFE_SLUG)
    .map((p, i) =>
      i % 2 === 0 ? { ...p, content: { rendered: blockEditorContent(origin), protected: false } } : p,
    );
const wp = await startFakeWordPress({ port: 3981, posts });
console.log(wp.apiUrl);
