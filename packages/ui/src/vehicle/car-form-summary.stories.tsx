import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { availableCar } from "../vehicle-card/vehicle-card.fixtures";
import { CarFormSummary } from "./car-form-summary";

const meta = {
  title: "Vehicle/CarFormSummary",
  component: CarFormSummary,
  parameters: { layout: "padded" },
  args: { car: availableCar, lead: "You are asking about finance for" },
} satisfies Meta<typeof CarFormSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The finance form opened from a car: the car, its price and price type, and a way back to it. */
export const Finance: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "2022 Toyota HiLux SR5 GUN126R" })).toBeVisible();
    await expect(canvas.getByText("You are asking about finance for")).toBeVisible();
    await expect(canvas.getByText("$54,990")).toBeVisible();
    await expect(canvas.getByText("Drive Away")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View this car" })).toHaveAttribute("href", "/cars/2022-toyota-hilux-sr5-101");
  },
};

/** A reduced price shows the offer price; a car with no photo shows no empty frame. */
export const OfferPriceNoPhoto: Story = {
  args: { car: { ...availableCar, offer_price: 51990, primary_image_url: null, thumbnails: [] }, lead: "You would like to trade in towards" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("$51,990")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};
