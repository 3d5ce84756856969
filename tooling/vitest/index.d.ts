import type { UserConfig } from "vitest/config";

export function nodePreset(overrides?: { coverage?: boolean; include?: string[]; setupFiles?: string[]; testTimeout?: number; fileParallelism?: boolean }): UserConfig;
