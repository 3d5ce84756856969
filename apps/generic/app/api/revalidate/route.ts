import { createRevalidateRoute } from "@forecourt/storefront/vehicle/revalidate";
import { template } from "../../../template";

const route = createRevalidateRoute(template);
export const POST = route;
