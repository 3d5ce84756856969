import { createContentPage } from "@forecourt/storefront/pages/content-page";
import { template } from "../../../template";

const route = createContentPage(template, "/ultratek");
export default route.ContentPage;
export const generateMetadata = route.generateMetadata;
