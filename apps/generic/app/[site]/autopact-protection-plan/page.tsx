import { createContentPage } from "@forecourt/storefront/pages/content-page";
import { template } from "../../../template";

const route = createContentPage(template, "/autopact-protection-plan");
export default route.ContentPage;
export const generateMetadata = route.generateMetadata;
