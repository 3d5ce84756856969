import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button";
import { headerItems, longLabelItems, manyHeaderItems, usHeaderItems } from "./fixtures/navigation";
import { PhoneIcon } from "./icons";
import {
  SiteHeader,
  SiteHeaderActions,
  SiteHeaderBar,
  SiteHeaderLogo,
  SiteHeaderMobileMenu,
  SiteHeaderNav,
  SiteHeaderPhone,
  SiteHeaderSkipLink,
  type SiteHeaderItem,
  type SiteHeaderOpenOn,
} from "./site-header";

type HeaderStoryArgs = {
  items: SiteHeaderItem[];
  openOn: SiteHeaderOpenOn;
  currentPath?: string;
  locale?: string;
  name: string;
  logoSrc?: string | null;
  phone?: string | null;
};

/** The header as the storefront composes it, with a page under it to show how dropdowns overlap. */
function ComposedHeader({ items, openOn, currentPath, locale, name, logoSrc, phone }: HeaderStoryArgs) {
  return (
    <>
      <SiteHeader items={items} currentPath={currentPath} locale={locale}>
        <SiteHeaderSkipLink />
        <SiteHeaderBar>
          <SiteHeaderLogo name={name} src={logoSrc} />
          <SiteHeaderNav openOn={openOn} />
          <SiteHeaderActions>
            {phone ? <SiteHeaderPhone phone={phone} /> : null}
            <SiteHeaderMobileMenu>
              {phone ? (
                <Button asChild size="lg">
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                    <PhoneIcon />
                    Call {phone}
                  </a>
                </Button>
              ) : null}
            </SiteHeaderMobileMenu>
          </SiteHeaderActions>
        </SiteHeaderBar>
      </SiteHeader>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">Page content</h1>
        <p className="mt-4 max-w-prose text-muted-foreground">
          Dropdowns open over this content. The skip link moves focus here.
        </p>
      </main>
    </>
  );
}

const meta = {
  title: "Shell/SiteHeader",
  component: ComposedHeader,
  parameters: { layout: "fullscreen" },
  args: {
    items: headerItems,
    openOn: "click",
    name: "Brisbane City Toyota",
    phone: "07 3000 0000",
  },
  argTypes: {
    openOn: { control: "inline-radio", options: ["click", "hover"] },
    locale: { control: "select", options: [undefined, "en-AU", "en-NZ", "en-US"] },
  },
} satisfies Meta<typeof ComposedHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const nap = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The dropdown a trigger's aria-controls names (WAI-ARIA disclosure pattern): hidden while closed. */
function panelOf(trigger: HTMLElement): HTMLElement {
  const panel = trigger.ownerDocument.getElementById(trigger.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error(`${trigger.textContent} controls no element`);
  return panel;
}

/**
 * The events a browser fires when the mouse crosses from one element to another. user-event's
 * hover moves the pointer "from outside the window" (no relatedTarget), so it cannot show a
 * move from a dropdown's button down into the dropdown.
 */
function moveMouse(from: Element, to: Element) {
  fireEvent.pointerOut(from, { pointerType: "mouse", relatedTarget: to });
  fireEvent.pointerOver(to, { pointerType: "mouse", relatedTarget: from });
  fireEvent.pointerMove(to, { pointerType: "mouse" });
}

async function expectClosed(trigger: HTMLElement) {
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toHaveAttribute("data-state", "closed");
  await expect(panelOf(trigger)).not.toBeVisible();
}

async function expectOpen(trigger: HTMLElement) {
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(trigger).toHaveAttribute("data-state", "open");
  await expect(panelOf(trigger)).toBeVisible();
}

/** spec 2.2: on a click site, resting the pointer on a dropdown does nothing; a click opens it. */
export const ClickMenus: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const service = canvas.getByRole("button", { name: "Service" });
    const stock = canvas.getByRole("button", { name: "Our Stock" });
    await step("a dropdown is a button that controls its list of links, hidden while closed", async () => {
      await expectClosed(service);
      await expect(within(panelOf(service)).getByRole("link", { name: "Warranty", hidden: true })).toBeInTheDocument();
    });
    await step("hover does not open", async () => {
      await userEvent.hover(service);
      await nap(450);
      await expectClosed(service);
    });
    await step("click opens", async () => {
      await userEvent.click(service);
      await expectOpen(service);
      // Visible once the dropdown's fade-in has run.
      await waitFor(() => expect(canvas.getByRole("link", { name: "Warranty" })).toBeVisible());
    });
    await step("moving the pointer away keeps it open", async () => {
      await userEvent.unhover(service);
      await nap(450);
      await expectOpen(service);
    });
    await step("only one dropdown is open at a time", async () => {
      await userEvent.click(stock);
      await expectOpen(stock);
      await expectClosed(service);
      await expect(canvas.getAllByRole("link", { name: /Cars|Stock/ }).length).toBe(4);
    });
    await step("a click outside closes, even on something that takes no focus", async () => {
      await userEvent.click(canvas.getByRole("heading", { name: "Page content" }));
      await expectClosed(stock);
      await userEvent.click(stock);
      await expectOpen(stock);
      // The bar takes no focus, so focus does not leave the dropdown's button: only the press closes it.
      await userEvent.click(canvasElement.querySelector<HTMLElement>("[data-slot=site-header-bar]")!);
      await expectClosed(stock);
    });
    await step("a second click on the trigger closes", async () => {
      await userEvent.click(service);
      await expectOpen(service);
      await userEvent.click(service);
      await expectClosed(service);
    });
    await step("Escape closes and focus returns from the dropdown to its button", async () => {
      await userEvent.click(service);
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await expectClosed(service);
      await expect(service).toHaveFocus();
    });
    await step("focus leaving the dropdown closes it", async () => {
      await userEvent.click(stock);
      await expectOpen(stock);
      canvas.getByRole("link", { name: "Trade-in" }).focus();
      await waitFor(() => expectClosed(stock));
    });
    await step("following a link closes the dropdown and puts focus on its button", async () => {
      await userEvent.click(service);
      const warranty = canvas.getByRole("link", { name: "Warranty" });
      // Client-side navigation keeps the header mounted; the storefront's Link would navigate here.
      warranty.addEventListener("click", (event) => event.preventDefault(), { once: true });
      await userEvent.click(warranty);
      await expectClosed(service);
      await expect(service).toHaveFocus();
    });
  },
};

/** spec 2.2: on a hover site the dropdown opens when the pointer rests on it and closes when it leaves. */
export const HoverMenus: Story = {
  args: { openOn: "hover" },
  play: async ({ canvas, canvasElement, step }) => {
    const service = canvas.getByRole("button", { name: "Service" });
    const stock = canvas.getByRole("button", { name: "Our Stock" });
    const about = canvas.getByRole("button", { name: "About Us" });
    await step("hover opens after a short rest, not at once", async () => {
      // Dispatched at once (user-event's hover could take longer than the rest on a busy machine).
      moveMouse(canvasElement, service);
      await expectClosed(service);
      await waitFor(() => expectOpen(service));
      await waitFor(() => expect(canvas.getByRole("link", { name: "Warranty" })).toBeVisible());
    });
    await step("a click after the hover keeps it open", async () => {
      await userEvent.click(service);
      await nap(250);
      await expectOpen(service);
    });
    await step("the pointer can move from the button down into the dropdown", async () => {
      const link = canvas.getByRole("link", { name: "Roadside Assistance" });
      moveMouse(service, link);
      await nap(300);
      await expectOpen(service);
      moveMouse(link, service);
      await nap(300);
      await expectOpen(service);
    });
    await step("moving to the next dropdown switches at once: one open at a time", async () => {
      await userEvent.hover(about);
      await expectOpen(about);
      await expectClosed(service);
    });
    await step("leaving closes", async () => {
      await userEvent.unhover(about);
      await waitFor(() => expectClosed(about));
    });
    await step("Escape closes a hovered dropdown wherever focus is, and it stays shut under the pointer", async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.hover(stock);
      await waitFor(() => expectOpen(stock));
      await userEvent.keyboard("{Escape}");
      await expectClosed(stock);
      await userEvent.hover(stock);
      await nap(300);
      await expectClosed(stock);
      await expect(stock).not.toHaveFocus();
    });
    await step("the keyboard still toggles on a hover site", async () => {
      stock.focus();
      await userEvent.keyboard("{Enter}");
      await expectOpen(stock);
      await userEvent.keyboard("{Enter}");
      await expectClosed(stock);
      await userEvent.unhover(stock);
    });
    await step("on touch a tap opens and a second tap closes (no hover to rely on)", async () => {
      await userEvent.pointer({ keys: "[TouchA]", target: service });
      await expectOpen(service);
      await nap(300);
      await expectOpen(service);
      await userEvent.pointer({ keys: "[TouchA]", target: service });
      await expectClosed(service);
    });
  },
};

/** Keyboard only: Tab reaches the triggers, Enter opens, Arrow Down enters the dropdown, Escape closes and returns focus. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, step }) => {
    const service = canvas.getByRole("button", { name: "Service" });
    await step("Tab order: skip link, logo, then the navigation", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Skip to content" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Brisbane City Toyota" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Home" })).toHaveFocus();
    });
    await step("closed dropdowns' links are not Tab stops", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "Vehicles" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Special Offers" })).toHaveFocus();
    });
    await step("arrow keys, Home and End move along the top level", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(canvas.getByRole("button", { name: "Our Stock" })).toHaveFocus();
      await userEvent.keyboard("{ArrowLeft}");
      await expect(canvas.getByRole("link", { name: "Special Offers" })).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(canvas.getByRole("button", { name: "About Us" })).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect(canvas.getByRole("link", { name: "Home" })).toHaveFocus();
    });
    await step("Tab reaches the Service trigger", async () => {
      for (let presses = 0; presses < 10 && document.activeElement !== service; presses++) await userEvent.tab();
      await expect(service).toHaveFocus();
    });
    await step("Enter opens, Arrow Down moves through the links", async () => {
      await userEvent.keyboard("{Enter}");
      await expectOpen(service);
      await userEvent.keyboard("{ArrowDown}");
      await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(canvas.getByRole("link", { name: "Parts and Accessories" })).toHaveFocus();
      await userEvent.keyboard("{ArrowUp}");
      await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(canvas.getByRole("link", { name: "Roadside Assistance" })).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Warranty" })).toHaveFocus();
    });
    await step("Tab past the last link leaves the dropdown for the next item, and closes it", async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Roadside Assistance" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "About Us" })).toHaveFocus();
      await expectClosed(service);
    });
    await step("Shift+Tab comes back to the trigger", async () => {
      await userEvent.tab({ shift: true });
      await expect(service).toHaveFocus();
    });
    await step("Escape closes and focus returns to the trigger", async () => {
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard("{ArrowDown}");
      await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await expectClosed(service);
      await expect(service).toHaveFocus();
    });
    await step("Space opens too, and Enter on an open trigger closes it", async () => {
      await userEvent.keyboard(" ");
      await expectOpen(service);
      await userEvent.keyboard("{Enter}");
      await expectClosed(service);
      await expect(service).toHaveFocus();
    });
  },
};

/** WCAG 2.4.7 / 2.4.11: every header control shows a solid 2px focus outline for keyboard users. */
export const FocusIndicators: Story = {
  args: { currentPath: "/special-offers" },
  play: async ({ canvas }) => {
    const controls = [
      canvas.getByRole("link", { name: "Brisbane City Toyota" }),
      canvas.getByRole("link", { name: "Special Offers" }),
      canvas.getByRole("button", { name: "Service" }),
      canvas.getByRole("link", { name: "Call 07 3000 0000" }),
    ];
    for (const control of controls) {
      // Synthetic Tab presses do not set :focus-visible; focusVisible asks the browser for the keyboard look.
      control.focus({ focusVisible: true } as FocusOptions);
      await expect(control.matches(":focus-visible")).toBe(true);
      const style = getComputedStyle(control);
      await expect(style.outlineStyle).toBe("solid");
      await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    }
    await userEvent.click(canvas.getByRole("button", { name: "Service" }));
    const warranty = await canvas.findByRole("link", { name: "Warranty" });
    warranty.focus({ focusVisible: true } as FocusOptions);
    await expect(getComputedStyle(warranty).outlineStyle).toBe("solid");
    // WCAG 2.5.8: targets at least 24 by 24 CSS pixels (these are 44 tall).
    for (const control of [...controls, warranty]) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The skip link is invisible until focused, then shows above the header and moves focus to <main>. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(24);
    await expect(skip.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(skip).toHaveAttribute("href", "#main-content");
  },
};

/** The current page's link carries aria-current="page" (and a bar, not colour alone). */
export const ActivePage: Story = {
  args: { currentPath: "/special-offers/" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Special Offers" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  },
};

/** A page inside a dropdown marks the dropdown's trigger active and its link aria-current. */
export const ActivePageInDropdown: Story = {
  args: { currentPath: "/pages/warranty?ref=footer" },
  play: async ({ canvas }) => {
    const service = canvas.getByRole("button", { name: "Service" });
    await expect(service).toHaveAttribute("data-active");
    await userEvent.click(service);
    await expect(canvas.getByRole("link", { name: "Warranty" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Roadside Assistance" })).not.toHaveAttribute("aria-current");
  },
};

const logoSvg = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96"><rect width="96" height="96" rx="18" fill="#1d4ed8"/><path d="M24 64 48 24l24 40z" fill="#fff"/><text x="112" y="60" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#0f172a">Forecourt</text></svg>`,
)}`;

/** A dealer logo image instead of the name; the image's alt text is the dealer's name. */
export const WithLogoImage: Story = {
  args: { logoSrc: logoSvg, name: "Forecourt Motors" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Forecourt Motors" })).toBeVisible();
  },
};

/** A long dealer name and long labels: the bar wraps instead of overflowing. */
export const LongText: Story = {
  args: { items: longLabelItems, name: "Brisbane City Toyota and Commercial Vehicle Centre Woolloongabba", phone: "+61 7 3000 0000" },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>("[data-slot=site-header-bar]")!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** Ten top-level items and a 24-model Vehicles dropdown, which flows into three columns and stays on screen. */
export const ManyItems: Story = {
  args: { items: manyHeaderItems },
  play: async ({ canvas, canvasElement }) => {
    const vehicles = canvas.getByRole("button", { name: "Vehicles" });
    await userEvent.click(vehicles);
    const panel = panelOf(vehicles).querySelector<HTMLElement>("[data-slot=site-header-nav-panel]")!;
    await expect(within(panel).getAllByRole("link")).toHaveLength(24);
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("button", { name: "About Us" }));
    const aboutPanel = canvasElement.querySelector<HTMLElement>("[data-slot=site-header-nav-content][data-state=open]")!;
    await expect(aboutPanel).toBeVisible();
    await expect(aboutPanel).toHaveAttribute("data-align", "end");
    await expect(aboutPanel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** spec 1: a US site's labels read Inquiry, Personalized, Color. */
export const USSpelling: Story = {
  args: { items: usHeaderItems, locale: "en-US", name: "Austin Nissan", phone: "(512) 555-0142" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Finance Inquiry" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Personalized Service" }));
    await waitFor(() => expect(canvas.getByRole("link", { name: "Color and Trim Options" })).toBeVisible());
    await expect(canvas.getByRole("link", { name: "Inquire About Servicing" })).toBeVisible();
  },
};

/** No phone on the site config: no call link, the layout closes up. */
export const WithoutPhone: Story = {
  args: { phone: null },
};

/** Laptop width (1024): just over lg, the tightest desktop layout; the phone shows as an icon. */
export const Laptop: Story = {
  globals: { viewport: { value: "laptop", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Call 07 3000 0000" })).toBeVisible();
    const bar = canvasElement.querySelector<HTMLElement>("[data-slot=site-header-bar]")!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** Below lg: a menu button opens a drawer that traps focus; dropdowns become disclosure sections. */
export const Mobile: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas, step }) => {
    const body = within(document.body);
    const menuButton = canvas.getByRole("button", { name: "Open menu" });
    await step("the desktop navigation is hidden; the drawer is not in the page until it first opens", async () => {
      await expect(canvas.queryByRole("button", { name: "Service" })).toBeNull();
      await expect(document.querySelector("[data-slot=site-header-drawer]")).toBeNull();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      await expect(menuButton).toHaveAttribute("aria-haspopup", "dialog");
    });
    await step("Enter on the menu button opens the drawer and focus moves into it", async () => {
      menuButton.focus();
      await userEvent.keyboard("{Enter}");
      const drawer = await body.findByRole("dialog", { name: "Menu" });
      await expect(drawer).toHaveAttribute("data-slot", "site-header-drawer");
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      await waitFor(() => expect(drawer).toBeVisible());
      await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    });
    await step("Tab stays inside the drawer", async () => {
      const drawer = body.getByRole("dialog", { name: "Menu" });
      for (let presses = 0; presses < 14; presses++) {
        await userEvent.tab();
        await expect(drawer.contains(document.activeElement)).toBe(true);
      }
      for (let presses = 0; presses < 3; presses++) {
        await userEvent.tab({ shift: true });
        await expect(drawer.contains(document.activeElement)).toBe(true);
      }
    });
    await step("a dropdown is a disclosure section: its button toggles aria-expanded and its panel", async () => {
      const service = body.getByRole("button", { name: "Service" });
      await expectClosed(service);
      await userEvent.click(service);
      await expectOpen(service);
      await waitFor(() => expect(body.getByRole("link", { name: "Roadside Assistance" })).toBeVisible());
      await userEvent.click(service);
      await expectClosed(service);
    });
    await step("one section is open at a time", async () => {
      const service = body.getByRole("button", { name: "Service" });
      const stock = body.getByRole("button", { name: "Our Stock" });
      await userEvent.click(service);
      await userEvent.click(stock);
      await expectOpen(stock);
      await expectClosed(service);
    });
    await step("arrow keys move between the section buttons, wrapping", async () => {
      const stock = body.getByRole("button", { name: "Our Stock" });
      stock.focus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(body.getByRole("button", { name: "Service" })).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect(body.getByRole("button", { name: "About Us" })).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(body.getByRole("button", { name: "Vehicles" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expectOpen(body.getByRole("button", { name: "Vehicles" }));
      await expectClosed(stock);
    });
    await step("Escape closes and focus returns to the menu button", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(menuButton).toHaveFocus();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    });
    await step("the close button closes it too, focus back on the menu button", async () => {
      await userEvent.click(menuButton);
      await userEvent.click(await body.findByRole("button", { name: "Close menu" }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(menuButton).toHaveFocus();
    });
    await step("left open for the a11y check and the screenshot", async () => {
      await userEvent.click(menuButton);
      await userEvent.click(await body.findByRole("button", { name: "Our Stock" }));
      await expectOpen(body.getByRole("button", { name: "Our Stock" }));
    });
  },
};

/** The drawer opens the section holding the current page and marks its link; following a link closes the drawer. */
export const MobileActivePage: Story = {
  args: { currentPath: "/pages/warranty" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const warranty = await body.findByRole("link", { name: "Warranty" });
    await expect(warranty).toHaveAttribute("aria-current", "page");
    await expect(body.getByRole("button", { name: "Service" })).toHaveAttribute("aria-expanded", "true");
    // Client-side navigation keeps the header mounted; the storefront's Link would navigate here.
    warranty.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(warranty);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

/** Phone width with a long dealer name: the name wraps to two lines beside the buttons. */
export const MobileLongName: Story = {
  args: { name: "Brisbane City Toyota and Commercial Vehicle Centre Woolloongabba" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>("[data-slot=site-header-bar]")!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** Toyota's scope class: white header, red active bar, pill buttons. Open, for the contrast check. */
export const ToyotaTemplate: Story = {
  args: { currentPath: "/special-offers", openOn: "hover" },
  globals: { template: "toyota" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Service" }));
    await waitFor(() => expect(canvas.getByRole("link", { name: "Warranty" })).toBeVisible());
  },
};

/** Nissan's scope class: black header, upper-case navigation, square corners. */
export const NissanTemplate: Story = {
  args: { currentPath: "/special-offers", name: "Nissan Brisbane City" },
  globals: { template: "nissan" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /our stock/i }));
    await waitFor(() => expect(canvas.getByRole("link", { name: /used cars/i })).toBeVisible());
  },
};

/** Nissan on a phone, with the drawer open. */
export const NissanMobile: Story = {
  args: { currentPath: "/search/used-cars", name: "Nissan Brisbane City" },
  globals: { template: "nissan", viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const drawer = await within(document.body).findByRole("dialog", { name: "Menu" });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};
