// The real root layouts are app/[site]/layout.tsx (per site: lang, theme, header,
// footer) and app/sites-directory/layout.tsx; this one only passes children through.
// The stylesheet is imported here once, for every segment and boundary below: the
// CSS is inlined in the HTML (inlineCss in next-config), and a segment or boundary
// importing it again would add another copy to every page's payload.
import type { ReactNode } from "react";
import "./globals.css";

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
