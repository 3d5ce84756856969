import { createBlogPostPage } from "@forecourt/storefront/pages/blog-pages";
import { template } from "../../../../template";

const route = createBlogPostPage(template);
export default route.BlogPostPage;
export const generateMetadata = route.generateMetadata;
