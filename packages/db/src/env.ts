// The one place @forecourt/db reads the environment (docs/rules.md 'House style': env.ts per package).
import { z } from "zod";

const envSchema = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set: start the embedded database with `pnpm db:serve` (or point it at PostgreSQL)" })
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
});

export type DatabaseEnv = z.infer<typeof envSchema>;

export function databaseEnv(source: Record<string, string | undefined> = process.env): DatabaseEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  return parsed.data;
}

/** Where the database tests find PostgreSQL, and whether it must be there (CI). */
export function testDatabaseEnv(source: Record<string, string | undefined> = process.env): { adminUrl: string; required: boolean } {
  return { adminUrl: source.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres", required: Boolean(source.CI) };
}
