import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { preApprovalMessages } from "@forecourt/domain";
import { PreApprovalForm } from "./pre-approval-form";

const complete = { vehicle: "Toyota HiLux", amount: 40_000, deposit: 5_000, termYears: 5, employment: "full-time", income: 90_000, expenses: 2_000, debts: 300, dependants: 1, residency: "citizen", credit: "good" } as const;

const meta = {
  title: "Finance/PreApprovalForm",
  component: PreApprovalForm,
  parameters: { layout: "padded" },
  args: { onComplete: fn(), onStepChange: fn() },
} satisfies Meta<typeof PreApprovalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 8: what to buy and borrow. Enter with an empty amount shows the summary and the field's message; a valid step moves on and focuses the next heading. */
export const Borrow: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Step 1 of 8")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "What you want to buy and borrow" })).toBeVisible();
    const amount = canvas.getByRole("textbox", { name: /^Amount to borrow/ });
    await userEvent.click(amount);
    await userEvent.keyboard("{Enter}");
    // The first check waits for the schema, which loads as the form is first focused (lazy-resolver.ts).
    await expect(await canvas.findByRole("region", { name: "Please fix the following errors:" })).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(preApprovalMessages.amountInvalid));
    await userEvent.type(amount, "40,000{Enter}");
    await waitFor(() => expect(canvas.getByRole("heading", { name: "Your employment" })).toHaveFocus());
    // With the answers so far, which a journey keeps so a reload resumes at this step.
    await expect(args.onStepChange).toHaveBeenCalledWith("employment", expect.objectContaining({ amount: 40_000 }));
  },
};

/** Step 2: employment, radios by keyboard; no choice is a message on the group. */
export const Employment: Story = {
  args: { initialStep: "employment" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findAllByText(preApprovalMessages.employmentInvalid)).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole("radio", { name: "Self-employed" }));
    await expect(canvas.getByRole("radio", { name: "Self-employed" })).toBeChecked();
  },
};

/** Step 3: yearly income before tax. */
export const Income: Story = {
  args: { initialStep: "income" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /^Yearly income before tax/ })).toBeVisible();
    await expect(canvas.getByText("Step 3 of 8")).toBeVisible();
  },
};

/** Step 4: monthly expenses and other repayments (0 to start with). */
export const Expenses: Story = {
  args: { initialStep: "expenses" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /^Monthly living expenses/ })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Monthly repayments on other loans/ })).toHaveValue("0");
  },
};

/** Step 5: dependants; more than 10 is refused with the spec's message. */
export const Dependants: Story = {
  args: { initialStep: "dependants" },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: /^People who depend on you/ });
    await userEvent.clear(field);
    await userEvent.type(field, "12{Enter}");
    await expect(await canvas.findAllByText(preApprovalMessages.dependantsInvalid)).not.toHaveLength(0);
  },
};

/** Step 6: residency. */
export const Residency: Story = {
  args: { initialStep: "residency" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "What is your residency?" })).toBeVisible();
    await expect(canvas.getAllByRole("radio")).toHaveLength(4);
  },
};

/** Step 7: self-declared credit history. */
export const CreditHistory: Story = {
  args: { initialStep: "credit" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "How would you describe your credit history?" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "A default on file" })).toBeVisible();
  },
};

/** Step 8: consent; sending without it is refused, with it the whole application goes out. */
export const Consent: Story = {
  args: { initialStep: "consent", defaultValues: complete },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/No credit check is made/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "See my pre-approval" }));
    await expect(await canvas.findAllByText(preApprovalMessages.consentRequired)).not.toHaveLength(0);
    await waitFor(() => expect(canvas.getByRole("region", { name: "Please fix the following errors:" })).toHaveFocus());
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to this soft application" }));
    await userEvent.click(canvas.getByRole("button", { name: "See my pre-approval" }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith({ ...complete, consent: true }, expect.anything()));
  },
};

/** Sending: the last step's button shows it is busy. */
export const Sending: Story = {
  args: { initialStep: "consent", defaultValues: complete, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /See my pre-approval/ })).toBeVisible();
  },
};
