import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { company } from "~/content/company";
import { useLocale, useMessages } from "~/content/messages";
import { cn } from "~/lib/cn";
import { pathOf } from "~/content/locales";
import { searchPath } from "~/lib/blog-urls";
import { Icon } from "~/components/ui/icon";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";

/** The header turns solid once the home page is scrolled past this many pixels. */
const SOLID_AFTER_PX = 10;

function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return scrolled;
}

export function Header() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.header;
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const transparent = pathname === pathOf("home", locale) && !scrolled;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      // Below 360 px (320 px: WCAG reflow) the links draw closer, so the language switch fits beside them.
      "ui-nav-link", // app.css
      transparent
        ? isActive
          ? "text-white underline decoration-2 underline-offset-8"
          : "text-white/85 hover:text-white"
        : isActive
          ? "text-brand-700 underline decoration-2 underline-offset-8"
          : "text-ink/80 hover:text-brand-700",
    );

  return (
    <header
      data-state={transparent ? "transparent" : "solid"}
      className={cn("ui-header fixed", transparent ? "bg-transparent" : "ui-header-solid")}
    >
      <nav aria-label={t.nav} className="ui-header-nav">
        <Link
          to={pathOf("home", locale)}
          className={cn(
            "flex items-center gap-2 rounded-md font-semibold tracking-tight",
            transparent ? "text-white" : "text-ink",
          )}
        >
          <LogoMark />
          <span className="hidden sm:inline">{company.brand}</span>
          <span className="sr-only sm:hidden">{t.homeLink}</span>
        </Link>
        {/* One row at every width: nothing in it may wrap or shrink below its text (320 px: WCAG reflow). Below
            390 px everything in the header is tighter: in the fallback font (Inter is "optional", so a slow first
            visit has none) the roomier row was 3 px wider than a 375 px screen, 18 px wider than 360. */}
        <ul className="flex shrink-0 items-center gap-0.5 max-[389px]:gap-0 sm:gap-2">
          <li className="hidden md:block">
            <NavLink to={pathOf("home", locale)} end className={linkClass}>
              {t.home}
            </NavLink>
          </li>
          <li>
            <NavLink to={pathOf("products", locale)} className={linkClass}>
              {t.products}
            </NavLink>
          </li>
          <li>
            <NavLink to={pathOf("blog", locale)} className={linkClass}>
              {t.blog}
            </NavLink>
          </li>
          <li>
            <NavLink
              to={searchPath(locale)}
              aria-label={messages.search.headerLinkLabel}
              title={messages.search.headerLinkLabel}
              className={(state) =>
                cn(linkClass(state), "inline-flex min-h-6 min-w-6 items-center justify-center")
              }
            >
              <Icon name="search" />
            </NavLink>
          </li>
          <li className="ml-1 shrink-0 max-[389px]:ml-0 sm:ml-2">
            <NavLink
              to={pathOf("contact", locale)}
              className={({ isActive }) =>
                cn(
                  buttonVariants({ variant: transparent ? "light" : "primary", size: "compact" }),
                  "max-[389px]:px-3",
                  isActive && "ring-2 ring-brand-600 ring-offset-2",
                )
              }
            >
              {t.contact}
            </NavLink>
          </li>
          <li>
            <LanguageSwitch className={linkClass({ isActive: false })} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
