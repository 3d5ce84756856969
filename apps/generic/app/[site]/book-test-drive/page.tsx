import { storefront } from "../../../storefront";

export default storefront.bookTestDrive.LeadPage;
export const generateMetadata = storefront.bookTestDrive.generateMetadata;
