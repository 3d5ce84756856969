// The phone reveal (spec 4 'Phone reveal', spec 9: the first 5 characters stay visible).
import { parseLooseNumber } from "./values";

/** spec 9: this many characters of the phone show before the reveal. */
export const phoneVisibleCharacters = 5;

/**
 * spec 4: the first 5 characters stay, every later digit or letter reads X;
 * spaces and punctuation keep the number's shape. Missing phones give "".
 */
export function maskPhone(phone: string | null | undefined): string {
  const text = (phone ?? "").trim();
  return text.slice(0, phoneVisibleCharacters) + text.slice(phoneVisibleCharacters).replace(/[0-9A-Za-z]/g, "X");
}

/** A tel: link: digits only, keeping a leading +. Null when there is no digit to dial. */
export function telHref(phone: string | null | undefined): string | null {
  const text = (phone ?? "").trim();
  const digits = text.replace(/\D/g, "");
  if (!digits) return null;
  return `tel:${text.startsWith("+") ? "+" : ""}${digits}`;
}

/** spec 7: the reserve and phone-reveal calls send car_id, dealership_id and website_id. */
export function carEventPayload(car: { id?: unknown; dealership_id?: unknown }, websiteId: number): { car_id: number | null; dealership_id: number | null; website_id: number } {
  return { car_id: parseLooseNumber(car.id), dealership_id: parseLooseNumber(car.dealership_id), website_id: websiteId };
}
