import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./button";
import { PageState, PageStateActions, PageStateCode, PageStateMessage, PageStateTitle } from "./page-state";

const meta = {
  title: "Shell/PageState",
  component: PageState,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The apps' not-found page: unknown path on a known site. */
export const NotFound: Story = {
  render: () => (
    <PageState intent="not-found">
      <PageStateCode>404</PageStateCode>
      <PageStateTitle>We couldn&apos;t find that page</PageStateTitle>
      <PageStateMessage>The car may have been sold, or the link may be out of date. Try our stock or head back home.</PageStateMessage>
      <PageStateActions>
        <Button asChild>
          <a href="/cars/">Browse our stock</a>
        </Button>
        <Button asChild intent="outline">
          <a href="/">Back to home</a>
        </Button>
      </PageStateActions>
    </PageState>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    // The big "404" is decorative beside the heading.
    await expect(canvas.getByText("404")).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  },
};

const retry = fn();

/** The apps' error page: a retry action calls the error boundary's reset. */
export const Error: Story = {
  render: () => (
    <PageState intent="error">
      <PageStateCode>500</PageStateCode>
      <PageStateTitle>Something went wrong</PageStateTitle>
      <PageStateMessage>We couldn&apos;t load this page. Please try again, or call us on 07 3000 0000.</PageStateMessage>
      <PageStateActions>
        <Button onClick={() => retry()}>Try again</Button>
        <Button asChild intent="ghost">
          <a href="/">Back to home</a>
        </Button>
      </PageStateActions>
    </PageState>
  ),
  play: async ({ canvas }) => {
    retry.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** A panel inside a page: the title is an <h2> under the page's own heading. */
export const Empty: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <div>
      <h1 className="mb-6 text-2xl font-bold">Your watchlist</h1>
      <PageState intent="empty">
        <PageStateTitle asChild>
          <h2>No saved cars yet</h2>
        </PageStateTitle>
        <PageStateMessage>Tap the heart on any car to keep it here.</PageStateMessage>
        <PageStateActions>
          <Button asChild intent="secondary" size="sm">
            <a href="/cars/">Browse our stock</a>
          </Button>
        </PageStateActions>
      </PageState>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No saved cars yet" })).toHaveAttribute("data-slot", "page-state-title");
  },
};

/** A long title and message wrap and stay centred. */
export const LongText: Story = {
  render: () => (
    <PageState intent="not-found">
      <PageStateCode>404</PageStateCode>
      <PageStateTitle>This vehicle listing is no longer available because it has been sold or withdrawn</PageStateTitle>
      <PageStateMessage>
        Cars sell quickly at Brisbane City Toyota and Commercial Vehicle Centre Woolloongabba. Sold cars stay listed for three days; after that,
        their pages are removed. Browse similar new, used and demo cars, or make an enquiry and our team will find one for you.
      </PageStateMessage>
      <PageStateActions>
        <Button asChild>
          <a href="/search/new-used-and-demo-cars/">See similar new, used and demo cars</a>
        </Button>
        <Button asChild intent="outline">
          <a href="/contact">Make an enquiry</a>
        </Button>
      </PageStateActions>
    </PageState>
  ),
};

/** spec 1: US copy. */
export const USSpelling: Story = {
  render: () => (
    <PageState intent="empty">
      <PageStateTitle asChild>
        <h2>No colors match your search</h2>
      </PageStateTitle>
      <PageStateMessage>Inquire with our team and we will find the color you want.</PageStateMessage>
    </PageState>
  ),
};

export const Mobile: Story = {
  ...NotFound,
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const ToyotaTemplate: Story = { ...Error, play: undefined, globals: { template: "toyota" } };

export const NissanTemplate: Story = { ...NotFound, play: undefined, globals: { template: "nissan" } };
