// Reading a stock feed file (issue 19) into rows of the Forecourt stock format,
// each with the line it starts on, so a rejected row is reported by line and field.
//   .jsonl / .ndjson   one JSON object a line (the Forecourt format itself)
//   .csv               a header line of field names (the Forecourt format), or any
//                      CSV export read through a mapping file
//   .xml               an XML export read through a mapping file
import { applyStockMapping, forecourtCsvMapping, parseStockCar, type StockMapping, stockMappingSchema } from "@forecourt/domain";
import type { StockRejection, StockRow } from "@forecourt/db";

export interface ParsedFeed {
  /** Records read from the file (rows, lines or elements), good and bad. */
  read: number;
  rows: StockRow[];
  rejected: StockRejection[];
}

export type FeedFormat = "jsonl" | "csv" | "xml";

export function feedFormatOf(fileName: string, mapping: StockMapping | null): FeedFormat | null {
  if (mapping) return mapping.format;
  if (/\.(jsonl|ndjson)$/i.test(fileName)) return "jsonl";
  if (/\.csv$/i.test(fileName)) return "csv";
  return null;
}

/** A mapping file's JSON, validated; the error names the field of the mapping that is wrong. */
export function parseMappingFile(text: string): { ok: true; mapping: StockMapping } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `the mapping file is not JSON: ${(error as Error).message}` };
  }
  const result = stockMappingSchema.safeParse(raw);
  if (result.success) return { ok: true, mapping: result.data };
  return { ok: false, message: result.error.issues.map((issue) => `${issue.path.join(".") || "(mapping)"}: ${issue.message}`).join("; ") };
}

function validated(line: number, raw: unknown, out: ParsedFeed): void {
  out.read++;
  const result = parseStockCar(raw);
  if (result.ok) out.rows.push({ line, car: result.car });
  else for (const issue of result.issues) out.rejected.push({ line, ...issue });
}

export function parseJsonLines(text: string): ParsedFeed {
  const out: ParsedFeed = { read: 0, rows: [], rejected: [] };
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      out.read++;
      out.rejected.push({ line: index + 1, field: "(row)", message: "is not a JSON object (each line must be one car)" });
      return;
    }
    validated(index + 1, raw, out);
  });
  return out;
}

/** RFC 4180 records with the line each starts on: quoted cells may hold the delimiter, quotes ("") and line breaks. */
export function csvRecords(text: string, delimiter = ","): Array<{ line: number; cells: string[] }> {
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = "";
      touched = true;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      if (touched || cell !== "") records.push({ line: start, cells: [...cells, cell] });
      cells = [];
      cell = "";
      touched = false;
      line++;
      start = line;
    } else {
      cell += char;
      touched = true;
    }
  }
  if (touched || cell !== "") records.push({ line: start, cells: [...cells, cell] });
  return records;
}

export function parseCsv(text: string, mapping: StockMapping = forecourtCsvMapping): ParsedFeed {
  const out: ParsedFeed = { read: 0, rows: [], rejected: [] };
  const [header, ...records] = csvRecords(text.replace(/^\uFEFF/, ""), mapping.delimiter ?? ",");
  if (!header) return out;
  const columns = new Map(header.cells.map((name, index) => [name.trim(), index]));
  for (const record of records) {
    if (record.cells.length !== header.cells.length) {
      out.read++;
      out.rejected.push({ line: record.line, field: "(row)", message: `has ${record.cells.length} cells where the header has ${header.cells.length}` });
      continue;
    }
    const row = applyStockMapping(mapping, (column) => {
      const index = columns.get(column);
      return index === undefined ? [] : [record.cells[index]!];
    });
    validated(record.line, row, out);
  }
  return out;
}

// --- XML: enough of it for a DMS export (elements, attributes, text, CDATA, entities) ---

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) =>
    entity[0] === "#" ? String.fromCodePoint(entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1))) : entities[entity.toLowerCase()]!,
  );

/** Parses an XML document into elements; throws with the line of the first thing it cannot read. */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "", line: 1 };
  const stack = [root];
  const token = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/\s*([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  let line = 1;
  let last = 0;
  for (let match = token.exec(text); match; match = token.exec(text)) {
    if (match.index !== last) throw new Error(`line ${line}: unreadable XML near "${text.slice(last, last + 20)}"`);
    const top = stack[stack.length - 1]!;
    if (match[1] !== undefined) top.text += match[1];
    else if (match[2] !== undefined) {
      if (top.name !== match[2]) throw new Error(`line ${line}: </${match[2]}> closes <${top.name}>`);
      stack.pop();
    } else if (match[3] !== undefined) {
      const attributes: Record<string, string> = {};
      for (const attribute of match[4]!.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes[attribute[1]!] = decode(attribute[2] ?? attribute[3] ?? "");
      const element: XmlElement = { name: match[3], attributes, children: [], text: "", line };
      top.children.push(element);
      if (match[5] !== "/") stack.push(element);
    } else if (match[6] !== undefined) top.text += decode(match[6]);
    line += (match[0].match(/\n/g) ?? []).length;
    last = token.lastIndex;
  }
  if (last !== text.length) throw new Error(`line ${line}: unreadable XML near "${text.slice(last, last + 20)}"`);
  if (stack.length > 1) throw new Error(`the document ends inside <${stack[stack.length - 1]!.name}>`);
  return root;
}

function descendants(element: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const child of element.children) {
    if (child.name === name) out.push(child);
    else descendants(child, name, out);
  }
  return out;
}

/** The texts at a path below an element: "Price/Retail", "@stockNo", "Photos/Photo" (every match), "Photos/Photo/@url". */
function readPath(element: XmlElement, path: string): string[] {
  let current = [element];
  for (const step of path.split("/")) {
    if (step.startsWith("@")) return current.map((node) => node.attributes[step.slice(1)]).filter((value): value is string => value !== undefined);
    current = current.flatMap((node) => node.children.filter((child) => child.name === step));
  }
  return current.map((node) => node.text.trim());
}

export function parseXmlFeed(text: string, mapping: StockMapping): ParsedFeed {
  const out: ParsedFeed = { read: 0, rows: [], rejected: [] };
  let document: XmlElement;
  try {
    document = parseXml(text);
  } catch (error) {
    out.rejected.push({ line: 0, field: "(file)", message: (error as Error).message });
    return out;
  }
  for (const record of descendants(document, mapping.record!)) {
    validated(record.line, applyStockMapping(mapping, (path) => readPath(record, path)), out);
  }
  return out;
}

/** Reads a feed in its format; `null` mapping means the Forecourt format (JSON Lines or CSV). */
export function parseFeed(text: string, format: FeedFormat, mapping: StockMapping | null): ParsedFeed {
  if (format === "jsonl") return parseJsonLines(text);
  if (format === "csv") return parseCsv(text, mapping ?? forecourtCsvMapping);
  return parseXmlFeed(text, mapping!);
}
