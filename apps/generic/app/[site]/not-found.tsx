export { SiteNotFound as default } from "@forecourt/storefront";
