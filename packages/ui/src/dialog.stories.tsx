import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import { LeadForm, type LeadFormSubmitResult } from "./forms/lead-form";
import { singleDealerSite } from "./forms/lead-form.fixtures";

const ok = (): Promise<LeadFormSubmitResult> => Promise.resolve({ ok: true });

const meta = {
  title: "Shell/Dialog",
  component: Dialog,
  parameters: { layout: "centered" },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function CarEnquiryDialog({ defaultOpen = false, onSubmit = fn(ok) }: { defaultOpen?: boolean; onSubmit?: () => Promise<LeadFormSubmitResult> }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Enquire Now</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enquire about this car</DialogTitle>
          <DialogDescription>2022 Toyota HiLux SR5 Double Cab, stock no. AN1</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <LeadForm form="car-enquiry" options={singleDealerSite} context={{ carId: 1, carAvailable: true }} headingLevel={3} onSubmit={onSubmit} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** spec 2.5 'Modals': the enquiry form in a dialog, opened and closed by keyboard. */
export const CarEnquiryByKeyboard: Story = {
  render: () => <CarEnquiryDialog />,
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: "Enquire Now" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    // The dialog's parts load on first open (or when focus reaches the trigger).
    const dialog = await body.findByRole("dialog", { name: "Enquire about this car" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveAttribute("aria-controls", dialog.id);
    await expect(dialog).toHaveAccessibleDescription("2022 Toyota HiLux SR5 Double Cab, stock no. AN1");
    // Focus moved into the dialog and stays there: Tab from the last control wraps to the first.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    for (let index = 0; index < 30; index++) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

/** Open, as a designer reviews it; the close button closes it. */
export const Open: Story = {
  render: () => <CarEnquiryDialog defaultOpen />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Enquire about this car" });
    // Visible once the fade-in has run.
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: /Name/ })).toBeVisible());
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};
