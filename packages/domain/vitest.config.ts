import { nodePreset } from "@forecourt/vitest-config";

export default nodePreset({ coverage: true });
