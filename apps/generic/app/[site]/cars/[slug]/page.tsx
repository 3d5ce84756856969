import { storefront } from "../../../../storefront";

export default storefront.vehicle.VehiclePage;
export const generateMetadata = storefront.vehicle.generateMetadata;
export const generateStaticParams = storefront.vehicle.generateStaticParams;
// Generated per site on first request, then served from the cache; regenerated when
// its car changes (POST /api/revalidate) and at least hourly, as sold cars age out.
export const revalidate = 3600;
