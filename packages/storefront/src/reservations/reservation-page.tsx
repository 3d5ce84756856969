// A reservation's own page (issue 17): where the payment gateway (or Stripe) sends
// the shopper back after paying, and where the receipt's signed link leads. Its
// owner is the session or the `token` in the link (GET /api/reservations/{id}'s
// rule, through the same handler); anyone else gets the site's 404. A pending
// reservation is checked with the processor on the way in, so a late webhook never
// leaves the shopper waiting. Never cached: it is one shopper's.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { carPath, formatPrice, reservePath } from "@forecourt/domain";
import { getDatabase, listReservations } from "@forecourt/db";
import { pageShopper } from "../accounts/page-session";
import { siteCopy } from "../shell/copy";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { handleShowReservation } from "./handler";
import { ReservationView, type ReservationApiView } from "./reservation-view";
import { reservationRuntime } from "./runtime";

export interface ReservationPageProps {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export function createReservationPage(template: TemplateDefinition) {
  async function ReservationPage({ params, searchParams }: ReservationPageProps) {
    const { site: key, id: rawId } = await params;
    const site = await loadSite(key, template);
    if (!site) notFound();
    const { config } = site;
    const id = decodeURIComponent(rawId);
    const token = first((await searchParams).token);
    const accounts = config.features.watchlist || config.features.signInGate;
    const shopper = accounts ? await pageShopper(config).catch(() => null) : null;
    const runtime = await reservationRuntime();
    const answer = await handleShowReservation({ site: config, id, owner: { shopperId: shopper?.id ?? null, token } }, runtime);
    if (answer.status !== 200) notFound();
    const view = answer.body as unknown as ReservationApiView & { car_id: number };
    const { db } = await getDatabase();
    // The car's title and slug, from the site's own reservations (a sold or hidden car included).
    const [entry] = await listReservations(db, config, { id: view.reservation_id, limit: 1 });
    const copy = siteCopy(site);
    const carTitle = entry?.carTitle ?? copy("Your car");
    const carSlug = entry?.carSlug ?? null;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{copy("Your reservation")}</h1>
        <ReservationView
          initial={{ id: view.reservation_id, status: view.status, statusLabel: view.status_label, amountText: formatPrice(view.amount), expiresAt: view.expires_at, refund: view.refund, paymentError: view.payment_error ?? null }}
          token={token}
          carTitle={carTitle}
          carHref={carSlug ? carPath(carSlug) : null}
          retryHref={carSlug && config.features.reservation.enabled ? reservePath(carSlug, config.features.reservation.path) : null}
          now={new Date().toISOString()}
        />
      </div>
    );
  }

  async function generateMetadata({ params }: ReservationPageProps): Promise<Metadata> {
    const { site: key } = await params;
    const site = await loadSite(key, template);
    return { title: site ? siteCopy(site)("Your reservation") : "Your reservation", robots: { index: false, follow: false } };
  }

  return { ReservationPage, generateMetadata };
}
