// Every English text of the site's interface, in one place. The Czech file (cs.ts) must have the same keys:
// a text missing or left over there fails the type check (messages/index.ts).
import { englishTexts } from "../typography";
import { company } from "../company";

const BLOG_SUBTITLE =
  "Insights, innovations, and breakthroughs in nanofiber technology and biomaterials science";

export const en = englishTexts({
  switchTo: "Čeština",
  /** The other language's code, shown instead of its name where the header is narrow. */
  switchToShort: "CS",
  switchToLabel: "Přepnout do češtiny",
  /** Offered once, in the other language, to a browser that prefers it (lib/language-suggestion.ts). */
  suggestion: {
    text: "Tyto stránky jsou k\u00a0dispozici také v\u00a0češtině.",
    link: "Zobrazit česky",
    label: "Nabídka českých stránek",
    close: "Zavřít",
  },
  skipLink: "Skip to content",
  header: {
    nav: "Main",
    homeLink: `${company.brand}, home`,
    home: "Home",
    products: "Products",
    blog: "Blog",
    contact: "Contact Us",
  },
  footer: {
    contact: "Contact",
    privacy: "Privacy Policy",
    accessibility: "Accessibility",
    companyDetails: "Company details",
    companyId: "Company ID (IČO):",
    vatId: "VAT ID (DIČ):",
    partners: "Research partners",
    rights: "All rights reserved.",
  },
  cookies: {
    label: "Cookie consent",
    text: "We use no tracking or advertising cookies; your browser keeps only your answer here.",
    learnMore: "Learn more",
    learnMoreHidden: " about cookies in our privacy policy",
    decline: "Decline",
    accept: "Accept",
  },
  toaster: "Notifications",
  errorPage: {
    title: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please reload the page or come back later.",
    home: "Return to Home",
  },
  notFound: {
    title: "Page not found",
    code: "404",
    text: "Oops! Page not found",
    home: "Return to Home",
    description: `The page you are looking for does not exist. Return to the ${company.brand} home page.`,
    /** Under the way home: other ways on. */
    elsewhere: "Or search the research blog, or go to one of the site's sections:",
    sections: "Sections of the site",
  },
  editorPage: {
    unavailableTitle: "Page temporarily unavailable",
    unavailableText: "This page cannot be shown right now. Please try again in a minute.",
  },
  home: {
    heroEyebrow: "Nanofibers · Biomaterials · Drug delivery",
    heroTitle: "Innovation in Biomaterials",
    heroSubtitle:
      "Expertise in material research and development for biomedical, cosmetic, healthcare and safety applications.",
    heroProducts: "Explore our Products",
    heroContact: "Contact us",
    aboutEyebrow: "About us",
    aboutTitle: "Materials that help the body heal",
    aboutMission:
      "Our mission is to develop advanced drug delivery systems combined with bioresorbable scaffolds for tissue engineering: materials that support regeneration, release what the tissue needs, and then disappear.",
    aboutTeam:
      "Our team of material scientists, chemists and biologists turns nanofiber technology into products, from laboratory equipment to wound care and cosmetics, and works closely with Czech universities and research institutes from the first experiment to the finished product.",
    figureResearch: "research areas",
    figureProducts: "products and platforms",
    figurePartners: "academic partners",
    teamAlt:
      "Illustration of our research team in the laboratory: one researcher at a microscope, one reviewing results on a tablet, one at an electrospinning unit",
    productsEyebrow: "What we make",
    productsTitle: "Key Products",
    productsLead: "From the instrument that spins the fibres to the formulas that carry active substances.",
    learnMore: "Learn more →",
    allProducts: "View All Products",
    researchEyebrow: "Research and development",
    researchTitle: "Our Research",
    researchLead: "Five areas in which we develop new materials, often together with our academic partners.",
    blogEyebrow: "Research blog",
    blogTitle: "Latest from Our Blog",
    blogLead: "News and findings from our laboratory and our work with research partners.",
    allPosts: "View All Posts",
  },
  products: {
    eyebrow: "Products",
    title: "Our Products",
    intro:
      "Every product starts in our laboratory: nanofibers, scaffolds, hydrogels and carriers developed for biomedical, cosmetic, healthcare and safety applications, together with the equipment to make them.",
    ctaTitle: "Looking for a material we have not listed?",
    ctaText:
      "We develop custom nanofibers, scaffolds and delivery systems with our partners. Tell us what you need.",
    ctaButton: "Contact us",
    featuresOf: (name: string) => `Features of ${name}`,
    askAbout: (name: string) => `Ask about ${name}`,
    /** The subject of the e-mail a visitor starts from a product. */
    inquirySubject: (name: string) => `Inquiry about ${name}`,
    postsAbout: (name: string) => `Posts about ${name}`,
  },
  contact: {
    eyebrow: "Contact",
    title: "Contact Us",
    intro:
      "Do you have an inquiry about our research, our products or a possible collaboration? Write to us and the right person will get back to you.",
    location: "Our Location",
    /** Before the phone number and between it and the e-mail address, at the top of the page. */
    call: "Call",
    orWrite: "or write to",
    companyId: "Company ID (IČO):",
    vatId: "VAT ID (DIČ):",
  },
  legal: {
    eyebrow: "Legal",
    toc: "On this page",
    effectiveFrom: (date: string) => `Effective from ${date}`,
    preparedOn: (date: string) => `Prepared on ${date}`,
    email: "E-mail",
    phone: "Phone",
    post: "Post",
  },
  /** Where a post and the blog lead a reader next. */
  blogLinks: {
    readingTime: (minutes: number) => `${minutes} min read`,
    morePosts: "More from the blog",
    previousPost: "Previous post",
    nextPost: "Next post",
    related: "Related posts",
    categories: "Browse by category",
    feed: "RSS feed",
    englishPosts: (count: number) => `${count} posts in English`,
    englishBlog: "Go to the English blog",
    /** A Markdown post's link from a footnote back to its place in the text (WordPress's words). */
    footnoteBack: (n: string) => `Jump to footnote reference ${n}`,
    englishOnlyTitle: "This article is in English only",
    englishOnlyText: "This article has not been translated yet.",
    englishOnlyDescription:
      "This article is available in English only. Read it on the English version of our research blog.",
    readInEnglish: "Read the article in English",
  },
  blog: {
    title: company.blogName,
    subtitle: BLOG_SUBTITLE,
    listTitle: (page: number) => `${company.blogName}, page ${page}`,
    page: (page: number) => `page ${page}`,
    posts: "Posts",
    listError: "Failed to load blog posts. Please try again later.",
    noPostsOnPage: "There are no posts on this page.",
    noPosts: "No posts have been published yet.",
    lastPage: "Go to the last page",
    loadingPosts: "Loading blog posts…",
    pages: "Blog pages",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    back: "Back to Blog",
    notFoundTitle: "Post Not Found",
    notFoundText: "The blog post you're looking for doesn't exist.",
    notFoundDescription: `The blog post you're looking for doesn't exist. Return to the ${company.brand} ${company.blogName}.`,
    returnToBlog: "Return to Blog",
    loadingPost: "Loading post…",
    categories: "Categories",
    breadcrumbHome: "Home",
    fromTheBlog: `From the ${company.brand} ${company.blogName}.`,
    categoryNotFound: "Category Not Found",
    categoryNotFoundText: "There is no such category on the research blog.",
    categorySubtitle: `Posts in this category of the ${company.blogName}`,
    categoryAll: "See all posts",
    categoryEmpty: "No posts have been published in this category yet.",
    categoryTitle: (name: string, page: number) =>
      page > 1 ? `${name}: ${company.blogName}, page ${page}` : `${name}: ${company.blogName}`,
    categoryDescription: (name: string, page: number) =>
      `Posts about ${name} from the research blog: nanofiber technology and biomaterials science.${page > 1 ? ` Page ${page}.` : ""}`,
    cardAlt: (title: string, byline: string) =>
      `${title}${byline ? ` (${byline})` : ""}, ${company.brand} ${company.blogName}`,
    previewNote: "Preview: this is how the post will look. It is not published yet.",
    previewTitle: (title: string) => `Preview: ${title}`,
    /** Said of a post shown on the other language's blog in its own language. */
    otherLanguage: "",
  },
  /** An author's page (routes/blog-author.tsx). */
  author: {
    subtitle: `Author on the ${company.blogName}`,
    notFound: "Author Not Found",
    notFoundText: "There is no such author on the research blog.",
    empty: "No posts by this author have been published in English yet.",
    title: (name: string, page: number) =>
      page > 1 ? `${name}: ${company.blogName}, page ${page}` : `${name}: ${company.blogName}`,
    description: (name: string, page: number) =>
      `Posts by ${name} on the research blog: nanofiber technology and biomaterials science.${page > 1 ? ` Page ${page}.` : ""}`,
    /** The byline's link to the author's page. */
    postsOf: (name: string) => `Posts by ${name}`,
  },
  /** The end of a post: how to cite it. */
  cite: {
    heading: "Cite this post",
    style: "APA, 7th edition",
    /** The blog as a reference names it. */
    container: `${company.brand} ${company.blogName}`,
    downloads: "Download the citation for a reference manager:",
    bib: "BibTeX",
    ris: "RIS",
    json: "CSL-JSON",
    doi: "DOI",
    /** The link by the byline to the author's ORCID record. */
    orcidOf: (name: string, id: string) => `ORCID iD of ${name}: ${id}`,
  },
  /** The blog's search (routes/blog-search.tsx) and its form. */
  search: {
    title: "Search the blog",
    titleFor: (query: string) => `Search: ${query}`,
    description: "Search the research blog's posts on nanofibers, biomaterials and drug delivery.",
    form: "Search the blog",
    label: "Search posts",
    button: "Search",
    headerLinkLabel: "Search posts",
    prompt: "Type a word or two above to find posts about them.",
    found: (count: number, query: string) =>
      `${count} ${count === 1 ? "post" : "posts"} found for “${query}”`,
    none: (query: string) => `No posts found for “${query}”.`,
    noneHint: "Try fewer words or other ones, or browse the blog's categories.",
    noWords: "Please type letters or numbers: the search reads words only.",
    tooLong: (max: number) => `Search words are too long: please use at most ${max} characters.`,
    failed: "Search is not available right now. Please try again in a minute.",
    results: "Search results",
    pages: "Search result pages",
    allPosts: "See all posts",
    recent: "Recent posts",
    /** A Czech search that found nothing in Czech: what the English blog has. */
    inEnglish: (count: number) => `Found in English: ${count} ${count === 1 ? "post" : "posts"}`,
    allInEnglish: "All results in English",
  },
  pdf: {
    documentTitle: "Research Document",
    defaultTitle: "Document",
    loading: "Loading PDF...",
    error: "Failed to load PDF",
    download: "Download",
    /** After "Download": what the link fetches. */
    fileDetails: (pages: number, bytes: number) =>
      `PDF, ${pages}\u00a0${pages === 1 ? "page" : "pages"}, ${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`,
    open: "Open",
    openHidden: " the PDF in a new tab",
    /** Said on pages in another language than the document's (English). */
    documentInEnglish: "The document is in English.",
    keyboardHint: "Left and Right arrow keys turn the pages.",
    previous: "Previous page",
    next: "Next page",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    pageLabel: (title: string, page: number, total: number) => `${title}, page ${page} of ${total}`,
  },
});
