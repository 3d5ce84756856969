import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { formMessages, leadFormFields, type LeadFormId } from "@forecourt/domain";
import { LeadForm, type LeadFormSubmitResult } from "./lead-form";
import { fillLeadForm, multiDealerSite, submitButton } from "./lead-form.fixtures";

// Every form in its idle, client-error, server-error and submitting states, on a
// site that shows every picker (categories, two dealerships, two locations, terms).

const meta = {
  title: "Forms/LeadForm/States",
  component: LeadForm,
  parameters: { layout: "padded" },
  args: { form: "general", options: multiDealerSite, context: { carId: 42 }, onSubmit: fn(() => Promise.resolve({ ok: true } as LeadFormSubmitResult)) },
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

const serverMessage = "We could not send this right now. Please try again, or call us on 07 3000 0000.";

function idle(form: LeadFormId): Story {
  return {
    args: { form },
    play: async ({ canvasElement }) => {
      // Every visible field the domain plans for this form is rendered.
      for (const plan of leadFormFields(form, multiDealerSite)) {
        const control = canvasElement.querySelector(`[name="${plan.name}"]${plan.hidden ? "[type=hidden]" : ":not([type=hidden])"}`);
        await expect(control, plan.name).not.toBeNull();
      }
    },
  };
}

function clientErrors(form: LeadFormId): Story {
  return {
    args: { form },
    play: async ({ args, canvas, canvasElement }) => {
      await userEvent.click(submitButton(canvasElement));
      const heading = await canvas.findByRole("heading", { name: formMessages.errorSummaryHeading });
      const box = heading.closest<HTMLElement>("[data-slot=error-summary]")!;
      await waitFor(() => expect(box).toHaveFocus());
      const links = within(box).getAllByRole("link").map((link) => link.textContent);
      await expect(links).toContain("Enter your email address");
      await expect(links).toContain(formMessages.termsRequired);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  };
}

function serverError(form: LeadFormId): Story {
  return {
    args: { form, onSubmit: fn(() => Promise.resolve({ ok: false, error: serverMessage } as LeadFormSubmitResult)) },
    play: async ({ args, canvas, canvasElement }) => {
      await fillLeadForm(canvasElement);
      await userEvent.click(submitButton(canvasElement));
      await expect(await canvas.findByRole("alert")).toHaveTextContent(serverMessage);
      await expect(args.onSubmit).toHaveBeenCalledOnce();
    },
  };
}

function submitting(form: LeadFormId): Story {
  return {
    args: { form, onSubmit: fn(() => new Promise<LeadFormSubmitResult>(() => {})) },
    play: async ({ args, canvasElement }) => {
      await fillLeadForm(canvasElement);
      const button = submitButton(canvasElement);
      await userEvent.dblClick(button);
      await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
    },
  };
}

export const GeneralIdle = idle("general");
export const GeneralErrors = clientErrors("general");
export const GeneralServerError = serverError("general");
export const GeneralSubmitting = submitting("general");

export const CarEnquiryIdle = idle("car-enquiry");
export const CarEnquiryErrors = clientErrors("car-enquiry");
export const CarEnquiryServerError = serverError("car-enquiry");
export const CarEnquirySubmitting = submitting("car-enquiry");

/** spec 5: an unavailable car's enquiry starts with 'Can you please find me something similar?'. */
export const CarEnquiryUnavailableCar: Story = {
  args: { form: "car-enquiry", context: { carId: 42, carAvailable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("Can you please find me something similar?");
  },
};

export const TestDriveIdle = idle("test-drive");
export const TestDriveErrors = clientErrors("test-drive");
export const TestDriveServerError = serverError("test-drive");
export const TestDriveSubmitting = submitting("test-drive");

/** spec 5: the request-photos message is hidden, with its default text. */
export const RequestPhotosIdle: Story = {
  ...idle("request-photos"),
  play: async (context) => {
    await idle("request-photos").play!(context);
    const message = context.canvasElement.querySelector<HTMLInputElement>('input[type=hidden][name="message"]')!;
    await expect(message.value).toBe("Can you please send me more photos of this vehicle?");
    await expect(context.canvas.queryByRole("textbox", { name: /message/i })).toBeNull();
  },
};
export const RequestPhotosErrors = clientErrors("request-photos");
export const RequestPhotosServerError = serverError("request-photos");
export const RequestPhotosSubmitting = submitting("request-photos");

export const FinanceIdle = idle("finance");
export const FinanceErrors = clientErrors("finance");
export const FinanceServerError = serverError("finance");
export const FinanceSubmitting = submitting("finance");

export const TradeInIdle = idle("trade-in");
export const TradeInErrors = clientErrors("trade-in");
export const TradeInServerError = serverError("trade-in");
export const TradeInSubmitting = submitting("trade-in");

export const SellMyCarIdle = idle("sell-my-car");
export const SellMyCarErrors = clientErrors("sell-my-car");
export const SellMyCarServerError = serverError("sell-my-car");
export const SellMyCarSubmitting = submitting("sell-my-car");

export const ContactIdle = idle("contact");
export const ContactErrors = clientErrors("contact");
export const ContactServerError = serverError("contact");
export const ContactSubmitting = submitting("contact");

export const ServiceIdle = idle("service");
export const ServiceErrors = clientErrors("service");
export const ServiceServerError = serverError("service");
export const ServiceSubmitting = submitting("service");

export const PartsIdle = idle("parts");
export const PartsErrors = clientErrors("parts");
export const PartsServerError = serverError("parts");
export const PartsSubmitting = submitting("parts");

export const CareersIdle = idle("careers");
export const CareersErrors = clientErrors("careers");
export const CareersServerError = serverError("careers");
export const CareersSubmitting = submitting("careers");

/** One dealership and location: both chosen for the shopper and sent as hidden fields. */
export const SingleDealershipHiddenPickers: Story = {
  args: { form: "service", options: { region: "AU", messageRequired: false, termsRequired: false, dealerships: [{ slug: "brisbane-city-toyota", name: "Brisbane City Toyota" }], locations: [{ id: 11, name: "Brisbane City" }] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("combobox")).toBeNull();
    await expect(canvasElement.querySelector<HTMLInputElement>('input[type=hidden][name="location_id"]')!.value).toBe("11");
    await expect(canvasElement.querySelector<HTMLInputElement>('input[type=hidden][name="dealership_slug"]')!.value).toBe("brisbane-city-toyota");
  },
};
