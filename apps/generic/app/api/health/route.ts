import { createHealthRoutes } from "@forecourt/storefront/http/health";

export const GET = createHealthRoutes().health;
export const dynamic = "force-dynamic";
