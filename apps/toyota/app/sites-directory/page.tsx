export { DirectoryPage as default } from "@forecourt/storefront/pages/directory-page";

export const dynamic = "force-dynamic";
