import { createEventRoutes } from "@forecourt/storefront/events/routes";
import { template } from "../../../template";

const route = createEventRoutes(template);
export const POST = route.submit;
