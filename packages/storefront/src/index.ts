// @forecourt/storefront: pages, route handlers, tenant resolution and
// integrations that the template apps mount.
export { defineTemplate, type TemplateDefinition } from "./tenant/template";
export { SiteNotFound, UnknownHostNotFound } from "./pages/not-found";
export { DirectoryLayout, DirectoryPage, directoryMetadata } from "./pages/directory-page";
