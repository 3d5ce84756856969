import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/ui/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  // These machines reach no internet but the npm registry.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      build: {
        rolldownOptions: {
          // "use client" marks Next.js client boundaries (Radix, our header); Storybook is a
          // plain client bundle, so the bundler dropping the directive is expected, not news.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
