import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useLocale, useMessages } from "~/content/messages";
import { searchPath } from "~/lib/blog-urls";
import { MAX_SEARCH_LENGTH } from "~/lib/search-text";
import { cn } from "~/lib/cn";

/** The blog's search: a GET form to the search page, so it works without JavaScript too. */
export function SearchForm({ query = "", className }: { query?: string; className?: string }) {
  const locale = useLocale();
  const t = useMessages().search;
  const id = useId();
  return (
    <Form
      role="search"
      method="get"
      action={searchPath(locale)}
      aria-label={t.form}
      className={cn("flex max-w-xl flex-col gap-1.5", className)}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_SEARCH_LENGTH}
          className="min-w-0 flex-1 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand-600"
        />
        <Button type="submit" size="md">
          <Icon name="search" />
          {t.button}
        </Button>
      </div>
    </Form>
  );
}
