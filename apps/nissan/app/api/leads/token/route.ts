import { createLeadRoutes } from "@forecourt/storefront/leads/routes";
import { template } from "../../../../template";

const route = createLeadRoutes(template);
export const GET = route.token;
export const dynamic = "force-dynamic";
