import type { Meta, StoryObj } from "@storybook/react-vite";
import type { FooterColumn, MenuLink } from "@forecourt/domain";
import { expect, within } from "storybook/test";
import { dealerships, footerColumns, legalLinks } from "./fixtures/navigation";
import {
  SiteFooter,
  SiteFooterAddress,
  SiteFooterBottom,
  SiteFooterColumns,
  SiteFooterCopyright,
  SiteFooterDetails,
  SiteFooterLegal,
  SiteFooterLicences,
} from "./site-footer";

type FooterStoryArgs = {
  columns: FooterColumn[];
  legal: MenuLink[];
  dealerships: Array<{ name: string; licence: string | null }>;
  name: string;
  addressLines: string[];
  phone?: string | null;
  email?: string | null;
  year: number;
  locale?: string;
  licencesTitle?: string;
};

/** The footer as the storefront composes it from site config (spec 2.2). */
function ComposedFooter({ columns, legal, dealerships: sites, name, addressLines, phone, email, year, locale, licencesTitle }: FooterStoryArgs) {
  return (
    <SiteFooter>
      <SiteFooterColumns columns={columns} locale={locale} />
      <SiteFooterDetails>
        <SiteFooterAddress name={name} lines={addressLines} phone={phone} email={email} />
        <SiteFooterLicences dealerships={sites} title={licencesTitle} />
      </SiteFooterDetails>
      <SiteFooterBottom>
        <SiteFooterLegal links={legal} locale={locale} />
        <SiteFooterCopyright year={year} holder={name}>
          All rights reserved.
        </SiteFooterCopyright>
      </SiteFooterBottom>
    </SiteFooter>
  );
}

const meta = {
  title: "Shell/SiteFooter",
  component: ComposedFooter,
  parameters: { layout: "fullscreen" },
  args: {
    columns: footerColumns,
    legal: legalLinks,
    dealerships,
    name: "Brisbane City Toyota",
    addressLines: ["123 Ipswich Road", "Woolloongabba QLD 4102"],
    phone: "07 3000 0000",
    email: "sales@brisbanecitytoyota.example",
    year: 2026,
  },
} satisfies Meta<typeof ComposedFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2.2: Buyer Tools and Servicing and Parts columns, licences, address, legal links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    const columns = within(canvas.getByRole("navigation", { name: "Footer" }));
    await expect(columns.getByRole("heading", { name: "Buyer Tools" })).toBeVisible();
    await expect(columns.getByRole("link", { name: "Demo Cars" })).toHaveAttribute("href", "/search/demo-cars");
    await expect(columns.getByRole("link", { name: "Nissan Future Value" })).toHaveAttribute("href", "/pages/nissan-future-value/");
    const legal = within(canvas.getByRole("navigation", { name: "Legal" }));
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    // A dealership without a licence number is left out of the list.
    await expect(within(footer).getByText("MD 3012345")).toBeVisible();
    await expect(within(footer).queryByText("Brisbane City Toyota Service")).toBeNull();
    await expect(within(footer).getByRole("link", { name: "07 3000 0000" })).toHaveAttribute("href", "tel:0730000000");
  },
};

/** The year comes from the page (components read no clock). */
export const CopyrightYear: Story = {
  args: { year: 2031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/© 2031 Brisbane City Toyota/)).toBeVisible();
  },
};

/** spec 1: a US site spells labels for en-US. */
export const USSpelling: Story = {
  args: {
    locale: "en-US",
    name: "Austin Nissan",
    addressLines: ["9500 Research Blvd", "Austin, TX 78759"],
    phone: "(512) 555-0142",
    licencesTitle: "Dealer licenses",
    dealerships: [{ name: "Austin Nissan", licence: "P123456" }],
    columns: [
      { title: "Buyer Tools", links: [{ label: "Finance Enquiry", href: "/finance-enquiry" }, { label: "Personalised Finance", href: "/personalised/finance" }] },
      { title: "Colour Guide", links: [{ label: "Paint Colours", href: "/pages/colours" }] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Finance Inquiry" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Personalized Finance" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Color Guide" })).toBeVisible();
  },
};

const manyColumns: FooterColumn[] = [
  ...footerColumns,
  { title: "Protection Plans", links: [{ label: "Autopact Handback Guarantee", href: "/autopact-handback-guarantee" }, { label: "Autopact Protection Plan", href: "/autopact-protection-plan" }, { label: "Ultratek", href: "/ultratek" }, { label: "FAQs", href: "/faqs" }] },
  { title: "Locations", links: ["Woolloongabba", "Springwood", "Capalaba", "Redcliffe", "Toowoomba", "Ipswich", "North Lakes", "Caboolture"].map((suburb) => ({ label: suburb, href: `/locations/${suburb.toLowerCase().replace(/\s+/g, "-")}` })) },
  { title: "Company", links: [{ label: "Careers", href: "/pages/careers" }, { label: "Fleet", href: "/fleet" }] },
];

/** Six columns and eight locations: the grid wraps to rows. */
export const ManyColumns: Story = {
  args: { columns: manyColumns },
};

/** Long names and a long legal list wrap without overflowing. */
export const LongText: Story = {
  args: {
    name: "Brisbane City Toyota and Commercial Vehicle Centre Woolloongabba",
    addressLines: ["Corner of Ipswich Road and Logan Road, Level 2 Showroom", "Woolloongabba QLD 4102"],
    email: "customer.relations.and.enquiries@brisbanecitytoyotacommercial.example",
    dealerships: [
      { name: "Brisbane City Toyota and Commercial Vehicle Centre Woolloongabba Pty Ltd", licence: "MD 3012345" },
      { name: "Brisbane City Toyota Used Vehicles", licence: "MD 3012346" },
    ],
    legal: [
      ...legalLinks,
      { label: "Privacy Policy (PDF)", href: "https://example.com/privacy.pdf" },
      { label: "Finance Disclaimer and Comparison Rate Warning", href: "/pages/finance-disclaimer" },
      { label: "Sitemap", href: "/sitemap" },
    ],
  },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector("footer")!;
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** No licences, no columns, no email: only what the config has. */
export const Minimal: Story = {
  args: { columns: [], dealerships: [{ name: "Brisbane City Toyota", licence: null }], email: null, phone: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Footer" })).toBeNull();
    await expect(canvas.queryByText("Dealer licences")).toBeNull();
  },
};

export const Mobile: Story = {
  args: { columns: manyColumns },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector("footer")!;
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

export const ToyotaTemplate: Story = { globals: { template: "toyota" } };

export const NissanTemplate: Story = { globals: { template: "nissan" }, args: { name: "Nissan Brisbane City" } };
