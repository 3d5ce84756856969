import { nodePreset } from "@forecourt/vitest-config";

// `pnpm create-template`'s test (src/tenant/create-template.scaffold.test.ts): it adds a
// template to apps/ and the registry for a while, so it runs on its own, after the unit
// tests (`test` runs both); type-checking the new app takes a minute on 2 cores.
export default nodePreset({ include: ["src/**/*.scaffold.test.ts"], testTimeout: 300_000 });
