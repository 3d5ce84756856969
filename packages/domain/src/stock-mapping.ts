// Mapping files (issue 19): how another system's CSV or XML export becomes rows of
// the Forecourt stock format, without code. Each field of the format names where
// its value comes from (a CSV column, or an XML path below one record element) and
// simple transforms: a number and its unit, an enum's spellings, a date's order, a
// list's separator. docs/stock-format.md describes the file.
import { z } from "zod";
import { stockCarSchema } from "./stock";

const fieldNames = Object.keys(stockCarSchema.shape) as Array<keyof typeof stockCarSchema.shape>;
export type StockField = (typeof fieldNames)[number];

const numberFields = new Set<string>(["year", "price", "before_price", "offer_price", "subscription_price", "km", "seats", "doors"]);
const booleanFields = new Set<string>(["reserved", "certified", "preorder", "show_on_dealer_website"]);
const listFields = new Set<string>(["images", "standard_equipment"]);

/** Units a number may arrive in, and what one of them is in the format's unit (km, dollars). */
export const stockUnits = { km: 1, miles: 1.609344, dollars: 1, cents: 0.01 } as const;

const fieldRuleSchema = z
  .object({
    /** A CSV column, or an XML path below the record ("Price/Retail", "@id", "Photos/Photo"). */
    from: z.string().min(1).optional(),
    /** A fixed value for every row (a single-dealership export's dealership_slug). */
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    unit: z.enum(Object.keys(stockUnits) as [keyof typeof stockUnits]).optional(),
    /** The export's spellings to the format's values: {"U": "used", "N": "new"}. */
    map: z.record(z.string(), z.string()).optional(),
    /** The order of a date's parts: DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD, DD-MM-YYYY, DD.MM.YYYY, YYYYMMDD. */
    date: z.enum(["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD", "DD-MM-YYYY", "DD.MM.YYYY", "YYYYMMDD"]).optional(),
    /** A list in one cell: its separator ("|"). */
    split: z.string().min(1).optional(),
  })
  .strict()
  .refine((rule) => (rule.from === undefined) !== (rule.value === undefined), "needs exactly one of from or value");

export const stockMappingSchema = z
  .object({
    format: z.enum(["csv", "xml"]),
    /** CSV: the column separator (default ","). */
    delimiter: z.string().length(1).optional(),
    /** XML: the element of one car ("Vehicle"). */
    record: z.string().min(1).optional(),
    fields: z.partialRecord(z.enum(fieldNames as [StockField, ...StockField[]]), fieldRuleSchema),
  })
  .strict()
  .refine((mapping) => mapping.format !== "xml" || mapping.record !== undefined, { path: ["record"], message: "is required for an XML mapping (the element of one car)" })
  .refine((mapping) => mapping.fields.stock_number !== undefined && mapping.fields.dealership_slug !== undefined, { path: ["fields"], message: "must map stock_number and dealership_slug" });

export type StockMapping = z.infer<typeof stockMappingSchema>;
export type StockFieldRule = z.infer<typeof fieldRuleSchema>;

/** The mapping a plain Forecourt CSV file is read with: each column is the field of its name. */
export const forecourtCsvMapping: StockMapping = {
  format: "csv",
  fields: Object.fromEntries(fieldNames.map((field) => [field, listFields.has(field) ? { from: field, split: "|" } : { from: field }])),
};

const datePatterns: Record<NonNullable<StockFieldRule["date"]>, RegExp> = {
  "DD/MM/YYYY": /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4})$/,
  "MM/DD/YYYY": /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{4})$/,
  "YYYY-MM-DD": /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})$/,
  "DD-MM-YYYY": /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{4})$/,
  "DD.MM.YYYY": /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})$/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
};

/** A date in the rule's order as YYYY-MM-DD; text that does not fit is passed on for the schema to name. */
export function mappedDate(textValue: string, order: NonNullable<StockFieldRule["date"]>): string {
  const groups = datePatterns[order].exec(textValue.trim())?.groups;
  if (!groups) return textValue;
  return `${groups.y}-${groups.m!.padStart(2, "0")}-${groups.d!.padStart(2, "0")}`;
}

function mappedScalar(field: string, raw: string, rule: StockFieldRule): unknown {
  const textValue = raw.trim();
  const mapped = rule.map ? (rule.map[textValue] ?? textValue) : textValue;
  if (mapped === "") return null;
  if (rule.date) return mappedDate(mapped, rule.date);
  if (numberFields.has(field)) {
    const number = Number(mapped.replace(/[$,\s]/g, ""));
    // Not a number: the text goes on, so the schema's message names the field.
    if (!Number.isFinite(number)) return mapped;
    const factor = rule.unit ? stockUnits[rule.unit] : 1;
    return field === "year" || field === "seats" || field === "doors" ? number : Math.round(number * factor * 100) / 100;
  }
  if (booleanFields.has(field)) {
    const lower = mapped.toLowerCase();
    if (["true", "yes", "y", "1"].includes(lower)) return true;
    if (["false", "no", "n", "0"].includes(lower)) return false;
    return mapped;
  }
  return mapped;
}

/**
 * One row of the format from one record of an export: `read(path)` gives the
 * texts found at a CSV column or an XML path (none, one, or several for a
 * repeated element). Numbers in km fields are rounded to whole kilometres.
 */
export function applyStockMapping(mapping: StockMapping, read: (path: string) => readonly string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(mapping.fields) as Array<[string, StockFieldRule]>) {
    if (rule.value !== undefined) {
      row[field] = rule.value;
      continue;
    }
    const found = read(rule.from!);
    if (listFields.has(field)) {
      const items = rule.split ? found.flatMap((cell) => cell.split(rule.split!)) : found;
      row[field] = items.map((item) => item.trim()).filter(Boolean);
      continue;
    }
    if (found.length === 0) continue;
    const value = mappedScalar(field, found[0]!, rule);
    if (value === null) continue;
    row[field] = field === "km" && typeof value === "number" ? Math.round(value) : value;
  }
  return row;
}
