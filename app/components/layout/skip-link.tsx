import { useMessages } from "~/content/messages";

export function SkipLink() {
  const t = useMessages();
  return (
    <a href="#main" className="ui-skip-link">
      {t.skipLink}
    </a>
  );
}
