import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CompareTray } from "./compare-tray";

const meta = {
  title: "Compare/CompareTray",
  component: CompareTray,
  args: { count: 2, limit: 4, href: "/compare?cars=101,107", onClear: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompareTray>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("2 of 4 cars chosen to compare.");
    await expect(canvas.getByRole("link", { name: "Compare (2)" })).toHaveAttribute("href", "/compare?cars=101,107");
    await userEvent.click(canvas.getByRole("button", { name: "Clear selection" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** One car: no link yet, a prompt to choose another. */
export const OneChosen: Story = {
  args: { count: 1, href: "/compare?cars=101" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("1 of 4 cars chosen to compare. Choose another car to compare it with.");
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** A fifth car refused: the message replaces the count, announced by the status line. */
export const FullWithMessage: Story = {
  args: { count: 4, href: "/compare?cars=101,107,113,120", notice: "You can compare up to 4 cars. Remove one to add the 2021 Toyota Corolla Ascent Sport." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("You can compare up to 4 cars.");
    await expect(status).toHaveAttribute("data-variant", "notice");
    await expect(canvas.getByRole("link", { name: "Compare (4)" })).toBeVisible();
  },
};

/** Nothing chosen: only the (visually hidden, empty) status line is in the page. */
export const NoneChosen: Story = {
  args: { count: 0, href: "/compare" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("[data-slot=compare-tray]")).toHaveAttribute("data-state", "closed");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Phone: Story = {
  args: { count: 3, href: "/compare?cars=101,107,113" },
  globals: { viewport: { value: "phone", isRotated: false } },
};
