import type { NextConfig } from "next";
import { storefrontNextConfig } from "@forecourt/storefront/next-config";

const config: NextConfig = { ...storefrontNextConfig };

export default config;
