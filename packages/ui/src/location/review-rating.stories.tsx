import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ReviewList } from "./review-list";
import { ReviewRating } from "./review-rating";

const meta = {
  title: "Location/ReviewRating",
  component: ReviewRating,
  args: { average: 4.6, count: 312 },
} satisfies Meta<typeof ReviewRating>;
export default meta;
type Story = StoryObj<typeof meta>;

const fills = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-slot="star"]')].map((star) => star.getAttribute("data-fill"));

/** spec 5: 4 whole stars plus a partial one above 0.3, one decimal. */
export const PartialStar: Story = {
  play: async ({ canvasElement }) => {
    await expect(fills(canvasElement)).toEqual(["full", "full", "full", "full", "partial"]);
    await expect(within(canvasElement).getByText(/Rated/).closest("p")).toHaveTextContent("Rated 4.6 out of 5, (312 reviews)");
  },
};

/** spec 5: a fraction of 0.3 or less fills nothing. */
export const FractionAtThreshold: Story = {
  args: { average: "4.3", count: 12 },
  play: async ({ canvasElement }) => {
    await expect(fills(canvasElement)).toEqual(["full", "full", "full", "full", "empty"]);
    await expect(within(canvasElement).getByText("4.3")).toBeVisible();
  },
};

/** spec 5: at most 4 whole stars; a 5.0 average fills the fifth as the partial one. */
export const FiveStars: Story = {
  args: { average: 5, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(fills(canvasElement)).toEqual(["full", "full", "full", "full", "full"]);
    await expect(canvasElement.querySelector('[data-slot="star-row"]')).toHaveAttribute("data-full", "4");
    await expect(within(canvasElement).getByText(/review\)/)).toHaveTextContent("(1 review)");
  },
};

export const LowAverage: Story = {
  args: { average: 2.5, count: 4 },
  play: async ({ canvasElement }) => {
    await expect(fills(canvasElement)).toEqual(["full", "full", "partial", "empty", "empty"]);
  },
};

export const UnitedStatesCount: Story = {
  args: { average: "4.8", count: 1204, locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/reviews\)/)).toHaveTextContent("(1,204 reviews)");
  },
};

/** The reviews list of /pages/reviews: newest first as given, the location named on each. */
export const Reviews: Story = {
  render: () => (
    <ReviewList
      reviews={[
        { id: 3, customer: "Priya S.", rating: 5, text: "Booked online, dropped the car at 7:30 and it was ready by lunch.", dateLabel: "20/11/2026", dateTime: "2026-11-20", location: "Sunshine Toyota Service Centre" },
        { id: 1, customer: "Tom Walker", rating: 4, text: "Great experience from start to finish. The trade-in price was fair.", dateLabel: "02/10/2026", dateTime: "2026-10-02", location: "Sunshine Toyota Maroochydore" },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("Priya S.");
    await expect(items[0]).toHaveTextContent("Rated 5 out of 5");
    await expect(within(items[1]!).getByText("02/10/2026")).toHaveAttribute("datetime", "2026-10-02");
  },
};
