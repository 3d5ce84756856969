// Per-site secrets (issue 17): a dealer's Stripe secret key and webhook secret,
// later other integrations' keys. Sealed with AES-256-GCM (node:crypto) under
// FORECOURT_SECRETS_KEY before they reach the site_secrets table, so a database
// dump alone reveals none of them, and kept out of the site config pages read.
// Sealed form: "v1.{iv}.{tag}.{ciphertext}", each base64url; the site id and the
// secret's name are bound in as additional data, so a sealed value copied to another
// site or another name does not open.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deleteSiteSecret, type Db, saveSiteSecret, siteSecretsOf } from "@forecourt/db";
import { isProductionDeployment, storefrontEnv, type StorefrontEnv } from "../env";

/** Used outside production only (the demo and tests): never seal a real key with it. */
export const DEVELOPMENT_SECRETS_KEY = Buffer.from("forecourt-development-secrets-key-not-for-production").subarray(0, 32);

/** FORECOURT_SECRETS_KEY as 32 bytes; in production a missing key is an error, elsewhere the development key. */
export function secretsKey(env: StorefrontEnv = storefrontEnv()): Buffer {
  const value = env.FORECOURT_SECRETS_KEY;
  if (value) return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (isProductionDeployment(env)) throw new Error("FORECOURT_SECRETS_KEY is required when FORECOURT_DEPLOYMENT=production to read sites' payment keys (32 random bytes, hex or base64)");
  return DEVELOPMENT_SECRETS_KEY;
}

const additionalData = (siteId: number, name: string) => Buffer.from(`forecourt-site-secret:${siteId}:${name}`, "utf8");

export function sealSecret(value: string, context: { siteId: number; name: string }, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(additionalData(context.siteId, context.name));
  const ciphertext = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

/** Opens a sealed secret; throws when the key, the site or the name is not the one it was sealed for, or it was altered. */
export function unsealSecret(sealed: string, context: { siteId: number; name: string }, key: Buffer): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error(`The secret "${context.name}" is not in the sealed form this version reads`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(additionalData(context.siteId, context.name));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new Error(`The secret "${context.name}" of site ${context.siteId} does not open with FORECOURT_SECRETS_KEY (another key, or altered)`);
  }
}

export async function storeSiteSecret(db: Db, site: { id: number }, name: string, value: string, key: Buffer = secretsKey()): Promise<void> {
  await saveSiteSecret(db, site, name, sealSecret(value, { siteId: site.id, name }, key));
}

export async function readSiteSecrets(db: Db, site: { id: number }, names: readonly string[], key: Buffer = secretsKey()): Promise<Map<string, string>> {
  const sealed = await siteSecretsOf(db, site, names);
  return new Map([...sealed].map(([name, value]) => [name, unsealSecret(value, { siteId: site.id, name }, key)]));
}

export async function removeSiteSecret(db: Db, site: { id: number }, name: string): Promise<void> {
  await deleteSiteSecret(db, site, name);
}
