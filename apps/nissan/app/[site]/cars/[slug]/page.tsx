import { storefront } from "../../../../storefront";

export default storefront.vehicle.VehiclePage;
export const generateMetadata = storefront.vehicle.generateMetadata;
// Cars change (sold cars age out of the listing): pages are regenerated at least hourly.
export const revalidate = 3600;
