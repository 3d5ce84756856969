import { storefront } from "../../../storefront";

export default storefront.bookService.LeadPage;
export const generateMetadata = storefront.bookService.generateMetadata;
