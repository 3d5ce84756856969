// Reading feeds (issue 19): every bad row reported by its line and field, CSV
// quoting, and the two shipped mappings on their example files.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { csvRecords, feedFormatOf, parseCsv, parseFeed, parseJsonLines, parseMappingFile, parseXml, parseXmlFeed } from "./feed";

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../examples/stock");
const example = (name: string) => fs.readFileSync(path.join(examples, name), "utf8");
const mapping = (name: string) => {
  const parsed = parseMappingFile(example(name));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.mapping;
};

const good = (index: number) => ({ dealership_slug: "harbour-ford", stock_number: `S${index}`, car_type: "used", year: 2020, make: "Ford", model: "Focus", price: 15000 + index });

describe("stock feeds (issue 19)", () => {
  it("reads 550 JSON lines of which 50 are bad, and reports each bad row with its line and field", () => {
    const lines: string[] = [];
    const bad = new Map<number, string>();
    for (let index = 0; index < 550; index++) {
      if (index % 11 === 5) {
        const kind = bad.size % 5;
        const row = { ...good(index) } as Record<string, unknown>;
        if (kind === 0) row.year = 1850;
        if (kind === 1) row.car_type = "nearly new";
        if (kind === 2) delete row.make;
        if (kind === 3) row.price = "cheap";
        if (kind === 4) row.stock_number = "has spaces";
        bad.set(index + 1, ["year", "car_type", "make", "price", "stock_number"][kind]!);
        lines.push(JSON.stringify(row));
      } else lines.push(JSON.stringify(good(index)));
    }
    const feed = parseJsonLines(`${lines.join("\n")}\n`);
    expect(feed.read).toBe(550);
    expect(feed.rows).toHaveLength(500);
    expect(bad.size).toBe(50);
    expect(feed.rejected.map((entry) => [entry.line, entry.field])).toEqual([...bad.entries()]);
    expect(feed.rejected[0]!.message).toBe("must be 1900 or later");
  });

  it("reports a line that is not JSON and skips blank lines", () => {
    const feed = parseJsonLines(`${JSON.stringify(good(1))}\n\n{oops\n`);
    expect(feed.read).toBe(2);
    expect(feed.rejected).toEqual([{ line: 3, field: "(row)", message: "is not a JSON object (each line must be one car)" }]);
  });

  it("reads quoted CSV cells (delimiters, quotes and line breaks inside) and counts lines across them", () => {
    expect(csvRecords('a,b\n"1,5","say ""hi""\nthere"\r\n3,4')).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1,5", 'say "hi"\nthere'] },
      { line: 4, cells: ["3", "4"] },
    ]);
    const feed = parseCsv("dealership_slug,stock_number,car_type,year,make,model\nharbour-ford,S1,used,2020,Ford,Focus\nharbour-ford,S2,used,20x0,Ford\n");
    expect(feed.rows).toHaveLength(1);
    expect(feed.rejected).toEqual([{ line: 3, field: "(row)", message: "has 5 cells where the header has 6" }]);
  });

  it("reads the Forecourt examples, and picks the format by extension or mapping", () => {
    expect(feedFormatOf("feed.JSONL", null)).toBe("jsonl");
    expect(feedFormatOf("feed.csv", null)).toBe("csv");
    expect(feedFormatOf("feed.xml", null)).toBeNull();
    const jsonl = parseFeed(example("metro-automotive.jsonl"), "jsonl", null);
    expect(jsonl.rejected).toEqual([]);
    expect(jsonl.rows.length).toBeGreaterThanOrEqual(3);
    const csv = parseFeed(example("metro-automotive.csv"), "csv", null);
    expect(csv.rejected).toEqual([]);
    expect(csv.rows[0]!.car).toMatchObject({ price: 21990, standard_equipment: ["Apple CarPlay", "Reversing camera"] });
  });

  it("reads a DMS CSV export through its mapping: dealer codes, conditions, prices and DD/MM/YYYY dates", () => {
    const feed = parseFeed(example("dms-export.csv"), "csv", mapping("dms-export.mapping.json"));
    expect(feed.rejected).toEqual([]);
    expect(feed.rows.map((row) => row.car.stock_number)).toEqual(["P7781", "P7782", "K1190"]);
    expect(feed.rows[0]!.car).toMatchObject({ dealership_slug: "metro-pre-owned", car_type: "used", km: 92400, price: 17490, compliance_date: "2018-02-14", dealercomments: "One owner, full service history." });
  });

  it("reads a syndication XML export through its mapping: attributes, cents, miles, CDATA and repeated elements", () => {
    const feed = parseXmlFeed(example("syndication.xml"), mapping("syndication.mapping.json"));
    expect(feed.rejected).toEqual([]);
    expect(feed.rows[0]).toMatchObject({ line: 5, car: { stock_number: "CCI-X101", car_type: "new", km: 10, price: 62990, dealercomments: "LS-U crew cab & tub, tow pack fitted.", standard_equipment: ["Tow bar", "Sports bar"] } });
    expect(feed.rows[1]!.car).toMatchObject({ km: 64374, price: 44990 });
  });

  it("names what is wrong with broken XML and a broken mapping", () => {
    expect(() => parseXml("<a><b></a>")).toThrow("line 1: </a> closes <b>");
    expect(() => parseXml("<a>")).toThrow("the document ends inside <a>");
    expect(() => parseXml("<a x=1></a>")).toThrow(/unreadable XML/);
    const feed = parseXmlFeed("<a>", mapping("syndication.mapping.json"));
    expect(feed.rejected).toEqual([{ line: 0, field: "(file)", message: "the document ends inside <a>" }]);
    expect(parseMappingFile("{")).toMatchObject({ ok: false });
    expect(parseMappingFile('{"format":"xml","fields":{"stock_number":{"from":"S"},"dealership_slug":{"value":"a"}}}')).toEqual({ ok: false, message: "record: is required for an XML mapping (the element of one car)" });
  });
});
