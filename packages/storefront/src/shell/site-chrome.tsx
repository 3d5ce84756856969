"use client";
// The header as the storefront composes it from @forecourt/ui's parts. A client
// leaf only because the active link follows the current path.
import { usePathname } from "next/navigation";
import { Button } from "@forecourt/ui/button";
import { AccountLink } from "../accounts/account-link";
import { PhoneIcon } from "@forecourt/ui/icons";
import {
  SiteHeader,
  SiteHeaderActions,
  SiteHeaderBar,
  SiteHeaderLogo,
  SiteHeaderMobileMenu,
  SiteHeaderNav,
  SiteHeaderPhone,
  SiteHeaderSkipLink,
  type SiteHeaderItem,
  type SiteHeaderOpenOn,
} from "@forecourt/ui/site-header";

export interface StorefrontHeaderProps {
  name: string;
  logoUrl: string | null;
  items: SiteHeaderItem[];
  openOn: SiteHeaderOpenOn;
  phone: string | null;
  locale: string;
  /** The site has shopper accounts (its watchlist or sign-in gate is on): the header links to sign-in or the account. */
  accounts?: boolean;
}

export function StorefrontHeader({ name, logoUrl, items, openOn, phone, locale, accounts = false }: StorefrontHeaderProps) {
  const pathname = usePathname();
  return (
    <SiteHeader items={items} currentPath={pathname} locale={locale}>
      <SiteHeaderSkipLink />
      <SiteHeaderBar>
        <SiteHeaderLogo name={name} src={logoUrl} />
        <SiteHeaderNav openOn={openOn} />
        <SiteHeaderActions>
          {accounts ? <AccountLink /> : null}
          {phone ? <SiteHeaderPhone phone={phone} /> : null}
          <SiteHeaderMobileMenu title={name}>
            {phone ? (
              <Button asChild size="lg">
                <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                  <PhoneIcon />
                  Call {phone}
                </a>
              </Button>
            ) : null}
          </SiteHeaderMobileMenu>
        </SiteHeaderActions>
      </SiteHeaderBar>
    </SiteHeader>
  );
}
