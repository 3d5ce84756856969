// The site switches the rules read, flattened from a validated site config, so
// that ui and storefront hand one settings object to cardTag, displayPrice,
// cardActions and the rest.
import { type FinanceProvider } from "./values";
import { regionSettings, type RegionSettings } from "./locale";
import { type FinanceFormPath } from "./routes";
import { type SiteConfig } from "./site-config";

export interface SiteSettings extends RegionSettings {
  siteId: number;
  /** spec 4: configurable sold tag and no-price text. */
  soldTag: string;
  noPriceText: string;
  /** spec 2.7: what a closed day reads. */
  closedText: string;
  electricTags: boolean;
  certifiedBadge: boolean;
  runoutGreen: boolean;
  subscriptions: boolean;
  favourites: boolean;
  compare: boolean;
  favouritesUsedOnly: boolean;
  reservation: { enabled: boolean; path: "checkout" | "buy-online"; price: number; label: string };
  buyOnline: boolean;
  signInGate: boolean;
  testDrive: boolean;
  finance: boolean;
  financeQuote: boolean;
  financePath: FinanceFormPath;
  financeProvider: FinanceProvider | null;
  excludedDealerships: string[];
  tradeIn: boolean;
  watchlist: boolean;
  dealerComments: { enabled: boolean; title: string };
  soldDays: number;
  pageSize: number;
  promoPositions: number[];
  ctaPosition: number | null;
  promoShuffle: boolean;
  makesShown: number;
  bodyTypes: string[] | null;
}

/** The rules' settings for a site. */
export function siteSettings(config: SiteConfig): SiteSettings {
  const { features, labels, search, finance } = config;
  return {
    ...regionSettings(config.region),
    siteId: config.id,
    soldTag: labels.soldTag,
    noPriceText: labels.noPriceText,
    closedText: labels.closedDay,
    electricTags: features.electricTags,
    certifiedBadge: features.certifiedBadge,
    runoutGreen: features.runoutGreen,
    subscriptions: features.subscriptions,
    favourites: features.favourites,
    compare: features.compare,
    favouritesUsedOnly: features.favouritesUsedOnly,
    reservation: { enabled: features.reservation.enabled, path: features.reservation.path, price: features.reservation.price, label: features.reservation.buttonLabel },
    buyOnline: features.buyOnline,
    signInGate: features.signInGate,
    testDrive: features.testDrive,
    finance: features.finance,
    financeQuote: features.experiments.financeQuote,
    financePath: finance.path,
    financeProvider: finance.provider,
    excludedDealerships: [...finance.excludedDealerships],
    tradeIn: features.tradeIn,
    watchlist: features.watchlist,
    dealerComments: { ...features.dealerComments },
    soldDays: search.soldDays,
    pageSize: search.pageSize,
    promoPositions: [...search.promoPositions],
    ctaPosition: search.ctaPosition,
    promoShuffle: search.promoShuffle,
    makesShown: search.popularMakes,
    bodyTypes: search.bodyTypes ? [...search.bodyTypes] : null,
  };
}
