import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty in the browser, where it is no longer readable anyway. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
