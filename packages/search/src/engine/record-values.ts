// How the engine reads a record's attributes: dotted paths reach nested objects
// (`location.name`), arrays count as several values, and only strings, finite
// numbers and booleans are values.

export type SearchRecord = { objectID: string } & Record<string, unknown>;

const maxNesting = 8;

function collectLeaves(value: unknown, into: unknown[], depth: number): void {
  if (Array.isArray(value)) {
    if (depth < maxNesting) for (const item of value) collectLeaves(item, into, depth + 1);
  } else if (value !== null && value !== undefined) {
    into.push(value);
  }
}

/** The leaf values of an attribute, arrays flattened. */
export function attributeValues(record: Record<string, unknown>, attribute: string): unknown[] {
  const leaves: unknown[] = [];
  if (!attribute.includes(".")) {
    collectLeaves(record[attribute], leaves, 0);
    return leaves;
  }
  let current: unknown[] = [record];
  for (const part of attribute.split(".")) {
    const next: unknown[] = [];
    for (const item of current) {
      if (item !== null && typeof item === "object" && !Array.isArray(item)) collectLeaves((item as Record<string, unknown>)[part], next, 0);
    }
    current = next;
  }
  return current;
}

/** A facet value's text: strings as given (empty ones ignored), numbers and booleans as text. */
export function facetKeyOf(value: unknown): string | null {
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "boolean") return value ? "true" : "false";
  return null;
}

/** Only real numbers take part in numeric filters, stats and sorts. */
export function numericValueOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Text the searchable attributes contribute: strings and numbers. */
export function searchableTextOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** The single number a record sorts by, or null (missing, not a number, or several values). */
export function sortValueOf(record: Record<string, unknown>, attribute: string): number | null {
  if (!attribute.includes(".")) {
    const value = record[attribute];
    return Array.isArray(value) ? (value.length === 1 ? numericValueOf(value[0]) : null) : numericValueOf(value);
  }
  const values = attributeValues(record, attribute);
  return values.length === 1 ? numericValueOf(values[0]) : null;
}
