import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { localizeSpelling, offerValidity } from "@forecourt/domain";
import { Button } from "../button";
import { PageState, PageStateActions, PageStateMessage, PageStateTitle } from "../page-state";
import { OfferCard, type OfferCardProps } from "./offer-card";
import { OfferSearch } from "./offer-search";

/** Offer art (1200 by 800), inline so no image service is needed. */
const art = (colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${colour}"/><rect x="250" y="420" width="700" height="180" rx="60" fill="#ffffff" opacity="0.5"/></svg>`,
  )}`;

const storyNow = new Date("2026-11-23T00:00:00Z");
const brisbane = { now: storyNow, locale: "en-AU" as const, timeZone: "Australia/Brisbane" };

const longDescription =
  "Buy a new Toyota Prado GXL and receive a bonus accessories pack valued at $3,200, including floor mats, a cargo liner and tinted windows. Add genuine towing gear or a bull bar at a reduced price when ordered with the vehicle. Talk to us about factory options, delivery times and current stock across the group before this offer ends.";
const longDisclaimer =
  "Offer available on new Toyota Prado GXL models purchased and delivered between the offer start and end dates, or while stocks last. Not available with any other offer, to fleet, government or rental buyers. Drive away price includes 12 months registration, CTP insurance, stamp duty and dealer delivery; metallic paint and options extra.";

/** Enquire Now opens a form in the storefront; here it only marks what it would open. */
const renderEnquire: OfferCardProps["renderEnquire"] = (trigger) => <span data-opens="enquiry">{trigger}</span>;

const meta = {
  title: "Offers/OfferCard",
  component: OfferCard,
  render: (args) => (
    <div className="max-w-sm">
      <OfferCard {...args} />
    </div>
  ),
  args: {
    title: "HiLux SR5 4x4 Double Cab from $62,990 drive away",
    image: art("#b91c1c"),
    description: "Drive away in a new Toyota HiLux SR5 4x4 Double Cab for $62,990, with registration, stamp duty and dealer delivery included.",
    disclaimer: "HiLux offer ends soon. Conditions apply; see dealer for details.",
    validity: offerValidity({ expires_at: "2027-01-14T14:00:00Z" }, brisbane),
    href: "/offers/toyota/12",
    explore: { label: "Explore HiLux", href: "/search/toyota/hilux" },
    renderEnquire,
  },
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 2, name: /HiLux SR5 4x4 Double Cab/ });
    await expect(heading).toBeVisible();
    // spec 2.1: the title leads to the offer's own page.
    await expect(within(heading).getByRole("link", { name: /HiLux SR5 4x4 Double Cab/ })).toHaveAttribute("href", "/offers/toyota/12");
    await expect(canvas.getByText("Offer ends 14/01/2027")).toBeVisible();
    // spec 2.8: Enquire Now and Explore {model}.
    await expect(canvas.getByRole("button", { name: /^Enquire Now: HiLux SR5/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /^Explore HiLux/ })).toHaveAttribute("href", "/search/toyota/hilux");
    // Short texts show whole, with no toggle.
    await expect(canvas.queryByRole("button", { name: /View/ })).toBeNull();
  },
};

/** spec 2.8, 9: a description over 200 characters shows about 160 with View more/View less; a long disclaimer, View full disclaimer. */
export const LongTexts: Story = {
  args: { title: "Bonus accessories pack with Prado", description: longDescription, disclaimer: longDisclaimer, explore: { label: "Explore Prado", href: "/search/toyota/prado" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole("button", { name: "View more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/before this offer ends\.$/)).toBeNull();
    await userEvent.click(more);
    await expect(canvas.getByText(/before this offer ends\.$/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "View less" })).toHaveAttribute("aria-expanded", "true");

    const disclaimer = canvas.getByRole("button", { name: "View full disclaimer" });
    await expect(canvas.queryByText(/options extra\.$/)).toBeNull();
    await userEvent.click(disclaimer);
    await expect(canvas.getByText(/options extra\.$/)).toBeVisible();
  },
};

export const EndingSoon: Story = {
  args: { validity: offerValidity({ expires_at: "2026-11-26T14:00:00Z" }, brisbane) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Ending soon")).toBeVisible();
    await expect(canvas.getByText("Offer ends 26/11/2026")).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=offer-card-validity]")).toHaveAttribute("data-state", "ending-soon");
  },
};

export const Ongoing: Story = {
  args: { title: "0.99% p.a. finance on bZ4X", validity: offerValidity({ expires_at: null }, brisbane), explore: { label: "Explore bZ4X", href: "/search/toyota/bz4x" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Ongoing offer")).toBeVisible();
  },
};

/** A model the site does not stock, and no page of its own: no link at all rather than one to a missing page. */
export const WithoutExplore: Story = {
  args: { explore: null, disclaimer: null, href: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("button", { name: /Enquire Now/ })).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { image: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=offer-card-media] img")).toBeNull();
  },
};

/** spec 1: US spelling on a US site: Inquire Now. */
export const USSpelling: Story = {
  args: {
    title: "1500 Laramie bonus accessories",
    validity: offerValidity({ expires_at: "2027-01-14T15:00:00Z" }, { now: storyNow, locale: "en-US", timeZone: "America/Los_Angeles" }),
    explore: { label: "Explore 1500", href: "/search/ram/1500" },
    translations: { enquire: localizeSpelling("Enquire Now", "en-US") },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /^Inquire Now/ })).toBeVisible();
    await expect(canvas.getByText("Offer ends 01/14/2027")).toBeVisible();
  },
};

/** The page: the offer search over a grid of cards. */
export const OffersPage: Story = {
  render: (args) => (
    <div className="flex max-w-6xl flex-col gap-6">
      <OfferSearch action="/special-offers" query="" make="" makes={["GWM Haval", "Hyundai", "Kia", "MG"]} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[
          { ...args, title: "Sportage S from $36,990 drive away", explore: { label: "Explore Sportage", href: "/search/kia/sportage" }, image: art("#047857") },
          { ...args, title: "Bonus accessories pack with Carnival", description: longDescription, explore: null, image: art("#1d4ed8") },
          { ...args, title: "Tucson Elite Hybrid from $49,990 drive away", validity: offerValidity({ expires_at: null }, brisbane), image: art("#6d28d9") },
        ].map((offer) => (
          <li key={offer.title}>
            <OfferCard {...offer} />
          </li>
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("search", { name: "Search offers" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Make" })).toHaveValue("");
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};

/** A search with a make chosen: the clear link leads back to every offer. */
export const SearchWithFilters: Story = {
  render: () => <OfferSearch action="/special-offers" query="hybrid" make="Hyundai" makes={["Hyundai", "Kia"]} clearHref="/special-offers" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "Keyword" })).toHaveValue("hybrid");
    await expect(canvas.getByRole("combobox", { name: "Make" })).toHaveValue("Hyundai");
    await expect(canvas.getByRole("link", { name: "Clear search" })).toHaveAttribute("href", "/special-offers");
  },
};

/** One make: no make filter to choose from. */
export const SearchOneMake: Story = {
  render: () => <OfferSearch action="/special-offers" query="" make="" makes={["Toyota"]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("combobox")).toBeNull();
  },
};

/** No offers right now: the empty state points to the stock and the team. */
export const Empty: Story = {
  render: () => (
    <PageState intent="empty" aria-labelledby="no-offers">
      <PageStateTitle asChild>
        <h2 id="no-offers">No offers right now</h2>
      </PageStateTitle>
      <PageStateMessage>There are no current offers on this site. Browse our stock or ask our team about today&apos;s best deals.</PageStateMessage>
      <PageStateActions>
        <Button asChild>
          <a href="/cars/">Browse our stock</a>
        </Button>
        <Button asChild intent="outline">
          <a href="/contact-us">Contact us</a>
        </Button>
      </PageStateActions>
    </PageState>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "No offers right now" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse our stock" })).toHaveAttribute("href", "/cars/");
  },
};

export const HeadingLevelThree: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section className="max-w-sm">
      <h2 className="mb-2 text-xl font-semibold">Toyota offers</h2>
      <OfferCard {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 3, name: /HiLux SR5/ })).toBeVisible();
  },
};

