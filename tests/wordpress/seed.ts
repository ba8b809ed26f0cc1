// Fills a fresh WordPress with the project's own posts (content/posts/*.md) and the cases the site must get
// right, the way an editor's WordPress holds them: authors as users, categories and tags as terms, covers as
// uploaded media, block-editor markup; plus drafts, pending, scheduled and private posts that must never
// appear on the site. Everything goes through WordPress's REST API as the administrator (an application
// password), so WordPress itself stores and renders each post. The posts themselves are in seed-posts.ts, the
// pages in seed-pages.ts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { slugify } from "~/lib/slug";
import { seedMenu } from "./seed-menu";
import { seedPages } from "./seed-pages";
import { GALLERY_PHOTOS, olderMarkupPost } from "./seed-older-markup";
import {
  authorProfiles,
  corpusPosts,
  markdownPosts,
  ROOT,
  type SeedPost,
  specialPosts,
  UPLOADED_PHOTO,
} from "./seed-posts";

export type Admin = { apiUrl: string; user: string; appPassword: string };

/** The administrator's REST client. */
export function restClient(admin: Admin) {
  const auth = `Basic ${Buffer.from(`${admin.user}:${admin.appPassword}`).toString("base64")}`;
  return async function rest<T = Record<string, unknown>>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${admin.apiUrl}${route}`, {
      method,
      headers: {
        Authorization: auth,
        ...(body !== undefined && !(body instanceof Blob) && { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`WordPress ${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
}

/** Seeds WordPress; returns the posts as sent (published and hidden). */
export async function seedWordPress(admin: Admin): Promise<SeedPost[]> {
  const rest = restClient(admin);
  // WordPress's own sample post and page are not ours.
  for (const type of ["posts", "pages"])
    for (const item of await rest<{ id: number }[]>("GET", `/${type}?per_page=100&status=any`))
      await rest("DELETE", `/${type}/${item.id}?force=true`);

  const upload = async (file: string, type: string) => {
    const bytes = await readFile(path.join(ROOT, "public", file));
    return rest<{ id: number; source_url: string }>("POST", "/media", new Blob([bytes]), {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${path.basename(file)}"`,
    });
  };
  // The blog's covers are drawings; a media library holds pictures (the site draws no SVG from WordPress,
  // decision 033), so each is uploaded as the PNG an editor would export.
  const uploadCover = async (file: string) => {
    const png = await sharp(path.join(ROOT, "public", file))
      .png()
      .toBuffer();
    return rest<{ id: number; source_url: string }>("POST", "/media", new Blob([png]), {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="${path.basename(file, ".svg")}.png"`,
    });
  };
  const pdf = await upload("research-document.pdf", "application/pdf");
  const picture = await uploadCover("images/blog/hydrogels-and-foams.svg");
  // Uploaded through the REST media endpoint as an editor would: WordPress makes its sizes when it can.
  const photo = await upload(`../tests/support/fixtures/photos/${UPLOADED_PHOTO.file}`, "image/jpeg");
  const gallery = [];
  for (const file of GALLERY_PHOTOS)
    gallery.push(await upload(`../tests/support/fixtures/photos/${file}`, "image/jpeg"));
  const posts = [
    ...(await markdownPosts()),
    ...specialPosts(pdf.source_url, pdf.id, photo),
    ...corpusPosts(picture.source_url),
    olderMarkupPost(photo, gallery),
  ];

  // Authors as users: those of content/authors.json with its slug and biography (their author pages).
  const profiles = await authorProfiles();
  const users = new Map<string, number>();
  for (const name of new Set(posts.flatMap((post) => (post.author ? [post.author] : [])))) {
    const login = slugify(name);
    const profile = profiles.get(name);
    const user = await rest<{ id: number }>("POST", "/users", {
      username: login,
      name,
      ...(profile && { slug: profile.slug, description: profile.bio }),
      email: `${login}@example.com`,
      password: `${login}-password-${Date.now()}`,
      roles: ["author"],
    });
    users.set(name, user.id);
  }
  const terms = new Map<string, number>();
  const termId = async (taxonomy: "categories" | "tags", name: string) => {
    const key = `${taxonomy}:${name}`;
    if (!terms.has(key)) terms.set(key, (await rest<{ id: number }>("POST", `/${taxonomy}`, { name })).id);
    return terms.get(key)!;
  };
  const covers = new Map<string, number>();
  for (const post of posts) {
    let featured: number | undefined;
    if (post.cover) {
      if (!covers.has(post.cover)) {
        const media = await uploadCover(post.cover.replace(/^\//, ""));
        if (post.coverAlt) await rest("POST", `/media/${media.id}`, { alt_text: post.coverAlt });
        covers.set(post.cover, media.id);
      }
      featured = covers.get(post.cover);
    }
    const categories = [];
    for (const name of post.categories) categories.push(await termId("categories", name));
    const tags = [];
    for (const name of post.tags) tags.push(await termId("tags", name));
    const seo = post.seo && {
      ...post.seo,
      // Yoast points its canonical at WordPress's own address, and its image at the featured image.
      canonical: `${admin.apiUrl.replace("/wp-json/wp/v2", "")}/${post.slug}/`,
      ...(featured && {
        og_image: [
          {
            url: (await rest<{ source_url: string }>("GET", `/media/${featured}`)).source_url,
            width: 1200,
            height: 675,
            type: "image/svg+xml",
          },
        ],
      }),
    };
    await rest("POST", "/posts", {
      ...(seo && { meta: { test_seo_head: JSON.stringify(seo) } }),
      title: post.title,
      ...(post.slug && { slug: post.slug }),
      date: post.date,
      status: post.status,
      content: post.content,
      ...(post.excerpt && { excerpt: post.excerpt }),
      ...(post.author && { author: users.get(post.author) }),
      ...(categories.length > 0 && { categories }),
      tags,
      ...(featured && { featured_media: featured }),
    });
  }
  await seedPages(rest);
  await seedMenu(rest, admin.apiUrl.replace("/wp-json/wp/v2", ""));
  return posts;
}
