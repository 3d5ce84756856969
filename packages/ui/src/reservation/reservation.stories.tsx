import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { leadFieldMessages } from "@forecourt/domain";
import { HoldCountdown } from "./hold-countdown";
import { PaymentIcons } from "./payment-icons";
import { ReservationCheckout, type ReservationSubmitResult } from "./reservation-checkout";
import { ReservationStatus, type ReservationStatusView } from "./reservation-status";

// Issue 17: the checkout in each payment state (idle, processing, redirecting to the
// gateway, authentication, declined, error), the hold countdown, the reservation's
// status as its owner sees it, and the payment marks.

const meta = {
  title: "Reservation/Checkout",
  component: ReservationCheckout,
  parameters: { layout: "padded" },
  args: { region: "AU", amountText: "$200", holdHours: 48, state: { kind: "idle" }, onSubmit: fn(() => Promise.resolve({ ok: true } as ReservationSubmitResult)) },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReservationCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) => within(canvasElement).getByRole("button", { name: /Reserve Now \$200|Processing|Opening the secure payment page/ });

/** Idle: the terms (spec 9: 48 hours, 100% refundable), the payment marks, the contact fields; bad input is named, good input is sent. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Reserve it now for $200" })).toBeVisible();
    await expect(canvas.getByText(/holds this car for you for 48 hours\. It is 100% refundable/)).toBeVisible();
    await expect(canvas.getByRole("list", { name: "We accept" })).toBeVisible();
    await userEvent.click(submit(canvasElement));
    const summary = await canvas.findByRole("heading", { name: "Please fix the following errors:" });
    await expect(summary).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const phone = canvas.getByLabelText("Phone");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(canvas.getByLabelText("Name"), "Sam Driver");
    await userEvent.type(canvas.getByLabelText("Email"), "sam@example.com");
    await userEvent.type(phone, "0412 345 678");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: "Sam Driver", email: "sam@example.com", phone: "0412 345 678" }));
  },
};

/** A field the server refused comes back on its field. */
export const ServerFieldError: Story = {
  args: {
    defaultValues: { name: "Sam Driver", email: "sam@example.com", phone: "0412 345 678" },
    onSubmit: fn(() => Promise.resolve({ ok: false, fieldErrors: { email: [leadFieldMessages.emailInvalid] } } as ReservationSubmitResult)),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(submit(canvasElement));
    await expect(await within(canvasElement).findByText(leadFieldMessages.emailInvalid, { selector: "[data-slot=field-error] *" })).toBeVisible();
  },
};

/** Processing: the button says so and keeps focus, and the fields cannot change underneath it. */
export const Processing: Story = {
  args: { state: { kind: "processing" }, defaultValues: { name: "Sam Driver", email: "sam@example.com", phone: "0412 345 678" } },
  play: async ({ canvasElement, args }) => {
    const button = submit(canvasElement);
    await expect(button).toHaveAccessibleName("Processing…");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).getByLabelText("Name")).toHaveAttribute("readonly");
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On the way to the gateway's secure card page. */
export const Redirecting: Story = {
  args: { state: { kind: "redirecting" }, defaultValues: { name: "Sam Driver", email: "sam@example.com", phone: "0412 345 678" } },
  play: async ({ canvasElement }) => {
    await expect(submit(canvasElement)).toHaveAccessibleName("Opening the secure payment page…");
  },
};

/** The card's bank asks for 3-D Secure. */
export const Authentication: Story = {
  args: { state: { kind: "authentication" }, defaultValues: { name: "Sam Driver", email: "sam@example.com", phone: "0412 345 678" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Confirm the payment with your bank");
  },
};

/** Declined: the alert takes focus and says nothing was taken. */
export const Declined: Story = {
  args: {
    state: { kind: "declined", message: "Your card was declined. No money was taken and the car is not reserved: try another card." },
    defaultValues: { name: "Sam Driver", email: "sam@example.com", phone: "0412 345 678" },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Payment declined");
    await expect(alert).toHaveTextContent("No money was taken");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(submit(canvasElement)).toHaveAccessibleName("Reserve Now $200");
  },
};

/** The car was taken meanwhile, or payments are down. */
export const Unavailable: Story = {
  args: { state: { kind: "error", message: "Someone else has just reserved this car. It may become available again if their reservation lapses." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("We could not reserve this car");
  },
};

/** The countdown ticks down each second and, once the hold ends, says so. */
function EndsSoon() {
  // Three seconds from when the story mounts, not from when the file loaded.
  const [expiresAt] = React.useState(() => new Date(Date.now() + 3_000).toISOString());
  return <HoldCountdown expiresAt={expiresAt} />;
}

export const Countdown: StoryObj<typeof HoldCountdown> = {
  render: () => <EndsSoon />,
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole("timer", { name: "Time left on your hold" });
    await expect(timer).toHaveTextContent(/^[123]s/);
    await waitFor(() => expect(within(canvasElement).getByText("Your hold has ended.", { selector: "[aria-live] *, [aria-live]" })).toBeVisible(), { timeout: 6_000 });
    await expect(timer).toHaveTextContent(/^0s/);
  },
};

/** 48 hours from the render time: hours, minutes and seconds. */
export const CountdownFullHold: StoryObj<typeof HoldCountdown> = {
  render: (args) => <HoldCountdown {...args} />,
  args: { now: "2026-11-28T01:00:00.000Z", expiresAt: new Date(Date.now() + 48 * 3600_000 - 2_000).toISOString() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("timer")).toHaveTextContent(/^47h 59m \d\ds/);
    await expect(within(canvasElement).getByRole("timer")).toHaveTextContent(/47 hours and 59 minutes left/);
  },
};

export const Icons: StoryObj<typeof PaymentIcons> = {
  render: () => <PaymentIcons />,
  play: async ({ canvasElement }) => {
    const marks = within(within(canvasElement).getByRole("list", { name: "We accept" })).getAllByRole("img");
    await expect(marks.map((mark) => mark.getAttribute("aria-label"))).toEqual(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]);
  },
};

const view = (overrides: Partial<ReservationStatusView>): ReservationStatusView => ({
  id: "3f2a9c1e-7d4b-4e8a-9b1c-2d3e4f5a6b7c",
  status: "held",
  statusLabel: "Reserved",
  amountText: "$200",
  expiresAt: new Date(Date.now() + 47 * 3600_000).toISOString(),
  refund: null,
  ...overrides,
});

type StatusStory = StoryObj<typeof ReservationStatus>;
const statusArgs = { carTitle: "2022 Toyota HiLux SR5", carHref: "/cars/2022-toyota-hilux-sr5-101", retryHref: "/cars/2022-toyota-hilux-sr5-101/checkout" };

/** Held: the countdown, and a cancel that asks first and refunds in full. */
export const Held: StatusStory = {
  render: (args) => <ReservationStatus {...args} />,
  args: { ...statusArgs, reservation: view({}), onCancel: fn(() => Promise.resolve({ ok: true as const })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your car is reserved" })).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent(/^4[67]h/);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel reservation" }));
    const confirm = canvas.getByRole("button", { name: "Yes, cancel and refund" });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Keep my reservation" }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Cancel reservation" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: "Yes, cancel and refund" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const AwaitingPayment: StatusStory = {
  render: (args) => <ReservationStatus {...args} />,
  args: { ...statusArgs, reservation: view({ status: "pending", statusLabel: "Awaiting payment", expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("waiting for the payment gateway to confirm your $200 payment");
  },
};

export const PaymentDeclined: StatusStory = {
  render: (args) => <ReservationStatus {...args} />,
  args: { ...statusArgs, reservation: view({ status: "pending", statusLabel: "Awaiting payment", paymentError: "Your card was declined. No money was taken and the car is not reserved: try another card." }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("No money was taken");
    await expect(within(canvasElement).getByRole("link", { name: "Try another card" })).toHaveAttribute("href", "/cars/2022-toyota-hilux-sr5-101/checkout");
  },
};

export const CancelledAndRefunded: StatusStory = {
  render: (args) => <ReservationStatus {...args} />,
  args: { ...statusArgs, reservation: view({ status: "cancelled", statusLabel: "Cancelled", refund: "done" }), onCancel: fn(() => Promise.resolve({ ok: true as const })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You cancelled this reservation. Your $200 deposit has been refunded in full.")).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: "Cancel reservation" })).toBeNull();
  },
};

export const CancelRefused: StatusStory = {
  render: (args) => <ReservationStatus {...args} />,
  args: { ...statusArgs, reservation: view({}), onCancel: fn(() => Promise.resolve({ ok: false as const, error: "This reservation can no longer be cancelled" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel reservation" }));
    await userEvent.click(canvas.getByRole("button", { name: "Yes, cancel and refund" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This reservation can no longer be cancelled");
  },
};

