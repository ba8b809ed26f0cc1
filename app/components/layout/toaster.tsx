import { lazy, Suspense, useEffect, useState } from "react";
import { useMessages } from "~/content/messages";

// The toaster is mounted once for transient notices, but its code is not needed for the first paint:
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
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-right" containerAriaLabel={t.toaster} />
    </Suspense>
  );
}
