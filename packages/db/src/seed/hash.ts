// A stable fingerprint of the demo dataset (docs/demo-data.md 'Determinism'): object keys
// are sorted and undefined values dropped, as JSON would, so the hash depends on
// content only, never on property order. A test pins the hash so that any change
// to the generated data is a deliberate one.
import { createHash } from "node:crypto";
import type { DemoDataset } from "./generator";

interface Shape {
  keys: string[];
  /** The same keys sorted, each with its quoted `"key":` prefix. */
  sorted: { key: string; prefix: string }[];
}

// Objects of one shape (every car, every lender entry) share their sorted key list;
// a shape is found by a cheap signature and confirmed key by key.
const shapes = new Map<string, Shape[]>();

function shapeOf(record: Record<string, unknown>): Shape {
  const keys = Object.keys(record);
  const signature = `${keys.length}\u0000${keys[0] ?? ""}\u0000${keys[keys.length - 1] ?? ""}`;
  const candidates = shapes.get(signature);
  if (candidates) {
    for (const candidate of candidates) {
      if (candidate.keys.length === keys.length && candidate.keys.every((key, index) => key === keys[index])) return candidate;
    }
  }
  const shape: Shape = { keys, sorted: [...keys].sort().map((key) => ({ key, prefix: `${JSON.stringify(key)}:` })) };
  shapes.set(signature, [...(candidates ?? []), shape]);
  return shape;
}

// Shared, frozen values (a variant's specs, an image list) recur across thousands
// of cars: their text is computed once.
const frozenText = new WeakMap<object, string>();

function serialise(value: unknown): string {
  if (value === null || value === undefined) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "object": {
      if (Object.isFrozen(value)) {
        let text = frozenText.get(value);
        if (text === undefined) {
          text = serialiseObject(value);
          frozenText.set(value, text);
        }
        return text;
      }
      return serialiseObject(value);
    }
    default:
      return "null";
  }
}

function serialiseObject(value: object): string {
  if (Array.isArray(value)) {
    let out = "[";
    for (let index = 0; index < value.length; index++) out += (index ? "," : "") + serialise(value[index]);
    return `${out}]`;
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const record = value as Record<string, unknown>;
  let out = "{";
  let first = true;
  for (const { key, prefix } of shapeOf(record).sorted) {
    const item = record[key];
    if (item === undefined || typeof item === "function") continue;
    out += (first ? "" : ",") + prefix + serialise(item);
    first = false;
  }
  return `${out}}`;
}

/** JSON with sorted keys. Non-finite numbers become null, as in JSON.stringify. */
export function stableStringify(value: unknown): string {
  return serialise(value);
}

/** The dataset's parts, in a fixed order, each hashed entity by entity to keep memory flat at 200k cars. */
const parts = ["groups", "sites", "manufacturers", "locations", "offers", "promoCards", "blogPosts", "contentPages", "cars"] as const satisfies readonly (keyof DemoDataset)[];

/** sha256 (hex) of the dataset's stable serialisation. */
export function datasetHash(dataset: DemoDataset): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    hash.update(`${part}\n`);
    for (const entity of dataset[part]) hash.update(`${serialise(entity)}\n`);
  }
  return hash.digest("hex");
}
