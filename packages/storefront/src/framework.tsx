"use client";
// Hands the framework's Link and Image to @forecourt/ui, which never imports next/*.
// Images go through the image delivery URL scheme (imageUrl: w, q, auto=format),
// served by the embedded image route or the production CDN alike.
import NextImage, { type ImageLoaderProps } from "next/image";
import NextLink from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { imageUrl } from "@forecourt/domain";
import { FrameworkProvider } from "@forecourt/ui/framework";

function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return imageUrl(src, { width, quality: quality ?? 80 });
}

function Image(props: ComponentProps<typeof NextImage>) {
  return <NextImage loader={imageLoader} {...props} />;
}

export function AppFramework({ children }: { children: ReactNode }) {
  return (
    <FrameworkProvider Link={NextLink} Image={Image}>
      {children}
    </FrameworkProvider>
  );
}
