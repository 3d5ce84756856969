import { createOffersPage } from "@forecourt/storefront/pages/offers-page";
import { template } from "../../../template";

const route = createOffersPage(template);
export default route.OffersPage;
export const generateMetadata = route.generateMetadata;
