import { createComparePage } from "@forecourt/storefront/pages/compare-page";
import { template } from "../../../template";

const route = createComparePage(template);
export default route.ComparePage;
export const generateMetadata = route.generateMetadata;
