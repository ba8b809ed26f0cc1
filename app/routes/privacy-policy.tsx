import type { Route } from "./+types/privacy-policy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Privacy Policy", description: "Privacy Policy", path: "/privacy-policy" });

export default function PrivacyPolicy() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-semibold">Privacy Policy</h1>
    </div>
  );
}
