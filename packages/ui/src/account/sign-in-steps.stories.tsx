import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { SignInCodeStep, SignInPhoneStep, type SignInCodeStepProps, type SignInPhoneStepProps } from "./sign-in-steps";

const phoneMessages = { required: "Enter your mobile number", invalid: "Enter a mobile number, like 0412 345 678" };
const codeMessages = { required: "Enter the 6-digit code", invalid: "The code is 6 digits, like 123456" };

/** Fresh spies for each story, so one story's calls never count in another. */
const phoneArgs = (): SignInPhoneStepProps => ({
  heading: "Sign in with your mobile",
  intro: "We'll text you a code. No password needed: your watchlist is kept against your number.",
  example: "0412 345 678",
  messages: phoneMessages,
  note: (
    <>
      Codes go to the local SMS outbox (<code>pnpm sms:list</code>).
    </>
  ),
  pending: false,
  onSubmit: fn(),
  backHref: "/",
  backLabel: "Back to the site",
});

const codeArgs = (): SignInCodeStepProps => ({
  phoneDisplay: "0412 345 678",
  messages: codeMessages,
  pending: false,
  onSubmit: fn(),
  onChangeNumber: fn(),
  onResend: fn(),
});

const meta = {
  title: "Account/SignInSteps",
  component: SignInPhoneStep,
  parameters: { layout: "padded" },
} satisfies Meta<typeof SignInPhoneStep>;

export default meta;
type Story = StoryObj<typeof SignInPhoneStep>;
type CodeStory = StoryObj<typeof SignInCodeStep>;

/** The field: labelled, typed for phones, with its example as the hint. */
export const PhoneStep: Story = {
  args: phoneArgs(),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Sign in with your mobile" })).toBeVisible();
    const field = canvas.getByRole("textbox", { name: "Mobile number" });
    await expect(field).toHaveAttribute("type", "tel");
    await expect(field).toHaveAttribute("autocomplete", "tel");
    await expect(field).toHaveAttribute("inputmode", "tel");
    await expect(field).toHaveAccessibleDescription("For example 0412 345 678");
    // A fresh page does not pull focus into the field.
    await expect(field).not.toHaveFocus();
    await expect(canvas.getByText("pnpm sms:list")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the site" })).toHaveAttribute("href", "/");
    await userEvent.type(field, " 0412 345 678 ");
    await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
    // Trimmed, otherwise as typed: the server normalises it.
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith("0412 345 678");
  },
};

/** Client checks: empty says required and focuses the field; letters say invalid. */
export const PhoneValidation: Story = {
  args: phoneArgs(),
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole("textbox", { name: "Mobile number" });
    await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
    await expect(await canvas.findByText(phoneMessages.required)).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(`For example 0412 345 678 Error: ${phoneMessages.required}`);

    await userEvent.type(field, "call me");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText(phoneMessages.invalid)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, "12345");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText(phoneMessages.invalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "+61 (412) 345-678{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith("+61 (412) 345-678");
    await waitFor(() => expect(canvas.queryByText(phoneMessages.invalid)).toBeNull());
  },
};

/** While the code is sent: the button is busy and a second submit sends nothing. */
export const PhonePending: Story = {
  args: { ...phoneArgs(), pending: true, defaultPhone: "0412 345 678" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Send code" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole("textbox", { name: "Mobile number" }), "{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Sending your code");
  },
};

/** The server's answer is an alert, read out and focused. */
export const PhoneServerError: Story = {
  args: { ...phoneArgs(), error: "We couldn't send a code to that number. Check it and try again.", defaultPhone: "0412 345 678" },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't send a code to that number. Check it and try again.");
    await expect(alert).toHaveFocus();
  },
};

/** At 390px the button spans the column and nothing scrolls sideways. */
export const PhoneStepOnAPhone: Story = {
  args: phoneArgs(),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Send code" });
    const field = canvas.getByRole("textbox", { name: "Mobile number" });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
    for (const target of [button, field, canvas.getByRole("link", { name: "Back to the site" })]) await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The code step: focus starts in the field, which the phone fills from the SMS. */
export const CodeStep: CodeStory = {
  render: (args) => <SignInCodeStep {...args} />,
  args: codeArgs(),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("We sent a 6-digit code to 0412 345 678.")).toBeVisible();
    const field = canvas.getByRole("textbox", { name: "6-digit code" });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveAttribute("pattern", "[0-9]{6}");
    await expect(field).toHaveAttribute("maxlength", "6");

    // Typed with a space: the space never counts.
    await userEvent.type(field, "123 456");
    await expect(field).toHaveValue("123456");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith("123456");

    await userEvent.click(canvas.getByRole("button", { name: "Use a different number" }));
    await expect(args.onChangeNumber).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Send a new code" }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** Empty says required; too short or not digits says invalid; a pasted "123 456" fits the six places. */
export const CodeValidation: CodeStory = {
  ...CodeStep,
  args: codeArgs(),
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole("textbox", { name: "6-digit code" });
    const verify = canvas.getByRole("button", { name: "Verify" });
    await userEvent.click(verify);
    await expect(await canvas.findByText(codeMessages.required)).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(field, "12a45");
    await userEvent.click(verify);
    await expect(await canvas.findByText(codeMessages.invalid)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(`Error: ${codeMessages.invalid}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.paste("654 321");
    await expect(field).toHaveValue("654321");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith("654321");
  },
};

/** A new code waits its turn: the button says how long and does nothing meanwhile. */
export const ResendWaiting: CodeStory = {
  ...CodeStep,
  args: { ...codeArgs(), resendAvailableIn: 23 },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole("button", { name: "Send a new code in 23 s" });
    await expect(resend).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** While a new code is sent, and while the code is checked: busy buttons, a status for screen readers. */
export const CodePending: CodeStory = {
  ...CodeStep,
  args: { ...codeArgs(), pending: true, resendPending: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "Verify" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Send a new code" })).toHaveAttribute("aria-busy", "true");
    await userEvent.type(canvas.getByRole("textbox", { name: "6-digit code" }), "123456{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Checking your code");
  },
};

export const CodeStepOnAPhone: CodeStory = {
  ...CodeStep,
  args: { ...codeArgs(), resendAvailableIn: 45 },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Verify" }).getBoundingClientRect().width).toBeGreaterThan(300);
    for (const name of ["Use a different number", "Send a new code in 45 s"]) await expect(canvas.getByRole("button", { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/**
 * The two steps as the storefront switches them: "Send code" moves to the code
 * step (focus in its field), a wrong code comes back as a focused alert, and
 * "Use a different number" returns to the number with focus in its field.
 */
function SignInFlow() {
  const [step, setStep] = React.useState<"phone" | "code">("phone");
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [phone, setPhone] = React.useState("");
  const [returned, setReturned] = React.useState(false);
  const later = (work: () => void) => window.setTimeout(work, 50);
  if (step === "phone") {
    return (
      <SignInPhoneStep
        {...phoneArgs()}
        defaultPhone={phone}
        autoFocus={returned}
        pending={pending}
        onSubmit={(value) => {
          setPending(true);
          later(() => {
            setPhone(value);
            setPending(false);
            setStep("code");
          });
        }}
      />
    );
  }
  return (
    <SignInCodeStep
      {...codeArgs()}
      phoneDisplay={phone}
      pending={pending}
      error={error}
      onSubmit={() => {
        setPending(true);
        setError(null);
        later(() => {
          setPending(false);
          setError("That code isn't right. Check the SMS and try again.");
        });
      }}
      onChangeNumber={() => {
        setError(null);
        setReturned(true);
        setStep("phone");
      }}
    />
  );
}

export const Flow: Story = {
  args: phoneArgs(),
  render: () => <SignInFlow />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Mobile number" }), "0412 345 678{Enter}");
    const code = await canvas.findByRole("textbox", { name: "6-digit code" });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByText("We sent a 6-digit code to 0412 345 678.")).toBeVisible();

    await userEvent.type(code, "000000{Enter}");
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("That code isn't right. Check the SMS and try again.");
    await waitFor(() => expect(alert).toHaveFocus());
    // The same answer twice is focused again.
    await userEvent.type(code, "{Enter}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Verify" })).not.toHaveAttribute("aria-busy"));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());

    await userEvent.click(canvas.getByRole("button", { name: "Use a different number" }));
    const phone = await canvas.findByRole("textbox", { name: "Mobile number" });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue("0412 345 678");
  },
};

export const ToyotaTemplate: Story = { globals: { template: "toyota" }, args: { ...phoneArgs(), error: "Too many codes sent to this number. Try again in 10 minutes." } };
