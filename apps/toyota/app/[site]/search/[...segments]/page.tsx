import { createSearchPage } from "@forecourt/storefront/pages/search-page";
import { template } from "../../../../template";

const route = createSearchPage(template);
export default route.SearchPage;
export const generateMetadata = route.generateMetadata;
