import { storefront } from "../../../storefront";

export default storefront.contactUs.LeadPage;
export const generateMetadata = storefront.contactUs.generateMetadata;
