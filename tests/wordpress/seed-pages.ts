// The pages an editor's WordPress holds (post type `page`): one published page the site shows at /{slug}, and
// a draft, a private and a password-protected page it must never show.
import type { restClient } from "./seed";

export const SEED_PAGE = {
  slug: "eu-project",
  title: "Project co-funded by the European Union",
  text: "The project is co-funded by the European Union.",
} as const;
export const HIDDEN_PAGES = {
  draft: "eu-project-draft",
  private: "board-minutes",
  password: "partners-only",
} as const;

export async function seedPages(rest: ReturnType<typeof restClient>): Promise<void> {
  await rest("POST", "/pages", {
    title: SEED_PAGE.title,
    slug: SEED_PAGE.slug,
    status: "publish",
    excerpt:
      "Developing bioresorbable nanofiber scaffolds for tissue engineering, co-funded by the European Union.",
    content:
      `<!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">${SEED_PAGE.text}</p><!-- /wp:paragraph -->\n` +
      '<!-- wp:heading --><h2 class="wp-block-heading">Aim of the project</h2><!-- /wp:heading -->\n' +
      "<!-- wp:paragraph --><p>Nanofiber scaffolds that dissolve in the body within months.</p><!-- /wp:paragraph -->",
  });
  const hidden = (slug: string, extra: Record<string, string>) =>
    rest("POST", "/pages", {
      title: `Hidden page ${slug}`,
      slug,
      content: "<p>Never on the site.</p>",
      ...extra,
    });
  await hidden(HIDDEN_PAGES.draft, { status: "draft" });
  await hidden(HIDDEN_PAGES.private, { status: "private" });
  await hidden(HIDDEN_PAGES.password, { status: "publish", password: "secret-word" });
}
