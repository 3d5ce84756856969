import { storefront } from "../../../storefront";

export default storefront.contact.LeadPage;
export const generateMetadata = storefront.contact.generateMetadata;
