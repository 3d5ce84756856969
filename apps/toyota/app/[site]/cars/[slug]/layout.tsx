import { storefront } from "../../../../storefront";

export default storefront.vehicle.Layout;
