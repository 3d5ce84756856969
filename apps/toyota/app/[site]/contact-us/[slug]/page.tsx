import { createLocationContactPage } from "@forecourt/storefront/pages/location-pages";
import { template } from "../../../../template";

const route = createLocationContactPage(template);
export default route.LocationContactPage;
export const generateMetadata = route.generateMetadata;
