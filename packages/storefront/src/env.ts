// The one place @forecourt/storefront reads the environment (STYLE.md).
import { z } from "zod";

const envSchema = z.object({
  /**
   * Where each template app is served, for links between apps in the demo
   * directory: "generic=http://localhost:3000,toyota=http://localhost:3001,...".
   */
  FORECOURT_TEMPLATE_ORIGINS: z.string().default("generic=http://localhost:3000,toyota=http://localhost:3001,nissan=http://localhost:3002"),
  /** Seconds a process keeps a loaded site config before reading it again. */
  FORECOURT_SITE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
});

export type StorefrontEnv = z.infer<typeof envSchema>;

export function storefrontEnv(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  return envSchema.parse(source);
}

/** "generic=http://localhost:3000,..." -> { generic: "http://localhost:3000", ... } */
export function templateOrigins(env: StorefrontEnv = storefrontEnv()): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const pair of env.FORECOURT_TEMPLATE_ORIGINS.split(",")) {
    const [template, origin] = pair.split("=").map((part) => part.trim());
    if (template && origin) origins[template] = origin.replace(/\/$/, "");
  }
  return origins;
}
