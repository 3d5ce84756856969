import { storefront } from "../../../../storefront";

export const POST = storefront.revalidate;
