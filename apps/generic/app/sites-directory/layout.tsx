
export { DirectoryLayout as default, directoryMetadata as metadata } from "@forecourt/storefront/pages/directory-page";
