import { createSiteLayout } from "@forecourt/storefront/pages/site-layout";
import { template } from "../../template";

const layout = createSiteLayout(template);
export default layout.SiteLayout;
export const generateMetadata = layout.generateMetadata;
