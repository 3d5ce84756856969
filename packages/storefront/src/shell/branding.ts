// A dealer is a set of token values over its template's theme (docs/architecture.md
// 'Tenancy and templates'): colours from the site config become CSS variables on <body>.
import type { CSSProperties } from "react";
import { contrastRatio, parseHexColour, type SiteConfig } from "@forecourt/domain";

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

const iconFallback = { background: "#0f172a", foreground: "#ffffff" };

/**
 * The site's favicon: the dealer's initial on its primary colour, as an inline SVG
 * (a data URI, so it costs no request and a browser never asks for a missing
 * /favicon.ico). The dealer's pair is used only when both are hex colours that
 * read at 4.5:1 (WCAG 1.4.3); otherwise a dark slate with white.
 */
export function siteIcon(name: string, branding: SiteConfig["branding"]): string {
  const { primary, primary_foreground: foreground } = branding.colors;
  const pair =
    primary && foreground && parseHexColour(primary) && parseHexColour(foreground) && (contrastRatio(primary, foreground) ?? 0) >= 4.5
      ? { background: primary, foreground }
      : iconFallback;
  // One letter or digit, which needs no escaping: no other character of the name reaches the markup.
  const initial = (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? "F").toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="6" fill="${pair.background}"/>` +
    `<text x="16" y="22.5" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="${pair.foreground}">${initial}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
