// A lead form on a site with a Turnstile site key, in Chromium against the local
// stand-in's script, with the lead API answered in the page (issue 14): the widget
// shows, its token goes in x-turnstile-token, a send waits briefly for a shopper
// still ticking the check, the widget is reset after each send, and a Careers
// Enquiry chosen on /contact is pushed to the dataLayer as event 51 (spec 4, 7).
import type { ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { LeadFormOptions } from "@forecourt/domain";
import { TurnstileProvider } from "../integrations/turnstile/turnstile-context";
import { SiteLeadForm } from "./site-lead-form";

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

// Cloudflare's test site keys and the token they produce (see integrations/turnstile/stand-in.ts).
const BLOCKS = "2x00000000000000000000AB";
const CHALLENGES = "3x00000000000000000000FF";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

const contactSite: LeadFormOptions = {
  region: "AU",
  messageRequired: true,
  termsRequired: false,
  categories: ["General Enquiry", "Sales", "Careers Enquiry"],
  locations: [{ id: 11, name: "Cairns" }],
  dealerships: [{ slug: "coral-coast-ford", name: "Coral Coast Ford" }],
};

let posts: Array<{ headers: Headers; body: Record<string, unknown> }> = [];
let mounted: { root: Root; host: HTMLElement } | null = null;

function mount(element: ReactElement) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  root.render(element);
  mounted = { root, host };
}

beforeEach(() => {
  posts = [];
  router.push.mockClear();
  window.dataLayer = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith("/api/leads/token")) return Response.json({ token: "lead-form-token" });
    if (url.endsWith("/api/leads")) {
      posts.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return Response.json({ lead_id: `lead-${posts.length}` }, { status: 201 });
    }
    throw new Error(`unexpected request ${url}`);
  });
});

afterEach(() => {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = null;
  vi.restoreAllMocks();
});

async function fillContact(category: string) {
  await page.getByRole("combobox", { name: /^Enquiry type/ }).selectOptions(category);
  await page.getByRole("textbox", { name: /^Name/ }).fill("Casey");
  await page.getByRole("textbox", { name: /^Email/ }).fill("casey@example.com");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("0412 345 678");
  await page.getByRole("textbox", { name: /^Message/ }).fill("I would like to work in your service team.");
}

describe("a lead form on a site with a Turnstile site key (issue 14)", () => {
  // First: no script has been loaded in this page yet.
  it("shows no widget and loads no script on a site without a key", async () => {
    mount(<SiteLeadForm form="contact" options={contactSite} locale="en-AU" title="Contact" tagManager={false} />);
    await expect.element(page.getByRole("button", { name: "Send enquiry" })).toBeVisible();
    expect(document.querySelector("[data-slot=turnstile]")).toBeNull();
    expect(document.querySelector("script[src*='/turnstile/v0/api.js']")).toBeNull();
  });

  it("waits for a shopper still ticking the check, sends its token in x-turnstile-token, resets the widget, and pushes a Careers Enquiry as 51", async () => {
    mount(
      <TurnstileProvider config={{ siteKey: CHALLENGES, scriptUrl: inject("turnstileScriptUrl") }}>
        <SiteLeadForm form="contact" options={contactSite} locale="en-AU" title="Contact" tagManager />
      </TurnstileProvider>,
    );
    await expect.element(page.getByRole("group", { name: "Security check", exact: true })).toBeVisible();
    const check = page.getByRole("checkbox", { name: "Verify you are human" });
    await expect.element(check).toBeVisible();
    await fillContact("Careers Enquiry");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    // The send is waiting for the check; the shopper ticks it now.
    await check.click();
    await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(1);
    expect(posts[0]!.headers.get("x-turnstile-token")).toBe(DUMMY_TOKEN);
    expect(posts[0]!.body).not.toHaveProperty("turnstile");
    expect(posts[0]!.body).toMatchObject({ form: "contact", category: "Careers Enquiry", token: "lead-form-token" });
    await expect.poll(() => router.push.mock.calls.length).toBe(1);
    expect(router.push).toHaveBeenCalledWith("/success");
    // spec 4, 7: the browser reports the same event as the server records (51, not 22).
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: "forecourt_lead", eventId: 51, form: "contact", leadId: "lead-1" }));
    // The token was spent: the widget asks again.
    await expect.element(page.getByRole("checkbox", { name: "Verify you are human" })).toHaveAttribute("aria-checked", "false");
  });

  it("asks the shopper to complete the security check when it blocks them, and sends nothing", async () => {
    mount(
      <TurnstileProvider config={{ siteKey: BLOCKS, scriptUrl: inject("turnstileScriptUrl") }}>
        <SiteLeadForm form="contact" options={contactSite} locale="en-AU" title="Contact" tagManager />
      </TurnstileProvider>,
    );
    await expect.element(page.getByText("Security check failed")).toBeVisible();
    await fillContact("General Enquiry");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect.element(page.getByRole("alert")).toHaveTextContent("Please complete the security check and try again.");
    expect(posts).toHaveLength(0);
    expect(window.dataLayer).toEqual([]);
  });
});
