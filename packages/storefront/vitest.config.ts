import { configDefaults, mergeConfig } from "vitest/config";
import { nodePreset } from "@forecourt/vitest-config";

// Browser tests have their own config (vitest.browser.config.ts), and so has the
// create-template test (vitest.scaffold.config.ts), which runs after these.
export default mergeConfig(nodePreset(), { test: { exclude: [...configDefaults.exclude, "src/**/*.browser.test.tsx", "src/**/*.scaffold.test.ts"] } });
