import { useEffect, useState } from "react";
import { useMessages } from "~/content/messages";

// The toaster is mounted once for transient notices, but its code (sonner) is loaded only when a notice is
// first shown: until then the page holds the same empty region sonner draws when it has nothing to show, so a
// screen reader meets the same "Notifications" landmark, and no page loads the code to show no notice.
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
/** Resolved once a toaster of sonner's is mounted and listens for notices. */
let listening: Promise<void> | undefined;
let listen: (() => void) | undefined;
/** Tells the mounted toaster that sonner has loaded. */
const loaded = new Set<(module: Sonner) => void>();
let ready: Sonner | undefined;

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    listening = new Promise((resolve) => (listen = resolve));
    sonner = import("sonner").then((module) => {
      ready = module;
      for (const tell of loaded) tell(module);
      return module;
    });
  }
  return sonner;
}

/**
 * Shows a notice (sonner's `toast`, the same arguments); the first one loads the toaster's code and shows the
 * notice once the toaster listens.
 * @public
 */
export async function showToast(...args: Parameters<Sonner["toast"]>) {
  const { toast } = await loadSonner();
  await listening;
  return toast(...args);
}

/** sonner's hotkey label for its default hotkey (Alt+T), as its region names it. */
const HOTKEY = "alt+T";

export function Toaster() {
  const [mounted, setMounted] = useState(false);
  const [module, setModule] = useState<Sonner | undefined>(ready);
  const t = useMessages();
  useEffect(() => {
    setMounted(true);
    loaded.add(setModule);
    return () => {
      loaded.delete(setModule);
    };
  }, []);
  useEffect(() => {
    // Effects run children first: sonner's toaster, rendered below, subscribes to its notices before this.
    if (module) listen?.();
  }, [module]);
  if (!mounted) return null;
  if (module) return <module.Toaster position="bottom-right" containerAriaLabel={t.toaster} />;
  return (
    <section
      aria-label={`${t.toaster} ${HOTKEY}`}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
    />
  );
}
