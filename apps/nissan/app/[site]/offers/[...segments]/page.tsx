import { createOfferPage } from "@forecourt/storefront/pages/offer-page";
import { template } from "../../../../template";

const route = createOfferPage(template);
export default route.OfferPage;
export const generateMetadata = route.generateMetadata;
