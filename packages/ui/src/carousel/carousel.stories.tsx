import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { Carousel } from "./carousel";

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: index,
    content: (
      <article className="flex h-40 flex-col justify-end rounded-lg border border-border bg-muted p-4">
        <h3 className="font-semibold">
          <a href={`#car-${index + 1}`} className="underline-offset-4 hover:underline">
            2023 Toyota Corolla Ascent Sport {index + 1}
          </a>
        </h3>
        <p className="font-bold">${(28990 + index * 1000).toLocaleString("en-AU")}</p>
      </article>
    ),
  }));

const meta = {
  title: "Carousel/Carousel",
  component: Carousel,
  parameters: { layout: "padded" },
  args: { label: "Similar cars you might like", items: cards(8), labels: { previous: "Previous cars", next: "More cars" } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 4 'Carousel arrows': previous is disabled at the start, next at the end. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Similar cars you might like" });
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const previous = canvas.getByRole("button", { name: "Previous cars" });
    const next = canvas.getByRole("button", { name: "More cars" });
    await expect(previous).toBeDisabled();
    await expect(canvas.getAllByRole("listitem")[2]).toHaveAccessibleName("3 of 8");
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    // Scrolling on to the end disables next.
    for (let step = 0; step < 8 && !next.hasAttribute("disabled"); step++) {
      await userEvent.click(next);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitFor(() => expect(next).toBeDisabled());
  },
};

/** By keyboard: Tab reaches the last card's link and the row scrolls it into view. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    links[0]!.focus();
    for (let step = 1; step < links.length; step++) await userEvent.tab();
    await expect(links[links.length - 1]).toHaveFocus();
    await waitFor(() => {
      const box = links[links.length - 1]!.getBoundingClientRect();
      const region = canvas.getByRole("region").getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(region.right + 1);
    });
  },
};

/** One card: the arrows are not shown. */
export const SingleCard: Story = {
  args: { items: cards(1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "More cars" })).toBeNull();
  },
};
