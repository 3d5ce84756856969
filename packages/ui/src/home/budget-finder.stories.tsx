import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { budgetDefaults, budgetFinderState, budgetFinderTitle, budgetFromRepayment, defaultRepayment, type RepaymentFrequency } from "@forecourt/domain";
import { expect, userEvent, within } from "storybook/test";
import { BudgetFinder } from "./budget-finder";

/** The storefront's wiring in miniature: the rules are domain's; the link is the search page's budget link (spec 2.3). */
function LiveBudgetFinder({ minPrice }: { minPrice: number | null }) {
  const [frequency, setFrequency] = React.useState<RepaymentFrequency>("weekly");
  const [repayment, setRepayment] = React.useState(String(defaultRepayment("weekly")));
  const [deposit, setDeposit] = React.useState(String(budgetDefaults.deposit));
  const budget = budgetFromRepayment({ repayment, frequency, deposit });
  return (
    <BudgetFinder
      title={budgetFinderTitle}
      frequency={frequency}
      onFrequencyChange={(next) => {
        setFrequency(next);
        setRepayment(String(defaultRepayment(next)));
      }}
      repayment={repayment}
      onRepaymentChange={setRepayment}
      deposit={deposit}
      onDepositChange={setDeposit}
      budget={budget}
      result={budgetFinderState({ budget, minPrice })}
      href={`/cars/?range[price]=:${Math.floor(budget)}`}
    />
  );
}

const meta = {
  title: "Home/BudgetFinder",
  args: { minPrice: 2990 },
  render: (args) => <LiveBudgetFinder {...args} />,
} satisfies Meta<typeof LiveBudgetFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

const budgetText = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-slot=budget-finder-budget]")!;
const message = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-slot=budget-finder-message]")!;

/** spec 2.6, 9: the title, the weekly default of 200 and the deposit of 2000 make 200 x 52 x 5 + 2000 = $54,000. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Find cars for your budget" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Weekly" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Monthly" })).not.toBeChecked();
    // spec 5: numeric text fields, not number spinners.
    await expect(canvas.getByRole("textbox", { name: "Weekly repayment" })).toHaveValue("200");
    await expect(canvas.getByRole("textbox", { name: "Deposit" })).toHaveValue("2000");
    await expect(budgetText(canvasElement)).toHaveTextContent("$54,000");
    const view = canvas.getByRole("link", { name: "View Cars In This Range" });
    await expect(view).toHaveAttribute("href", "/cars/?range[price]=:54000");
    await expect(message(canvasElement)).toHaveTextContent("");
    await expect(message(canvasElement)).toHaveAttribute("role", "status");
  },
};

/** By keyboard: the arrow keys move between the frequencies, and monthly takes its own default of 2000 (spec 9). */
export const MonthlyByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("radio", { name: "Weekly" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    const monthly = canvas.getByRole("radio", { name: "Monthly" });
    await expect(monthly).toBeChecked();
    await expect(monthly).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "Monthly repayment" })).toHaveValue("2000");
    // 2000 x 12 x 5 + 2000.
    await expect(budgetText(canvasElement)).toHaveTextContent("$122,000");
    await expect(canvas.getByRole("link", { name: "View Cars In This Range" })).toHaveAttribute("href", "/cars/?range[price]=:122000");
    // Tab reaches the repayment, the deposit, then the link.
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Monthly repayment" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Deposit" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "View Cars In This Range" })).toHaveFocus();
  },
};

/** spec 2.9, 5, 8: below the cheapest car the button is disabled and reads '0 Cars Found', with the message. */
export const BudgetTooLow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const repayment = canvas.getByRole("textbox", { name: "Weekly repayment" });
    const deposit = canvas.getByRole("textbox", { name: "Deposit" });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, "0");
    await userEvent.clear(repayment);
    await userEvent.type(repayment, "1");
    // 1 x 52 x 5 + 0 = $260, under the cheapest car at $2,990.
    await expect(budgetText(canvasElement)).toHaveTextContent("$260");
    const button = canvas.getByRole("button", { name: "0 Cars Found" });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole("link", { name: "View Cars In This Range" })).toBeNull();
    await expect(message(canvasElement)).toHaveTextContent("No Cars found for this budget");
    await expect(button).toHaveAccessibleDescription("No Cars found for this budget");
    await expect(canvasElement.querySelector("[data-slot=budget-finder]")).toHaveAttribute("data-state", "too-low");

    // Back within range: the link returns and the message goes.
    await userEvent.type(repayment, "00");
    await expect(budgetText(canvasElement)).toHaveTextContent("$26,000");
    await expect(canvas.getByRole("link", { name: "View Cars In This Range" })).toHaveAttribute("href", "/cars/?range[price]=:26000");
    await expect(message(canvasElement)).toHaveTextContent("");
  },
};

/** spec 5: a field with junk counts as nothing; formatted amounts are read. */
export const LooseInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole("textbox", { name: "Deposit" });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, "$5,000");
    await expect(budgetText(canvasElement)).toHaveTextContent("$57,000");
    await userEvent.clear(deposit);
    await userEvent.type(deposit, "lots");
    await expect(budgetText(canvasElement)).toHaveTextContent("$52,000");
  },
};

/** A site with no car over $1,000 has nothing to find: every budget reads '0 Cars Found' (spec 5, 7). */
export const NoStock: Story = {
  args: { minPrice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "0 Cars Found" })).toBeDisabled();
    await expect(message(canvasElement)).toHaveTextContent("No Cars found for this budget");
  },
};

/** At 390px the fields stack and every target is at least 44px tall. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const repayment = canvas.getByRole("textbox", { name: "Weekly repayment" });
    const deposit = canvas.getByRole("textbox", { name: "Deposit" });
    await expect(deposit.getBoundingClientRect().top).toBeGreaterThan(repayment.getBoundingClientRect().bottom);
    for (const target of [repayment, deposit, canvas.getByRole("link", { name: "View Cars In This Range" })]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    for (const radio of canvas.getAllByRole("radio")) await expect(radio.closest("label")!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.querySelector("[data-slot=budget-finder]")!.scrollWidth).toBeLessThanOrEqual(390);
  },
};
