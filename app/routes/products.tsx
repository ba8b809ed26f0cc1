import type { Route } from "./+types/products";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Products", description: "Products", path: "/products" });

export default function Products() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-semibold">Products</h1>
    </div>
  );
}
