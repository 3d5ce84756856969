// /pages/{page} (spec 2.1) served from content pages; /pages/book-a-service has its own route.
import { createContentPage } from "@forecourt/storefront/pages/content-page";
import { template } from "../../../../template";

const route = createContentPage(template);
export default route.ContentPage;
export const generateMetadata = route.generateMetadata;
