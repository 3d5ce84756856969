import { configDefaults, mergeConfig } from "vitest/config";
import { nodePreset } from "@forecourt/vitest-config";

// Browser tests have their own config (vitest.browser.config.ts).
export default mergeConfig(nodePreset(), { test: { exclude: [...configDefaults.exclude, "src/**/*.browser.test.tsx"] } });
