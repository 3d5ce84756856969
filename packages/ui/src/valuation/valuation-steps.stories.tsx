import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { adjustmentQuestions, tradeInTerms, valuationMessages } from "@forecourt/domain";
import { ValuationManualForm, ValuationOfferPanel, ValuationQuestionsForm, ValuationRegoForm, ValuationVehicleConfirm } from "./valuation-steps";

// Issue 18: each step of the instant valuation and its states: the rego (idle, a
// malformed plate, the API's answer on a field), the make and model by hand, the
// vehicle to confirm, the questions (the odometer checked, each answer with its id),
// and the offer with its terms or the reason there is none.

const meta = {
  title: "Valuation/Steps",
  component: ValuationRegoForm,
  parameters: { layout: "padded" },
  args: { region: "AU", defaultValues: { rego: "", state: "QLD" }, onSubmit: fn(), onEnterManually: fn() },
} satisfies Meta<typeof ValuationRegoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A well-formed plate is sent upper-cased without spaces, with its state. */
export const Rego: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Rego/ }), "abc 123");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "State" }), "NSW");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Rego/ }), "{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).toEqual({ rego: "ABC123", state: "NSW" });
  },
};

/** A malformed plate is named on its field and nothing is sent. */
export const RegoMalformed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Rego/ }), "!");
    await userEvent.click(canvas.getByRole("button", { name: "Find my car" }));
    await expect(await canvas.findByText(valuationMessages.regoInvalid)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Rego/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API's 400 lands on its field; New Zealand asks for the region. */
export const RegoServerError: Story = {
  args: { region: "NZ", defaultValues: { rego: "ABC123", state: "AKL" }, serverErrors: { state: [valuationMessages.stateInvalid("NZ")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Region" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(valuationMessages.stateInvalid("NZ"))).toBeVisible();
  },
};

const now = new Date("2026-11-28T00:00:00Z");

/** By hand: each field's message from the API's rules; a whole entry is sent with the year as a number. */
export const Manual: StoryObj<typeof ValuationManualForm> = {
  render: (args) => <ValuationManualForm {...args} />,
  args: { now, onSubmit: fn(), onLookUpInstead: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText(valuationMessages.makeRequired)).toBeVisible();
    await expect(canvas.getByText(valuationMessages.modelRequired)).toBeVisible();
    await expect(canvas.getByText(valuationMessages.yearInvalid(now))).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Make" }), "Toyota");
    await userEvent.type(canvas.getByRole("textbox", { name: "Model" }), "HiLux");
    await userEvent.type(canvas.getByRole("textbox", { name: "Year" }), "2021");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ make: "Toyota", model: "HiLux", year: 2021, variant: null }));
  },
};

const hilux = { make: "Toyota", model: "HiLux", year: 2021, variant: "SR5", body: "Ute", fuel: "Diesel", transmission: "Automatic" };

export const Confirm: StoryObj<typeof ValuationVehicleConfirm> = {
  render: (args) => <ValuationVehicleConfirm {...args} />,
  args: { vehicle: hilux, plate: { rego: "abc123", state: "QLD" }, onConfirm: fn(), onEnterManually: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2021 Toyota HiLux SR5")).toBeVisible();
    await expect(canvas.getByText("ABC123 (QLD)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Yes, this is my car" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The odometer is required; every question starts at its first choice and is sent with its id. */
export const Questions: StoryObj<typeof ValuationQuestionsForm> = {
  render: (args) => <ValuationQuestionsForm {...args} />,
  args: { onSubmit: fn(), onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole("button", { name: "Get Your Valuation" });
    await userEvent.click(submit);
    await expect(await canvas.findByText(valuationMessages.odometerInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: /^Odometer/ }), "45,000");
    const second = adjustmentQuestions[1]!;
    await userEvent.click(canvas.getByRole("radio", { name: second.choices[1]!.label }));
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as { odometer: number; answers: Array<{ id: number; answer: string }> };
    await expect(sent.odometer).toBe(45_000);
    await expect(sent.answers).toHaveLength(adjustmentQuestions.length);
    await expect(sent.answers.find((answer) => answer.id === second.id)?.answer).toBe(second.choices[1]!.value);
  },
};

export const Offer: StoryObj<typeof ValuationOfferPanel> = {
  render: (args) => <ValuationOfferPanel {...args} />,
  args: { vehicle: hilux, offer: { low: 31_500, high: 35_000, comparables: 14 }, reason: "Based on 14 similar cars sold or listed in Queensland in the last 90 days.", onAccept: fn(), onDecline: fn(), onStartAgain: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("$31,500 to $35,000")).toBeVisible();
    for (const term of tradeInTerms) await expect(canvas.getByText(term)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Accept offer" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** No estimate (over 7 years or 100,000 km, or too few comparables): a valuer will call. */
export const NoOffer: StoryObj<typeof ValuationOfferPanel> = {
  render: (args) => <ValuationOfferPanel {...args} />,
  args: { vehicle: { ...hilux, year: 2015 }, offer: null, reason: "Cars over 7 years old are valued in person: one of our valuers will call you.", onAccept: fn(), onDecline: fn(), onStartAgain: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Accept offer" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Ask a valuer to call me" }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};
