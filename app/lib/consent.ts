/** The localStorage key of the visitor's cookie choice, and the only two values it may hold. */
export const CONSENT_KEY = "cookie-consent";
export type Consent = "accepted" | "declined";

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the choice is stored (the language offer waits for it). */
export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function storeConsent(value: Consent) {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Storage may be blocked; the choice then lasts for this page view only.
  }
  document.documentElement.dataset.consent = value;
  for (const listener of listeners) listener();
}
