"use client";
// Hands the framework's Link to @forecourt/ui, which never imports next/*. Images are
// ui's ResponsiveImage (a plain <img> through the image delivery URL scheme: w, q,
// auto=format, served by the embedded image route or the production CDN alike), not
// next/image, whose client code every page would carry (docs/performance.md).
import NextLink from "next/link";
import type { ReactNode } from "react";
import { FrameworkProvider } from "@forecourt/ui/framework";

export function AppFramework({ children }: { children: ReactNode }) {
  return <FrameworkProvider Link={NextLink}>{children}</FrameworkProvider>;
}
