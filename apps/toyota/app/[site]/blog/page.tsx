import { createBlogPage } from "@forecourt/storefront/pages/blog-pages";
import { template } from "../../../template";

const route = createBlogPage(template);
export default route.BlogPage;
export const generateMetadata = route.generateMetadata;
