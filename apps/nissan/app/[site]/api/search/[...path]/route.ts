import { storefront } from "../../../../../storefront";

export const POST = storefront.searchRoutes.search;
export const GET = storefront.searchRoutes.search;
