import { storefront } from "../../../storefront";

export default storefront.fleet.LeadPage;
export const generateMetadata = storefront.fleet.generateMetadata;
