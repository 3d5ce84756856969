import { createReviewsPage } from "@forecourt/storefront/pages/location-pages";
import { template } from "../../../../template";

const route = createReviewsPage(template);
export default route.ReviewsPage;
export const generateMetadata = route.generateMetadata;
