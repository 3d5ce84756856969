// A dealer is a set of token values over its template's theme (ARCHITECTURE.md
// 'Tenancy and templates'): colours from the site config become CSS variables on <body>.
import type { CSSProperties } from "react";
import type { SiteConfig } from "@forecourt/domain";

const tokenNames: Record<keyof SiteConfig["branding"]["colors"], string> = {
  primary: "--color-primary",
  primary_foreground: "--color-primary-foreground",
  accent: "--color-accent",
  header_background: "--color-header-background",
  header_foreground: "--color-header-foreground",
};

export function brandStyle(branding: SiteConfig["branding"]): CSSProperties {
  const style: Record<string, string> = {};
  for (const [key, token] of Object.entries(tokenNames)) {
    const value = branding.colors[key as keyof typeof tokenNames];
    if (value) style[token] = value;
  }
  // A dealer header is one validated pair (site config checks its contrast); its
  // active-item bar and focus ring take the foreground so they stay visible on it.
  const { header_background: background, header_foreground: foreground } = branding.colors;
  if (background && foreground) {
    style["--color-header-accent"] = foreground;
    style["--color-header-ring"] = foreground;
  }
  return style as CSSProperties;
}
