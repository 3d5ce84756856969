// Vitest presets shared by the packages. Plain JavaScript so that Vitest can
// load it from a config file without a TypeScript step.
import { defineConfig } from "vitest/config";

/**
 * Node-side unit tests beside the code: `src/**\/*.test.ts`.
 * @param {{ coverage?: boolean, include?: string[], setupFiles?: string[], testTimeout?: number, fileParallelism?: boolean }} [overrides]
 */
export function nodePreset(overrides = {}) {
  return defineConfig({
    test: {
      include: overrides.include ?? ["src/**/*.test.ts", "src/**/*.test.tsx"],
      environment: "node",
      setupFiles: overrides.setupFiles,
      testTimeout: overrides.testTimeout ?? 20_000,
      // A hook that sets up a database waits on the CPU when every suite runs at once on two cores; the limit only catches a hang.
      hookTimeout: 120_000,
      fileParallelism: overrides.fileParallelism ?? true,
      ...(overrides.coverage
        ? { coverage: {
            provider: "v8",
            include: ["src/**/*.ts"],
            exclude: ["src/**/*.test.ts"],
            thresholds: { lines: 100, statements: 100, functions: 100 },
          } }
        : {}),
    },
  });
}
