import { createHomePage } from "@forecourt/storefront/pages/home-page";
import { template } from "../../template";

export default createHomePage(template);
