import { describe, expect, it } from "vitest";
import { closedDayText, formatHour, openingHoursRows, specialHoursRows } from "./hours";
import { now } from "./test-fixtures";

const open = (weekday: number, openAt = "08:30", closeAt = "17:30") => ({ weekday, status: "Open", open: openAt, close: closeAt });
const closed = (weekday: number) => ({ weekday, status: "Closed" });
const week = [open(1), open(2), open(3), open(4), open(5), open(6, "09:00", "16:00"), closed(0)];

describe("openingHoursRows (spec 2.7)", () => {
  it("collapses identical Mon-Fri into one row, then Saturday and Sunday", () => {
    expect(openingHoursRows(week)).toEqual([
      { label: "Mon-Fri", value: "8:30am - 5:30pm", closed: false },
      { label: "Saturday", value: "9:00am - 4:00pm", closed: false },
      { label: "Sunday", value: "Closed", closed: true },
    ]);
  });
  it("shows each weekday when one differs", () => {
    const rows = openingHoursRows([...week.filter((entry) => entry.weekday !== 4), open(4, "08:30", "20:00")]);
    expect(rows.map((row) => row.label)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(rows[3]).toEqual({ label: "Thursday", value: "8:30am - 8:00pm", closed: false });
  });
  it("reads a closed day with the site's text (Closed, By appointment only, ...)", () => {
    expect(openingHoursRows(week, { closedText: "By appointment only" }).at(-1)).toEqual({ label: "Sunday", value: "By appointment only", closed: true });
  });
  it("counts a missing weekday as closed, which breaks the Mon-Fri collapse", () => {
    const rows = openingHoursRows(week.filter((entry) => entry.weekday !== 3));
    expect(rows.find((row) => row.label === "Wednesday")?.value).toBe("Closed");
  });
  it("prefers formated_hours, and reads weekdays sent as strings", () => {
    const rows = openingHoursRows([{ weekday: "6" as unknown as number, status: "Open", formated_hours: "9am - 12pm", open: "09:00", close: "12:00" }]);
    expect(rows.find((row) => row.label === "Saturday")?.value).toBe("9am - 12pm");
  });
  it("says Open for an open day without times", () => {
    expect(openingHoursRows([{ weekday: 0, status: "Open" }]).at(-1)?.value).toBe("Open");
  });
  it("gives no rows without hours", () => {
    expect(openingHoursRows([])).toEqual([]);
    expect(openingHoursRows(null)).toEqual([]);
  });
});

describe("formatHour", () => {
  it("reads 24-hour times as am/pm", () => {
    expect(formatHour("08:30")).toBe("8:30am");
    expect(formatHour("00:00")).toBe("12:00am");
    expect(formatHour("12:00")).toBe("12:00pm");
    expect(formatHour("17:45:00")).toBe("5:45pm");
  });
  it("keeps other text as it came", () => {
    expect(formatHour(" 9am ")).toBe("9am");
    expect(formatHour("25:00")).toBe("25:00");
    expect(formatHour(null)).toBe("");
  });
});

describe("specialHoursRows (spec 2.7 'View Holiday Opening Hours')", () => {
  const special = [
    { status: "Open", date: "2026-12-26", start_hour: "10:00", end_hour: "14:00" },
    { status: "Closed", date: "2026-12-25", label: "Christmas Day" },
    { status: "Closed", date: "2026-11-01" },
    { status: "Closed", date: "2026-02-31" },
    { status: "Closed", date: "soon" },
  ];
  it("lists valid dates in order with the site's date format and closed text", () => {
    expect(specialHoursRows(special, { closedText: "By appointment only" })).toEqual([
      { date: "2026-11-01", label: "01/11/2026", name: null, value: "By appointment only", closed: true },
      { date: "2026-12-25", label: "25/12/2026", name: "Christmas Day", value: "By appointment only", closed: true },
      { date: "2026-12-26", label: "26/12/2026", name: null, value: "10:00am - 2:00pm", closed: false },
    ]);
  });
  it("drops days before today when given now, keeping today", () => {
    const rows = specialHoursRows([...special, { status: "Closed", date: "2026-11-23" }], { now, locale: "en-US" });
    expect(rows.map((row) => row.date)).toEqual(["2026-11-23", "2026-12-25", "2026-12-26"]);
    expect(rows[1]?.label).toBe("12/25/2026");
  });
  it("judges today in the site's time zone, and falls back to UTC for an unknown zone", () => {
    const lateUtc = new Date("2026-11-22T20:00:00Z");
    const entry = [{ status: "Closed", date: "2026-11-22" }];
    expect(specialHoursRows(entry, { now: lateUtc, timeZone: "Australia/Brisbane" })).toEqual([]);
    expect(specialHoursRows(entry, { now: lateUtc, timeZone: "Mars/Olympus" })).toHaveLength(1);
  });
  it("ignores an invalid now and missing input", () => {
    expect(specialHoursRows(special, { now: new Date("x") })).toHaveLength(3);
    expect(specialHoursRows(null)).toEqual([]);
    expect(specialHoursRows([{ status: "Closed", date: null }])).toEqual([]);
  });
});

describe("closedDayText (spec 2.7: a closed day reads Closed, By appointment only, or an Enquire Now link)", () => {
  it("reads the site's setting, Closed by default", () => {
    expect(closedDayText("By appointment only")).toBe("By appointment only");
    expect(closedDayText(null)).toBe("Closed");
    expect(closedDayText(undefined, { linkable: false })).toBe("Closed");
  });
  it("keeps Enquire Now where a link can stand, and reads Closed where it cannot", () => {
    expect(closedDayText("Enquire Now")).toBe("Enquire Now");
    expect(closedDayText("Enquire Now", { linkable: false })).toBe("Closed");
  });
});
