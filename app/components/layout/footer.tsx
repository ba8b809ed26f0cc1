import { Link, useRouteLoaderData } from "react-router";
import { company, companyWords, telHref } from "~/content/company";
import { keepTogether } from "~/content/typography";
import { useLocale, useMessages } from "~/content/messages";
import { pathOf } from "~/content/locales";
import { CompanyAddress } from "~/components/company-address";
import { isSiteRelative, type MenuItem, type Menus } from "~/lib/menu";
import { LogoMark } from "./logo";

/** Its classes are named in app.css (the ui-footer ones): every page carries the footer. */
const linkClass = "ui-footer-link";

export function Footer() {
  const locale = useLocale();
  const t = useMessages().footer;
  const words = companyWords[locale];
  // The editor's menu in this language (WordPress, Appearance > Menus), else the site's own pages.
  const menu = useRouteLoaderData<{ menus?: Menus }>("root")?.menus?.[locale];
  return (
    <footer className="bg-navy text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <LogoMark />
            {company.brand}
          </p>
          <p className="max-w-xs text-sm leading-6 text-white/75">{words.tagline}.</p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold tracking-wider text-white uppercase">
            {t.contact}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </li>
            <li>
              <a href={telHref} className={linkClass}>
                {company.phone}
              </a>
            </li>
            {menu
              ? menu.map((item, i) => (
                  <li key={i} data-testid="footer-menu-item">
                    <MenuLink item={item} />
                  </li>
                ))
              : (["privacy", "accessibility"] as const).map((page) => (
                  <li key={page}>
                    <Link to={pathOf(page, locale)} className={linkClass}>
                      {t[page]}
                    </Link>
                  </li>
                ))}
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold tracking-wider text-white uppercase">
            {t.companyDetails}
          </h2>
          <CompanyAddress
            lines={[keepTogether(`${company.address.street}, ${company.address.postalCity}`)]}
            labels={t}
            className="mt-4 space-y-1 text-sm leading-6 not-italic"
            nameClassName="font-medium text-white"
          />
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h2 className="text-center text-xs font-semibold tracking-wider text-white/70 uppercase">
            {t.partners}
          </h2>
          {/* The institutions' names in the site's type: no drawn imitation of anyone's logo. */}
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="partners">
            {words.partners.map((partner) => (
              <li key={partner.name} data-testid="partner" className="ui-partner">
                <p className="ui-partner-short">{partner.shortName}</p>
                <p className="ui-partner-name">{partner.name}</p>
                <p className="ui-partner-role">{partner.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-white/70 sm:px-6 lg:px-8">
          © {company.copyrightYear} {company.legalName} {t.rights}
        </p>
      </div>
    </footer>
  );
}

/** A menu item: a link within the site moves in the browser; one elsewhere opens plainly, telling it nothing. */
function MenuLink({ item }: { item: MenuItem }) {
  if (isSiteRelative(item.url))
    return (
      <Link to={item.url} className={linkClass}>
        {item.title}
      </Link>
    );
  return (
    <a href={item.url} rel="noopener noreferrer" className={linkClass}>
      {item.title}
    </a>
  );
}
