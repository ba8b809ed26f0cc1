// The browser tier's one fake WordPress, started once per run by playwright.config.ts:
//   npx tsx tests/browser/shared-wordpress.ts
// Its root holds the 21 fixture posts in its lists (tests/support/fake-wordpress-fixtures.ts) and, found by slug
// only, the photo essay, the core-block and embed posts and the specs' own posts (wordpress-fixture-posts.ts);
// the pages; the footer menu renamed-posts follows. Its sites (FAKE_SITES, each under its folder) are for the
// specs that switch WordPress into failures or change its menus, and for the XSS corpus, whose posts are a
// whole list. A new fixture post goes in with the others here, unlisted unless a spec needs it in a list.
import { blockPosts } from "#tests/support/block-fixtures";
import { startFakeWordPress } from "#tests/support/fake-wordpress";
import { photoPost } from "#tests/support/fake-wordpress-photos";
import { FAKE_SITES, fakeWordPressOrigin } from "./blog-servers";
import { posts as xssCorpusPosts } from "./xss-corpus-posts";
import { unlistedSpecPosts } from "./wordpress-fixture-posts";

const unlisted = (origin: string) => [photoPost(origin), ...blockPosts(origin), ...unlistedSpecPosts(origin)];

const wordpress = await startFakeWordPress({
  port: Number(new URL(fakeWordPressOrigin).port),
  unlisted,
  menus: {
    // WordPress's record of a renamed post (the fake's OLD_SLUGS): the link renamed-posts.spec.ts clicks.
    en: [{ title: "Lessons from Multispin", url: "/blog/electrospinning-at-scale-lessons" }],
  },
  sites: {
    [FAKE_SITES.blogErrors]: {},
    [FAKE_SITES.footerMenu]: {},
    [FAKE_SITES.xssCorpus]: { posts: xssCorpusPosts },
  },
});
console.log(`Shared fake WordPress: ${wordpress.apiUrl}`);
const shutdown = () => void wordpress.stop().then(() => process.exit(0));
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
