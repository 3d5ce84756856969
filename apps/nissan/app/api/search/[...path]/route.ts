import { createSearchRoutes } from "@forecourt/storefront/search/routes";
import { template } from "../../../../template";

const route = createSearchRoutes(template);
export const POST = route.search;
export const GET = route.search;
