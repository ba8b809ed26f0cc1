// A post's DOI (Digital Object Identifier), as an editor enters it: in WordPress's `doi` field or a Markdown
// post's `doi:` front matter. Shared by server and browser.

/** A DOI's shape: the directory "10.", a registrant code of 4 to 9 digits, "/", a suffix without spaces. */
const DOI_SHAPE = /^10\.\d{4,9}\/\S+$/;
/** What editors paste in front of the DOI itself, dropped: "https://doi.org/", "doi:". */
const PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;

/** The DOI in `value`, or undefined when it is not one (a field of another shape counts as absent). */
export function parseDoi(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const doi = value.trim().replace(PREFIX, "");
  return doi.length <= 300 && DOI_SHAPE.test(doi) ? doi : undefined;
}

/** The DOI's resolver address, https://doi.org/10.5555/..., its suffix escaped as a URL path allows. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi.split("/").map(encodeURIComponent).join("/").replace(/%3A/gi, ":")}`;
}
