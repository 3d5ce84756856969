// The real root layouts are app/[site]/layout.tsx (per site: lang, theme, header,
// footer) and app/sites-directory/layout.tsx; this one only passes children through.
import type { ReactNode } from "react";

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
