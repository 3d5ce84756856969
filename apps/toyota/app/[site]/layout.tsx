import "../globals.css";
import { storefront } from "../../storefront";

export default storefront.SiteLayout;
export const generateMetadata = storefront.generateSiteMetadata;
