import { createSiteFileRoutes } from "@forecourt/storefront/seo/site-files";
import { template } from "../../../template";

export const GET = createSiteFileRoutes(template).robots;
