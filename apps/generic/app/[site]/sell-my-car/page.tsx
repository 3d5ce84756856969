import { storefront } from "../../../storefront";

export default storefront.sellMyCar.LeadPage;
export const generateMetadata = storefront.sellMyCar.generateMetadata;
