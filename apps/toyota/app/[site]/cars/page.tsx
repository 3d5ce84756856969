import { storefront } from "../../../storefront";

export default storefront.searchPage.SearchPage;
export const generateMetadata = storefront.searchPage.generateMetadata;
