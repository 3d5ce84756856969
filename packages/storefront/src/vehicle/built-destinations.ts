/**
 * Whether a button's destination exists. The reservation API, payments and worker
 * are built (issue 17) but the checkout pages (/cars/{slug}/checkout, /buy-online)
 * are not yet, so 'Reserve Now' stays off on the vehicle page and the search cards
 * whatever the site's flag says (never a link to a 404); the per-car trade-in form
 * (/cars/trade-in?car_id=) exists.
 */
export const builtDestinations = { checkout: false, tradeInForCar: true } as const;

/** The site's reservation settings with the button masked while its destination is missing. */
export function reservationButtonSettings<T extends { enabled: boolean }>(reservation: T): T {
  return { ...reservation, enabled: reservation.enabled && builtDestinations.checkout };
}
