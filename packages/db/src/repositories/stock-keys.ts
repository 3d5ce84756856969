// The stock push API's keys (issue 19): one or more per dealer group, shown once
// when created and stored only as a SHA-256 hash. A key names its group; the API
// never takes the group from the host or the body.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { stockApiKeys, stockAudit } from "../schema";

export interface StockApiKey {
  id: string;
  group: string;
}

/** fck_{8 hex id}_{43 base64url secret characters}: the id is public (the audit trail names it), the rest is the secret. */
const KEY_PATTERN = /^fck_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;

export function hashStockApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Creates a key for the group and returns it in full: the only time it exists outside the caller's hands. */
export async function createStockApiKey(db: Db, group: string, label: string | null = null): Promise<{ id: string; key: string }> {
  const id = randomBytes(4).toString("hex");
  const key = `fck_${id}_${randomBytes(32).toString("base64url")}`;
  await db.insert(stockApiKeys).values({ id, groupSlug: group, keyHash: hashStockApiKey(key), label });
  return { id, key };
}

/** The group of a live key, or null for a malformed, unknown or revoked one. */
export async function findStockApiKey(db: Db, key: string): Promise<StockApiKey | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({ id: stockApiKeys.id, group: stockApiKeys.groupSlug })
    .from(stockApiKeys)
    .where(and(eq(stockApiKeys.keyHash, hashStockApiKey(key)), isNull(stockApiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Revokes a key by its id (the part after fck_, or the whole key); returns its group, or null when no live key has that id. */
export async function revokeStockApiKey(db: Db, idOrKey: string, now: Date): Promise<string | null> {
  const id = KEY_PATTERN.exec(idOrKey)?.[1] ?? idOrKey;
  const [row] = await db
    .update(stockApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(stockApiKeys.id, id), isNull(stockApiKeys.revokedAt)))
    .returning({ group: stockApiKeys.groupSlug });
  return row?.group ?? null;
}

export async function listStockApiKeys(db: Db, group: string) {
  return db.select({ id: stockApiKeys.id, label: stockApiKeys.label, createdAt: stockApiKeys.createdAt, revokedAt: stockApiKeys.revokedAt }).from(stockApiKeys).where(eq(stockApiKeys.groupSlug, group)).orderBy(desc(stockApiKeys.createdAt));
}

export interface StockAuditEntry {
  group: string;
  /** "key:{id}" or "cli:{user}". */
  actor: string;
  action: "stock.import" | "stock.push" | "stock.delete" | "site.add" | "site.update" | "key.create" | "key.revoke";
  subject: string;
  counts?: Record<string, number>;
}

export async function recordStockAudit(db: Db, entry: StockAuditEntry): Promise<void> {
  await db.insert(stockAudit).values({ groupSlug: entry.group, actor: entry.actor, action: entry.action, subject: entry.subject, counts: entry.counts ?? {} });
}

export interface StoredStockAudit extends Required<StockAuditEntry> {
  id: number;
  createdAt: Date;
}

/** A group's audit trail, newest first. */
export async function listStockAudit(db: Db, group: string, limit = 50): Promise<StoredStockAudit[]> {
  const rows = await db.select().from(stockAudit).where(eq(stockAudit.groupSlug, group)).orderBy(desc(stockAudit.createdAt), desc(stockAudit.id)).limit(limit);
  return rows.map((row) => ({ id: row.id, group: row.groupSlug, actor: row.actor, action: row.action as StockAuditEntry["action"], subject: row.subject, counts: row.counts as Record<string, number>, createdAt: row.createdAt }));
}
