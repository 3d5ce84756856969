import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor } from "storybook/test";
import { comparisonRateWarning, defaultFinanceDisclaimer, financeComparisonNote, personalisedRepayments } from "@forecourt/domain";
import { FinanceCalculator } from "./finance-calculator";

const meta = {
  title: "Finance/FinanceCalculator",
  component: FinanceCalculator,
  parameters: { layout: "padded" },
  args: {
    price: 40_000,
    ratePercent: 8.5,
    comparisonRate: 8.5,
    comparisonNote: financeComparisonNote("manual"),
    defaultValue: { deposit: 5_000, tradeIn: 10_000, termYears: 5, balloonPercent: 20 },
    lenders: [{ name: "Dealer Finance", disclaimer: "Dealer Finance: approved applicants only. Fees and charges apply." }],
    onApply: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof FinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The worked example of domain's test: $25,000 financed with an $8,000 balloon at 8.5% over 5 years. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("$25,000")).toBeVisible();
    const expected = personalisedRepayments({ price: 40_000, deposit: 5_000, tradeIn: 10_000, termYears: 5, balloonPercent: 20, ratePercent: 8.5 }).repayments;
    for (const [label, frequency] of [["Weekly", "weekly"], ["Fortnightly", "fortnightly"], ["Monthly", "monthly"]] as const) {
      await expect(canvas.getByText(label).nextElementSibling).toHaveTextContent(`$${expected[frequency].toLocaleString("en-AU")}`);
    }
    await expect(canvas.getByText(comparisonRateWarning)).toBeVisible();
    await expect(canvas.getByText(/5 year secured loan of \$30,000/)).toBeVisible();
    await expect(canvas.getByText(/approved applicants only\. Fees and charges apply/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ deposit: 5_000, tradeIn: 10_000, termYears: 5, balloonPercent: 20, amountFinanced: 25_000, balloon: 8_000 }));
  },
};

/** The sliders (native range inputs: arrow keys move them, checked by keyboard in e2e/finance.spec.ts): a longer term lowers the monthly repayment. */
export const Sliders: Story = {
  play: async ({ canvas, args }) => {
    const monthly = () => canvas.getByText("Monthly").nextElementSibling!.textContent;
    const before = monthly();
    const term = canvas.getByRole("slider", { name: /Loan term/ });
    fireEvent.change(term, { target: { value: "6" } });
    await expect(term).toHaveAttribute("aria-valuetext", "6 years");
    await waitFor(() => expect(monthly()).not.toBe(before));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ deposit: 5_000, tradeIn: 10_000, termYears: 6, balloonPercent: 20 });
    const balloon = canvas.getByRole("slider", { name: /Balloon/ });
    fireEvent.change(balloon, { target: { value: "15" } });
    await expect(balloon).toHaveAttribute("aria-valuetext", "15% of the price");
  },
};

/** Trade-in prefilled from a saved valuation, with where it came from. */
export const FromSavedValuation: Story = {
  args: { tradeInNote: "From your saved valuation of a 2019 Mazda CX-5 ($14,000 to $16,500)", defaultValue: { deposit: 0, tradeIn: 14_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /^Trade-in/ })).toHaveValue("14000");
    await expect(canvas.getByRole("textbox", { name: /^Trade-in/ })).toHaveAccessibleDescription(expect.stringContaining("saved valuation"));
  },
};

/** A deposit that is not a number: the message, no repayments, and Apply is off. */
export const InvalidDeposit: Story = {
  play: async ({ canvas }) => {
    const deposit = canvas.getByRole("textbox", { name: /^Deposit/ });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, "lots");
    await expect(canvas.getAllByText("Enter your deposit in whole dollars, or 0")[0]).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeDisabled();
  },
};

/** No lender on the site: the spec 9 disclaimer stands alone. */
export const NoLender: Story = {
  args: { lenders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(defaultFinanceDisclaimer)).toBeVisible();
  },
};

/** Deposit and trade-in cover the price: nothing to finance, every repayment $0. */
export const NothingToFinance: Story = {
  args: { defaultValue: { deposit: 30_000, tradeIn: 15_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Amount financed").nextElementSibling).toHaveTextContent("$0");
  },
};
