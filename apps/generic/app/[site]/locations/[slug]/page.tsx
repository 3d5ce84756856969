import { createLocationPage } from "@forecourt/storefront/pages/location-pages";
import { template } from "../../../../template";

const route = createLocationPage(template);
export default route.LocationPage;
export const generateMetadata = route.generateMetadata;
