import type { Route } from "./+types/home";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Innovation in Biomaterials", description: "Innovation in Biomaterials", path: "/" });

export default function Home() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-semibold">Innovation in Biomaterials</h1>
    </div>
  );
}
