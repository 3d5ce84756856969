// The checkout of a car (issue 17; spec 2.1: /cars/{slug}/checkout, or
// /cars/{slug}/buy-online on sites that use that path; spec 2.4, 9): the car, the
// deposit and its terms, the shopper's details, then the card payment. Gated on
// sites with the sign-in gate (spec 2.1, 6, through gateRedirect). Rendered per
// request: it reads the session, and a car's reservable state changes by the minute.
import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { carPath, displayPhone, formatPrice, isReservable, reservationHoldHours, reservationPrice, reservePath } from "@forecourt/domain";
import { findListedCar, getDatabase } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { CarFormSummary } from "@forecourt/ui/vehicle/car-form-summary";
import { gateRedirect } from "../accounts/gate";
import { pageShopper } from "../accounts/page-session";
import { siteCopy } from "../shell/copy";
import { loadSite } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";
import { CheckoutFormOnIntent } from "../forms/on-intent";

export interface CheckoutPageProps {
  params: Promise<{ site: string; slug: string }>;
}

export function createCheckoutPage(template: TemplateDefinition, path: "checkout" | "buy-online") {
  async function CheckoutPage({ params }: CheckoutPageProps) {
    const { site: key, slug: rawSlug } = await params;
    const site = await loadSite(key, template);
    if (!site) notFound();
    const { config } = site;
    const settings = config.features.reservation;
    if (!settings.enabled) notFound();
    const slug = decodeURIComponent(rawSlug);
    // One path per site (spec 2.1): the other spelling moves to this site's.
    if (settings.path !== path) permanentRedirect(reservePath(slug, settings.path));
    const here = reservePath(slug, path);
    const to = await gateRedirect({ site: config, route: "checkout", here, back: carPath(slug), shopper: () => pageShopper(config) });
    if (to) redirect(to);

    const { db } = await getDatabase();
    const car = await findListedCar(db, config, slug, new Date());
    if (!car) notFound();
    const copy = siteCopy(site);
    const deposit = reservationPrice(car, settings.price);
    const shopper = config.features.watchlist || config.features.signInGate ? await pageShopper(config).catch(() => null) : null;
    const reservable = car.reserved !== true && isReservable(car, settings);
    const priceOptions = { subscriptions: config.features.subscriptions, noPriceText: config.labels.noPriceText };
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{copy("Reserve this car")}</h1>
        <CarFormSummary className="mt-6" car={car} lead={copy("You are reserving")} price={priceOptions} />
        {reservable ? (
          <CheckoutFormOnIntent
            className="mt-8"
            carId={Number(car.id)}
            region={config.region}
            amountText={formatPrice(deposit)}
            holdHours={reservationHoldHours(settings)}
            buttonLabel={settings.buttonLabel}
            defaultValues={shopper?.phone ? { phone: displayPhone(shopper.phone, config.region) } : {}}
          />
        ) : (
          <section aria-labelledby="not-reservable" className="mt-8 rounded-lg border border-border p-6">
            <h2 id="not-reservable" className="text-xl font-semibold">
              {car.reserved === true ? copy("This car is already reserved") : copy("This car cannot be reserved online")}
            </h2>
            <p className="mt-2 max-w-prose">
              {car.reserved === true
                ? copy("Someone else has reserved it. It may become available again if their reservation lapses; enquire and we will let you know.")
                : copy("Talk to us about it instead: we are happy to help.")}
            </p>
            <Button asChild className="mt-4">
              <FrameworkLink href={carPath(slug)}>{copy("Back to the car")}</FrameworkLink>
            </Button>
          </section>
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: CheckoutPageProps): Promise<Metadata> {
    const { site: key } = await params;
    const site = await loadSite(key, template);
    return { title: site ? siteCopy(site)("Reserve this car") : "Reserve this car", robots: { index: false, follow: false } };
  }

  return { CheckoutPage, generateMetadata };
}
