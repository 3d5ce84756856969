
export { UnknownHostNotFound as default } from "@forecourt/storefront/pages/not-found";
