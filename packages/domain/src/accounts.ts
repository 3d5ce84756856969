// Shopper accounts (issue 16; spec 2.1 '/sign-in', spec 4 'Watchlist', spec 6):
// where a sign-in may send the shopper, what the sign-in page says for each reason,
// the shopper's phone in E.164, the rules of a sign-in code, and what changed on a
// watched car since it was saved.
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { type CarLike, carHeading, isCarSold } from "./car";
import { formatMoney } from "./format";
import { carImage, imageUrl } from "./images";
import type { Region } from "./locale";
import { type DisplayPriceOptions, displayPrice, listedPrice } from "./pricing";
import { carPath, type SignInType } from "./routes";

/** issue 16: a sign-in code has 6 digits, lives 5 minutes and dies after 3 wrong tries. */
export const signInCode = { digits: 6, ttlSeconds: 300, allowedAttempts: 3 } as const;

/** issue 16: codes per phone and per client address, per site, in 10 minutes. */
export const signInCodeLimits = {
  perPhone: { limit: 5, windowMs: 10 * 60_000 },
  perClient: { limit: 10, windowMs: 10 * 60_000 },
} as const;

export const signInTypes: readonly SignInType[] = ["watchlist", "trade-in", "checkout", "finance"];

const pathBase = "http://forecourt.invalid";

/**
 * spec 2.1: `redirect` and `back` of /sign-in. Only a path of this site is kept:
 * "/" followed by anything but a second "/" or a "\" (which browsers read as
 * another host), with no scheme, no host, no backslash and no control or space
 * characters (browsers drop tabs and newlines, so "/\t/evil" would become
 * "//evil"). Anything else gives "/".
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return "/";
  // What is left starts with one "/" and has no backslash, space or control
  // character: a path-absolute reference, which always parses and always stays on
  // the base's origin. Parsing it normalises dot segments and percent-encoding.
  const url = new URL(value, pathBase);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface SignInQuery {
  type: SignInType | null;
  redirect: string;
  back: string;
}

type QueryValue = string | string[] | undefined;

/** Reads /sign-in's query (spec 2.1); an unknown type reads as none, unsafe paths as "/". */
export function parseSignInQuery(query: Readonly<Record<string, QueryValue>>): SignInQuery {
  const first = (key: string) => {
    const value = query[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const type = first("type");
  return {
    type: signInTypes.includes(type as SignInType) ? (type as SignInType) : null,
    redirect: safeRedirectPath(first("redirect")),
    back: safeRedirectPath(first("back")),
  };
}

export interface SignInCopy {
  heading: string;
  intro: string;
}

/** What the sign-in page says for each reason a shopper was sent there (spec 2.1 `type`). */
export function signInCopy(type: SignInType | null, siteName: string): SignInCopy {
  switch (type) {
    case "watchlist":
      return { heading: "Sign in to save this car", intro: `Your watchlist keeps the cars you like at ${siteName} and tells you when their price drops or they sell. Enter your mobile number and we'll text you a code.` };
    case "trade-in":
      return { heading: "Sign in to keep your valuation", intro: `Sign in to save your trade-in valuation with ${siteName}. Enter your mobile number and we'll text you a code.` };
    case "checkout":
      return { heading: "Sign in to reserve this car", intro: `Reserving a car with ${siteName} needs a verified mobile number. Enter yours and we'll text you a code.` };
    case "finance":
      return { heading: "Sign in for your finance quote", intro: `Your personalised finance with ${siteName} is saved to your account. Enter your mobile number and we'll text you a code.` };
    default:
      return { heading: "Sign in", intro: `Sign in to ${siteName} with your mobile number: we'll text you a code. No password needed.` };
  }
}

/** A mobile number of each region that its own rules accept, for hints and messages. */
export const mobileExamples: Record<Region, string> = { AU: "0412 345 678", NZ: "021 123 4567", US: "(201) 555-0123" };

export const signInMessages = {
  phoneRequired: "Enter your mobile number",
  phoneInvalid: (region: Region) => `Enter a valid mobile number, like ${mobileExamples[region]}`,
  codeRequired: "Enter the 6-digit code we sent you",
  codeInvalid: "Enter the 6 digits of the code, like 123456",
  codeWrong: "That code is not right. Check the text message and try again.",
  codeDead: "That code can no longer be used. Send a new code.",
  tooManyCodes: (seconds: number) => `Too many codes were sent. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}.`,
} as const;

/** The sign-in form's field messages for a site's region. */
export function signInFieldMessages(region: Region): { phoneRequired: string; phoneInvalid: string; codeRequired: string; codeInvalid: string } {
  return { phoneRequired: signInMessages.phoneRequired, phoneInvalid: signInMessages.phoneInvalid(region), codeRequired: signInMessages.codeRequired, codeInvalid: signInMessages.codeInvalid };
}

/**
 * A shopper's mobile number in E.164 for the site's region ("0412 345 678" on an
 * AU site is "+61412345678"), or null when it is not a mobile number there. A
 * number written with its country code (+64 ...) is read as written.
 */
export function mobileE164(raw: unknown, region: Region): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (text.length < 6 || text.length > 24 || !/^[+0-9 ()\-.]+$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, region);
  return phone?.isValid() ? phone.number : null;
}

/** An E.164 number as the region writes it at home ("+61412345678" is "0412 345 678"); other countries keep their code. */
export function displayPhone(e164: string, region: Region): string {
  const phone = parsePhoneNumberFromString(e164, region);
  if (!phone) return e164;
  return phone.country === region ? phone.formatNational() : phone.formatInternational();
}

/** The sign-in code's text message; the code comes first so phones can offer it for autofill. */
export function signInCodeMessage(code: string, siteName: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in ${signInCode.ttlSeconds / 60} minutes. Don't share it with anyone.`;
}

/** The car facts the watchlist compares (a car row, or null when the site no longer lists it). */
export type WatchedCar = Pick<CarLike, "price" | "offer_price" | "status" | "sold" | "reserved">;

export type WatchlistChange =
  | { kind: "unlisted" }
  | { kind: "sold" }
  | { kind: "reserved" }
  | { kind: "price-drop"; amount: number }
  | { kind: "price-rise"; amount: number };

/**
 * spec 4 'Watchlist', issue 16: what changed since a car was saved, the most
 * important first: gone from the site, sold, reserved, then a price change.
 */
export function watchlistChange(saved: { price: number | null }, car: WatchedCar | null): WatchlistChange | null {
  if (!car) return { kind: "unlisted" };
  if (isCarSold(car)) return { kind: "sold" };
  if (car.reserved === true) return { kind: "reserved" };
  const now = listedPrice(car);
  if (saved.price === null || now === null || Math.round(now) === Math.round(saved.price)) return null;
  return now < saved.price ? { kind: "price-drop", amount: Math.round(saved.price - now) } : { kind: "price-rise", amount: Math.round(now - saved.price) };
}

export type ChangeTone = "good" | "warning" | "danger" | "neutral";

export function watchlistChangeLabel(change: WatchlistChange): { label: string; tone: ChangeTone } {
  switch (change.kind) {
    case "unlisted":
      return { label: "No longer listed", tone: "neutral" };
    case "sold":
      return { label: "Sold", tone: "danger" };
    case "reserved":
      return { label: "Reserved", tone: "warning" };
    case "price-drop":
      return { label: `Price drop: ${formatMoney(change.amount)} less`, tone: "good" };
    case "price-rise":
      return { label: `Price up ${formatMoney(change.amount)}`, tone: "neutral" };
  }
}

/** The watchlist API's body (spec 7): phone_number and car_id. */
export interface WatchlistRequest {
  phone_number: string;
  car_id: number;
}

/**
 * The watchlist API's body (spec 7 'Save to watchlist'), checked field by field
 * with messages that name the problem; the phone is normalised to E.164 in the
 * site's region, so the handler compares it with the session's own.
 */
export function parseWatchlistRequest(body: unknown, region: Region): { ok: true; value: WatchlistRequest } | { ok: false; errors: Record<string, string> } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, errors: { body: "Send a JSON object with phone_number and car_id" } };
  const record = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const rawPhone = record.phone_number;
  let phone: string | null = null;
  if (typeof rawPhone !== "string" || rawPhone.trim() === "") errors.phone_number = signInMessages.phoneRequired;
  else if (!(phone = mobileE164(rawPhone, region))) errors.phone_number = signInMessages.phoneInvalid(region);
  const rawCar = record.car_id;
  const carId = typeof rawCar === "number" ? rawCar : typeof rawCar === "string" && /^\d{1,15}$/.test(rawCar.trim()) ? Number(rawCar.trim()) : NaN;
  if (rawCar === undefined || rawCar === null || rawCar === "") errors.car_id = "car_id is required";
  else if (!Number.isSafeInteger(carId) || carId <= 0) errors.car_id = "car_id must be a whole number above 0";
  if (Object.keys(errors).length > 0 || !phone) return { ok: false, errors };
  return { ok: true, value: { phone_number: phone, car_id: carId } };
}

/** One saved car as the watchlist and favourites pages list it (ui's SavedCarItem). */
export interface SavedCarView {
  id: number;
  title: string;
  /** Null when the site no longer lists the car. */
  href: string | null;
  imageSrc: string | null;
  imageAlt: string;
  priceText: string;
  savedNote?: string;
  change?: { label: string; tone: ChangeTone };
}

export type SavedCarSource = Pick<CarLike, "id" | "slug" | "year" | "make" | "model" | "badge" | "series" | "price" | "offer_price" | "subscription_price" | "preorder" | "status" | "sold" | "reserved" | "primary_image_url" | "images" | "thumbnails">;

/**
 * A saved car for the lists: title, link, image and price as the site shows them,
 * and for the watchlist what changed since it was saved. A car no longer listed
 * keeps the title and price it was saved with.
 */
export function savedCarView(
  entry: { carId: number; car: SavedCarSource | null; saved?: { price: number | null; at: Date; title?: string | null } },
  options: { price?: DisplayPriceOptions; formatDate: (date: Date) => string; imageWidth?: number },
): SavedCarView {
  const { car, saved } = entry;
  const change = saved ? watchlistChange({ price: saved.price }, car) : null;
  const title = car ? carHeading(car).title : saved?.title?.trim() || `Car ${entry.carId}`;
  const image = car ? carImage(car) : null;
  return {
    id: entry.carId,
    title,
    href: car?.slug ? carPath(car.slug) : null,
    imageSrc: image ? imageUrl(image, { width: options.imageWidth ?? 480 }) : null,
    imageAlt: image ? title : "",
    priceText: car ? displayPrice(car, options.price).text : saved?.price ? formatMoney(saved.price) : "",
    ...(saved ? { savedNote: `Saved ${options.formatDate(saved.at)}${saved.price ? ` at ${formatMoney(saved.price)}` : ""}` } : {}),
    ...(change ? { change: watchlistChangeLabel(change) } : {}),
  };
}

const leadFormTitles: Record<string, string> = {
  general: "General enquiry",
  contact: "Enquiry",
  "car-enquiry": "Car enquiry",
  "test-drive": "Test drive request",
  "request-photos": "Photo request",
  finance: "Finance enquiry",
  "trade-in": "Trade-in valuation",
  "sell-my-car": "Sell my car",
  service: "Service booking",
  parts: "Parts enquiry",
  careers: "Job application",
};

/** How the account page names an enquiry the shopper sent: by its form, else its category. */
export function leadFormTitle(form: string, category: string): string {
  return leadFormTitles[form] ?? (category.trim() || "Enquiry");
}
