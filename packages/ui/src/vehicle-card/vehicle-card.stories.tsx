import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { cardSettings, cardStates, storyNow } from "./vehicle-card.fixtures";
import { VehicleCard, type VehicleCardProps } from "./vehicle-card";

/** A card as the search page renders it: favourite and compare toggle locally; test drive and find similar open a form. */
function StoryCard(props: VehicleCardProps) {
  const [saved, setSaved] = React.useState(props.saved ?? false);
  const [compared, setCompared] = React.useState(props.compared ?? false);
  // The watchlist toggle shows where the site has a watchlist: stories that pass `watched` get one.
  const [watched, setWatched] = React.useState(props.watched ?? false);
  const watch = props.watched === undefined ? {} : { watched, onWatchedChange: setWatched };
  return (
    <div className="max-w-sm">
      <VehicleCard
        {...props}
        saved={saved}
        onSavedChange={setSaved}
        compared={compared}
        onComparedChange={setCompared}
        {...watch}
        renderAction={(action, trigger) => <span data-opens={action.kind}>{trigger}</span>}
      />
    </div>
  );
}

const meta = {
  title: "Search/VehicleCard",
  component: StoryCard,
  args: { car: cardStates.available, settings: cardSettings, now: storyNow },
} satisfies Meta<typeof StoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement);

export const Available: Story = {
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    await expect(canvas.getByRole("heading", { name: /2022 Toyota HiLux/ })).toBeVisible();
    await expect(canvas.getByText("$54,990")).toBeVisible();
    await expect(canvas.getByText("Drive Away")).toBeVisible();
    // spec 2.4: Condition, Transmission, Odometer, Fuel Type
    for (const label of ["Condition", "Transmission", "Odometer", "Fuel Type"]) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByText("42,000 km")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", "/cars/2022-toyota-hilux-sr5-101");
    await expect(canvas.getByRole("link", { name: /Get Finance/ })).toBeVisible();
    // spec 4: the favourite toggles; its name stays, aria-pressed says whether it is saved.
    const favourite = canvas.getByRole("button", { name: "Save the 2022 Toyota HiLux SR5 GUN126R to favourites" });
    await expect(favourite).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute("aria-pressed", "true");
  },
};

/** spec 2.4, 5: the favourites/compare control where the site enables both. */
export const FavouriteAndCompare: Story = {
  args: { settings: { ...cardSettings, compare: { enabled: true } } },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    const compare = canvas.getByRole("button", { name: "Compare the 2022 Toyota HiLux SR5 GUN126R" });
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    await expect(compare).toHaveTextContent("Compare");
    // WCAG 2.2 target size: both toggles are at least 44px.
    for (const button of [compare, canvas.getByRole("button", { name: /to favourites/ })]) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // Keyboard: Space and Enter toggle it.
    compare.focus();
    await userEvent.keyboard(" ");
    await expect(compare).toHaveAttribute("aria-pressed", "true");
    await expect(compare).toHaveAttribute("data-state", "on");
    await userEvent.keyboard("{Enter}");
    await expect(compare).toHaveAttribute("aria-pressed", "false");
  },
};

/** spec 4 'Watchlist': on sites with a watchlist, a bookmark beside the heart keeps the car in the shopper's account. */
export const Watchlist: Story = {
  args: { watched: false },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    const watch = canvas.getByRole("button", { name: "Watch the 2022 Toyota HiLux SR5 GUN126R in your watchlist" });
    await expect(watch).toHaveAttribute("aria-pressed", "false");
    const box = watch.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    watch.focus();
    await userEvent.keyboard("{Enter}");
    await expect(watch).toHaveAttribute("aria-pressed", "true");
    // The favourite is a separate control with its own state.
    await expect(canvas.getByRole("button", { name: /to favourites/ })).toHaveAttribute("aria-pressed", "false");
  },
};

/** A sold car cannot be watched: the toggle is left out. */
export const WatchlistSold: Story = {
  args: { car: cardStates.sold, watched: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: /in your watchlist/ })).toBeNull();
  },
};

export const FavouriteAndComparePressed: Story = {
  args: { settings: { ...cardSettings, compare: { enabled: true } }, saved: true, compared: true },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    await expect(canvas.getByRole("button", { name: /^Compare the 2022 Toyota HiLux/ })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: /to favourites/ })).toHaveAttribute("aria-pressed", "true");
  },
};

/** spec 5: a site with favourites and compare off shows neither. */
export const FavouriteAndCompareOff: Story = {
  args: { settings: { ...cardSettings, favourites: { enabled: false }, compare: { enabled: false } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=vehicle-card-save-controls]")).toBeNull();
  },
};

/** spec 5: on used-only sites a new car (or one without a price or photo) has no control. */
export const UsedOnlySiteNewCar: Story = {
  args: { car: cardStates.comingSoon, settings: { ...cardSettings, favourites: { enabled: true, usedOnly: true }, compare: { enabled: true, usedOnly: true } } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).queryByRole("button", { name: /Compare the|to favourites/ })).toBeNull();
  },
};

export const Reserved: Story = {
  args: { car: cardStates.reserved },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("Reserved")).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=vehicle-card]")).toHaveAttribute("data-state", "reserved");
  },
};

export const Sold: Story = {
  args: { car: cardStates.sold, settings: { ...cardSettings, compare: { enabled: true } } },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    await expect(canvas.getByText("Just Sold")).toBeVisible();
    await expect(canvas.getByText("Unfortunately this car recently sold. But don't worry, we can help you find a similar one!")).toBeVisible();
    await expect(canvas.getByText("Like this and want something similar?")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Find Me Something Similar/ })).toBeVisible();
    // spec 2.4: no summary, and no favourites or compare for a sold car (spec 5).
    await expect(canvas.queryByText("Odometer")).toBeNull();
    await expect(canvas.queryByRole("button", { name: /favourites|Compare the/ })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /View Details/ })).toBeNull();
  },
};

export const ComingSoon: Story = {
  args: { car: cardStates.comingSoon },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("COMING SOON")).toBeVisible();
    await expect(card(canvasElement).getByText("Odometer")).toBeVisible();
  },
};

export const NewArrival: Story = {
  args: { car: cardStates.newArrival },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("New Arrival")).toBeVisible();
  },
};

export const CertifiedToyota: Story = {
  args: { car: cardStates.certified },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("Toyota Certified")).toBeVisible();
  },
};

export const Electric: Story = {
  args: { car: cardStates.electric },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=vehicle-card-tag]")).toHaveTextContent("Electric");
    await expect(card(canvasElement).getByRole("heading", { name: /Tesla Model 3/ })).toBeVisible();
  },
};

export const NoPrice: Story = {
  args: { car: cardStates.noPrice },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("Enquire for price")).toBeVisible();
  },
};

export const Preorder: Story = {
  args: { car: cardStates.preorder },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("PREORDER")).toBeVisible();
  },
};

export const Subscription: Story = {
  args: { car: cardStates.subscription },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("$189 / week")).toBeVisible();
  },
};

export const TestDriveOnly: Story = {
  args: { car: cardStates.testDriveOnly },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    await expect(canvas.getByRole("button", { name: /Book a Test Drive/ })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /Get Finance/ })).toBeNull();
  },
};

export const Unavailable: Story = {
  args: { car: cardStates.unavailable },
  play: async ({ canvasElement }) => {
    const canvas = card(canvasElement);
    await expect(canvas.getByText("Like this and want something similar?")).toBeVisible();
    await expect(canvas.queryByText(/recently sold/)).toBeNull();
  },
};

export const LocationOverlayAndLongText: Story = {
  args: { car: cardStates.longText, settings: { ...cardSettings, locationOverlay: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=vehicle-card-location]")).toHaveTextContent("Metro Motor Group Prestige Centre");
  },
};

export const NoPhotoNoDescription: Story = {
  args: { car: cardStates.noPhoto, settings: { ...cardSettings, description: false } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText("No photo yet")).toBeVisible();
    await expect(card(canvasElement).queryByText("Odometer")).toBeNull();
  },
};

export const UnitedStates: Story = {
  args: { settings: { ...cardSettings, region: { locale: "en-US", distanceUnit: "mi" } } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText(/mi$/)).toBeVisible();
  },
};
