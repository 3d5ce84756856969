import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { LocationCardView } from "@forecourt/domain";
import { LocationCard, LocationCardActions, LocationCardDetails, LocationCardMedia } from "./location-card";
import { cardView, roseCity, sunshine, sunshineParts, sunshineService, tasman } from "./location.fixtures";
import { LocationMap } from "./location-map";

/** Location art (1500 by 1000), inline so no image service is needed. */
const art = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><rect width="1500" height="1000" fill="#cbd5e1"/><rect x="300" y="380" width="900" height="420" fill="#64748b"/></svg>')}`;

interface StoryArgs {
  views: LocationCardView[];
  locale?: "en-AU" | "en-NZ" | "en-US";
}

/** One location: the card beside its map (spec 2.7); several: a grid of cards with linked names. */
function Cards({ views, locale = "en-AU" }: StoryArgs) {
  if (views.length === 1) {
    const view = views[0]!;
    return (
      <div className="grid max-w-5xl gap-6 md:grid-cols-2">
        <LocationCard aria-labelledby={`location-${view.id}-name`}>
          <LocationCardDetails view={view} locale={locale} />
          <LocationCardActions view={view} locale={locale} />
        </LocationCard>
        <LocationMap view={view} />
      </div>
    );
  }
  return (
    <ul className="grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
      {views.map((view) => (
        <li key={view.id} className="flex">
          <LocationCard aria-labelledby={`location-${view.id}-name`} className="w-full">
            <LocationCardMedia image={art} />
            <LocationCardDetails view={view} headingLevel={2} linkName locale={locale} />
            <LocationCardActions view={view} locale={locale} />
          </LocationCard>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Location/LocationCard",
  component: Cards,
  args: { views: [cardView(sunshine)] },
} satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2.7: every part of the card, Mon-Fri on one line, Saturday and Sunday apart, the holiday-hours dialog by keyboard. */
export const OneLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole("article"));
    await expect(card.getByRole("heading", { level: 2, name: "Sunshine Toyota Maroochydore" })).toBeVisible();
    await expect(card.getByRole("link", { name: /120 Maroochydore Road, Maroochydore QLD 4558/ })).toHaveAttribute("href", sunshine.address.place_url!);
    await expect(card.getByRole("link", { name: "(07) 5550 1234" })).toHaveAttribute("href", "tel:0755501234");
    await expect(card.getByRole("link", { name: "1300 555 019" })).toHaveAttribute("href", "tel:1300555019");
    const hours = canvasElement.querySelector('[data-slot="opening-hours"]')!;
    await expect([...hours.querySelectorAll("dt")].map((node) => node.textContent)).toEqual(["Mon-Fri", "Saturday", "Sunday"]);
    await expect(hours).toHaveTextContent("Mon-Fri8:30am - 5:30pmSaturday8:30am - 4:00pmSundayClosed");
    await expect(card.getByText("Closed")).toBeVisible();
    await expect(card.getByText(/Rated/).closest("p")).toHaveTextContent("Rated 4.6 out of 5, (312 reviews)");
    await expect(card.getByText("3123456")).toBeVisible();
    await expect(card.getByRole("link", { name: "Contact Us: Sunshine Toyota Maroochydore" })).toHaveAttribute("href", "/contact-us/sunshine-toyota-maroochydore");
    await expect(card.getByRole("link", { name: "Get Directions: Sunshine Toyota Maroochydore" })).toHaveAttribute("href", sunshine.address.place_url!);
    await expect(canvas.getByRole("link", { name: "Get Directions to Sunshine Toyota Maroochydore" })).toBeVisible();

    // The dialog opens from the keyboard, lists upcoming dates only, and Escape returns focus.
    const trigger = card.getByRole("button", { name: "View Holiday Opening Hours" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await within(document.body).findByRole("dialog", { name: "Holiday Opening Hours" });
    const rows = [...dialog.querySelectorAll('[data-slot="holiday-hours-row"]')].map((row) => row.textContent);
    await expect(rows).toEqual(["25/12/2026Public holidayClosed", "27/12/2026Reduced hours10:00am - 2:00pm"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Several locations: a grid, each name linking to its page; no reviews reads 'No reviews yet'; differing weekdays each show. */
export const SeveralLocations: Story = {
  args: { views: [cardView(sunshine), cardView(sunshineService), cardView(sunshineParts)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(canvas.getByRole("link", { name: "Sunshine Toyota Service Centre" })).toHaveAttribute("href", "/locations/sunshine-toyota-service-centre");
    const parts = within(canvas.getAllByRole("article")[2]!);
    await expect(parts.getByText("No reviews yet")).toBeVisible();
    await expect(parts.queryByRole("button", { name: "View Holiday Opening Hours" })).toBeNull();
    await expect(parts.getByText("Thursday")).toBeVisible();
    await expect(parts.getByText("8:30am - 8:00pm")).toBeVisible();
    const service = within(canvas.getAllByRole("article")[1]!);
    await expect(service.getByText("MVRL45210")).toBeVisible();
    await expect(service.getAllByText("Closed")).toHaveLength(2);
  },
};

/** spec 2.7: a site whose closed days read 'By appointment only'. */
export const ClosedByAppointment: Story = {
  args: { views: [cardView(sunshineService, { closedDay: "By appointment only" })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("By appointment only")).toHaveLength(2);
    await expect(canvas.queryByText("Closed")).toBeNull();
  },
};

/** spec 2.7: a site whose closed days are an Enquire Now link to the location's contact form. */
export const ClosedEnquireNow: Story = {
  args: { views: [cardView(sunshineService, { closedDay: "Enquire Now" })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole("link", { name: /^Enquire Now/ });
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName("Enquire Now (Saturday)");
    await expect(links[0]).toHaveAttribute("href", "/contact-us/sunshine-toyota-service-centre");
  },
};

/** No reviews: the card says so rather than showing empty stars. */
export const NoReviews: Story = {
  args: { views: [cardView(sunshineParts)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No reviews yet")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="star-row"]')).toBeNull();
  },
};

export const NewZealand: Story = {
  args: { views: [cardView(tasman, { timeZone: "Pacific/Auckland", locale: "en-NZ" })], locale: "en-NZ" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "09 555 0123" })).toHaveAttribute("href", "tel:095550123");
    await expect(canvas.getByRole("link", { name: /12 Great South Road, Penrose AUK 1061/ })).toHaveAttribute("href", "https://www.google.com/maps/dir/?api=1&destination=-36.91%2C174.81");
    await expect(canvas.getByText("Dealer Licence:")).toBeVisible();
  },
};

/** US: license spelling, US number grouping, month-first holiday dates; open every day. */
export const UnitedStates: Story = {
  args: { views: [cardView(roseCity, { locale: "en-US", timeZone: "America/Los_Angeles", closedDay: "Enquire Now" })], locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Dealer License:")).toBeVisible();
    await expect(canvas.getByText(/Rated/).closest("p")).toHaveTextContent("Rated 4.4 out of 5, (1,204 reviews)");
    await expect(canvas.getByText("11:00am - 6:00pm")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "View Holiday Opening Hours" }));
    const dialog = await within(document.body).findByRole("dialog");
    await expect(dialog).toHaveTextContent("12/25/2026");
    await userEvent.keyboard("{Escape}");
  },
};
