// better-auth's database for one site (issue 16 'Authentication').
//
// better-auth is single-tenant: its phone-number plugin finds users by the bare
// phone, codes by "phone-number-otp-{phone}" and sessions by token alone, so on a
// shared database a code sent on site A would verify on site B and a session
// cookie of A would be a session on B. Forecourt runs one auth instance per site,
// and this adapter is what makes that instance see only its own site: it wraps
// better-auth's own Drizzle adapter (which does the SQL, as better-auth's authors
// intend) and
//   - writes the instance's site id on every row it creates, and
//   - adds "site_id = this site" to every lookup, update and delete,
// for all four models, inside transactions too. Tenancy then holds below the auth
// library rather than in each caller: there is no query it can make that reaches
// another site's shoppers, sessions or codes.
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import type { BetterAuthOptions } from "@better-auth/core";
import type { DBAdapter, DBTransactionAdapter, Where } from "@better-auth/core/db/adapter";
import type { Db } from "../client";
import { shopperAccounts, shoppers, shopperSessions, shopperVerifications } from "../schema";

/** better-auth's model names, each mapped to its Forecourt table. */
export const authTables = { user: shoppers, session: shopperSessions, account: shopperAccounts, verification: shopperVerifications } as const;

const scopedModels: ReadonlySet<string> = new Set(Object.keys(authTables));

/**
 * The `siteId` field every model declares (spread into betterAuth's `user`,
 * `session`, `account` and `verification` options). better-auth keeps only
 * declared fields, so the adapter's site id needs this declaration; `input: false`
 * means no request body can set it.
 */
export function authSiteFields(siteId: number) {
  const field = { siteId: { type: "number" as const, required: true, input: false, defaultValue: siteId } };
  return {
    user: { additionalFields: field },
    session: { additionalFields: field },
    account: { additionalFields: field },
    verification: { additionalFields: field },
  };
}

function scopeWhere(model: string, where: Where[] | undefined, siteId: number): Where[] | undefined {
  if (!scopedModels.has(model)) return where;
  return [...(where ?? []), { field: "siteId", value: siteId, operator: "eq", connector: "AND" }];
}

function scoped<A extends DBTransactionAdapter>(inner: A, siteId: number): A {
  return {
    ...inner,
    create: (data) => inner.create({ ...data, data: scopedModels.has(data.model) ? { ...data.data, siteId } : data.data }),
    findOne: (data) => inner.findOne({ ...data, where: scopeWhere(data.model, data.where, siteId)! }),
    findMany: (data) => inner.findMany({ ...data, where: scopeWhere(data.model, data.where, siteId) }),
    count: (data) => inner.count({ ...data, where: scopeWhere(data.model, data.where, siteId) }),
    update: (data) => inner.update({ ...data, where: scopeWhere(data.model, data.where, siteId)! }),
    updateMany: (data) => inner.updateMany({ ...data, where: scopeWhere(data.model, data.where, siteId)! }),
    delete: (data) => inner.delete({ ...data, where: scopeWhere(data.model, data.where, siteId)! }),
    deleteMany: (data) => inner.deleteMany({ ...data, where: scopeWhere(data.model, data.where, siteId)! }),
    consumeOne: (data) => inner.consumeOne({ ...data, where: scopeWhere(data.model, data.where, siteId)! }),
    incrementOne: (data) => inner.incrementOne({ ...data, where: scopeWhere(data.model, data.where, siteId)! }),
  } as A;
}

/** The `database` option of one site's betterAuth instance. */
export function siteAuthDatabase(db: Db, siteId: number): (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions> {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) throw new Error(`siteAuthDatabase: a site id is a positive integer, not ${siteId}`);
  const base = drizzleAdapter(db, { provider: "pg", schema: authTables });
  return (options) => {
    const inner = base(options);
    return { ...scoped(inner, siteId), transaction: (callback) => inner.transaction((trx) => callback(scoped(trx, siteId))) };
  };
}
