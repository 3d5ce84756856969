import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { cardTag, displayPrice, financeEstimateText, marketPriceIndicator } from "@forecourt/domain";
import { Button } from "../button";
import { preloadDialog } from "../dialog";
import { CertifiedBadge } from "./certified-badge";
import { FinanceEstimate } from "./finance-estimate";
import { MarketPriceBadge, VehiclePrice, VehicleTag } from "./vehicle-price";

const now = new Date("2026-05-01T00:00:00Z");
const estimate = financeEstimateText({ lender: "taurus", weekly: 123, interestRate: 7.99, comparisonRate: 8.953, termMonths: 60 })!;

const meta = {
  title: "Vehicle/Price and finance",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 4: the reduced price first, the before price struck through, the price type beside it. */
export const PriceWithPreviousAndMarket: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-3">
      <VehiclePrice price={displayPrice({ price: 45990, offer_price: 43990 })} previous={47990} priceType="Drive Away" />
      <MarketPriceBadge indicator={marketPriceIndicator({ price: 43990, autograb_data: { state_average_market_price: 46500 } })!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("$43,990")).toBeVisible();
    await expect(canvas.getByText("$47,990").tagName).toBe("S");
    await expect(canvas.getByText("Was", { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText("$2,510 below")).toBeVisible();
    await expect(canvas.getByText(/the state average market price/)).toBeVisible();
  },
};

/** spec 4: no price above $10 and no preorder gives the site's no-price text. */
export const NoPrice: Story = {
  render: () => <VehiclePrice price={displayPrice({ price: 0 }, { noPriceText: "Price on application" })} previous={null} priceType="Drive Away" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Price on application")).toBeVisible();
    await expect(canvas.queryByText("Drive Away")).toBeNull();
  },
};

/** spec 4 tags in each tone: sold, reserved, custom, runout (green), coming soon, new arrival. */
export const Tags: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <VehicleTag tag={cardTag({ status: "sold" }, { soldTag: "JUST SOLD" }, now)!} />
      <VehicleTag tag={cardTag({ status: "in_stock", reserved: true }, {}, now)!} />
      <VehicleTag tag={cardTag({ status: "in_stock", tag: "Price Drop" }, {}, now)!} />
      <VehicleTag tag={cardTag({ status: "in_stock", tag: "Runout Sale" }, { runoutGreen: true }, now)!} />
      <VehicleTag tag={cardTag({ status: "coming_soon" }, {}, now)!} />
      <VehicleTag tag={cardTag({ status: "in_stock", created_at: "2026-04-29T00:00:00Z" }, {}, now)!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tags = [...canvasElement.querySelectorAll("[data-slot=vehicle-tag]")].map((tag) => [tag.textContent, tag.getAttribute("data-variant")]);
    await expect(tags).toEqual([
      ["JUST SOLD", "sold"],
      ["Reserved", "reserved"],
      ["Price Drop", "promo"],
      ["Runout Sale", "runout"],
      ["COMING SOON", "notice"],
      ["New Arrival", "fresh"],
    ]);
  },
};

const loadDisclaimer = fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("Taurus: approved applicants only. Fees and charges apply."), 300)));

/** spec 4: the disclaimer loads when first opened, with a spinner, and once only. */
export const FinanceWithLazyDisclaimer: Story = {
  render: () => (
    <FinanceEstimate
      className="max-w-md"
      estimate={estimate}
      lenderName="Taurus"
      loadDisclaimer={loadDisclaimer}
      comparisonNote="Comparison rate based on a 5 year secured loan of $30,000."
      action={<Button size="sm">Finance Quote</Button>}
    />
  ),
  play: async ({ canvas }) => {
    // The dialog's own parts load on first open; loaded here, so the 300 ms disclaimer is still on its way when the dialog shows.
    await preloadDialog();
    loadDisclaimer.mockClear();
    await expect(canvas.getByText("$123")).toBeVisible();
    await expect(canvas.getByText("8.95% p.a. comparison rate, over 60 months")).toBeVisible();
    await expect(loadDisclaimer).not.toHaveBeenCalled();
    const trigger = canvas.getByRole("button", { name: "*Finance disclaimer" });
    await userEvent.click(trigger);
    // The dialog's parts load on first open, so it appears a moment after the click.
    const dialog = await within(document.body).findByRole("dialog", { name: "Finance disclaimer" });
    await expect(within(dialog).getByText("Loading the disclaimer…")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText(/approved applicants only/)).toBeVisible());
    await expect(within(dialog).getByText(/5 year secured loan/)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await waitFor(() => expect(within(document.body).getByText(/approved applicants only/)).toBeVisible());
    await expect(loadDisclaimer).toHaveBeenCalledOnce();
    await userEvent.keyboard("{Escape}");
  },
};

const failing = fn(() => Promise.reject(new Error("The disclaimer could not be loaded just now.")));

/** A failed load says so and offers a retry. */
export const FinanceDisclaimerError: Story = {
  render: () => <FinanceEstimate className="max-w-md" estimate={estimate} lenderName="Taurus" loadDisclaimer={failing} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "*Finance disclaimer" }));
    const dialog = await within(document.body).findByRole("dialog");
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("The disclaimer could not be loaded just now.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Try again" })).toBeVisible());
    await userEvent.keyboard("{Escape}");
  },
};

/** spec 2.5 'Modals: Toyota Certified info'. */
export const Certified: Story = {
  render: () => (
    <CertifiedBadge label="Toyota Certified">
      <p>Every Toyota Certified car passes a multi-point inspection.</p>
    </CertifiedBadge>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^Toyota Certified\s?: what this means$/ });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole("dialog", { name: "Toyota Certified" });
    await waitFor(() => expect(within(dialog).getByText(/multi-point inspection/)).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
