import { lazy, Suspense, useEffect, useState } from "react";
import { useMessages } from "~/content/messages";
import { useLanguageSuggestion } from "./language-suggestion";

// The toaster is mounted once for transient notices (the one-time offer of the other language), but its code is not needed for the first paint:
// it loads once the page is idle, keeping the first load small.
const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function Toaster() {
  const [ready, setReady] = useState(false);
  const t = useMessages();
  useEffect(() => {
    const start = () => setReady(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1000);
    return () => clearTimeout(id);
  }, []);
  useLanguageSuggestion(ready);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      {/* Notices at the top sit below the header (h-16), clear of its links and the language switch. */}
      <SonnerToaster
        position="bottom-right"
        offset={{ top: 72, right: 24, bottom: 24 }}
        mobileOffset={{ top: 72, right: 16, bottom: 16, left: 16 }}
        containerAriaLabel={t.toaster}
      />
    </Suspense>
  );
}
