// The embedded image service, with the production image CDN's parameters.
export { GET } from "@forecourt/storefront/media";
