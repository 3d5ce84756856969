import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { formatPrice, type Locale, showMeCarsLabel } from "@forecourt/domain";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { QuickSearch, QuickSearchAction, type QuickSearchCountState, type QuickSearchOption, QuickSearchSelect } from "./quick-search";

/** A small stock to count from, as the site's search would. */
const stock = [
  { make: "Toyota", body: "suv", type: "new", price: 42_990 },
  { make: "Toyota", body: "suv", type: "used", price: 28_990 },
  { make: "Toyota", body: "ute", type: "used", price: 39_990 },
  { make: "Toyota", body: "hatch", type: "demo", price: 24_990 },
  { make: "Mazda", body: "suv", type: "used", price: 26_500 },
  { make: "Mazda", body: "ute", type: "new", price: 55_000 },
  { make: "Land Rover", body: "suv", type: "used", price: 89_990 },
  { make: "Kia", body: "peopleMover", type: "new", price: 61_990 },
  { make: "Kia", body: "suv", type: "demo", price: 35_990 },
] as const;

type Choices = { make: string; body: string; type: string; maxPrice: string };
type Car = (typeof stock)[number];

const matches = (car: Car, choices: Choices, except?: keyof Choices) =>
  (except === "make" || !choices.make || car.make === choices.make) &&
  (except === "body" || !choices.body || car.body === choices.body) &&
  (except === "type" || !choices.type || car.type === choices.type) &&
  (!choices.maxPrice || car.price <= Number(choices.maxPrice));

function countsOf(field: "make" | "body" | "type", choices: Choices): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const car of stock) if (matches(car, choices, field)) counts[car[field]] = (counts[car[field]] ?? 0) + 1;
  return counts;
}

const makes = ["Kia", "Land Rover", "Mazda", "Toyota"];
const bodies: Array<[string, string]> = [["hatch", "Hatch"], ["peopleMover", "People Mover"], ["suv", "SUV"], ["ute", "Ute"]];
const types: Array<[string, string]> = [["new", "New"], ["used", "Used"], ["demo", "Demo"]];
const prices = [25_000, 30_000, 40_000, 50_000, 75_000, 100_000];

/** The storefront's wiring in miniature: the link follows each change, the count arrives a moment later. */
function LiveQuickSearch({ locale = "en-AU" }: { locale?: Locale }) {
  const [choices, setChoices] = React.useState<Choices>({ make: "", body: "", type: "", maxPrice: "" });
  const [count, setCount] = React.useState<number>(stock.length);
  const [countState, setCountState] = React.useState<QuickSearchCountState>("idle");
  const [changed, setChanged] = React.useState(false);
  React.useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      setCount(stock.filter((car) => matches(car, choices)).length);
      setCountState("counted");
    }, 150);
    return () => clearTimeout(timer);
  }, [choices, changed]);
  const choose = (name: keyof Choices) => (value: string) => {
    setChoices((previous) => ({ ...previous, [name]: value }));
    setChanged(true);
    setCountState("counting");
  };
  const withCounts = (field: "make" | "body" | "type", options: Array<[string, string]>): QuickSearchOption[] => {
    const counts = countsOf(field, choices);
    return options.map(([value, label]) => ({ value, label, count: counts[value] ?? 0 }));
  };
  const query = [
    choices.maxPrice ? `range[price]=:${choices.maxPrice}` : null,
    choices.body ? `refinementList[body][0]=${choices.body}` : null,
    choices.type ? `refinementList[car_type][0]=${choices.type}` : null,
    choices.make ? `refinementList[make][0]=${encodeURIComponent(choices.make)}` : null,
  ].filter(Boolean);
  return (
    <QuickSearch aria-label="Quick search">
      <QuickSearchSelect label="Make" anyLabel="Any make" options={withCounts("make", makes.map((make) => [make, make]))} value={choices.make} onValueChange={choose("make")} locale={locale} />
      <QuickSearchSelect label="Body type" anyLabel="Any body type" options={withCounts("body", bodies)} value={choices.body} onValueChange={choose("body")} locale={locale} />
      <QuickSearchSelect label="Max price" anyLabel="Any price" options={prices.map((price) => ({ value: String(price), label: formatPrice(price) }))} value={choices.maxPrice} onValueChange={choose("maxPrice")} locale={locale} />
      <QuickSearchSelect label="Car type" anyLabel="New, used and demo" options={withCounts("type", types)} value={choices.type} onValueChange={choose("type")} locale={locale} />
      <QuickSearchAction href={query.length > 0 ? `/cars/?${query.join("&")}` : "/cars/"} label={showMeCarsLabel(count, locale)} countState={countState} />
    </QuickSearch>
  );
}

const meta = {
  title: "Home/QuickSearch",
  render: () => (
    <div className="bg-primary p-6">
      <LiveQuickSearch />
    </div>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement) => within(canvasElement).getByRole("link", { name: /^Show me/ });
const status = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>("[data-slot=quick-search-status]")!;

/** spec 2.3: choosing by keyboard opens the filtered search; the count follows and is announced politely. */
export const ChooseAndCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("search", { name: "Quick search" })).toBeVisible();
    const make = canvas.getByRole("combobox", { name: "Make" });
    const body = canvas.getByRole("combobox", { name: "Body type" });
    const price = canvas.getByRole("combobox", { name: "Max price" });
    const type = canvas.getByRole("combobox", { name: "Car type" });
    // As served: the whole stock, the bare search, nothing announced.
    await expect(link(canvasElement)).toHaveTextContent("Show me 9 cars");
    await expect(link(canvasElement)).toHaveAttribute("href", "/cars/");
    await expect(status(canvasElement)).toHaveTextContent("");
    await expect(canvas.getByRole("option", { name: "Toyota (4)" })).toBeInTheDocument();

    // Keyboard order: the selects in reading order, then the link.
    make.focus();
    await userEvent.tab();
    await expect(body).toHaveFocus();
    await userEvent.tab();
    await expect(price).toHaveFocus();
    await userEvent.tab();
    await expect(type).toHaveFocus();
    await userEvent.tab();
    await expect(link(canvasElement)).toHaveFocus();

    await userEvent.selectOptions(make, "Toyota");
    // The link follows at once; the count is on its way.
    await expect(link(canvasElement)).toHaveAttribute("href", "/cars/?refinementList[make][0]=Toyota");
    await expect(link(canvasElement)).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(link(canvasElement)).toHaveTextContent("Show me 4 cars"));
    await expect(link(canvasElement)).not.toHaveAttribute("aria-busy");
    await expect(status(canvasElement)).toHaveTextContent("Show me 4 cars");
    await expect(status(canvasElement)).toHaveAttribute("role", "status");

    await userEvent.selectOptions(body, "suv");
    await expect(link(canvasElement)).toHaveAttribute("href", "/cars/?refinementList[body][0]=suv&refinementList[make][0]=Toyota");
    await waitFor(() => expect(link(canvasElement)).toHaveTextContent("Show me 2 cars"));
    // Each select counts its options under the other choices: the makes' SUVs, Toyota's body types.
    await expect(canvas.getByRole("option", { name: "Mazda (1)" })).toBeInTheDocument();
    await expect(canvas.getByRole("option", { name: "Ute (1)" })).toBeInTheDocument();

    await userEvent.selectOptions(price, "25000");
    await waitFor(() => expect(link(canvasElement)).toHaveTextContent("Show me 0 cars"));
    await expect(link(canvasElement)).toHaveAttribute("href", "/cars/?range[price]=:25000&refinementList[body][0]=suv&refinementList[make][0]=Toyota");
  },
};

/** What the server sends: the site's total and the bare search, before any script. */
export const Served: Story = {
  render: () => (
    <div className="bg-primary p-6">
      <QuickSearch aria-label="Quick search">
        <QuickSearchSelect label="Make" anyLabel="Any make" options={makes.map((make) => ({ value: make, label: make, count: 120 }))} value="" onValueChange={() => undefined} />
        <QuickSearchSelect label="Body type" anyLabel="Any body type" options={bodies.map(([value, label]) => ({ value, label, count: 40 }))} value="" onValueChange={() => undefined} />
        <QuickSearchAction href="/cars/" label={showMeCarsLabel(1234)} countState="idle" />
      </QuickSearch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveTextContent("Show me 1,234 cars");
    await expect(link(canvasElement)).toHaveAttribute("href", "/cars/");
    await expect(within(canvasElement).getByRole("combobox", { name: "Make" })).toHaveValue("");
    await expect(within(canvasElement).getByRole("option", { name: "Any make" })).toBeInTheDocument();
    await expect(status(canvasElement)).toHaveTextContent("");
  },
};

/** While a count is on its way the link is busy; the label keeps its place. */
export const Counting: Story = {
  render: () => (
    <div className="bg-primary p-6">
      <QuickSearch aria-label="Quick search">
        <QuickSearchSelect label="Make" anyLabel="Any make" options={[{ value: "Toyota", label: "Toyota", count: 4 }]} value="Toyota" onValueChange={() => undefined} />
        <QuickSearchAction href="/cars/?refinementList[make][0]=Toyota" label={showMeCarsLabel(9)} countState="counting" />
      </QuickSearch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelector("[data-slot=quick-search-action]")).toHaveAttribute("data-state", "counting");
    await expect(status(canvasElement)).toHaveTextContent("");
  },
};

/** At 390px every control is full width and at least 44px tall. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  render: () => (
    <div className="bg-primary p-4">
      <LiveQuickSearch />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>("[data-slot=quick-search]")!;
    const inner = panel.getBoundingClientRect().width - 32;
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    for (const control of [...panel.querySelectorAll<HTMLElement>("select, a")]) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(Math.round(box.width)).toBe(Math.round(inner));
    }
  },
};

/** At 1280px the selects and the link share one row; the link's width is fixed, so a count of another length moves nothing. */
export const Desktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: () => (
    <div className="bg-primary p-6">
      <LiveQuickSearch locale="en-US" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [...canvasElement.querySelectorAll<HTMLElement>("[data-slot=quick-search] select, [data-slot=quick-search] a")];
    await expect(controls).toHaveLength(5);
    await expect(new Set(controls.map((control) => Math.round(control.getBoundingClientRect().bottom))).size).toBe(1);
    for (const control of controls) await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const before = link(canvasElement).getBoundingClientRect();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Make" }), "Land Rover");
    await waitFor(() => expect(link(canvasElement)).toHaveTextContent("Show me 1 car"));
    const after = link(canvasElement).getBoundingClientRect();
    await expect([after.width, after.left, after.top]).toEqual([before.width, before.left, before.top]);
  },
};
