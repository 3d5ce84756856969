export { default } from "@forecourt/tailwind-config/postcss";
