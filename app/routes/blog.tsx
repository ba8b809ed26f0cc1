import type { Route } from "./+types/blog";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Research Blog", description: "Research Blog", path: "/blog" });

export default function Blog() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-semibold">Research Blog</h1>
    </div>
  );
}
