import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { savedCars } from "./account.fixtures";
import { SavedCarList, type SavedCarItem, type SavedCarListProps } from "./saved-car-list";

const listArgs = (): SavedCarListProps => ({
  items: savedCars,
  label: "Your watchlist",
  emptyTitle: "No saved cars yet",
  emptyMessage: "Save a car from its page or the search results and it will wait for you here, with any price change.",
  emptyAction: { label: "Browse our stock", href: "/cars/" },
  removeLabel: (title) => `Remove the ${title} from your watchlist`,
  onRemove: fn(),
});

const meta = {
  title: "Account/SavedCarList",
  component: SavedCarList,
  parameters: { layout: "padded" },
} satisfies Meta<typeof SavedCarList>;

export default meta;
type Story = StoryObj<typeof SavedCarList>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole("list", { name: "Your watchlist" });

/** Each car with what changed since it was saved; remove calls back with its id. */
export const Watchlist: Story = {
  args: listArgs(),
  play: async ({ canvasElement, args }) => {
    const cars = within(list(canvasElement)).getAllByRole("listitem");
    await expect(cars).toHaveLength(savedCars.length);
    const [hilux, cx5, i30, ranger] = cars.map((car) => within(car));
    await expect(hilux!.getByRole("heading", { level: 2, name: "2022 Toyota HiLux SR5 Double Cab" })).toBeVisible();
    await expect(hilux!.getByRole("link", { name: "2022 Toyota HiLux SR5 Double Cab" })).toHaveAttribute("href", "/cars/2022-toyota-hilux-sr5-101");
    await expect(hilux!.getByRole("img", { name: "White 2022 Toyota HiLux SR5, front three-quarter view" })).toBeVisible();
    await expect(hilux!.getByText("$53,990")).toBeVisible();
    await expect(hilux!.getByText("Saved 3 Nov 2026 at $54,990")).toBeVisible();
    // The change badges, each with its tone.
    for (const [car, text, tone] of [
      [hilux, "Price drop: $1,000 less", "good"],
      [cx5, "Reserved", "warning"],
      [i30, "Sold", "danger"],
      [ranger, "No longer listed", "neutral"],
    ] as const) {
      await expect(car!.getByText(text)).toHaveAttribute("data-tone", tone);
    }
    // No longer listed: the title is not a link, and the missing photo says so.
    await expect(ranger!.queryByRole("link")).toBeNull();
    await expect(ranger!.getByText("No photo")).toBeVisible();

    const remove = cx5!.getByRole("button", { name: "Remove the 2021 Mazda CX-5 Maxx Sport from your watchlist" });
    const box = remove.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(102);
    // A string id comes back as given.
    i30!.getByRole("button", { name: /^Remove the 2019 Hyundai i30/ }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenLastCalledWith("demo-103");
  },
};

/** A car being removed: its button is busy and a second press sends nothing. */
export const RemovePending: Story = {
  args: { ...listArgs(), pendingIds: new Set<string | number>([101]) },
  play: async ({ canvasElement, args }) => {
    const remove = within(list(canvasElement)).getByRole("button", { name: "Remove the 2022 Toyota HiLux SR5 Double Cab from your watchlist" });
    await expect(remove).toHaveAttribute("aria-busy", "true");
    await expect(remove).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(within(list(canvasElement)).getByRole("button", { name: /^Remove the 2021 Mazda/ })).not.toHaveAttribute("aria-busy");
  },
};

export const Empty: Story = {
  args: { ...listArgs(), items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvas.getByRole("heading", { level: 2, name: "No saved cars yet" })).toBeVisible();
    await expect(canvas.getByText(/Save a car from its page/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse our stock" })).toHaveAttribute("href", "/cars/");
  },
};

/** The watchlist page's wiring: remove is pending for a moment, then the car leaves the list. */
function RemovableList({ initial }: { initial: SavedCarItem[] }) {
  const [items, setItems] = React.useState(initial);
  const [pending, setPending] = React.useState<ReadonlySet<string | number>>(new Set());
  return (
    <SavedCarList
      {...listArgs()}
      items={items}
      pendingIds={pending}
      onRemove={(id) => {
        setPending((current) => new Set(current).add(id));
        window.setTimeout(() => {
          setItems((current) => current.filter((item) => item.id !== id));
          setPending((current) => new Set([...current].filter((pendingId) => pendingId !== id)));
        }, 50);
      }}
    />
  );
}

/** Removing by keyboard: focus moves to the next car's remove button, and to the empty state after the last. */
export const RemoveKeepsFocus: Story = {
  args: listArgs(),
  render: () => <RemovableList initial={savedCars.slice(0, 3)} />,
  play: async ({ canvas, canvasElement }) => {
    const first = within(list(canvasElement)).getByRole("button", { name: /^Remove the 2022 Toyota HiLux/ });
    first.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole("listitem")).toHaveLength(2));
    await waitFor(() => expect(within(list(canvasElement)).getByRole("button", { name: /^Remove the 2021 Mazda/ })).toHaveFocus());
    // The last car: focus goes back to the one before it.
    within(list(canvasElement)).getByRole("button", { name: /^Remove the 2019 Hyundai/ }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(list(canvasElement)).getByRole("button", { name: /^Remove the 2021 Mazda/ })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    const empty = await canvas.findByRole("heading", { name: "No saved cars yet" });
    await waitFor(() => expect(empty).toHaveFocus());
  },
};

/** At 390px: one column, every car the list's full width, nothing scrolls sideways. */
export const Phone: Story = {
  args: listArgs(),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const cars = within(list(canvasElement)).getAllByRole("listitem");
    const lefts = new Set(cars.map((car) => Math.round(car.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const button of within(list(canvasElement)).getAllByRole("button")) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** At 1280px: a grid, three cars to a row. */
export const Desktop: Story = {
  args: listArgs(),
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const cars = within(list(canvasElement)).getAllByRole("listitem");
    const tops = cars.slice(0, 3).map((car) => Math.round(car.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(cars[3]!.getBoundingClientRect().top).toBeGreaterThan(tops[0]!);
  },
};

export const NissanTemplate: Story = { args: listArgs(), globals: { template: "nissan" } };
