import { storefront } from "../../../../storefront";

export default storefront.tradeIn.LeadPage;
export const generateMetadata = storefront.tradeIn.generateMetadata;
