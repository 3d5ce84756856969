import * as React from "react";
import { localizeSpelling, type Dealership, type FooterColumn, type MenuLink } from "@forecourt/domain";
import { cn } from "./lib/cn";
import { FrameworkLink } from "./framework";

// No hooks here: the footer renders as a server component; only its links are client leaves.

function spell(text: string, locale: string | undefined): string {
  return locale ? localizeSpelling(text, locale) : text;
}

const footerLinkClass = cn(
  "inline-flex min-h-8 items-center py-1 text-sm text-footer-muted underline-offset-4",
  "hover:text-footer-foreground hover:underline",
  "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-footer-ring",
);

/** The site footer's root: a <footer> landmark on the footer tokens; parts go inside in display order. */
export function SiteFooter({ className, children, ...props }: React.ComponentProps<"footer">) {
  return (
    <footer data-slot="site-footer" className={cn("bg-footer-background text-footer-foreground", className)} {...props}>
      <div data-slot="site-footer-inner" className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 lg:py-14">
        {children}
      </div>
    </footer>
  );
}

export type SiteFooterColumnsProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** spec 2.2: Buyer Tools, Servicing and Parts, ... from the site config. */
  columns: ReadonlyArray<FooterColumn>;
  /** Labels are spelled for the site's locale (spec 1). */
  locale?: string;
};

/** The link columns, in one "Footer" navigation landmark. */
export function SiteFooterColumns({ columns, locale, className, "aria-label": ariaLabel = "Footer", ...props }: SiteFooterColumnsProps) {
  if (columns.length === 0) return null;
  return (
    <nav
      data-slot="site-footer-columns"
      aria-label={ariaLabel}
      className={cn("grid grid-cols-1 gap-x-8 gap-y-8 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4", className)}
      {...props}
    >
      {columns.map((column, index) => (
        <SiteFooterColumn key={`${column.title}-${index}`} title={column.title} links={column.links} locale={locale} />
      ))}
    </nav>
  );
}

export type SiteFooterColumnProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: string;
  links: ReadonlyArray<MenuLink>;
  locale?: string;
};

export function SiteFooterColumn({ title, links, locale, className, ...props }: SiteFooterColumnProps) {
  return (
    <div data-slot="site-footer-column" className={cn("min-w-0", className)} {...props}>
      <h2 data-slot="site-footer-column-title" className="mb-3 text-sm font-semibold tracking-wide text-footer-foreground uppercase">
        {spell(title, locale)}
      </h2>
      <ul className="flex flex-col">
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <FrameworkLink data-slot="site-footer-link" href={link.href} className={footerLinkClass}>
              {spell(link.label, locale)}
            </FrameworkLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The row under the columns: address and licences side by side from md. */
export function SiteFooterDetails({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="site-footer-details"
      className={cn("grid gap-8 border-t border-footer-muted/30 pt-8 text-sm md:grid-cols-2", className)}
      {...props}
    />
  );
}

export type SiteFooterAddressProps = Omit<React.ComponentProps<"address">, "children"> & {
  /** The dealership or group name heading the address. */
  name: string;
  /** Address lines as they should read, e.g. ["123 Ipswich Road", "Woolloongabba QLD 4102"]. */
  lines: ReadonlyArray<string>;
  phone?: string | null;
  email?: string | null;
};

export function SiteFooterAddress({ name, lines, phone, email, className, ...props }: SiteFooterAddressProps) {
  return (
    <address data-slot="site-footer-address" className={cn("flex flex-col gap-1 not-italic", className)} {...props}>
      <span className="font-semibold text-footer-foreground">{name}</span>
      {lines.map((line, index) => (
        <span key={index} className="text-footer-muted">
          {line}
        </span>
      ))}
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={cn(footerLinkClass, "self-start")}>
          {phone}
        </a>
      ) : null}
      {email ? (
        <a href={`mailto:${email}`} className={cn(footerLinkClass, "self-start break-all")}>
          {email}
        </a>
      ) : null}
    </address>
  );
}

export type SiteFooterLicencesProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The site's dealerships; those without a licence number are left out. */
  dealerships: ReadonlyArray<Pick<Dealership, "name" | "licence">>;
  title?: string;
};

/** Dealer licence numbers (spec 2.7), one line per licensed dealership. */
export function SiteFooterLicences({ dealerships, title = "Dealer licences", className, ...props }: SiteFooterLicencesProps) {
  const licensed = dealerships.filter((dealership): dealership is { name: string; licence: string } => Boolean(dealership.licence));
  if (licensed.length === 0) return null;
  return (
    <div data-slot="site-footer-licences" className={cn("min-w-0", className)} {...props}>
      <h2 className="mb-2 font-semibold text-footer-foreground">{title}</h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-footer-muted">
        {licensed.map((dealership, index) => (
          <React.Fragment key={`${dealership.licence}-${index}`}>
            <dt className="min-w-0 break-words">{dealership.name}</dt>
            <dd className="text-right font-medium whitespace-nowrap text-footer-foreground tabular-nums">{dealership.licence}</dd>
          </React.Fragment>
        ))}
      </dl>
    </div>
  );
}

/** The last row: legal links and copyright; stacked on phones, one line from md. */
export function SiteFooterBottom({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="site-footer-bottom"
      className={cn("flex flex-col gap-4 border-t border-footer-muted/30 pt-6 text-sm md:flex-row md:items-center md:justify-between", className)}
      {...props}
    />
  );
}

export type SiteFooterLegalProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** Terms, privacy (a page or an external PDF), and so on. */
  links: ReadonlyArray<MenuLink>;
  locale?: string;
};

export function SiteFooterLegal({ links, locale, className, "aria-label": ariaLabel = "Legal", ...props }: SiteFooterLegalProps) {
  if (links.length === 0) return null;
  return (
    <nav data-slot="site-footer-legal" aria-label={ariaLabel} className={className} {...props}>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <FrameworkLink data-slot="site-footer-link" href={link.href} className={footerLinkClass}>
              {spell(link.label, locale)}
            </FrameworkLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type SiteFooterCopyrightProps = Omit<React.ComponentProps<"p">, "children"> & {
  /** Passed in by the page (components read no clock). */
  year: number;
  /** Who holds the copyright, usually the dealer group or site name. */
  holder: string;
  /** Text after "© {year} {holder}.", e.g. "All rights reserved." */
  children?: React.ReactNode;
};

export function SiteFooterCopyright({ year, holder, className, children, ...props }: SiteFooterCopyrightProps) {
  return (
    <p data-slot="site-footer-copyright" className={cn("text-footer-muted", className)} {...props}>
      © {year} {holder}.{children ? <> {children}</> : null}
    </p>
  );
}
