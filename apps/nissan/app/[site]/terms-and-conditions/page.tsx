import { createContentPage } from "@forecourt/storefront/pages/content-page";
import { template } from "../../../template";

const route = createContentPage(template, "/terms-and-conditions");
export default route.ContentPage;
export const generateMetadata = route.generateMetadata;
