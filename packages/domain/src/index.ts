// @forecourt/domain: the spec's pure rules and entity types. No I/O, no React,
// no clock: time comes in as `now`, site switches as a settings object.
export * from "./entities";
export * from "./locale";
export * from "./site-config";
