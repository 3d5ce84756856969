#!/usr/bin/env node
// forecourt-serve: a template app behind Forecourt's app server (src/server/main.ts).
// The workspace runs TypeScript source, so the entry is loaded through tsx.
import { register } from "tsx/esm/api";

register();
await import("../src/server/main.ts");
