import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { VehicleGallery } from "./vehicle-gallery";
import { carTitle, galleryImages } from "./vehicle.fixtures";

const meta = {
  title: "Vehicle/VehicleGallery",
  component: VehicleGallery,
  parameters: { layout: "padded" },
  args: { images: galleryImages(5), title: carTitle },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-slot=gallery-counter]");

/** Arrows move between photos and disable at the ends (spec 4 'Carousel arrows'). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole("button", { name: "Previous photo" });
    const next = canvas.getByRole("button", { name: "Next photo" });
    await expect(previous).toBeDisabled();
    await expect(counter(canvasElement)).toHaveTextContent("Photo 1 of 5");
    await userEvent.click(next);
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 2 of 5"));
    await expect(previous).toBeEnabled();
  },
};

/**
 * A swipe is the browser's own scroll: scrolling the strip by any means (here the
 * scroll position, as a finger or trackpad would leave it) shows that photo's number,
 * marks its slide active and loads its neighbour.
 */
export const Swipe: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: /^Photos of/ });
    await expect(canvasElement.querySelectorAll("[data-slot=gallery-slide] img")).toHaveLength(2);
    region.scrollTo({ left: 2 * region.clientWidth, behavior: "instant" });
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 3 of 5"));
    const slides = canvasElement.querySelectorAll("[data-slot=gallery-slide]");
    await expect(slides[2]).toHaveAttribute("data-state", "active");
    await expect(slides[0]).toHaveAttribute("aria-hidden", "true");
    await waitFor(() => expect(slides[3]!.querySelector("img")).not.toBeNull());
    await expect(canvas.getByRole("button", { name: "Previous photo" })).toBeEnabled();
    // The arrows go on from where the swipe left the strip, and it snaps to whole photos.
    await userEvent.click(canvas.getByRole("button", { name: "Next photo" }));
    await waitFor(() => expect(region.scrollLeft).toBeCloseTo(3 * region.clientWidth, 0));
    await expect(counter(canvasElement)).toHaveTextContent("Photo 4 of 5");
  },
};

/** issue 7: the gallery works by keyboard: focus it, then the arrow keys, Home and End. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: /^Photos of 2022 Toyota HiLux SR5/ });
    region.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 2 of 5"));
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 5 of 5"));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Next photo" })).toBeDisabled());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 4 of 5"));
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 1 of 5"));
  },
};

/** Full screen opens on the current photo, keeps the arrow keys, and Escape returns focus to the button. */
export const FullScreen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next photo" }));
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 2 of 5"));
    const trigger = canvas.getByRole("button", { name: "View full screen" });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole("dialog", { name: carTitle });
    await expect(dialog).toHaveAccessibleDescription("Photo 2 of 5");
    const region = within(dialog).getByRole("region", { name: /^Photos of/ });
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("Photo 3 of 5"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(counter(canvasElement)).toHaveTextContent("Photo 3 of 5");
  },
};

/** The thumbnail strip jumps to any photo, by pointer or keyboard, and marks the photo on show. */
export const Thumbnails: Story = {
  args: { images: galleryImages(12) },
  play: async ({ canvas, canvasElement }) => {
    const strip = canvas.getByRole("list", { name: "All photos" });
    const thumbnails = within(strip).getAllByRole("button");
    await expect(thumbnails).toHaveLength(12);
    await expect(thumbnails[0]).toHaveAttribute("aria-current", "true");
    await userEvent.click(within(strip).getByRole("button", { name: "Show photo 3 of 12" }));
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 3 of 12"));
    await expect(thumbnails[2]).toHaveAttribute("aria-current", "true");
    await expect(thumbnails[0]).not.toHaveAttribute("aria-current");
    // By keyboard: Tab reaches the thumbnails, Enter shows the photo.
    thumbnails[10]!.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(counter(canvasElement)).toHaveTextContent("Photo 11 of 12"));
    // Moving with the arrows keeps the strip in step.
    await userEvent.click(canvas.getByRole("button", { name: "Next photo" }));
    await waitFor(() => expect(thumbnails[11]).toHaveAttribute("aria-current", "true"));
  },
};

/** One photo: no arrows to press, no thumbnails. */
export const SinglePhoto: Story = {
  args: { images: galleryImages(1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Next photo" })).toBeNull();
    await expect(canvas.queryByRole("list", { name: "All photos" })).toBeNull();
    await expect(canvas.getByRole("img")).toHaveAccessibleName(/photo 1 of 1/);
  },
};

/** A car with no photos yet (the demo has some). */
export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Photos coming soon")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
