import { createHealthRoutes } from "@forecourt/storefront/http/health";

export const GET = createHealthRoutes().ready;
export const dynamic = "force-dynamic";
