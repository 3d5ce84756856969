import { storefront } from "../../storefront";

export default storefront.HomePage;
