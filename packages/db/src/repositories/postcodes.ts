// Offline postcode table: the embedded geocoder (docs/architecture.md 'Maps and geocoding').
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { postcodes } from "../schema";

export interface PostcodePlace {
  country: string;
  postcode: string;
  suburb: string;
  state: string;
  lat: number;
  lng: number;
}

/** The first suburb of a postcode in the site's country (the region: AU, NZ or US). */
export async function findPostcode(db: Db, country: string, postcode: string): Promise<PostcodePlace | null> {
  const [row] = await db
    .select()
    .from(postcodes)
    .where(and(eq(postcodes.country, country), eq(postcodes.postcode, postcode)))
    .orderBy(asc(postcodes.suburb))
    .limit(1);
  return row ?? null;
}
