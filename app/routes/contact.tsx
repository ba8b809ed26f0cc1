import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Contact Us", description: "Contact Us", path: "/contact" });

export default function Contact() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-semibold">Contact Us</h1>
    </div>
  );
}
