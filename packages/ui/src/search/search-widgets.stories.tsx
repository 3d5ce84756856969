import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { formatPrice, sortOptions, toggleInList } from "@forecourt/domain";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BodyTiles } from "./body-tiles";
import { FilterDrawer } from "./filter-drawer";
import { FilterSection } from "./filter-section";
import { MakeCards } from "./make-cards";
import { Pagination } from "./pagination";
import { PromoCard } from "./promo-card";
import { RangeSlider } from "./range-slider";
import { RecentSearches } from "./recent-searches";
import { RefinementList, type RefinementItem } from "./refinement-list";
import { ResultCount } from "./result-count";
import { SearchBox } from "./search-box";
import { SortSelect } from "./sort-select";

const meta = { title: "Search/Widgets" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function useToggleItems(values: Array<[string, number]>) {
  const [refined, setRefined] = React.useState<string[]>([]);
  const items: RefinementItem[] = values.map(([value, count]) => ({ value, label: value, count, isRefined: refined.includes(value) }));
  return { items, onRefine: (value: string) => setRefined((list) => toggleInList(list, value)) };
}

export const KeywordSearch: Story = {
  render: function Render() {
    const [query, setQuery] = React.useState("");
    return (
      <FilterSection title="Search">
        <SearchBox query={query} onRefine={setQuery} translations={{ label: "Keyword", placeholder: "Keyword search eg. EV, SUV, Toyota" }} />
        <output data-testid="query">{query}</output>
      </FilterSection>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Keyword" }), "hilux");
    // spec 2.3: the query updates 300 ms after typing stops.
    await expect(canvas.getByTestId("query")).toHaveTextContent("");
    await waitFor(() => expect(canvas.getByTestId("query")).toHaveTextContent("hilux"));
    const toggle = canvas.getByRole("button", { name: "Search" });
    await userEvent.click(toggle);
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // The section reopens by keyboard with what was typed still there.
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const box = canvas.getByRole("searchbox", { name: "Keyword" });
    await expect(box).toHaveValue("hilux");
    await expect(canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute("aria-controls")!)}`)).toContainElement(box);
  },
};

export const CheckboxList: Story = {
  render: function Render() {
    const { items, onRefine } = useToggleItems([["Petrol", 812], ["Diesel", 402], ["Hybrid", 77], ["Electric", 12]]);
    return <RefinementList items={items} onRefine={onRefine} translations={{ legend: "Fuel type" }} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const diesel = canvas.getByRole("checkbox", { name: /Diesel/ });
    diesel.focus();
    await userEvent.keyboard(" ");
    await expect(diesel).toBeChecked();
  },
};

export const EmptyList: Story = {
  render: () => <RefinementList items={[]} onRefine={fn()} translations={{ legend: "Colour" }} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText("No options for this search")).toBeVisible(),
};

export const Makes: Story = {
  render: function Render() {
    const { items, onRefine } = useToggleItems([["Toyota", 320], ["Mazda", 120], ["Ford", 98], ["Hyundai", 90], ["Kia", 88], ["Nissan", 60], ["Mitsubishi", 41], ["Subaru", 30], ["Volkswagen", 12]]);
    const models = useToggleItems([["HiLux", 80], ["RAV4", 70], ["Corolla", 51]]);
    const toyota = items.find((item) => item.value === "Toyota")!.isRefined;
    return (
      <div className="max-w-sm">
        <MakeCards items={items} onRefine={onRefine}>
          {toyota ? <RefinementList items={models.items} onRefine={models.onRefine} translations={{ legend: "Model" }} /> : null}
        </MakeCards>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // spec 9: 7 makes before 'Show all makes'.
    await expect(canvas.getAllByRole("listitem")).toHaveLength(7);
    await userEvent.click(canvas.getByRole("button", { name: "Show all makes" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(9);
    const toyota = canvas.getByRole("button", { name: /Toyota/ });
    await userEvent.click(toyota);
    await expect(toyota).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("checkbox", { name: /HiLux/ })).toBeVisible();
  },
};

const manyMakes: Array<[string, number]> = [
  ["Hyundai", 129], ["Kia", 108], ["MG", 82], ["GWM Haval", 53], ["GWM", 43], ["Ford", 23], ["Toyota", 22], ["Nissan", 20], ["Honda", 14], ["Mazda", 13],
  ["Mitsubishi", 12], ["Subaru", 11], ["Volkswagen", 10], ["BYD", 9], ["Isuzu", 8], ["Suzuki", 7], ["Tesla", 6], ["BMW", 5], ["Audi", 4], ["Lexus", 3],
  ["Mercedes-Benz", 3], ["Jeep", 2], ["LDV", 2], ["Peugeot", 1], ["Volvo", 1],
];

export const PopularMakes: Story = {
  render: function Render() {
    const { items, onRefine } = useToggleItems(manyMakes);
    return (
      <div className="max-w-sm">
        <MakeCards items={items} onRefine={onRefine} shown={20} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // spec 9: a site with popular makes shows 20 before 'Show all makes'.
    await expect(canvas.getAllByRole("listitem")).toHaveLength(20);
    await userEvent.click(canvas.getByRole("button", { name: /^Nissan/ }));
    await expect(canvas.getByRole("button", { name: /^Nissan/ })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Show all makes" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(25);
    await userEvent.click(canvas.getByRole("button", { name: "Show fewer makes" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(20);
  },
};

export const ShowAllMakesByKeyboard: Story = {
  render: function Render() {
    const { items, onRefine } = useToggleItems(manyMakes.slice(0, 10));
    return (
      <div className="max-w-sm">
        <MakeCards items={items} onRefine={onRefine} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(7);
    const toggle = canvas.getByRole("button", { name: "Show all makes" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute("aria-controls")!)}`)).toBe(canvas.getByRole("list", { name: "Make" }));
    // Tab from the last shown card reaches the toggle; Enter opens the rest.
    canvas.getByRole("button", { name: /^Toyota/ }).focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Show fewer makes");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(10);
    // The 8th make, chosen by Space, stays shown once the list closes again.
    const eighth = canvas.getByRole("button", { name: /^Nissan/ });
    eighth.focus();
    await userEvent.keyboard(" ");
    await expect(eighth).toHaveAttribute("aria-pressed", "true");
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(8);
    await expect(canvas.getByRole("button", { name: /^Nissan/ })).toHaveAttribute("aria-pressed", "true");
  },
};

export const BodyTypes: Story = {
  render: function Render() {
    const { items, onRefine } = useToggleItems([["suv", 300], ["ute", 210], ["hatch", 120], ["sedan", 100], ["peopleMover", 20], ["4x4", 12]]);
    return (
      <div className="max-w-sm">
        <BodyTiles items={items} onRefine={onRefine} shown={4} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    const suv = canvas.getByRole("button", { name: /SUV/ });
    await userEvent.click(suv);
    await expect(suv).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(suv);
    await expect(suv).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(canvas.getByRole("button", { name: "Show all body types" }));
    await expect(canvas.getByRole("button", { name: /People Mover/ })).toBeVisible();
  },
};

export const PriceRange: Story = {
  render: function Render() {
    const [range, setRange] = React.useState<[number | undefined, number | undefined]>([undefined, undefined]);
    return (
      <div className="max-w-sm">
        <RangeSlider attribute="price" min={5000} max={105000} value={range} onRefine={setRange} format={formatPrice} translations={{ label: "Price", minimumLabel: "Minimum price", maximumLabel: "Maximum price" }} />
        <output data-testid="range">{`${range[0] ?? ""}:${range[1] ?? ""}`}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole("slider", { name: "Minimum price" });
    const high = canvas.getByRole("slider", { name: "Maximum price" });
    low.focus();
    await userEvent.keyboard("{PageUp}");
    await waitFor(() => expect(canvas.getByTestId("range")).toHaveTextContent("15000:"));
    high.focus();
    await userEvent.keyboard("{End}{PageDown}");
    // spec 5: price rounds to the nearest 1000.
    await waitFor(() => expect(canvas.getByTestId("range")).toHaveTextContent("15000:95000"));
    await expect(high).toHaveAttribute("aria-valuetext", "$95,000");
    // The thumbs never cross: End on the lower one stops at the upper one.
    low.focus();
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(canvas.getByTestId("range")).toHaveTextContent("95000:95000"));
    await expect(low).toHaveAttribute("aria-valuetext", "$95,000");
    // Back down by arrow keys; each key press refines.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(() => expect(canvas.getByTestId("range")).toHaveTextContent("93000:95000"));
  },
};

/** A facet whose cheapest car is $2,990: moving only the upper thumb leaves the lower side unrefined (spec 5 rounds $2,990 to $3,000, which would hide that car). */
export const PriceRangeFromOddBound: Story = {
  render: function Render() {
    const [range, setRange] = React.useState<[number | undefined, number | undefined]>([undefined, undefined]);
    return (
      <div className="max-w-sm">
        <RangeSlider attribute="price" min={2990} max={135990} value={range} onRefine={setRange} format={formatPrice} translations={{ label: "Price", minimumLabel: "Minimum price", maximumLabel: "Maximum price" }} />
        <output data-testid="range">{`${range[0] ?? ""}:${range[1] ?? ""}`}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("slider", { name: "Maximum price" }).focus();
    await userEvent.keyboard("{PageDown}");
    await waitFor(() => expect(canvas.getByTestId("range")).toHaveTextContent(/^:123000$/));
    await expect(canvas.getByRole("slider", { name: "Minimum price" })).toHaveAttribute("aria-valuetext", "$2,990");
  },
};

export const Sort: Story = {
  render: function Render() {
    const [value, setValue] = React.useState("Car_production");
    return <SortSelect items={sortOptions()} value={value} onRefine={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Sort by" });
    await userEvent.selectOptions(select, "Lowest price");
    await expect(select).toHaveValue("Car_production:price:asc");
  },
};

export const PagesAndCount: Story = {
  render: function Render() {
    const [page, setPage] = React.useState(0);
    return (
      <div className="flex flex-col gap-4">
        <ResultCount count={2450} />
        <Pagination pages={[0, 1, 2, 3, 4]} currentPage={page} nbPages={12} createURL={(p) => `?page=${p + 1}`} onRefine={setPage} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("2,450 cars found");
    await userEvent.click(canvas.getByRole("link", { name: "Page 3" }));
    await expect(canvas.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "?page=2");
  },
};

export const MobileDrawer: Story = {
  render: () => (
    <FilterDrawer refinementCount={2}>
      <FilterSection title="Fuel type">
        <RefinementList items={[{ value: "Diesel", label: "Diesel", count: 3, isRefined: true }]} onRefine={fn()} translations={{ legend: "Fuel type" }} />
      </FilterSection>
    </FilterDrawer>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Filter/ }));
    const drawer = await within(document.body).findByRole("dialog", { name: "Filters" });
    await expect(within(drawer).getByRole("checkbox", { name: /Diesel/ })).toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
  },
};

export const RecentAndPromo: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <RecentSearches items={[{ path: "/search/used-cars?refinementList[make][0]=Toyota", label: "Used cars: Toyota" }, { path: "/cars/?query=hilux", label: "hilux" }]} />
      <PromoCard title="Stocktake sale" text="Runout prices on every 2025 model." href="/finance" linkLabel="Get Finance" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Used cars: Toyota" })).toBeVisible();
    await expect(canvas.getByRole("complementary", { name: "Stocktake sale" })).toBeVisible();
  },
};
