import { useMessages } from "~/content/messages";

export function SkipLink() {
  const t = useMessages();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t.skipLink}
    </a>
  );
}
