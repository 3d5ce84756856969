import { createLeadPage, leadPages } from "@forecourt/storefront/pages/lead-pages";
import { template } from "../../../template";

const route = createLeadPage(template, leadPages.finance);
export default route.LeadPage;
export const generateMetadata = route.generateMetadata;
