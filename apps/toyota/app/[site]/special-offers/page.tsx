import { storefront } from "../../../storefront";

export default storefront.specialOffers.OffersPage;
export const generateMetadata = storefront.specialOffers.generateMetadata;
