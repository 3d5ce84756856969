export { SiteNotFound as default } from "@forecourt/storefront/pages/not-found";
