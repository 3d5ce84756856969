// Browser tests of the storefront's client components (`src/**/*.browser.test.tsx`), in
// Debian's Chromium through Vitest's browser mode, as the story tests run. A global
// setup starts the local Turnstile stand-in; no test reaches the internet.
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumExecutablePath } from "@forecourt/vitest-config/chromium";

export default defineConfig({
  plugins: [react()],
  // Bundled before the first test: found mid-run, Vite would reload the page under a test.
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-dev-runtime",
      "react-dom/client",
      "zod",
      "next/navigation",
      "@forecourt/ui > react-hook-form",
      "@forecourt/ui > @hookform/resolvers/zod",
      "@forecourt/ui > class-variance-authority",
      "@forecourt/ui > clsx",
      "@forecourt/ui > radix-ui",
      "@forecourt/ui > tailwind-merge",
    ],
  },
  test: {
    name: "storefront-browser",
    include: ["src/**/*.browser.test.tsx"],
    globalSetup: ["src/integrations/turnstile/stand-in.global-setup.ts"],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs } }),
      instances: [{ browser: "chromium" }],
    },
  },
});
