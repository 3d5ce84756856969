import { storefront } from "../../../../../storefront";

export const GET = storefront.leadRoutes.token;
export const dynamic = "force-dynamic";
