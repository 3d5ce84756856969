// Offline postcode table: the embedded geocoder (ARCHITECTURE.md runtime parts).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { postcodes } from "../schema";

export interface PostcodePlace {
  postcode: string;
  suburb: string;
  state: string;
  lat: number;
  lng: number;
}

export async function findPostcode(db: Db, postcode: string): Promise<PostcodePlace | null> {
  const [row] = await db.select().from(postcodes).where(eq(postcodes.postcode, postcode)).orderBy(asc(postcodes.suburb)).limit(1);
  return row ?? null;
}
