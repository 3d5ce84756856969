// Manufacturers (spec 3 'Manufacturer'): the make's name and logo, for brand pages.
import { eq } from "drizzle-orm";
import { type Manufacturer, manufacturerSchema } from "@forecourt/domain";
import type { Db } from "../client";
import { manufacturers } from "../schema";

/** The make at `slug` ('gwm-haval'), or null. */
export async function findManufacturerBySlug(db: Db, slug: string): Promise<Manufacturer | null> {
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.slug, slug.toLowerCase())).limit(1);
  return row ? manufacturerSchema.parse({ id: row.id, name: row.name, slug: row.slug, logo: row.logoUrl === null ? null : { url: row.logoUrl } }) : null;
}
