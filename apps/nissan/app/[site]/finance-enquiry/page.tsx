import { storefront } from "../../../storefront";

export default storefront.finance.LeadPage;
export const generateMetadata = storefront.finance.generateMetadata;
