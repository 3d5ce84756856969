// Distances and directions (spec 9: earth radius 6371 km, feet to metres 0.3048).

/** spec 9. */
export const earthRadiusKm = 6371;
export const metresPerFoot = 0.3048;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula (spec 9). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** spec 9: feet to metres by 0.3048. */
export function feetToMetres(feet: number): number {
  return feet * metresPerFoot;
}

/** A location's point from its address (`lat`, `long`), or null when either is missing. */
export function locationPoint(location: { address?: { lat?: unknown; long?: unknown } | null } | null | undefined): LatLng | null {
  const lat = location?.address?.lat;
  const lng = location?.address?.long;
  return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * Items with their distance from `origin`, nearest first; items without a
 * point go last, in their original order.
 */
export function sortByDistance<T>(items: ReadonlyArray<T>, origin: LatLng, pointOf: (item: T) => LatLng | null): Array<{ item: T; distanceKm: number | null }> {
  const measured = items.map((item, index) => {
    const point = pointOf(item);
    return { item, distanceKm: point ? distanceKm(origin, point) : null, index };
  });
  measured.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.index - b.index);
  return measured.map(({ item, distanceKm: distance }) => ({ item, distanceKm: distance }));
}

/** spec 2.7 'Get Directions': the place's own URL when known, else a maps search for its coordinates or address. */
export function directionsUrl(address: { place_url?: string | null; lat?: unknown; long?: unknown; street?: string | null; city?: string | null; state?: string | null; postcode?: string | null }): string {
  const placeUrl = address.place_url?.trim();
  if (placeUrl) return placeUrl;
  const point = locationPoint({ address });
  const destination = point ? `${point.lat},${point.lng}` : [address.street, address.city, address.state, address.postcode].filter((part) => part?.trim()).join(", ");
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
