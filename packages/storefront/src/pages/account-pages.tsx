// The shopper account pages (issue 16; spec 2.1 '/sign-in', spec 4 'Watchlist'):
//   /sign-in                         in sign-in-page.tsx, so it ships only its own client code
//   /watchlist                       saved cars with what changed since saving (signed in)
//   /favourites                      this browser's favourites (no account needed)
//   /account                         phone, saved cars, enquiries, reservations, pre-approvals, valuations, sign out, delete (signed in)
// Sites whose watchlist and sign-in gate are both off have none of them. The pages
// that read the session render per request and are never indexed.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import {
  carPath,
  displayPhone,
  formatLongDate,
  formatPrice,
  leadFormTitle,
  preApprovedCarsUrl,
  reservationStateLabels,
  reservePath,
  savedCarView,
  signInUrl,
  siteTimeZone,
} from "@forecourt/domain";
import { getDatabase, listReservations, listShopperLeads, listShopperPreApprovals, listShopperValuations, listWatchlist } from "@forecourt/db";
import { FrameworkLink } from "@forecourt/ui/framework";
import { AccountView } from "../accounts/account-view";
import { pageShopper } from "../accounts/page-session";
import { FavouritesView, WatchlistView } from "../accounts/saved-car-views";
import { savedCarOptions } from "../accounts/watchlist-http";
import { ReservationView } from "../reservations/reservation-view";
import { requireSite } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";
import { type AccountPageProps, hasAccounts, hidden, PageFrame } from "./account-frame";

export function createWatchlistPage(template: TemplateDefinition) {
  async function WatchlistPage({ params }: AccountPageProps) {
    const site = await requireSite(params, template);
    const { config } = site;
    if (!config.features.watchlist) notFound();
    const shopper = await pageShopper(config);
    if (!shopper || !shopper.phone) redirect(signInUrl({ type: "watchlist", redirect: "/watchlist", back: "/" }));
    const { db } = await getDatabase();
    const entries = await listWatchlist(db, config, shopper.id, new Date());
    const options = savedCarOptions(config);
    const items = entries.map((entry) => savedCarView({ carId: entry.carId, car: entry.car, saved: { price: entry.savedPrice, at: entry.savedAt, title: entry.savedTitle } }, options));
    return (
      <PageFrame title="Your watchlist" intro="The cars you're watching, and what has changed since you saved them.">
        <WatchlistView items={items} phone={shopper.phone} />
      </PageFrame>
    );
  }
  return { WatchlistPage, metadata: { title: "Your watchlist", ...hidden } satisfies Metadata };
}

export function createFavouritesPage(template: TemplateDefinition) {
  async function FavouritesPage({ params }: AccountPageProps) {
    const site = await requireSite(params, template);
    const { config } = site;
    if (!config.features.favourites) notFound();
    return (
      <PageFrame title="Your favourites" intro="Cars you've saved with the heart, kept on this device.">
        <FavouritesView dealershipSlug={config.dealerships[0]!.slug} watchlist={config.features.watchlist} />
      </PageFrame>
    );
  }
  return { FavouritesPage, metadata: { title: "Your favourites", robots: { index: false, follow: true } } satisfies Metadata };
}

export function createAccountPage(template: TemplateDefinition) {
  async function AccountPage({ params }: AccountPageProps) {
    const site = await requireSite(params, template);
    const { config } = site;
    if (!hasAccounts(site)) notFound();
    const shopper = await pageShopper(config);
    if (!shopper) redirect(signInUrl({ redirect: "/account", back: "/" }));
    const { db } = await getDatabase();
    const [watchlist, leads, valuations, reservations, preApprovals] = await Promise.all([
      config.features.watchlist ? listWatchlist(db, config, shopper.id, new Date()) : Promise.resolve([]),
      listShopperLeads(db, config, shopper.id),
      // Issue 18: the valuations saved through POST /api/miscellaneous (spec 7).
      config.features.saveValuation ? listShopperValuations(db, config, shopper.id) : Promise.resolve([]),
      // Issue 17: the shopper's reservations, to see the hold's countdown and cancel it.
      listReservations(db, config, { shopperId: shopper.id, limit: 10 }),
      // Issue 18: the pre-approvals made signed in, or kept on signing in after one.
      listShopperPreApprovals(db, config, shopper.id, 5),
    ]);
    const now = new Date().toISOString();
    const timeZone = siteTimeZone(config.region, config.address.state);
    const privacy = config.navigation.legal.find((link) => /privacy/i.test(link.label) || /privacy/i.test(link.href));
    return (
      <PageFrame title="Your account" width="max-w-3xl">
        <AccountView
          phoneDisplay={shopper.phone ? displayPhone(shopper.phone, config.region) : "No phone"}
          watchlistCount={watchlist.length}
          favouritesDealership={config.features.favourites ? config.dealerships[0]!.slug : null}
          enquiries={leads.map((lead) => ({
            id: lead.id,
            sentAt: formatLongDate(lead.createdAt, site.region.locale, timeZone),
            title: leadFormTitle(lead.form, lead.category),
            ...(lead.carMake ? { detail: [lead.carMake, lead.carModel].filter(Boolean).join(" ") } : {}),
          }))}
          privacyHref={privacy?.href ?? null}
        />
        {reservations.length > 0 ? (
          <section aria-labelledby="reservations-heading" data-slot="account-reservations" className="mt-10">
            <h2 id="reservations-heading" className="text-xl font-semibold">
              Your reservations
            </h2>
            <ul className="mt-4 grid gap-4">
              {reservations.map((reservation) => (
                <li key={reservation.id}>
                  <ReservationView
                    initial={{
                      id: reservation.id,
                      status: reservation.state,
                      statusLabel: reservationStateLabels[reservation.state],
                      amountText: formatPrice(reservation.amount / 100),
                      expiresAt: reservation.expiresAt.toISOString(),
                      refund: reservation.refundState,
                    }}
                    token={null}
                    carTitle={reservation.carTitle}
                    carHref={carPath(reservation.carSlug)}
                    retryHref={config.features.reservation.enabled ? reservePath(reservation.carSlug, config.features.reservation.path) : null}
                    now={now}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {preApprovals.length > 0 ? (
          <section aria-labelledby="pre-approvals-heading" data-slot="account-pre-approvals" className="mt-10">
            <h2 id="pre-approvals-heading" className="text-xl font-semibold">
              Your pre-approvals
            </h2>
            <ul className="mt-4 grid gap-3">
              {preApprovals.map((preApproval) => (
                <li key={preApproval.id} className="rounded-lg border border-border p-4">
                  <p className="font-medium">Up to {formatPrice(preApproval.borrowingPower)} to borrow</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {preApproval.deposit > 0 ? `With a ${formatPrice(preApproval.deposit)} deposit. ` : ""}Indicative only, made {formatLongDate(preApproval.createdAt, site.region.locale, timeZone)}.
                  </p>
                  <p className="mt-2">
                    <FrameworkLink className="font-medium text-link underline underline-offset-4" href={preApprovedCarsUrl(preApproval.borrowingPower, preApproval.deposit)}>
                      View cars within your budget
                    </FrameworkLink>
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <FrameworkLink className="font-medium text-link underline underline-offset-4" href="/finance-pre-approval">
                Start a new pre-approval
              </FrameworkLink>
            </p>
          </section>
        ) : null}
        {valuations.length > 0 ? (
          <section aria-labelledby="saved-valuations-heading" data-slot="saved-valuations" className="mt-10">
            <h2 id="saved-valuations-heading" className="text-xl font-semibold">
              Your saved valuations
            </h2>
            <ul className="mt-4 grid gap-3">
              {valuations.map((valuation) => (
                <li key={valuation.id} className="rounded-lg border border-border p-4">
                  <p className="font-medium">{[valuation.vehicle.year, valuation.vehicle.make, valuation.vehicle.model, valuation.vehicle.variant].filter(Boolean).join(" ")}</p>
                  <p className="mt-1">{valuation.offer ? `${formatPrice(valuation.offer.low)} to ${formatPrice(valuation.offer.high)}` : "A valuer will call with an offer"}</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {valuation.reason.replace(/\.$/, "")}. Saved {formatLongDate(valuation.savedAt ?? valuation.createdAt, site.region.locale, timeZone)}.
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <a className="font-medium text-link underline underline-offset-4" href="/trade-in">
                Value another car
              </a>
            </p>
          </section>
        ) : null}
      </PageFrame>
    );
  }
  return { AccountPage, metadata: { title: "Your account", ...hidden } satisfies Metadata };
}
