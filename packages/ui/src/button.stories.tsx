import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button, type ButtonIntent, type ButtonSize } from "./button";
import { ArrowRightIcon, PhoneIcon } from "./icons";

const intents: ButtonIntent[] = ["primary", "secondary", "outline", "ghost", "destructive", "link", "badge"];
const sizes: ButtonSize[] = ["sm", "md", "lg"];

const meta = {
  title: "Shell/Button",
  component: Button,
  args: { children: "Enquire Now", onClick: fn() },
  argTypes: {
    intent: { control: "select", options: intents },
    size: { control: "inline-radio", options: [...sizes, "icon"] },
    layout: { control: "inline-radio", options: ["one-line", "wrap"] },
    shape: { control: "inline-radio", options: ["rounded", "round"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Enquire Now" });
    await expect(button).toHaveAttribute("data-slot", "button");
    await expect(button).toHaveAttribute("data-variant", "primary");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every intent at every size, as a designer reviews them side by side. */
export const AllIntents: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {intents.map((intent) => (
        <div key={intent} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} {...args} intent={intent} size={size}>
              {intent} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** WCAG 2.4.7 / 2.4.11: keyboard focus shows a 2px outline in the ring colour, offset from the button. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Enquire Now" });
    // Synthetic Tab presses do not set :focus-visible; focusVisible asks the browser for the keyboard look.
    button.focus({ focusVisible: true } as FocusOptions);
    await expect(button).toHaveFocus();
    await expect(button.matches(":focus-visible")).toBe(true);
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe("solid");
    await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    await expect(parseFloat(style.outlineOffset)).toBeGreaterThanOrEqual(2);
  },
};

/** While working: a spinner, aria-busy, data-state="loading"; clicks are ignored but focus stays. */
export const Loading: Story = {
  args: { loading: true, children: "Sending enquiry" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Sending enquiry" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("data-state", "loading");
    await expect(button).not.toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

const submitEnquiry = fn();

/** A loading submit button does not submit its form again; the same button idle does (the control). */
export const LoadingSubmit: Story = {
  render: () => (
    <div className="flex gap-3">
      {[true, false].map((loading) => (
        <form
          key={String(loading)}
          aria-label={loading ? "Sending" : "Idle"}
          onSubmit={(event) => {
            event.preventDefault();
            submitEnquiry(loading);
          }}
        >
          <Button type="submit" loading={loading}>
            {loading ? "Sending" : "Send enquiry"}
          </Button>
        </form>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    submitEnquiry.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Sending" }));
    await expect(submitEnquiry).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Send enquiry" }));
    await expect(submitEnquiry).toHaveBeenCalledOnce();
    await expect(submitEnquiry).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Enquire Now" })).toBeDisabled();
  },
};

/** asChild: a link (the framework's Link in the apps) styled as a button. */
export const AsLink: Story = {
  args: { asChild: true, intent: "outline", children: <a href="/cars/">View our stock</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "View our stock" });
    await expect(link).toHaveAttribute("href", "/cars/");
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** asChild and loading together: the spinner goes inside the link. */
export const AsLinkLoading: Story = {
  args: { asChild: true, loading: true, children: <a href="/finance">Get Finance</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Get Finance" });
    await expect(link).toHaveAttribute("aria-busy", "true");
    await expect(link.querySelector("[data-slot=button-spinner]")).not.toBeNull();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args}>
        <PhoneIcon />
        Call the dealer
      </Button>
      <Button {...args} intent="secondary">
        See all offers
        <ArrowRightIcon />
      </Button>
      <Button {...args} intent="outline" size="icon" aria-label="Call the dealer">
        <PhoneIcon />
      </Button>
    </div>
  ),
};

/** layout="wrap": a long label wraps onto lines only when its container is narrower than the label. */
export const LongLabel: Story = {
  args: { children: "Reserve This Car $200 — fully refundable within 48 hours", layout: "wrap", className: "text-left" },
  render: (args) => (
    <div className="max-w-64">
      <Button {...args} />
    </div>
  ),
};

/** spec 1: a US site's copy (Inquire, Personalized). */
export const USSpelling: Story = {
  args: { children: "Inquire About Personalized Finance" },
};

export const ToyotaTemplate: Story = {
  ...AllIntents,
  globals: { template: "toyota" },
};

export const NissanTemplate: Story = {
  ...AllIntents,
  globals: { template: "nissan" },
};
