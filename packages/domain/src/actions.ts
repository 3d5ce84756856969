// The buttons of a result card (spec 2.4) and of the vehicle page sidebar
// (spec 2.5), with spec 4 'Conditional buttons' and the reservation defaults of spec 9.
import { type CarLike, isCarAvailable, isCarSold, isTestDriveOnly } from "./car";
import { parseLooseNumber } from "./values";
import { financeButtonLabel } from "./finance";
import { formatPrice } from "./format";
import { localizeSpelling, type Locale } from "./locale";
import { listedPrice } from "./pricing";
import { carPath, financeFormUrl, type FinanceFormPath, reservePath, tradeInPath } from "./routes";

/** spec 9: a $200 deposit, held for 48 hours and 100% refundable. */
export const reservationDefaults = { deposit: 200, holdHours: 48, refundablePercent: 100, buttonLabel: "Reserve This Car" } as const;
/** spec 2.9: payment methods accepted for a reservation. */
export const acceptedPaymentMethods = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;
/** spec 9: the used-car promise. */
export const usedCarPromise = { moneyBackHours: 48, roadsideAssistMonths: 12 } as const;

export const unavailableCopy = {
  prompt: "Like this and want something similar?",
  button: "Find Me Something Similar",
} as const;

/** spec 2.5: the bottom panel of the vehicle page. */
export const interestedPanel = {
  title: "Interested in this vehicle?",
  items: [
    { kind: "reserve", title: "Reserve Now", text: "Secure this vehicle with a debit or credit card through our secure payment gateway." },
    { kind: "trade-in", title: "Trade In Valuation", text: "Get an instant trade-in price from an independent valuation tool." },
  ],
} as const;

/** spec 2.4: the notice of a sold car. */
export function soldNotice(vehicleType = "car"): string {
  return `Unfortunately this ${vehicleType} recently sold. But don't worry, we can help you find a similar one!`;
}

/** spec 2.5, 9: the payment processor's reservation price, else the site's, else $200. */
export function reservationPrice(car: Pick<CarLike, "payment_processors">, fallback: number = reservationDefaults.deposit): number {
  for (const value of Object.values(car.payment_processors ?? {})) {
    const price = parseLooseNumber(value);
    if (price !== null && price > 0) return price;
  }
  return fallback;
}

/** spec 9: 'Reserve This Car $200' by default; the sidebar reads 'Reserve Now $…'. */
export function reserveButtonText(car: Pick<CarLike, "payment_processors">, { label = reservationDefaults.buttonLabel, price }: { label?: string; price?: number } = {}): string {
  return `${label} ${formatPrice(reservationPrice(car, price ?? reservationDefaults.deposit))}`;
}

/**
 * spec 2.4, 4: the reserve button shows only for a reservable car: reservation
 * on for the site, the car in stock, not reserved, not sold, not test-drive-only.
 */
export function isReservable(car: Pick<CarLike, "status" | "sold" | "reserved" | "tag">, { enabled = false }: { enabled?: boolean } = {}): boolean {
  return enabled && car.status === "in_stock" && car.reserved !== true && !isCarSold(car) && !isTestDriveOnly(car);
}

export type CarActionKind = "details" | "enquire" | "test-drive" | "finance" | "history-report" | "trade-in" | "reserve" | "find-similar";

export interface CarAction {
  kind: CarActionKind;
  label: string;
  /** A link; actions without one open a dialog (enquiry, test drive, find similar). */
  href?: string;
  /** spec 2.5: the reserve button is full width without a history file, half width with one. */
  width?: "full" | "half";
}

export interface CarActions {
  /** The sold notice, for a sold car. */
  notice: string | null;
  /** 'Like this and want something similar?' for a car that cannot be enquired about. */
  prompt: string | null;
  actions: CarAction[];
}

/**
 * Site switches for the buttons. Buttons whose destination a site may lack
 * (reservation, finance, trade-in) are off unless switched on.
 */
export interface CarActionSettings {
  locale?: Locale;
  reservation?: { enabled?: boolean; path?: "checkout" | "buy-online"; price?: number; label?: string };
  testDrive?: boolean;
  finance?: boolean;
  financeQuote?: boolean;
  financePath?: FinanceFormPath;
  tradeIn?: boolean;
  /**
   * Whether the per-car trade-in page (/cars/trade-in?car_id=, spec 2.1) exists;
   * without it the trade-in button goes to the general /trade-in form.
   */
  tradeInForCar?: boolean;
  /** The word the sold notice uses, e.g. car, ute, caravan. */
  vehicleType?: string;
}

type ActionCar = Pick<CarLike, "id" | "slug" | "status" | "sold" | "reserved" | "tag" | "file" | "payment_processors" | "car_type" | "dealership_slug" | "price" | "offer_price">;

function unavailable(car: ActionCar, settings: CarActionSettings): CarActions | null {
  if (isCarAvailable(car) && !isCarSold(car)) return null;
  return {
    notice: isCarSold(car) ? soldNotice(settings.vehicleType) : null,
    prompt: unavailableCopy.prompt,
    actions: [{ kind: "find-similar", label: unavailableCopy.button }],
  };
}

function financeAction(car: ActionCar, settings: CarActionSettings): CarAction {
  return {
    kind: "finance",
    label: financeButtonLabel({ financeQuote: settings.financeQuote }),
    href: financeFormUrl({ path: settings.financePath, carId: parseLooseNumber(car.id), carType: car.car_type, preferredDealership: car.dealership_slug, vehiclePriceBudget: listedPrice(car) }),
  };
}

function localized(result: CarActions, locale: Locale | undefined): CarActions {
  if (!locale) return result;
  return { ...result, actions: result.actions.map((action) => ({ ...action, label: localizeSpelling(action.label, locale) })) };
}

/**
 * spec 2.4: View Details; Book a Test Drive for a test-drive-only car, else Get
 * Finance; the reserve button for a reservable car. A sold or unavailable car
 * shows the find-similar prompt instead.
 */
export function cardActions(car: ActionCar, settings: CarActionSettings = {}): CarActions {
  const gone = unavailable(car, settings);
  if (gone) return gone;
  const actions: CarAction[] = [{ kind: "details", label: "View Details", href: carPath(car.slug ?? "") }];
  if (isTestDriveOnly(car)) {
    if (settings.testDrive !== false) actions.push({ kind: "test-drive", label: "Book a Test Drive" });
  } else if (settings.finance) {
    actions.push(financeAction(car, settings));
  }
  if (isReservable(car, settings.reservation)) {
    actions.push({ kind: "reserve", label: settings.reservation?.label ?? "Reserve Now", href: reservePath(car.slug ?? "", settings.reservation?.path) });
  }
  return localized({ notice: null, prompt: null, actions }, settings.locale);
}

/**
 * spec 2.5 sidebar: enquire, test drive, car history report (only with a
 * file), finance, trade in (only when allowed), then 'Reserve Now' with the
 * processor's price or $200, full width without a file and half width with one.
 */
export function detailActions(car: ActionCar, settings: CarActionSettings = {}): CarActions {
  const gone = unavailable(car, settings);
  if (gone) return gone;
  const file = car.file?.trim();
  const actions: CarAction[] = [{ kind: "enquire", label: "Enquire Now" }];
  if (settings.testDrive !== false) actions.push({ kind: "test-drive", label: "Book a Test Drive" });
  if (file) actions.push({ kind: "history-report", label: "Car History Report", href: file });
  if (settings.finance) actions.push(financeAction(car, settings));
  if (settings.tradeIn) actions.push({ kind: "trade-in", label: "Trade In", href: tradeInPath(settings.tradeInForCar === false ? null : parseLooseNumber(car.id)) });
  if (isReservable(car, settings.reservation)) {
    actions.push({
      kind: "reserve",
      label: reserveButtonText(car, { label: "Reserve Now", price: settings.reservation?.price }),
      href: reservePath(car.slug ?? "", settings.reservation?.path),
      width: file ? "half" : "full",
    });
  }
  return localized({ notice: null, prompt: null, actions }, settings.locale);
}
