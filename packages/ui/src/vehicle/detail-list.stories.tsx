import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { DetailRows, FeatureList } from "./detail-list";
import { DetailTabs } from "./detail-tabs";
import { InterestedPanel } from "./interested-panel";
import { PhoneReveal } from "./phone-reveal";
import { features, keyInformation } from "./vehicle.fixtures";

const meta = {
  title: "Vehicle/Details",
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shownLabels = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll("dt:not([hidden])")].map((term) => term.textContent);

/** spec 2.5, 9: key information shows 4 rows, then Show More / Show Less. */
export const KeyInformation: Story = {
  render: () => <DetailRows rows={keyInformation} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(shownLabels(canvasElement)).toEqual(["Condition", "Odometer", "Transmission", "Fuel Type"]);
    const toggle = canvas.getByRole("button", { name: "Show More" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(shownLabels(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
  },
};

/** Four rows or fewer: no button. */
export const FewRows: Story = {
  render: () => <DetailRows rows={keyInformation.slice(0, 3)} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** spec 2.5: features show 8 with Show All / Hide. */
export const Features: Story = {
  render: () => <FeatureList items={features} />,
  play: async ({ canvas, canvasElement }) => {
    const visible = () => canvasElement.querySelectorAll("[data-slot=feature]:not([hidden])").length;
    await expect(visible()).toBe(8);
    await userEvent.click(canvas.getByRole("button", { name: "Show All (11)" }));
    await expect(visible()).toBe(11);
    await userEvent.click(canvas.getByRole("button", { name: "Hide" }));
    await expect(visible()).toBe(8);
  },
};

/** issue 7: the tabs work by keyboard (arrow keys between tabs); hidden panels stay in the HTML. */
export const Tabs: Story = {
  render: () => (
    <DetailTabs
      label="Vehicle details"
      tabs={[
        { id: "summary", title: "Car Summary", content: <DetailRows rows={keyInformation} initial={Infinity} /> },
        { id: "features", title: "Features", content: <FeatureList items={features} /> },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByRole("tab", { name: "Car Summary" });
    await expect(summary).toHaveAttribute("aria-selected", "true");
    await expect(canvasElement.querySelectorAll("[data-slot=detail-tab-panel]")).toHaveLength(2);
    summary.focus();
    await userEvent.keyboard("{ArrowRight}");
    const featuresTab = canvas.getByRole("tab", { name: "Features" });
    await waitFor(() => expect(featuresTab).toHaveFocus());
    await expect(featuresTab).toHaveAttribute("aria-selected", "true");
    await expect(summary).toHaveAttribute("aria-selected", "false");
    await expect(canvas.getByRole("tabpanel", { name: "Features" })).toBeVisible();
    // The summary panel is hidden, not removed.
    await expect(canvasElement.querySelector(`#${CSS.escape(summary.getAttribute("aria-controls")!)}`)).not.toBeVisible();
    // Arrows wrap; Home and End reach the ends.
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(featuresTab).toHaveFocus());
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the Tab order: Tab goes on to its panel.
    await expect(featuresTab).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Car Summary" })).toHaveFocus();
    // A click selects too.
    await userEvent.click(featuresTab);
    await expect(featuresTab).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Features" })).toBeVisible();
  },
};

const onReveal = fn();

/** spec 4, 9: masked after 5 characters; a click reveals it as a call link, focuses it, and reports once. */
export const PhoneRevealStory: Story = {
  name: "Phone reveal",
  render: () => <PhoneReveal phone="07 5443 1234" name="Sunshine Toyota" onReveal={onReveal} />,
  play: async ({ canvas }) => {
    onReveal.mockClear();
    const button = canvas.getByRole("button", { name: "Show number: Sunshine Toyota, 07 54XX XXXX" });
    await expect(button).toHaveTextContent("07 54XX XXXX");
    await userEvent.click(button);
    const link = canvas.getByRole("link", { name: "Call Sunshine Toyota on 07 5443 1234" });
    await expect(link).toHaveAttribute("href", "tel:0754431234");
    await waitFor(() => expect(link).toHaveFocus());
    await expect(onReveal).toHaveBeenCalledOnce();
  },
};

/** spec 2.5: the bottom panel. */
export const Interested: Story = {
  render: () => (
    <InterestedPanel
      title="Interested in this vehicle?"
      items={[
        { id: "reserve", title: "Reserve Now", text: "Secure this vehicle with a debit or credit card.", action: <a href="#reserve">Reserve Now $200</a> },
        { id: "trade-in", title: "Trade In Valuation", text: "Get an instant trade-in price.", action: <a href="#trade-in">Value my car</a> },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Interested in this vehicle?" })).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Reserve Now", "Trade In Valuation"]);
  },
};
