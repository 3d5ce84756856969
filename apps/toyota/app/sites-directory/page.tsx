export { DirectoryPage as default } from "@forecourt/storefront";

export const dynamic = "force-dynamic";
