// The body of POST /api/revalidate (revalidate.ts), apart from the route so that
// refreshCars (src/refresh), which builds these bodies outside Next, shares its limits.
import { z } from "zod";

/** The largest body the endpoint reads (413 past it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The most car slugs one call may name; refreshCars sends longer lists in several calls. */
export const MAX_CARS_PER_CALL = 1000;

/** A car's page slug, as /cars/{slug} names it. */
export const carSlugSchema = z.string().trim().min(1, "A car slug cannot be empty").max(200, "A car slug has at most 200 characters").regex(/^[^/?#\s]+$/, "A car slug cannot hold '/', '?', '#' or spaces");

export const revalidateBodySchema = z
  .object({
    cars: z
      .array(carSlugSchema, { error: "cars must be a list of car slugs" })
      .min(1, "Name at least one car")
      .max(MAX_CARS_PER_CALL, `Name at most ${MAX_CARS_PER_CALL} cars per call`)
      .optional(),
    site: z.literal(true, { error: "site must be true: every page of the site and its config" }).optional(),
  })
  .refine((body) => body.cars !== undefined || body.site !== undefined, { error: "cars must be a list of car slugs", path: ["cars"] });

export type RevalidateBody = z.infer<typeof revalidateBodySchema>;
