import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { withoutCompareColumn } from "@forecourt/domain";
import { compareCars, compareStory } from "./compare.fixtures";
import { CompareTable, type CompareTableProps } from "./compare-table";

/** The table as the compare page renders it: Remove takes the car's column out. */
function StoryTable(props: CompareTableProps) {
  const [table, setTable] = React.useState({ cars: props.cars, sections: props.sections });
  const remove = (id: number) =>
    setTable((current) => {
      const index = current.cars.findIndex((car) => car.id === id);
      return { cars: current.cars.filter((car) => car.id !== id), sections: withoutCompareColumn(current.sections, index) };
    });
  return <CompareTable {...props} cars={table.cars} sections={table.sections} onRemove={props.onRemove ? remove : undefined} />;
}

const two = compareStory([compareCars.hilux, compareCars.model3]);
const four = compareStory([compareCars.hilux, compareCars.model3, compareCars.gle, compareCars.corolla]);

const meta = {
  title: "Compare/CompareTable",
  component: StoryTable,
  args: { ...two, onRemove: () => undefined },
} satisfies Meta<typeof StoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "2 cars side by side" });
    // One column header per car, row headers for every row (th scope).
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(2);
    await expect(within(table).getByRole("columnheader", { name: /2022 Toyota HiLux/ })).toBeVisible();
    await expect(within(table).getByRole("rowheader", { name: "Price" })).toBeVisible();
    await expect(within(table).getAllByText("$54,990")).toHaveLength(2);
    await expect(within(table).getByRole("link", { name: /2022 Tesla Model 3/ })).toHaveAttribute("href", "/cars/2022-tesla-model-3-107");
    await expect(within(table).getByRole("rowheader", { name: "Torque" })).toBeVisible();
    // The scrolling region is reachable by keyboard.
    await expect(canvas.getByRole("region", { name: "2 cars side by side" })).toHaveAttribute("tabindex", "0");
  },
};

export const FourCars: Story = {
  args: { ...four },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
    await expect(within(table).getByText("Enquire for price")).toBeVisible();
    await expect(within(table).getByText("No photo yet")).toBeVisible();
  },
};

/** spec 5: a row empty for every car is left out; a value one car lacks reads 'Not listed' to a screen reader. */
export const EmptyRowsHidden: Story = {
  args: { ...compareStory([compareCars.corolla, compareCars.model3]) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    // Neither car has cylinders or an engine size: no such rows.
    await expect(within(table).queryByRole("rowheader", { name: "Cylinders" })).toBeNull();
    await expect(within(table).queryByRole("rowheader", { name: "Engine Size" })).toBeNull();
    // Only the Model 3 has torque: the row shows, the Corolla's cell reads 'Not listed'.
    const torque = within(table).getByRole("rowheader", { name: "Torque" }).closest("tr")!;
    await expect(torque).toHaveTextContent("Not listed");
    await expect(torque).toHaveTextContent("420Nm");
  },
};

export const RemoveACar: Story = {
  args: { ...compareStory([compareCars.hilux, compareCars.model3, compareCars.gle]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole("button", { name: "Remove the 2022 Tesla Model 3 Long Range from the comparison" });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("columnheader", { name: /Tesla/ })).toBeNull();
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(2);
  },
};

export const SoldCar: Story = {
  args: { ...compareStory([compareCars.hilux, compareCars.sold]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("columnheader", { name: /Just Sold/ })).toBeVisible();
  },
};

export const WithoutRemove: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: /Remove/ })).toBeNull();
  },
};

/** A 390px phone: the table scrolls sideways and the row labels stay in view. */
export const Phone: Story = {
  args: { ...four },
  globals: { viewport: { value: "phone", isRotated: false } },
  decorators: [
    (StoryComponent) => (
      <div style={{ width: 358 }}>
        <StoryComponent />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region");
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.scrollLeft = 200;
    const label = within(region).getByRole("rowheader", { name: "Price" });
    await expect(getComputedStyle(label).position).toBe("sticky");
    await expect(Math.round(label.getBoundingClientRect().left)).toBeGreaterThanOrEqual(Math.round(region.getBoundingClientRect().left));
  },
};

/** spec 1: US spelling and miles. */
export const UnitedStates: Story = {
  args: { ...compareStory([compareCars.hilux, compareCars.gle], { locale: "en-US", distanceUnit: "mi" }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(within(table).getByRole("rowheader", { name: "Color" })).toBeVisible();
    await expect(within(table).getAllByText(/ mi$/).length).toBeGreaterThan(0);
  },
};
