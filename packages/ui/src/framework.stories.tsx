import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { FrameworkProvider, type FrameworkImageProps, type FrameworkLinkProps } from "./framework";
import { headerItems } from "./fixtures/navigation";
import { SiteFooter, SiteFooterColumns } from "./site-footer";
import { SiteHeader, SiteHeaderBar, SiteHeaderLogo, SiteHeaderNav } from "./site-header";

// Stand-ins for next/link and next/image: they mark what they render, so the story can
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

/** The apps hand in next/link and next/image; header, dropdown and footer links all use them. */
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
