import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { formMessages, leadFieldMessages } from "@forecourt/domain";
import * as React from "react";
import { Button } from "../button";
import { generalEnquirySteps, LeadForm, type LeadFormSubmitResult } from "./lead-form";
import { fillLeadForm, multiDealerSite, singleDealerSite, submitButton, usSite } from "./lead-form.fixtures";

const ok = (): Promise<LeadFormSubmitResult> => Promise.resolve({ ok: true });

const meta = {
  title: "Forms/LeadForm",
  component: LeadForm,
  parameters: { layout: "padded" },
  args: { form: "general", options: multiDealerSite, onSubmit: fn(ok), onSuccess: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The general enquiry on a site with categories, two dealerships, two locations and terms. */
export const General: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Enquiry type" })).toHaveValue("General Enquiry");
    await expect(canvas.getByRole("radio", { name: "Phone" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Keep me up to date with news and offers" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "I agree to the terms of use" })).not.toBeChecked();
    // The honeypot is out of reach: hidden from assistive technology and from Tab.
    const honeypot = canvas.getByLabelText("Website", { selector: "input" });
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot.closest("[aria-hidden=true]")).not.toBeNull();
  },
};

/** A valid enquiry is sent once with parsed values, an idempotency key and the empty honeypot; then onSuccess. */
export const SubmitsValidValues: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillLeadForm(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [values, meta] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(values).toEqual({
      category: "General Enquiry",
      dealership_slug: "gold-coast-toyota",
      location_id: 12,
      name: "Jane",
      email: "jane@example.com",
      phone: "0412 345 678",
      preferred_contact: "phone",
      message: "Is this car still available?",
      opt_in: true,
      terms: true,
    });
    await expect(meta).toEqual({ idempotencyKey: expect.stringMatching(/.{16,}/), website: "" });
    await expect(canvas.getByText("Thank you. Your enquiry has been sent.")).toBeVisible();
  },
};

/** spec 2.9, 8: 'Please fix the following errors:' lists every message as a link, and takes focus. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    const summary = await canvas.findByRole("heading", { name: formMessages.errorSummaryHeading });
    const box = summary.closest<HTMLElement>("[data-slot=error-summary]")!;
    await waitFor(() => expect(box).toHaveFocus());
    const links = within(box).getAllByRole("link").map((link) => link.textContent);
    await expect(links).toEqual([
      leadFieldMessages.dealershipRequired,
      leadFieldMessages.locationRequired,
      "Enter your name",
      "Enter your email address",
      "Enter your phone number",
      "Enter a message",
      "You must agree to the terms of use before submitting the form",
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Inline errors, wired to their controls.
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Error: Enter your email address");
    await expect(canvas.getByRole("checkbox", { name: "I agree to the terms of use" })).toHaveAccessibleDescription("Error: You must agree to the terms of use before submitting the form");
    // A summary link moves focus to its field.
    await userEvent.click(within(box).getByRole("link", { name: "Enter your email address" }));
    await expect(email).toHaveFocus();
    // Fixing a field drops its message from the summary.
    await userEvent.type(email, "not-an-email");
    await expect(await within(box).findByRole("link", { name: leadFieldMessages.emailInvalid })).toBeVisible();
  },
};

/** spec 5 'Postcode' and spec 8: the exact postcode and terms messages, on the trade-in lead form. */
export const PostcodeAndTermsMessages: Story = {
  args: { form: "trade-in", options: { ...singleDealerSite, termsRequired: true } },
  play: async ({ canvas, canvasElement }) => {
    await fillLeadForm(canvasElement);
    await userEvent.clear(canvas.getByRole("textbox", { name: "Postcode" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "400");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to the terms of use" }));
    await userEvent.click(submitButton(canvasElement));
    const summary = await canvas.findByRole("heading", { name: "Please fix the following errors:" });
    const box = within(summary.closest<HTMLElement>("[data-slot=error-summary]")!);
    await expect(box.getByRole("link", { name: "Invalid postcode. Please enter a 4-digit number." })).toBeVisible();
    await expect(box.getByRole("link", { name: "You must agree to the terms of use before submitting the form" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("maxlength", "4");
  },
};

/** spec 8: the server's error text in a destructive alert; the form is idle again and keeps what was typed. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.resolve({ ok: false, error: "Our enquiry system is down. Please call us on 07 3000 0000." })) },
  play: async ({ args, canvas, canvasElement }) => {
    await fillLeadForm(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Our enquiry system is down. Please call us on 07 3000 0000.");
    await expect(alert).toHaveAttribute("data-tone", "destructive");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(submitButton(canvasElement)).not.toHaveAttribute("aria-busy");
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Jane");
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** spec 8: no error text (or a network failure) reads 'An unexpected error occurred' (spelt right); a retry sends the same key. */
export const UnexpectedError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new TypeError("Failed to fetch"))) },
  play: async ({ args, canvas, canvasElement }) => {
    await fillLeadForm(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^An unexpected error occurred$/);
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    const calls = (args.onSubmit as ReturnType<typeof fn>).mock.calls;
    await expect(calls[1]![1].idempotencyKey).toBe(calls[0]![1].idempotencyKey);
    // Changed values are a different lead, so they get a new key.
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), " Thanks");
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(3));
    await expect(calls[2]![1].idempotencyKey).not.toBe(calls[0]![1].idempotencyKey);
  },
};

/** A 400's fieldErrors land on their fields and in the summary; errors about hidden fields join the alert. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.resolve({
        ok: false,
        error: "Please fix the following errors:",
        fieldErrors: { email: ["This email address cannot receive mail"], car_id: ["This car has been sold"] },
      } satisfies LeadFormSubmitResult),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await fillLeadForm(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    const heading = await canvas.findByRole("heading", { name: "Please fix the following errors:" });
    const box = heading.closest<HTMLElement>("[data-slot=error-summary]")!;
    await waitFor(() => expect(box).toHaveFocus());
    await expect(within(box).getByRole("link", { name: "This email address cannot receive mail" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Error: This email address cannot receive mail");
    await expect(canvas.getByRole("alert")).toHaveTextContent("This car has been sold");
  },
};

function pending(): Promise<LeadFormSubmitResult> {
  return new Promise(() => {});
}

/** spec 4: submitting shows a spinner and ignores a second click or Enter: one request. */
export const Submitting: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ args, canvas, canvasElement }) => {
    await fillLeadForm(canvasElement);
    const button = submitButton(canvasElement);
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button.querySelector("[data-slot=button-spinner]")).not.toBeNull();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("data-state", "submitting");
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("status")).toHaveTextContent("Sending your enquiry");
  },
};

/** spec 2.9, 4: three steps; each validates its own fields and goes next, Back keeps values, the last submits. */
export const MultiStep: Story = {
  args: { steps: generalEnquirySteps },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Your enquiry" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Name" })).toBeNull();
    // Next validates this step only.
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    const box = (await canvas.findByRole("heading", { name: "Please fix the following errors:" })).closest<HTMLElement>("[data-slot=error-summary]")!;
    await expect(within(box).getAllByRole("link").map((link) => link.textContent)).toEqual([leadFieldMessages.dealershipRequired, leadFieldMessages.locationRequired, "Enter a message"]);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Dealership" }), "gold-coast-toyota");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Location" }), "Gold Coast");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Do you have a white HiLux?");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByText("Step 2 of 3")).toBeVisible();
    const stepHeading = canvas.getByRole("heading", { name: "Your details" });
    await waitFor(() => expect(stepHeading).toHaveFocus());
    await expect(canvas.queryByRole("heading", { name: "Please fix the following errors:" })).toBeNull();
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Jane");
    // Back keeps the values of both steps.
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("Do you have a white HiLux?");
    await expect(canvas.getByRole("combobox", { name: "Location" })).toHaveValue("12");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Jane");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jane@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "0412345678");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByText("Step 3 of 3")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to the terms of use" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Email" }));
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({ message: "Do you have a white HiLux?", location_id: 12, name: "Jane", preferred_contact: "email", terms: true });
  },
};

/** A server error about a field on an earlier step: the summary link takes the shopper back to it. */
export const MultiStepServerErrorOnEarlierStep: Story = {
  args: {
    steps: generalEnquirySteps,
    options: singleDealerSite,
    onSubmit: fn(() => Promise.resolve({ ok: false, fieldErrors: { message: ["Message contains a link; please remove it"] } } satisfies LeadFormSubmitResult)),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "See www.example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await fillLeadForm(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(submitButton(canvasElement));
    const link = await canvas.findByRole("link", { name: "Message contains a link; please remove it" });
    await userEvent.click(link);
    await expect(await canvas.findByText("Step 1 of 3")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Message" })).toHaveFocus());
  },
};

/** Keyboard only: Tab through the fields, Space for checkboxes, arrows for radios, Enter to submit. */
export const KeyboardOnly: Story = {
  args: { form: "car-enquiry", options: { ...singleDealerSite, termsRequired: true }, context: { carId: 4242 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: "Name" }));
    await userEvent.keyboard("Jane");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus();
    await userEvent.keyboard("jane@example.com");
    await userEvent.tab();
    await userEvent.keyboard("0412 345 678");
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Phone" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Email" })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Finance" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab({ shift: false });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveFocus();
    await userEvent.keyboard("Can I see it on Saturday?");
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Keep me up to date with news and offers" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Send enquiry" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).toEqual({
      car_id: 4242,
      name: "Jane",
      email: "jane@example.com",
      phone: "0412 345 678",
      preferred_contact: "email",
      has_trade_in: "yes",
      additional_services: ["Finance"],
      message: "Can I see it on Saturday?",
      opt_in: true,
      terms: true,
    });
  },
};

/** spec 1: a US site says Inquiry, ZIP code and License plate, and gives a US phone example. */
export const USSpelling: Story = {
  args: { form: "trade-in", options: usSite },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("textbox", { name: "ZIP code" })).toHaveAttribute("maxlength", "5");
    const plate = canvas.getByRole<HTMLInputElement>("textbox", { name: /^License plate/ });
    await expect(plate.labels?.[0]?.textContent).toBe("License plate (optional)");
    await expect(plate).toHaveAccessibleName("License plate (optional)");
    await expect(canvas.getByText("For example (555) 123-4567")).toBeVisible();
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByRole("link", { name: formMessages.invalidZip })).toBeVisible();
  },
};

export const USSpellingGeneral: Story = {
  args: { form: "general", options: usSite },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Inquiry type" })).toHaveValue("General Enquiry");
    await expect(canvas.getByRole("option", { name: "General Inquiry" })).toBeInTheDocument();
    await expect(canvas.getByRole("option", { name: "Sales Inquiry" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Send inquiry" })).toBeVisible();
  },
};

/** Long dealership names, categories, labels and messages wrap without overflowing. */
export const LongText: Story = {
  args: {
    options: {
      ...multiDealerSite,
      categories: ["General Enquiry", "Commercial vehicle fleet and government purchasing enquiry for registered businesses"],
      dealerships: [
        { slug: "a", name: "Brisbane City Toyota Commercial Vehicle and Fleet Centre Woolloongabba" },
        { slug: "b", name: "Gold Coast Toyota Southport Pre-Owned and Certified Used Vehicle Centre" },
      ],
    },
    labels: { message: "Tell us about the vehicle you are looking for, your budget, and when you would like to take delivery" },
    onSubmit: fn(() => Promise.resolve({ ok: false, error: "We could not send your enquiry because our customer relationship system did not answer in time. Please try again in a few minutes, or call Brisbane City Toyota on 07 3000 0000 during business hours." })),
  },
  play: async ({ canvas, canvasElement }) => {
    await fillLeadForm(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Tell us about the vehicle/ }), " ".padEnd(40, "Looking for a diesel dual-cab ute. "));
    await userEvent.click(submitButton(canvasElement));
    await canvas.findByRole("alert");
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** 390px phone: one column, full-width submit. */
export const Mobile: Story = {
  ...ValidationErrors,
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const MobileMultiStep: Story = {
  args: { steps: generalEnquirySteps },
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const ToyotaTemplate: Story = { args: { form: "test-drive", context: { carId: 42 } }, globals: { template: "toyota" } };

export const NissanTemplate: Story = { args: { form: "finance" }, globals: { template: "nissan" } };

function PrefillAfterHydration(props: React.ComponentProps<typeof LeadForm>) {
  const [prefill, setPrefill] = React.useState<Record<string, unknown> | undefined>(undefined);
  return (
    <div className="space-y-4">
      <Button intent="outline" onClick={() => setPrefill({ name: "Saved Name", email: "saved@example.com", phone: "0400 000 000" })}>
        Load saved details
      </Button>
      <LeadForm {...props} prefill={prefill} />
    </div>
  );
}

/** Saved contact details arrive after hydration; they fill empty fields and never overwrite what the shopper typed. */
export const PrefillKeepsWhatWasTyped: Story = {
  args: { form: "contact", options: singleDealerSite },
  render: (args) => <PrefillAfterHydration {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Name/ }), "Typed Name");
    await userEvent.click(canvas.getByRole("button", { name: "Load saved details" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^Email/ })).toHaveValue("saved@example.com"));
    await expect(canvas.getByRole("textbox", { name: /^Name/ })).toHaveValue("Typed Name");
    await expect(canvas.getByRole("textbox", { name: /^Phone/ })).toHaveValue("0400 000 000");
  },
};
