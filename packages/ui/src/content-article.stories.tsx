import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import type { ContentSection } from "@forecourt/domain";
import { ContentArticle, ContentArticleHeader, ContentBreadcrumbs, ContentCallToAction, ContentFaq, ContentList, ContentSections } from "./content-article";

const meta = {
  title: "Content/ContentArticle",
  component: ContentArticle,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ContentArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

const warranty: ContentSection[] = [
  {
    heading: "Your new Toyota warranty",
    blocks: [
      { kind: "paragraph", text: "As an authorised Toyota dealer, Sunshine Toyota handles warranty work for every owner, wherever the car was bought." },
      {
        kind: "list",
        items: [
          "Toyota: every new Toyota comes with Toyota's 5-year, unlimited-kilometre warranty.",
          "Engine and driveline cover extends to 7 years when the car is serviced on time.",
          "Hybrid batteries are covered for up to 10 years with an annual health check.",
        ],
      },
    ],
  },
  {
    heading: "Keeping your warranty intact",
    blocks: [
      { kind: "list", items: ["Service on time: follow the logbook schedule by months or km, whichever comes first.", "Keep a record: every service we carry out is stamped in your logbook."] },
      { kind: "cta", text: "Something not right with your car? Book it in and we will check it under warranty.", links: [{ label: "Book a Service", href: "/service" }, { label: "Contact Us", href: "/contact" }] },
    ],
  },
];

/** A stored page's article as the content pages render it: breadcrumbs, title, lead, sections. */
export const Warranty: Story = {
  render: () => (
    <ContentArticle>
      <ContentArticleHeader title="Warranty" summary="The Toyota new car warranty, cover on our used cars, and how Sunshine Toyota keeps your warranty intact." meta="Last updated 3 October 2026">
        <ContentBreadcrumbs items={[{ label: "Home", href: "/" }]} current="Warranty" />
      </ContentArticleHeader>
      <ContentSections sections={warranty} />
    </ContentArticle>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Warranty" })).toBeVisible();
    // Each headed section is a named region, linkable by its heading's id.
    await expect(canvas.getByRole("region", { name: "Keeping your warranty intact" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Your new Toyota warranty" })).toHaveAttribute("id", "your-new-toyota-warranty");
    await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/service");
    await expect(canvas.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    // A 'Label: text' item sets its label in bold.
    await expect(canvas.getByText("Service on time:").tagName).toBe("STRONG");
  },
};

/** Questions are native disclosures: closed at first, opened by click or keyboard. */
export const Faq: Story = {
  render: () => (
    <ContentArticle>
      <ContentArticleHeader title="Protection Plan FAQs" summary="Answers to common questions about our protection products." />
      <ContentFaq
        items={[
          { question: "Do I pay an excess?", answer: "No. Approved claims are repaired at no cost to you, up to the plan's limits." },
          { question: "Can I transfer the plan if I sell the car?", answer: "Yes, the remaining cover transfers to the new owner for a small fee." },
          { question: "Where are repairs done?", answer: "At our service department or an approved repairer near you." },
        ]}
      />
    </ContentArticle>
  ),
  play: async ({ canvas }) => {
    const answer = canvas.getByText(/Approved claims are repaired/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText("Do I pay an excess?"));
    await expect(answer).toBeVisible();
    // Each question opens on its own; the first stays open. (The end-to-end tests open one from the keyboard.)
    await userEvent.click(canvas.getByText("Can I transfer the plan if I sell the car?"));
    await expect(canvas.getByText(/remaining cover transfers/)).toBeVisible();
    await expect(answer).toBeVisible();
  },
};

/** A call to action: the first link is the main button, the rest outlined; long labels wrap. */
export const CallToAction: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <ContentCallToAction
      text="Ready when you are."
      links={[
        { label: "Value my trade-in", href: "/trade-in" },
        { label: "Apply for finance with our team, with pre-approval in as little as an hour", href: "/finance" },
        { label: "Contact Us", href: "/contact-us" },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
  },
};

const longParagraph =
  "Every vehicle Tasman Motors sells is covered by the Consumer Guarantees Act 1993: it must be of acceptable quality, fit for purpose and match its description. We are a registered motor vehicle trader, and every vehicle carries a Consumer Information Notice. On top of that, every imported vehicle passes entry certification and a pre-delivery inspection, and we can arrange mechanical breakdown insurance for up to three years.";

/** A legal page: long paragraphs and long list items keep a readable measure and wrap. */
export const LongText: Story = {
  render: () => (
    <ContentArticle>
      <ContentArticleHeader
        title="Terms and Conditions of use of the Metro Motor Group website, its listings, offers and finance estimates"
        summary="The terms of use of the Metro Motor Group website, effective 28 June 2026."
        meta="Effective 28 June 2026"
      />
      <ContentSections
        sections={[
          {
            heading: "Who we are",
            blocks: [
              { kind: "paragraph", text: "This website is operated by Metro Motor Group, which trades through the following businesses:" },
              { kind: "list", items: ["Metro Kia Pty Ltd, motor dealer licence LMCT 30474", "Metro Hyundai Pty Ltd, motor dealer licence LMCT 94651", "Metro GWM Haval Pty Ltd, motor dealer licence LMCT 35845"] },
            ],
          },
          { heading: "Cover on every car we sell, including imported vehicles certified for New Zealand roads", blocks: [{ kind: "paragraph", text: longParagraph }, { kind: "paragraph", text: longParagraph }] },
        ]}
      />
    </ContentArticle>
  ),
};

/** Lists alone: plain items and items with a bold lead-in. */
export const Lists: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <ContentList
      items={[
        "Flat battery: a jump start, or a replacement battery fitted on the spot at your cost.",
        "Flat tyre: your spare fitted.",
        "Repairs with genuine parts by our own technicians.",
        "An item whose colon comes much later than a short label would, so it is read as one sentence: not bolded.",
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.queryByText("An item whose colon comes much later than a short label would, so it is read as one sentence:")).toBeNull();
  },
};

/** spec 1: US copy. The article spells enquiry and colour the US way for en-US. */
export const USSpelling: Story = {
  render: () => (
    <ContentArticle>
      <ContentArticleHeader title="Buying With Us" summary="Send an enquiry about any colour in stock." locale="en-US" />
      <ContentSections
        locale="en-US"
        sections={[
          {
            heading: "Questions buyers ask",
            blocks: [
              { kind: "faq", items: [{ question: "Can I enquire about a car online?", answer: "Yes: send an enquiry and our team will hold the car and colour you want." }] },
              { kind: "cta", text: null, links: [{ label: "Enquire now", href: "/contact" }] },
            ],
          },
        ]}
      />
    </ContentArticle>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Send an inquiry about any color in stock.")).toBeVisible();
    await expect(canvas.getByText("Can I inquire about a car online?")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Inquire now" })).toBeVisible();
  },
};

export const Mobile: Story = { ...Warranty, globals: { viewport: { value: "phone", isRotated: false } } };

export const ToyotaTemplate: Story = { ...Warranty, play: undefined, globals: { template: "toyota" } };

export const NissanTemplate: Story = { ...Faq, play: undefined, globals: { template: "nissan" } };
