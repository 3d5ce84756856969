import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SiteDirectory, type SiteDirectoryEntry } from "./site-directory";

const demoSites: SiteDirectoryEntry[] = [
  { slug: "brisbane-toyota", name: "Brisbane City Toyota", template: "toyota", region: "AU", url: "http://brisbane-toyota.localhost:3001/", location: "Woolloongabba, QLD" },
  { slug: "sydney-toyota", name: "Parramatta Toyota", template: "toyota", region: "AU", url: "http://sydney-toyota.localhost:3001/", location: "Parramatta, NSW" },
  { slug: "perth-toyota", name: "Perth Toyota", template: "toyota", region: "AU", url: "http://perth-toyota.localhost:3001/", location: "Osborne Park, WA" },
  { slug: "melbourne-nissan", name: "Nissan Melbourne City", template: "nissan", region: "AU", url: "http://melbourne-nissan.localhost:3002/", location: "Southbank, VIC" },
  { slug: "adelaide-nissan", name: "Adelaide Nissan", template: "nissan", region: "AU", url: "http://adelaide-nissan.localhost:3002/", location: "Adelaide, SA" },
  { slug: "auckland-motors", name: "Auckland Motor Group", template: "generic", region: "NZ", url: "http://auckland-motors.localhost:3000/", location: "Penrose, Auckland" },
  { slug: "austin-autos", name: "Austin Autos", template: "generic", region: "US", url: "http://austin-autos.localhost:3000/", location: "Austin, TX" },
  { slug: "hobart-cars", name: "Hobart Car Centre", template: "generic", region: "AU", url: "http://hobart-cars.localhost:3000/", location: "Hobart, TAS" },
];

const meta = {
  title: "Shell/SiteDirectory",
  component: SiteDirectory,
  args: { sites: demoSites },
  render: (args) => (
    <main className="mx-auto max-w-7xl">
      <h1 className="mb-6 text-2xl font-bold">Demo sites</h1>
      <SiteDirectory {...args} />
    </main>
  ),
} satisfies Meta<typeof SiteDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare host lists every demo site; each card links to its own host. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(demoSites.length);
    await expect(canvas.getByRole("link", { name: "Austin Autos" })).toHaveAttribute("href", "http://austin-autos.localhost:3000/");
    await expect(within(items[6]!).getByText("United States")).toBeVisible();
    await expect(within(items[5]!).getByText("New Zealand")).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    sites: [
      { slug: "brisbane-city-toyota-and-commercial-vehicle-centre", name: "Brisbane City Toyota and Commercial Vehicle Centre Woolloongabba", template: "toyota", region: "AU", url: "http://brisbane-city-toyota-and-commercial-vehicle-centre.localhost:3001/", location: "Woolloongabba, QLD" },
      ...demoSites.slice(0, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>("[data-slot=site-directory]")!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Empty: Story = {
  args: { sites: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No demo sites yet" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};
