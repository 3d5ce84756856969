import { storefront } from "../../../storefront";

export default storefront.parts.LeadPage;
export const generateMetadata = storefront.parts.generateMetadata;
