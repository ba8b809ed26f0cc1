// The door of app/server/citations: a post's citation, formatted for its page (APA 7, ČSN ISO 690) and as the
// files reference managers import (BibTeX, RIS, CSL-JSON).
export {
  CITATION_FILES,
  citationFile,
  formatReference,
  isCitationFile,
  type CitationFile,
  warmCitationStyles,
} from "./formats.server";
export { cslItem, type CslItem } from "./item.server";
