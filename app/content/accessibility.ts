// The accessibility statement. Company facts come from company.ts; only the statement's own wording lives here.
// Keep it true: "How we checked" names the tests in tests/browser/accessibility-*.spec.ts, which run in CI.
import { englishTexts } from "./typography";
import { company } from "./company";
import type { PolicySection } from "./privacy";

/** When the statement was prepared, after the checks below last passed. */
export const accessibilityStatementDate = "23 November 2026";

export const accessibilityIntro: string[] = englishTexts([
  `${company.legalName} wants everyone to be able to use this website: people who use only a keyboard, a screen reader, magnification or browser zoom, their own colours or a small phone. This statement says how far the website meets that aim, how we checked it, what we know is still missing and how to tell us about a problem.`,
]);

export const accessibilitySections: PolicySection[] = englishTexts([
  {
    id: "standard",
    title: "Standard",
    blocks: [
      "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level that the European standard EN 301 549 refers to.",
      "The website partially conforms to WCAG 2.2 level AA: it meets the standard except for the limitations listed below.",
    ],
  },
  {
    id: "how-we-checked",
    title: "How we checked",
    blocks: [
      "The website's automated tests check every page, including the blog's list pages, a blog post, a missing post and the page-not-found page, in the Chromium browser:",
      {
        items: [
          "Automated rules (axe-core) for WCAG 2.0, 2.1 and 2.2 at levels A and AA.",
          "Reflow: at a width of 320 CSS pixels, equal to 400 % zoom on a laptop, no page scrolls sideways and no text is cut off. Wide tables in blog posts scroll within their own area, which can be reached and scrolled with the keyboard.",
          "Text spacing: with line height 1.5, paragraph spacing twice the font size, letter spacing 0.12 and word spacing 0.16 times the font size, no text is cut off or overlaps other text. Only the titles and summaries on the blog's post cards are shortened to two and three lines, by design, and the full text is on the post itself.",
          "Text size: with the browser's text size doubled (200 %), nothing is cut off, overlaps or needs sideways scrolling.",
          "Target size: every button and link outside running text is at least 24 by 24 pixels, or far enough from its neighbours.",
          "Keyboard focus: moving through each page with Tab and with Shift+Tab, the focused element always shows a visible outline and is never entirely covered by the fixed header or the cookie banner.",
          "Keyboard use: the cookie banner, the blog (its posts and its page buttons) and the PDF viewer can be used from start to end with the keyboard alone.",
          "Reduced motion: when your system asks for reduced motion, no animations or transitions play.",
          "Forced colours (such as Windows high-contrast themes): focus outlines and the outlines of buttons remain visible.",
        ],
      },
      "Before a change is published, we also look at the pages at widths of 320, 375, 768 and 1280 pixels.",
    ],
  },
  {
    id: "known-limitations",
    title: "Known limitations",
    blocks: [
      {
        items: [
          "The research document under every blog post is shown as pictures of its pages. The PDF viewer draws each page as an image, without a text layer, so a screen reader announces only the document's title and the page number, and the text cannot be selected, searched or enlarged on its own. The Download link above the viewer gives you the PDF file itself: it holds real text, with its title and language set, so your own PDF reader or screen reader can read it. The file is not a tagged PDF, so its headings, tables and figures are not marked up as such; if you need the document in another form, write to us and we will send it.",
          "Blog posts are written by our staff. Their images are described by their authors; if you find an image without a useful description, please tell us.",
          "The website has not yet been tested by people who use screen readers or other assistive technologies in their daily life.",
        ],
      },
    ],
  },
  {
    id: "feedback",
    title: "Feedback and contact",
    blocks: [
      "If something on this website is hard to use for you, or you need its content in another form, please contact us. Tell us the address of the page and what you were trying to do.",
    ],
  },
  {
    id: "about-this-statement",
    title: "About this statement",
    blocks: [
      `This statement was prepared on ${accessibilityStatementDate}, from the results of the tests described above, which are part of the website's automated test suite.`,
    ],
  },
]);
