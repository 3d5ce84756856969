import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AccountOverview, type AccountOverviewProps } from "./account-overview";

const overviewArgs = (): AccountOverviewProps => ({
  phoneDisplay: "0412 345 678",
  watchlist: { count: 3, href: "/account/watchlist" },
  favourites: { count: 1, href: "/favourites" },
  enquiries: [
    { id: "lead-1", sentAt: "3 Nov 2026", title: "Test drive: 2022 Toyota HiLux SR5 Double Cab", detail: "Sunshine Toyota Maroochydore" },
    { id: "lead-2", sentAt: "28 Oct 2026", title: "Enquiry: 2021 Mazda CX-5 Maxx Sport" },
  ],
  onSignOut: fn(),
  onDelete: fn(),
  privacyHref: "/privacy-policy",
});

const meta = {
  title: "Account/AccountOverview",
  component: AccountOverview,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <main>
        <h1 className="mb-6 text-2xl font-bold">Your account</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AccountOverview>;

export default meta;
type Story = StoryObj<typeof AccountOverview>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Overview: Story = {
  args: overviewArgs(),
  play: async ({ canvas, args }) => {
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(["Your details", "Saved cars", "Enquiries sent while signed in", "Sign out", "Delete account"]);
    await expect(canvas.getByRole("region", { name: "Your details" })).toHaveTextContent("Mobile number0412 345 678");
    await expect(canvas.getByRole("link", { name: "Your watchlist: 3 cars" })).toHaveAttribute("href", "/account/watchlist");
    // 1 car, not 1 cars.
    await expect(canvas.getByRole("link", { name: "Favourites on this device: 1 car" })).toHaveAttribute("href", "/favourites");
    const enquiries = within(canvas.getByRole("region", { name: "Enquiries sent while signed in" })).getAllByRole("listitem");
    await expect(enquiries).toHaveLength(2);
    await expect(enquiries[0]).toHaveTextContent("Test drive: 2022 Toyota HiLux SR5 Double CabSent 3 Nov 2026Sunshine Toyota Maroochydore");
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** spec 2.5 'Modals': the confirm dialog by keyboard. Cancel closes it and deletes nothing; confirm calls onDelete. */
export const DeleteByKeyboard: Story = {
  args: overviewArgs(),
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole("button", { name: "Delete account" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Delete your account?" });
    const inDialog = within(dialog);
    // It says what goes and what stays.
    await expect(dialog.querySelector("[data-slot=account-delete-removed]")).toHaveTextContent(/account.*sessions?.*watchlist/i);
    await expect(dialog.querySelector("[data-slot=account-delete-kept]")).toHaveTextContent("Enquiries you have already sent stay with the dealer");
    await expect(inDialog.getByRole("link", { name: "Read the privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    // Focus starts on Cancel, so Enter straight away deletes nothing.
    const cancel = inDialog.getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    const reopened = await body(canvasElement).findByRole("dialog", { name: "Delete your account?" });
    const confirm = within(reopened).getByRole("button", { name: "Delete my account" });
    await waitFor(() => expect(within(reopened).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

/** The account page's wiring: the delete fails once; the dialog stays open with the message focused. */
function FailingDelete(props: AccountOverviewProps) {
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <AccountOverview
      {...props}
      deletePending={pending}
      deleteError={error}
      onDelete={() => {
        props.onDelete();
        setPending(true);
        setError(null);
        window.setTimeout(() => {
          setPending(false);
          setError("We couldn't delete your account just now. Please try again.");
        }, 50);
      }}
    />
  );
}

export const DeleteFails: Story = {
  args: overviewArgs(),
  render: (args) => <FailingDelete {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete account" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    const alert = await within(dialog).findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't delete your account just now. Please try again.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(body(canvasElement).getByRole("dialog")).toBeVisible();
  },
};

/** Busy buttons while signing out or deleting. */
export const Pending: Story = {
  args: { ...overviewArgs(), signOutPending: true, deletePending: true },
  play: async ({ canvas, canvasElement, args }) => {
    const signOut = canvas.getByRole("button", { name: "Sign out" });
    await expect(signOut).toHaveAttribute("aria-busy", "true");
    await userEvent.click(signOut);
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Delete account" }));
    const dialog = await body(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Deleting your account");
  },
};

/** No enquiries yet, no favourites on this site, no privacy page. */
export const Minimal: Story = {
  args: { ...overviewArgs(), enquiries: [], favourites: undefined, privacyHref: undefined, watchlist: { count: 1, href: "/account/watchlist" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("You haven't sent an enquiry while signed in.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Your watchlist: 1 car" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /Favourites/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Delete account" }));
    const dialog = await body(canvasElement).findByRole("dialog");
    await expect(within(dialog).queryByRole("link")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const Phone: Story = {
  args: overviewArgs(),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
