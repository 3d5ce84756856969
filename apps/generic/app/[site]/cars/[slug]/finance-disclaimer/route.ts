import { createVehicleRoutes } from "@forecourt/storefront/vehicle/vehicle-routes";
import { template } from "../../../../../template";

const route = createVehicleRoutes(template);
export const GET = route.financeDisclaimer;
