import type { Key, ReactNode } from "react";

// The home page's two grids of cards; the test ids are what the browser tests count the cards by.
const GRIDS = {
  products: {
    columns: "md:grid-cols-3",
    testId: "key-product",
    // The whole card is the product's link (see key-products.tsx): it lifts and rings as one.
    card: "group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md",
  },
  research: {
    columns: "sm:grid-cols-2 lg:grid-cols-3",
    testId: "research-area",
    card: "rounded-2xl border border-line bg-white p-6",
  },
} as const;

/** A home section's grid: one card per item, its content drawn by `children`. */
export function HomeCards<Item>({
  grid,
  items,
  keyOf,
  children,
}: {
  grid: keyof typeof GRIDS;
  items: readonly Item[];
  keyOf: (item: Item) => Key;
  children: (item: Item) => ReactNode;
}) {
  const { columns, testId, card } = GRIDS[grid];
  return (
    <ul className={`mt-12 grid gap-6 ${columns}`}>
      {items.map((item) => (
        <li key={keyOf(item)} data-testid={testId} className={card}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
