import { createStorefront } from "@forecourt/storefront";
import { template } from "./template";

export const storefront = createStorefront(template);
