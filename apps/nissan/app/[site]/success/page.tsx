import { createSuccessPage } from "@forecourt/storefront/pages/lead-pages";
import { template } from "../../../template";

const route = createSuccessPage(template);
export default route.SuccessPage;
export const metadata = route.metadata;
