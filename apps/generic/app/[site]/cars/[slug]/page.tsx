import { createVehiclePage } from "@forecourt/storefront/vehicle/vehicle-page";
import { template } from "../../../../template";

const vehicle = createVehiclePage(template);
export default vehicle.VehiclePage;
export const generateMetadata = vehicle.generateMetadata;
export const generateStaticParams = vehicle.generateStaticParams;
// Generated per site on first request, then served from the cache; regenerated when
// its car changes (POST /api/revalidate) and at least hourly, as sold cars age out.
export const revalidate = 3600;
