import { storefront } from "../../../storefront";

export default storefront.comparePage.ComparePage;
export const generateMetadata = storefront.comparePage.generateMetadata;
