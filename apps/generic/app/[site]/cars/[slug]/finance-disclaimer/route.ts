import { storefront } from "../../../../../storefront";

export const GET = storefront.vehicleRoutes.financeDisclaimer;
