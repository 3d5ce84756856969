import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PromoCard } from "./promo-card";

/** Banner art as the seed's promotional cards have it (1920 by 540, spec 2.6), inline so no image service is needed. */
const banner = (colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="540" viewBox="0 0 1920 540"><rect width="1920" height="540" fill="${colour}"/><circle cx="960" cy="270" r="200" fill="#ffffff" opacity="0.35"/></svg>`,
  )}`;

const meta = {
  title: "Search/PromoCard",
  component: PromoCard,
  render: (args) => (
    <div className="max-w-sm">
      <PromoCard {...args} />
    </div>
  ),
  args: {
    title: "Book your service online",
    text: "Save time and book online in under two minutes.",
    image: banner("#1d4ed8"),
    href: "/service",
    linkLabel: "Book a Service",
  },
} satisfies Meta<typeof PromoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2.3: a promotional card at position 8 or 17 of the results. */
export const Promotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("complementary", { name: "Book your service online" });
    await expect(card).toHaveAttribute("data-variant", "promotion");
    await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/service");
    // The 4:3 box is reserved by width and height before the image arrives; the art is cropped to it.
    const image = canvasElement.querySelector("img")!;
    await expect(image).toHaveAttribute("width", "480");
    await expect(image).toHaveAttribute("height", "360");
    await expect(image).toHaveAttribute("alt", "");
  },
};

/** spec 2.3: the call-to-action card at position 9 on another configuration. */
export const CallToAction: Story = {
  args: { variant: "call-to-action", title: "Fleet and business buyers", text: "Talk to our fleet team about volume pricing.", href: "/fleet", linkLabel: "Contact Fleet", image: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("complementary", { name: "Fleet and business buyers" })).toHaveAttribute("data-variant", "call-to-action");
    await expect(canvas.getByRole("link", { name: "Contact Fleet" })).toHaveAttribute("href", "/fleet");
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const WithoutImage: Story = {
  args: { image: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=promo-card-media]")).toBeNull();
    await expect(within(canvasElement).getByRole("heading", { name: "Book your service online" })).toBeVisible();
  },
};

/** A card with no destination shows no dead link. */
export const WithoutLink: Story = {
  args: { href: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

/** The default link label when the card names none. */
export const DefaultLinkLabel: Story = {
  args: { linkLabel: undefined, href: "/special-offers", title: "Latest offers", text: "Drive-away deals and bonus accessories on selected models." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Find out more" })).toHaveAttribute("href", "/special-offers");
  },
};

export const LongText: Story = {
  args: {
    title: "Genuine parts and accessories, fitted by our factory-trained technicians while you wait",
    text: "Towbars, bull bars, roof racks, canopies, floor mats, cargo liners and tinted windows: ask for a price with fitting included, and we will have it ready for your next service or for delivery of your new car.",
    linkLabel: "Shop Accessories",
    href: "/vehicle-parts-and-accessories",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Shop Accessories" })).toBeVisible();
  },
};

/** In the result grid: the card takes a cell like a result card and stretches to the row. */
export const InResultGrid: Story = {
  render: (args) => (
    <ul className="grid max-w-4xl gap-4 sm:grid-cols-3">
      {["2022 Toyota HiLux", "2021 Toyota RAV4"].map((name) => (
        <li key={name} className="flex h-64 items-center justify-center rounded-lg border border-border">
          {name}
        </li>
      ))}
      <li>
        <PromoCard {...args} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(3);
  },
};
