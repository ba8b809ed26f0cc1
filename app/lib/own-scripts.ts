// The site's own inline scripts carry a mark while a page is rendered on the server: a value made for that page
// alone, which no post can know. When the document is assembled, only scripts with the mark get a hash in the
// content security policy, and the mark is removed (app/server/http/content-security-policy.server.ts). A script
// that came in with a post's content has no mark, so the browser refuses to run it.
import { createContext, useContext } from "react";

/** The mark of this render (server only; undefined in the browser, where the pages carry none). */
export const OwnScriptMark = createContext<string | undefined>(undefined);

/** The `nonce` a site-written inline <script> is rendered with, so it is hashed; never sent. */
export function useOwnScriptMark(): string | undefined {
  return useContext(OwnScriptMark);
}
