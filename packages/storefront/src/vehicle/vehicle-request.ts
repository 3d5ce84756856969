// The site and slug of the /cars/{slug} request, for the segment's 404.
//
// not-found components take no params, and reading the request's headers there would
// make the statically generated vehicle page dynamic (Next renders the 404 boundary
// with the page). So the segment's layout, which does get params, hands them over
// through React's per-request cache; the 404 awaits them.
import { cache } from "react";

export interface VehicleRequest {
  site: string;
  slug: string;
}

const slot = cache(() => {
  let resolve!: (request: VehicleRequest) => void;
  const promise = new Promise<VehicleRequest>((done) => (resolve = done));
  return { promise, resolve };
});

/** Called by the /cars/{slug} layout with its params. */
export function rememberVehicleRequest(request: VehicleRequest): void {
  slot().resolve(request);
}

/** The request's site and slug, once the layout has them. */
export function vehicleRequest(): Promise<VehicleRequest> {
  return slot().promise;
}
