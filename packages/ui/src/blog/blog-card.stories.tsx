import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { imageSizes, imageUrl } from "@forecourt/domain";
import { BlogCard, BlogCategoryNav, BlogPagination } from "./blog-card";

const art = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#0f766e"/><circle cx="400" cy="400" r="200" fill="#99f6e4"/></svg>')}`;

const meta = {
  title: "Blog/BlogCard",
  component: BlogCard,
  render: (args) => (
    <div className="max-w-xs">
      <BlogCard {...args} />
    </div>
  ),
  args: {
    title: "Tyre pressures explained",
    href: "/blog/tyre-pressures-explained",
    image: art,
    category: "Motoring Tips",
    dateLabel: "20 November 2026",
    dateTime: "2026-11-20",
    excerpt: "Check tyre pressures when the tyres are cold, using the placard inside the driver's door rather than the number on the sidewall.",
  },
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Tyre pressures explained" })).toHaveAttribute("href", "/blog/tyre-pressures-explained");
    await expect(canvas.getByText("20 November 2026")).toHaveAttribute("datetime", "2026-11-20");
    // spec 2.6: the blog image is cropped 375x375.
    const image = canvasElement.querySelector("img")!;
    await expect(image).toHaveAttribute("width", "375");
    // Through the image service's parameters (a data: URL, as here, passes through unchanged).
    await expect(image.getAttribute("src")).toBe(imageUrl(art, imageSizes.blog));
  },
};

export const LongTitleNoImage: Story = {
  args: { title: "Beginner's guide to beach driving: tyre pressures, recovery gear, tides and what to do when you get stuck", image: null, excerpt: null, dateLabel: "November 20, 2026" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const Categories: Story = {
  render: () => (
    <BlogCategoryNav
      items={[
        { label: "All posts", href: "/blog", current: false, count: 7 },
        { label: "Buyer Advice", href: "/blog?category=buyer-advice", current: true, count: 3 },
        { label: "4x4xMORE Adventures", href: "/blog?category=4x4xmore-adventures", current: false, count: 1 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Blog categories" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Buyer Advice (3)" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "All posts (7)" })).not.toHaveAttribute("aria-current");
  },
};

export const Pages: Story = {
  render: () => <BlogPagination page={2} pageCount={3} hrefFor={(page) => (page === 1 ? "/blog" : `/blog?page=${page}`)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/blog");
    await expect(canvas.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/blog?page=3");
  },
};

export const OnePage: Story = {
  render: () => <BlogPagination page={1} pageCount={1} hrefFor={() => "/blog"} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("nav")).toBeNull();
  },
};
