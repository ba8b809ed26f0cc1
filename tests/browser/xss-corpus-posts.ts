// The posts of the XSS corpus (xss-corpus.spec.ts) and the listener their payloads call: the corpus post with
// every payload in its body, eight posts sharing the payloads among their title, excerpt, author, categories,
// alt text and image address, and one ordinary block-editor post.
import http from "node:http";
import { blockEditorContent } from "#tests/support/block-editor-fixture";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import { xssBeaconOrigin } from "./blog-servers";
import { corpusContent, PAYLOADS, payloadNumber, type Payload } from "#tests/support/xss-payloads";

export const CORPUS_SLUG = "xss-corpus";
export const RICH_SLUG = "block-editor-post";
/** Posts on the first page of the list besides the corpus post, each carrying a share of the payloads. */
export const CARD_POSTS = 8;

export const call = (n: number) => `__xss(${n})`;

/** Where the payloads report: the listener's addresses, known before it starts (the fake WordPress holds the posts). */
const beacon = { url: (n: number | string) => `${xssBeaconOrigin}/xss/${n}` };

/** Listens at xssBeaconOrigin and records every request for /xss/...; /blank is an empty page on this origin. */
export async function startBeacon() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith("/xss/")) hits.push(req.url);
    if (req.url === "/blank") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<!doctype html><title>blank</title>");
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(new URL(xssBeaconOrigin).port), "127.0.0.1", resolve),
  );
  return {
    origin: xssBeaconOrigin,
    hits,
    url: beacon.url,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Beacon = Awaited<ReturnType<typeof startBeacon>>;

/** Payloads with number n where n % count === index, those that leave something open last. */
function share(index: number, count: number): Payload[] {
  const mine = PAYLOADS.filter((p) => payloadNumber(p) % count === index);
  return [...mine.filter((p) => !p.leavesOpen), ...mine.filter((p) => p.leavesOpen)];
}

function joined(payloads: Payload[]): string {
  return payloads.map((p) => p.html(call(payloadNumber(p)), beacon.url(payloadNumber(p)))).join(" ");
}

/** Image addresses that only look local, each pointing at the listener; and addresses of other schemes. */
function featuredImage(k: number, origin: string): { source?: string; jetpack?: string } {
  const host = beacon.url(`image-${k}`).replace(/^http:\/\//, "");
  switch (k) {
    case 1:
      return { source: `/\\${host}` };
    case 2:
      return { source: `//${host}` };
    case 3:
      return { source: `\\\\${host}` };
    case 4:
      return { source: `/\t/${host}` };
    case 5:
      return { jetpack: `javascript:${call(900)}` };
    case 6:
      return {
        jetpack: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${call(901)}"/>`,
      };
    default:
      return { source: `${origin}/wp-content/uploads/2025/06/cover-${k}.png` };
  }
}

function rawPost(fields: {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  categories: string[];
  image: { source?: string; jetpack?: string };
  alt: string;
}): RawPost {
  const day = String(28 - (fields.id % 20)).padStart(2, "0");
  const date = `2025-05-${day}T09:30:00`;
  const media = fields.image.source
    ? [
        {
          id: 1000 + fields.id,
          source_url: fields.image.source,
          alt_text: fields.alt,
          media_details: { width: 1200, height: 630 },
        },
      ]
    : undefined;
  return {
    id: fields.id,
    slug: fields.slug,
    date,
    title: { rendered: fields.title },
    excerpt: { rendered: fields.excerpt, protected: false },
    content: { rendered: fields.content, protected: false },
    ...(fields.image.jetpack && { jetpack_featured_media_url: fields.image.jetpack }),
    _embedded: {
      author: [{ id: 2, name: fields.author }],
      ...(media && { "wp:featuredmedia": media }),
      "wp:term": [
        fields.categories.map((name, i) => ({ id: 10 + i, name, slug: `c${i}`, taxonomy: "category" })),
        [],
      ],
    },
  };
}

/** The corpus post, eight posts sharing the payloads among their fields, and one ordinary rich post. */
export function posts(origin: string): RawPost[] {
  const list = [
    rawPost({
      id: 100,
      slug: CORPUS_SLUG,
      title: `XSS corpus ${joined(share(0, CARD_POSTS + 1))}`,
      excerpt: `<p>Corpus excerpt.</p>${joined(share(0, CARD_POSTS + 1))}<p>After the corpus excerpt.</p>`,
      content: corpusContent(call, beacon.url),
      author: `Corpus author ${joined(share(0, CARD_POSTS + 1))}`,
      categories: [
        "Ordinary category",
        ...PAYLOADS.map((p) => p.html(call(payloadNumber(p)), beacon.url(payloadNumber(p)))),
      ],
      image: { source: `${origin}/wp-content/uploads/2025/06/corpus.png` },
      alt: `Corpus cover ${joined(share(0, CARD_POSTS + 1))}`,
    }),
  ];
  for (let k = 1; k <= CARD_POSTS; k++) {
    const mine = joined(share(k, CARD_POSTS + 1));
    list.push(
      rawPost({
        id: 100 + k,
        slug: `xss-card-${k}`,
        title: `Card ${k}. ${mine}`,
        excerpt: `<p>Excerpt ${k}.</p>${mine}<p>After excerpt ${k}.</p>`,
        content: `<p>Card post ${k}.</p>`,
        author: `Author ${k}. ${mine}`,
        categories: [mine],
        image: featuredImage(k, origin),
        alt: `Cover ${k}. ${mine}`,
      }),
    );
  }
  list.push(
    rawPost({
      id: 50,
      slug: RICH_SLUG,
      title: "Electrospinning at scale: a block-editor post",
      excerpt: "<p>Headings, tables, figures and images as WordPress renders them.</p>",
      content: blockEditorContent(origin),
      author: "Dr. Jana Nov&aacute;kov&aacute;",
      categories: ["Nanofibers"],
      image: { source: `${origin}/wp-content/uploads/2025/06/block-editor-cover.png` },
      alt: "Cover",
    }),
  );
  return list;
}
