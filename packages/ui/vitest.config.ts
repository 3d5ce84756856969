import { nodePreset } from "@forecourt/vitest-config";

// Unit tests of ui's plain functions (`src/**/*.test.ts`); components are tested as stories (vitest.storybook.config.ts at the root).
export default nodePreset();
