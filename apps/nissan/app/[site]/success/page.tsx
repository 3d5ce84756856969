import { storefront } from "../../../storefront";

export default storefront.success.SuccessPage;
export const metadata = storefront.success.metadata;
