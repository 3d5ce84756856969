import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { watchlistToast } from "@forecourt/domain";
import { Button } from "./button";
import { FrameworkProvider, type FrameworkLinkProps } from "./framework";
import { ToastProvider, useToast } from "./toast";

/** Two cars' save buttons, as a results page would wire them: each shows spec 8's watchlist toast. */
function SaveButtons() {
  const toast = useToast();
  const save = (kind: "saved" | "removed", car: string) => {
    const message = watchlistToast(kind, car);
    toast.show({ title: message.title, description: message.description, action: { label: message.action, href: "/watchlist" } });
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => save("saved", "2022 Toyota HiLux SR5")}>Save the HiLux</Button>
      <Button intent="outline" onClick={() => save("removed", "2021 Mazda CX-5 Maxx")}>
        Remove the CX-5
      </Button>
      <Button intent="outline" onClick={() => toast.show({ title: "Signed out", description: "You have signed out on this device." })}>
        Sign out
      </Button>
    </div>
  );
}

const meta = {
  title: "Shell/Toast",
  component: ToastProvider,
  parameters: { layout: "padded" },
  render: (args) => (
    <ToastProvider {...args}>
      <SaveButtons />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelectorAll("[data-slot=toast]");
const viewport = (canvasElement: HTMLElement) => within(canvasElement).getByRole("region", { name: "Notifications (F8)" });

/** spec 4, 8, 9: one toast at a time; a second replaces the first. */
export const OneAtATime: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = viewport(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save the HiLux" }));
    // Visible once the fade-in has run.
    const first = await within(region).findByText("Car Saved In Watchlist");
    await waitFor(() => expect(first).toBeVisible());
    await expect(within(region).getByText("2022 Toyota HiLux SR5 is now available in your watchlist")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Remove the CX-5" }));
    await within(region).findByText("Car Removed");
    await expect(toasts(canvasElement)).toHaveLength(1);
    await expect(within(region).queryByText("Car Saved In Watchlist")).toBeNull();
    await expect(within(region).getByRole("link", { name: "View List" })).toHaveAttribute("href", "/watchlist");
    // A toast without an action has no link.
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await within(region).findByText("Signed out");
    await expect(toasts(canvasElement)).toHaveLength(1);
    await expect(within(region).queryByRole("link")).toBeNull();
  },
};

/** The close button dismisses; F8 takes keyboard users to the toasts, as Radix does. */
export const CloseByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = viewport(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save the HiLux" }));
    const close = await within(region).findByRole("button", { name: "Close" });
    // WCAG 2.2 target size.
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    // user-event has no F8 key; Radix listens for the key's code on the document.
    canvasElement.ownerDocument.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: "F8", bubbles: true }));
    await waitFor(() => expect(region.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    close.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

const followed = fn();

/** Links into the app's router, as next/link would; this one records the visit instead of leaving Storybook. */
function RecordingLink({ href, onClick, ...props }: FrameworkLinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        followed(href);
      }}
    />
  );
}

/** The action goes through the framework's Link (next/link in the apps) and closes the toast. */
export const ActionUsesFrameworkLink: Story = {
  render: (args) => (
    <FrameworkProvider Link={RecordingLink}>
      <ToastProvider {...args}>
        <SaveButtons />
      </ToastProvider>
    </FrameworkProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    followed.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Save the HiLux" }));
    const link = await within(viewport(canvasElement)).findByRole("link", { name: "View List" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).not.toHaveAttribute("type");
    await userEvent.click(link);
    await expect(followed).toHaveBeenCalledWith("/watchlist");
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

/** A toast stays for its duration, then leaves on its own (shortened here). */
export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save the HiLux" }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0), { timeout: 3000 });
  },
};

/** On a phone the toast spans the bottom of the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save the HiLux" }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    const box = toasts(canvasElement)[0]!.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(300);
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const ToyotaTemplate: Story = { ...OneAtATime, globals: { template: "toyota" } };

