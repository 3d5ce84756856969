import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { MoveFavouritesOffer, type MoveFavouritesOfferProps } from "./move-favourites-offer";

const offerArgs = (count: number): MoveFavouritesOfferProps => ({ count, onMove: fn(), onDismiss: fn() });

const meta = {
  title: "Account/MoveFavouritesOffer",
  component: MoveFavouritesOffer,
  parameters: { layout: "padded" },
} satisfies Meta<typeof MoveFavouritesOffer>;

export default meta;
type Story = StoryObj<typeof MoveFavouritesOffer>;

export const Offer: Story = {
  args: offerArgs(3),
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole("region", { name: "Favourites on this device" });
    await expect(region).toHaveTextContent("You have 3 favourites saved on this device. Move them to your watchlist?");
    await userEvent.click(canvas.getByRole("button", { name: "Move to watchlist" }));
    await expect(args.onMove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Not now" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const OneFavourite: Story = {
  args: offerArgs(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region")).toHaveTextContent("You have 1 favourite saved on this device. Move it to your watchlist?");
  },
};

export const Pending: Story = {
  args: { ...offerArgs(3), pending: true },
  play: async ({ canvas, args }) => {
    const move = canvas.getByRole("button", { name: "Move to watchlist" });
    await expect(move).toHaveAttribute("aria-busy", "true");
    await userEvent.click(move);
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Not now" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Moving your favourites");
  },
};

/** Done: "1 car", "4 cars"; the buttons are gone. */
export const DoneOne: Story = {
  args: { ...offerArgs(1), done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Moved 1 car to your watchlist.");
    await expect(canvas.getByRole("status")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const DoneMany: Story = {
  args: { ...offerArgs(4), done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Moved 4 cars to your watchlist.");
  },
};

/** The storefront's wiring: Move is busy for a moment, then the confirmation is read out and takes focus. */
function MovingOffer(props: MoveFavouritesOfferProps) {
  const [state, setState] = React.useState<"offer" | "pending" | "done">("offer");
  return (
    <MoveFavouritesOffer
      {...props}
      pending={state === "pending"}
      done={state === "done"}
      onMove={() => {
        props.onMove();
        setState("pending");
        window.setTimeout(() => setState("done"), 50);
      }}
    />
  );
}

export const MoveByKeyboard: Story = {
  args: offerArgs(2),
  render: (args) => <MovingOffer {...args} />,
  play: async ({ canvas, args }) => {
    canvas.getByRole("button", { name: "Move to watchlist" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMove).toHaveBeenCalledOnce();
    const status = canvas.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Moved 2 cars to your watchlist."));
    await waitFor(() => expect(status).toHaveFocus());
  },
};

export const Phone: Story = {
  args: offerArgs(12),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const button of canvas.getAllByRole("button")) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
