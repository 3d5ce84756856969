import { createBrandPage } from "@forecourt/storefront/pages/brand-page";
import { template } from "../../../../template";

const route = createBrandPage(template);
export default route.BrandPage;
export const generateMetadata = route.generateMetadata;
