// The floor of the Lighthouse bench (bench/lighthouse.ts): what Next.js and React
// cost with nothing of Forecourt on the page. No stylesheet, no font, no config.
import type { ReactNode } from "react";

export const metadata = { title: "Floor" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
