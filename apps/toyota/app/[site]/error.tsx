"use client";
export { SiteErrorPage as default } from "@forecourt/storefront/pages/error-page";
