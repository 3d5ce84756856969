import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { FrameworkProvider, ResponsiveImage, type FrameworkImageProps, type FrameworkLinkProps } from "./framework";
import { headerItems } from "./fixtures/navigation";
import { SiteFooter, SiteFooterColumns } from "./site-footer";
import { SiteHeader, SiteHeaderBar, SiteHeaderLogo, SiteHeaderNav } from "./site-header";

// Stand-ins for an app's Link and Image: they mark what they render, so the story can
// check that ui used the app's components rather than plain <a> and <img>.
function AppLink(props: FrameworkLinkProps) {
  return <a data-framework="app-link" {...props} />;
}
function AppImage({ alt, ...props }: FrameworkImageProps) {
  return <img alt={alt} data-framework="app-image" {...props} />;
}

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" fill="#1d4ed8"/></svg>')}`;

const meta = {
  title: "Shell/FrameworkProvider",
  component: FrameworkProvider,
  parameters: { layout: "fullscreen" },
  args: { Link: AppLink, Image: AppImage, children: null },
  render: (args) => (
    <FrameworkProvider {...args}>
      <SiteHeader items={headerItems} currentPath="/">
        <SiteHeaderBar>
          <SiteHeaderLogo name="Brisbane City Toyota" src={logo} />
          <SiteHeaderNav />
        </SiteHeaderBar>
      </SiteHeader>
      <SiteFooter>
        <SiteFooterColumns columns={[{ title: "Buyer Tools", links: [{ label: "Used Cars", href: "/search/used-cars" }] }]} />
      </SiteFooter>
    </FrameworkProvider>
  ),
} satisfies Meta<typeof FrameworkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An app hands in its Link (next/link) and may hand in an Image; header, dropdown and footer use them. */
export const AppComponents: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Brisbane City Toyota" })).toHaveAttribute("data-framework", "app-image");
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("data-framework", "app-link");
    await expect(canvas.getByRole("link", { name: "Used Cars" })).toHaveAttribute("data-framework", "app-link");
    await userEvent.click(canvas.getByRole("button", { name: "Service" }));
    await waitFor(() => expect(canvas.getByRole("link", { name: "Warranty" })).toHaveAttribute("data-framework", "app-link"));
    await userEvent.keyboard("{Escape}");
  },
};

/** Without a provider (Storybook, tests): plain <a> and <img>. */
export const PlainDefaults: Story = {
  args: { Link: undefined, Image: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Home" })).not.toHaveAttribute("data-framework");
    await expect(canvas.getByRole("img", { name: "Brisbane City Toyota" })).not.toHaveAttribute("data-framework");
  },
};

/**
 * ResponsiveImage, the default Image: delivery URLs at the photo's width, a srcset by
 * width up to twice it when the page gives `sizes` (else 1x and 2x), lazy unless it
 * is the page's largest paint.
 */
export const ResponsivePhotos: Story = {
  args: { Link: undefined, Image: undefined },
  render: () => (
    <FrameworkProvider>
      <ResponsiveImage src="/media/demo/hilux.jpg" alt="2022 Toyota HiLux" width={480} height={360} sizes="(min-width: 992px) 30vw, 100vw" />
      <ResponsiveImage src="/media/demo/corolla.jpg?v=2" alt="2021 Toyota Corolla" width={160} height={120} fetchPriority="high" />
    </FrameworkProvider>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole("img", { name: "2022 Toyota HiLux" });
    await expect(card).toHaveAttribute("src", "/media/demo/hilux.jpg?w=480&q=80&auto=format");
    await expect(card).toHaveAttribute("srcset", expect.stringContaining("/media/demo/hilux.jpg?w=960&q=80&auto=format 960w"));
    await expect(card.getAttribute("srcset")).not.toContain("1080w");
    await expect(card).toHaveAttribute("loading", "lazy");
    const lcp = canvas.getByRole("img", { name: "2021 Toyota Corolla" });
    await expect(lcp).toHaveAttribute("srcset", "/media/demo/corolla.jpg?v=2&w=160&q=80&auto=format 1x, /media/demo/corolla.jpg?v=2&w=320&q=80&auto=format 2x");
    await expect(lcp).toHaveAttribute("loading", "eager");
    await expect(lcp).toHaveAttribute("fetchpriority", "high");
  },
};
