"use client";

export { RootErrorPage as default } from "@forecourt/storefront/pages/error-page";
