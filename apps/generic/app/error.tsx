"use client";
import "./globals.css";

export { RootErrorPage as default } from "@forecourt/storefront/pages/error-page";
