import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { comparisonRateWarning, defaultFinanceDisclaimer, noCreditCheckNote, type PreApprovalApplication, preApprovalResult, preApprovedCarsUrl } from "@forecourt/domain";
import { PreApprovalResultPanel } from "./pre-approval-result";

const application: PreApprovalApplication = { vehicle: "Toyota HiLux", amount: 40_000, deposit: 5_000, termYears: 5, employment: "full-time", income: 90_000, expenses: 2_000, debts: 300, dependants: 1, residency: "citizen", credit: "good", consent: true };
const result = preApprovalResult(application, 8.5);

const meta = {
  title: "Finance/PreApprovalResult",
  component: PreApprovalResultPanel,
  parameters: { layout: "padded" },
  args: { result, amount: application.amount, termYears: application.termYears, carsHref: preApprovedCarsUrl(result.borrowingPower, application.deposit), preApproved: false },
} satisfies Meta<typeof PreApprovalResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the borrowing power and repayment, the assumptions beside them, the disclaimer and the no-credit-check note. */
export const Indicative: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Your indicative pre-approval" })).toBeVisible();
    await expect(canvas.getByText("$111,500")).toBeVisible();
    await expect(canvas.getByText("$821 / month")).toBeVisible();
    await expect(canvas.getByRole("complementary", { name: "How we worked it out" })).toHaveTextContent("11.50% p.a.");
    await expect(canvas.getByText(noCreditCheckNote)).toBeVisible();
    await expect(canvas.getByText(defaultFinanceDisclaimer)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View cars within your budget" })).toHaveAttribute("href", "/cars/?range[price]=:116500");
    await expect(canvas.queryByText(comparisonRateWarning)).toBeNull();
  },
};

/** Signed in and stored: 'Pre-Approved' (spec 9). */
export const PreApproved: Story = {
  args: { preApproved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Pre-Approved" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View cars within your budget" })).toBeVisible();
  },
};

/** Asked for more than the borrowing power: the figure still shows, and a call is offered. */
export const OverBorrowingPower: Story = {
  args: { result: preApprovalResult({ ...application, amount: 150_000 }, 8.5), amount: 150_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/is more than this figure/)).toBeVisible();
  },
};

/** No indicative figure (a declared default): the reason, no cars link. */
export const Referred: Story = {
  args: { result: preApprovalResult({ ...application, credit: "defaults" }, 8.5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/finance team will call/)).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "View cars within your budget" })).toBeNull();
    await expect(canvas.getByText(noCreditCheckNote)).toBeVisible();
  },
};
