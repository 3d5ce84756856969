import { nodePreset } from "@forecourt/vitest-config";

// Database tests start servers and create databases: one file at a time on 2 cores.
export default nodePreset({ fileParallelism: false, testTimeout: 60_000 });
