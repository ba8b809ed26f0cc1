// An author's ORCID iD (https://orcid.org), as WordPress's profile field or a Markdown post's front matter gives
// it. Shared by server and browser.

const SHAPE = /^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$/;
const PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/** ISO 7064 MOD 11-2: the check character of the first 15 digits. */
function checkCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

/** The iD as ORCID writes it ("0000-0002-1825-0097"), or undefined when it is none (its check digit is wrong). */
export function parseOrcid(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = SHAPE.exec(value.trim().replace(PREFIX, "").toUpperCase());
  if (!match) return undefined;
  const digits = match.slice(1, 5).join("");
  if (checkCharacter(digits.slice(0, 15)) !== digits[15]) return undefined;
  return match.slice(1, 5).join("-");
}

/** The iD's page at ORCID, its canonical form. */
export const orcidUrl = (id: string): string => `https://orcid.org/${id}`;
