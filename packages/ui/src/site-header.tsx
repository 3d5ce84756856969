"use client";

import * as React from "react";
import { cva } from "class-variance-authority";
import { localizeSpelling, type HeaderItem } from "@forecourt/domain";
import { cn } from "./lib/cn";
import { useControllableState } from "./lib/use-controllable-state";
import { useFramework, type FrameworkLinkProps } from "./framework";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from "./dialog";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "./icons";

/**
 * A header item as ui renders it (spec 2.2): a link or a dropdown of links.
 * The storefront resolves config's `dynamic` items (Vehicles, Our Stock) into menus first.
 */
export type SiteHeaderItem = Exclude<HeaderItem, { kind: "dynamic" }>;

/** spec 2.2: dropdowns open on hover on some sites and on click on others. */
export type SiteHeaderOpenOn = "hover" | "click";

interface SiteHeaderContextValue {
  items: ReadonlyArray<SiteHeaderItem>;
  isActive: (href: string) => boolean;
}

const SiteHeaderContext = React.createContext<SiteHeaderContextValue | null>(null);
/**
 * The header element: the mobile drawer portals into it, so it keeps the template's and
 * dealer's tokens. A context of its own: the element arrives just after hydration, and only
 * the drawer needs it, so the nav and its links do not render a second time for it.
 */
const SiteHeaderRootContext = React.createContext<HTMLElement | null>(null);

export function useSiteHeader(): SiteHeaderContextValue {
  const context = React.useContext(SiteHeaderContext);
  if (!context) throw new Error("SiteHeader parts must be rendered inside <SiteHeader>.");
  return context;
}

/** "/cars/" and "/cars" are one page; query strings and fragments do not change the page. */
function pagePath(href: string): string | null {
  if (!href.startsWith("/")) return null;
  const path = href.split(/[?#]/, 1)[0] ?? "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export type SiteHeaderProps = React.ComponentProps<"header"> & {
  /** Resolved navigation (spec 2.2), in display order. */
  items: ReadonlyArray<SiteHeaderItem>;
  /** The current page's path: its link gets aria-current="page", its dropdown data-active. */
  currentPath?: string;
  /** The site's locale: labels are spelled for it (en-US: Inquire, Color; spec 1). */
  locale?: string;
};

/** The site header's root: a <header> landmark holding the parts, which share its items. */
export function SiteHeader({ items, currentPath, locale, className, children, ...props }: SiteHeaderProps) {
  const [root, setRoot] = React.useState<HTMLElement | null>(null);
  const localizedItems = React.useMemo(
    () =>
      locale
        ? items.map((item): SiteHeaderItem =>
            item.kind === "link"
              ? { ...item, label: localizeSpelling(item.label, locale) }
              : { ...item, label: localizeSpelling(item.label, locale), items: item.items.map((link) => ({ ...link, label: localizeSpelling(link.label, locale) })) },
          )
        : items,
    [items, locale],
  );
  const current = currentPath ? pagePath(currentPath) : null;
  const isActive = React.useCallback((href: string) => current !== null && pagePath(href) === current, [current]);
  const value = React.useMemo(() => ({ items: localizedItems, isActive }), [localizedItems, isActive]);
  return (
    <SiteHeaderContext.Provider value={value}>
      <SiteHeaderRootContext.Provider value={root}>
        <header
          ref={setRoot}
          data-slot="site-header"
          className={cn("relative border-b border-border bg-header-background text-header-foreground", className)}
          {...props}
        >
          {children}
        </header>
      </SiteHeaderRootContext.Provider>
    </SiteHeaderContext.Provider>
  );
}

export type SiteHeaderSkipLinkProps = React.ComponentProps<"a">;

/** WCAG 2.4.1: the first stop for keyboard users; hidden until focused. Point it at the page's <main id>. */
export function SiteHeaderSkipLink({ href = "#main-content", className, children = "Skip to content", ...props }: SiteHeaderSkipLinkProps) {
  return (
    <a
      data-slot="site-header-skip-link"
      href={href}
      className={cn(
        "sr-only rounded-md bg-primary font-semibold text-primary-foreground",
        "focus-visible:not-sr-only focus-visible:fixed focus-visible:px-4 focus-visible:py-3 focus-visible:top-3 focus-visible:left-3 focus-visible:z-[60]",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}

/** The row that lays out logo, navigation and actions. */
export function SiteHeaderBar({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="site-header-bar"
      className={cn("mx-auto flex min-h-16 w-full max-w-7xl items-center gap-x-2 px-4 py-2 sm:px-6 lg:min-h-20 lg:gap-x-6", className)}
      {...props}
    />
  );
}

export type SiteHeaderLogoProps = Omit<FrameworkLinkProps, "href" | "children"> & {
  href?: string;
  /** The dealership's name: the logo's alternative text, or the wordmark when there is no logo. */
  name: string;
  /** Logo image URL (from the image service); without one the name is shown as text. */
  src?: string | null;
  width?: number;
  height?: number;
};

export function SiteHeaderLogo({ href = "/", name, src, width = 160, height = 48, className, ...props }: SiteHeaderLogoProps) {
  const { Link, Image } = useFramework();
  return (
    <Link
      data-slot="site-header-logo"
      data-variant={src ? "image" : "text"}
      href={href}
      className={cn(
        // Long dealer names wrap to two lines rather than squeezing the navigation.
        "mr-auto flex min-h-11 min-w-0 shrink items-center rounded-sm lg:mr-0 lg:max-w-56 xl:max-w-72",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-header-ring",
        className,
      )}
      {...props}
    >
      {src ? (
        <Image src={src} alt={name} width={width} height={height} className="h-10 w-auto max-w-40 object-contain lg:h-12 lg:max-w-48" />
      ) : (
        <span className="line-clamp-2 text-base leading-tight font-bold tracking-tight text-balance sm:text-lg">{name}</span>
      )}
    </Link>
  );
}

const navItemClass = cn(
  "group/nav-item relative inline-flex h-11 items-center gap-1 rounded-md px-2.5 text-sm font-medium whitespace-nowrap xl:px-3",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-header-ring",
  // Active page: a bar under the item, not colour alone (WCAG 1.4.1). Hover and an
  // open dropdown show the same bar rather than tinting the background, which on a
  // dealer's dark header would lower the text's contrast below 4.5:1.
  "after:absolute after:inset-x-2.5 after:bottom-1 xl:after:inset-x-3 after:h-0.5 after:rounded-full after:bg-header-accent after:opacity-0 after:transition-opacity",
  "hover:after:opacity-60 data-[state=open]:after:opacity-100 aria-[current=page]:after:opacity-100 data-active:after:opacity-100",
);

const menuPanelVariants = cva(
  "grid gap-1 rounded-lg border border-border bg-popover p-2 text-popover-foreground shadow-lg motion-safe:animate-menu-in",
  {
    variants: {
      // Long dropdowns (a Vehicles menu of every model) flow into columns instead of running off screen.
      columns: { one: "w-64 grid-cols-1", two: "w-[30rem] grid-cols-2", three: "w-[42rem] grid-cols-3" },
    },
    defaultVariants: { columns: "one" },
  },
);

function columnsFor(count: number): "one" | "two" | "three" {
  return count > 16 ? "three" : count > 8 ? "two" : "one";
}

const menuLinkClass = cn(
  "flex min-h-11 items-center rounded-md px-3 py-2 text-sm leading-snug",
  "hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
  "aria-[current=page]:bg-muted aria-[current=page]:font-semibold aria-[current=page]:shadow-[inset_3px_0_0_var(--color-primary)]",
);

// Hover timings (spec 2.2 hover sites), as Radix NavigationMenu had them: the pointer
// rests this long before a dropdown opens, gets this long to cross from a button to its
// dropdown, and a dropdown opened soon after another closed opens at once.
const hoverOpenDelay = 150;
const hoverCloseDelay = 150;
const hoverSkipDelay = 300;

const topLevelSelector = ':scope > li > [data-slot="site-header-nav-link"], :scope > li > [data-slot="site-header-nav-trigger"]';
const previousKeys = new Set(["ArrowLeft", "ArrowUp"]);
const focusKeys = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** Home/End go to the ends, arrows one step along the group; no wrapping (as Radix did). */
function focusAlong(group: ReadonlyArray<HTMLElement>, current: Element, key: string) {
  const index = group.indexOf(current as HTMLElement);
  const next = key === "Home" ? 0 : key === "End" ? group.length - 1 : previousKeys.has(key) ? index - 1 : index + 1;
  group[Math.max(0, Math.min(group.length - 1, next))]?.focus();
}

export type SiteHeaderNavProps = Omit<React.ComponentProps<"nav">, "ref" | "defaultValue"> & {
  /** spec 2.2: "hover" opens a dropdown when the pointer rests on it; "click" only on click or keyboard. */
  openOn?: SiteHeaderOpenOn;
  /** The open dropdown (`menu-{index}` of its item, "" for none), when the parent controls it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * The desktop navigation (lg and up), written by hand on purpose: it is the WAI-ARIA APG
 * "disclosure navigation" pattern, which the APG recommends for site navigation and which
 * needs no library (a <button aria-expanded aria-controls> before each list of links).
 * Dropping Radix NavigationMenu and its collection/roving-focus helpers saves about
 * 6.7 KB gzipped on every page. Tab order is the DOM's; Enter or Space toggles, Escape
 * closes, arrows and Home/End move along a row or a dropdown, Arrow Down enters an open one.
 */
export function SiteHeaderNav({
  openOn = "click",
  value: valueProp,
  defaultValue = "",
  onValueChange,
  onKeyDown,
  className,
  "aria-label": ariaLabel = "Main",
  ...props
}: SiteHeaderNavProps) {
  const { items, isActive } = useSiteHeader();
  const { Link } = useFramework();
  const baseId = React.useId();
  const navRef = React.useRef<HTMLElement>(null);
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  // Timers and document listeners read the state of the latest render, not of the one that set them.
  const latest = React.useRef({ value, setValue });
  React.useLayoutEffect(() => {
    latest.current = { value, setValue };
  });
  const hoverTimers = React.useRef({ open: 0, opening: "", close: 0, closedAt: 0 });
  // The dropdown Escape or a click closed while the pointer rests on its button: hover does
  // not reopen it until the pointer has left the button.
  const hoverSuppressed = React.useRef("");
  const lastPointerType = React.useRef("");
  const isHoverSite = openOn === "hover";

  const triggerId = React.useCallback((key: string) => `${baseId}-trigger-${key}`, [baseId]);
  const contentId = React.useCallback((key: string) => `${baseId}-content-${key}`, [baseId]);

  const show = React.useCallback(
    (next: string) => {
      const timers = hoverTimers.current;
      window.clearTimeout(timers.open);
      window.clearTimeout(timers.close);
      timers.opening = "";
      const { value: current, setValue: commit } = latest.current;
      if (next === current) return;
      if (current) {
        timers.closedAt = Date.now();
        // A dropdown closing with focus on one of its links sends focus back to its button, never to <body>.
        if (document.getElementById(contentId(current))?.contains(document.activeElement)) document.getElementById(triggerId(current))?.focus();
      }
      commit(next);
    },
    [contentId, triggerId],
  );

  React.useEffect(() => () => {
    window.clearTimeout(hoverTimers.current.open);
    window.clearTimeout(hoverTimers.current.close);
  }, []);

  // While a dropdown is open: Escape closes it wherever focus is (WCAG 1.4.13: a hovered one
  // too), and a press outside it closes it. A press on a dropdown button is left to its click.
  React.useEffect(() => {
    if (!value) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      if (navRef.current?.contains(target) && target.closest('[data-slot="site-header-nav-trigger"]')) return;
      if (document.getElementById(contentId(value))?.contains(target)) return;
      show("");
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      hoverSuppressed.current = value;
      show("");
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onEscape);
    };
  }, [value, show, contentId]);

  // spec 2.2 hover sites: the pointer on a dropdown's button opens it after a short rest.
  const pointerRests = (key: string, event: React.PointerEvent<HTMLElement>) => {
    // Touch and pen never open on hover: a tap is a click.
    if (!isHoverSite || event.pointerType !== "mouse" || hoverSuppressed.current === key) return;
    const timers = hoverTimers.current;
    const current = latest.current.value;
    if (current === key) {
      window.clearTimeout(timers.close);
    } else if (current || Date.now() - timers.closedAt < hoverSkipDelay) {
      show(key);
    } else if (timers.opening !== key) {
      timers.opening = key;
      timers.open = window.setTimeout(() => show(key), hoverOpenDelay);
    }
  };

  const onNavKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !focusKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const panel = target.closest<HTMLElement>('[data-slot="site-header-nav-panel"]');
    if (panel) {
      event.preventDefault();
      focusAlong([...panel.querySelectorAll<HTMLElement>('[data-slot="site-header-nav-menu-link"]')], target, event.key);
      return;
    }
    const list = navRef.current?.querySelector<HTMLElement>('[data-slot="site-header-nav-list"]');
    if (!list || target.parentElement?.parentElement !== list) return;
    event.preventDefault();
    if (event.key === "ArrowDown" && target.getAttribute("aria-expanded") === "true") {
      document.getElementById(target.getAttribute("aria-controls") ?? "")?.querySelector<HTMLElement>('[data-slot="site-header-nav-menu-link"]')?.focus();
      return;
    }
    focusAlong([...list.querySelectorAll<HTMLElement>(topLevelSelector)], target, event.key);
  };

  return (
    <nav
      ref={navRef}
      data-slot="site-header-nav"
      data-open-on={openOn}
      aria-label={ariaLabel}
      className={cn("hidden min-w-0 flex-1 lg:flex", className)}
      {...props}
      onKeyDown={onNavKeyDown}
    >
      <ul data-slot="site-header-nav-list" className="flex flex-wrap items-center gap-x-0.5 xl:gap-x-1">
        {items.map((item, index) => {
          if (item.kind === "link") {
            const active = isActive(item.href);
            return (
              <li key={`link-${index}`} data-slot="site-header-nav-item">
                <Link
                  data-slot="site-header-nav-link"
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  data-active={active ? "" : undefined}
                  className={navItemClass}
                >
                  {item.label}
                </Link>
              </li>
            );
          }
          const key = `menu-${index}`;
          const open = value === key;
          const state = open ? "open" : "closed";
          const containsActive = item.items.some((link) => isActive(link.href));
          // Dropdowns in the right half open leftwards so they stay on screen.
          const align = index >= items.length / 2 ? "end" : "start";
          return (
            <li
              key={key}
              data-slot="site-header-nav-item"
              className="relative"
              onPointerEnter={(event) => {
                if (isHoverSite && event.pointerType === "mouse" && latest.current.value === key) window.clearTimeout(hoverTimers.current.close);
              }}
              onPointerLeave={(event) => {
                if (!isHoverSite || event.pointerType !== "mouse") return;
                const timers = hoverTimers.current;
                window.clearTimeout(timers.open);
                timers.opening = "";
                if (latest.current.value !== key) return;
                window.clearTimeout(timers.close);
                timers.close = window.setTimeout(() => show(""), hoverCloseDelay);
              }}
              // A keyboard user never tabs along under a dropdown that covers the page.
              onBlur={(event) => {
                const next = event.relatedTarget;
                if (latest.current.value === key && next instanceof Node && !event.currentTarget.contains(next)) show("");
              }}
            >
              <button
                type="button"
                id={triggerId(key)}
                data-slot="site-header-nav-trigger"
                data-state={state}
                data-active={containsActive ? "" : undefined}
                aria-expanded={open}
                aria-controls={contentId(key)}
                className={navItemClass}
                onPointerDown={(event) => {
                  lastPointerType.current = event.pointerType;
                }}
                onPointerMove={(event) => pointerRests(key, event)}
                // A pointer that came to rest on the button while the header was still
                // hydrating (it hydrates apart, docs/performance.md 'Hydration in parts') sent
                // its moves to HTML React had not hydrated: React drops a pointermove then,
                // but keeps the last pointerover and replays it once the header has hydrated.
                onPointerOver={(event) => pointerRests(key, event)}
                onPointerLeave={(event) => {
                  if (hoverSuppressed.current === key) hoverSuppressed.current = "";
                  if (!isHoverSite || event.pointerType !== "mouse") return;
                  window.clearTimeout(hoverTimers.current.open);
                  hoverTimers.current.opening = "";
                }}
                onClick={(event) => {
                  const isOpen = latest.current.value === key;
                  // On a hover site the pointer has usually opened the dropdown before the click
                  // lands; toggling would shut it again. Keyboard (detail 0) and touch still toggle.
                  if (isOpen && isHoverSite && event.detail > 0 && lastPointerType.current === "mouse") return;
                  if (isOpen) hoverSuppressed.current = key;
                  show(isOpen ? "" : key);
                }}
              >
                {item.label}
                <ChevronDownIcon className="size-4 transition-transform duration-200 group-data-[state=open]/nav-item:rotate-180 motion-reduce:transition-none" />
              </button>
              <div
                id={contentId(key)}
                data-slot="site-header-nav-content"
                data-state={state}
                data-align={align}
                hidden={!open}
                className={cn("absolute top-full z-50 pt-2", align === "end" ? "right-0" : "left-0")}
              >
                <ul data-slot="site-header-nav-panel" className={menuPanelVariants({ columns: columnsFor(item.items.length) })}>
                  {item.items.map((link, linkIndex) => {
                    const active = isActive(link.href);
                    return (
                      <li key={`${link.href}-${linkIndex}`}>
                        <Link
                          data-slot="site-header-nav-menu-link"
                          href={link.href}
                          aria-current={active ? "page" : undefined}
                          data-active={active ? "" : undefined}
                          className={menuLinkClass}
                          // Client-side navigation keeps the header mounted: following a link closes its
                          // dropdown. A modified click opens a new tab and leaves this page as it was.
                          onClick={(event) => {
                            if (!event.metaKey && !event.ctrlKey && !event.shiftKey) show("");
                          }}
                        >
                          {link.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Holds the phone link and the mobile menu button at the end of the bar. */
export function SiteHeaderActions({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="site-header-actions" className={cn("flex shrink-0 items-center gap-1 lg:ml-auto", className)} {...props} />;
}

export type SiteHeaderPhoneProps = Omit<React.ComponentProps<"a">, "href" | "children"> & {
  /** The number as the dealer writes it, e.g. "07 3000 0000". */
  phone: string;
  /** Read before the number by screen readers, and shown beside the icon where the number is hidden. */
  label?: string;
};

/** A tel: link. Below xl only the icon shows (the bar is full); its accessible name still holds the number. */
export function SiteHeaderPhone({ phone, label = "Call", className, ...props }: SiteHeaderPhoneProps) {
  return (
    <a
      data-slot="site-header-phone"
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
      className={cn(
        "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold whitespace-nowrap",
        "hover:underline hover:underline-offset-4 xl:px-3",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-header-ring",
        className,
      )}
      {...props}
    >
      <PhoneIcon />
      <span className="sr-only">{label} </span>
      <span className="sr-only xl:not-sr-only">{phone}</span>
    </a>
  );
}

export type SiteHeaderMobileMenuProps = {
  /** The drawer's heading. */
  title?: string;
  openLabel?: string;
  closeLabel?: string;
  /** The navigation landmark's name inside the drawer. */
  navLabel?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra content under the links, e.g. a call button. */
  children?: React.ReactNode;
  className?: string;
};

const drawerRowClass = cn(
  "flex min-h-12 w-full items-center justify-between gap-2 px-5 py-3 text-left",
  "hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
  "aria-[current=page]:bg-muted aria-[current=page]:font-semibold aria-[current=page]:shadow-[inset_4px_0_0_var(--color-primary)]",
);
// Top-level rows and the links inside a section: separate sizes, not an override (cn does not merge).
const drawerLinkClass = cn(drawerRowClass, "text-base font-medium");
const drawerSectionLinkClass = cn(drawerRowClass, "pl-9 text-[0.9375rem] font-normal");

// Matches --breakpoint-lg: the drawer is for narrow screens only.
const desktopQuery = "(min-width: 62rem)";

/**
 * The menu below lg: a button that opens a drawer on our lazy `./dialog` (Radix Dialog,
 * loaded on the first open or when the pointer or focus reaches the button: focus trapped,
 * Escape closes, focus returns to the button), dropdowns as disclosure sections.
 */
export function SiteHeaderMobileMenu({
  title = "Menu",
  openLabel = "Open menu",
  closeLabel = "Close menu",
  navLabel = "Main",
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  className,
}: SiteHeaderMobileMenuProps) {
  const root = React.useContext(SiteHeaderRootContext);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);

  // A drawer left open while the window widens past lg would trap focus behind the desktop header.
  React.useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(desktopQuery);
    const closeOnDesktop = () => query.matches && setOpen(false);
    closeOnDesktop();
    query.addEventListener("change", closeOnDesktop);
    return () => query.removeEventListener("change", closeOnDesktop);
  }, [open, setOpen]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button data-slot="site-header-menu-button" intent="ghost" size="icon" aria-label={openLabel} className={cn("lg:hidden", className)}>
          <MenuIcon className="size-6" />
        </Button>
      </DialogTrigger>
      {/* Portalled into the header, so it keeps the template's and dealer's tokens. */}
      <DialogContent
        layout="drawer-right"
        container={root}
        closeLabel={null}
        overlayClassName="lg:hidden"
        className="lg:hidden"
        data-slot="site-header-drawer"
        aria-describedby={undefined}
      >
        <div
          data-slot="site-header-drawer-header"
          className="flex min-h-16 items-center justify-between gap-2 border-b border-border py-2 pr-2 pl-5"
        >
          <DialogTitle size="md">{title}</DialogTitle>
          <DialogClose asChild>
            <Button intent="ghost" size="icon" aria-label={closeLabel}>
              <CloseIcon className="size-6" />
            </Button>
          </DialogClose>
        </div>
        {/* Client-side navigation keeps the header mounted, so following a link must close the drawer. */}
        <SiteHeaderDrawerNav label={navLabel} onNavigate={() => setOpen(false)} />
        {children ? (
          <div data-slot="site-header-drawer-footer" className="flex flex-col gap-2 border-t border-border p-4">
            {children}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The drawer's links; each dropdown is a disclosure section (a button with aria-expanded
 * and aria-controls, its panel hidden when closed), one open at a time. It mounts with
 * every opening, so the section holding the current page is open at the start of each.
 * Arrow keys and Home/End move between the section buttons, as Radix Accordion's did.
 */
function SiteHeaderDrawerNav({ label, onNavigate }: { label: string; onNavigate: () => void }) {
  const { items, isActive } = useSiteHeader();
  const { Link } = useFramework();
  const baseId = React.useId();
  const [openSection, setOpenSection] = React.useState(() => {
    const active = items.findIndex((item) => item.kind === "menu" && item.items.some((link) => isActive(link.href)));
    return active >= 0 ? `menu-${active}` : "";
  });

  const onSectionKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const nav = event.currentTarget.closest('[data-slot="site-header-drawer-nav"]');
    const triggers = [...(nav?.querySelectorAll<HTMLElement>('[data-slot="site-header-drawer-trigger"]') ?? [])];
    const index = triggers.indexOf(event.currentTarget);
    const count = triggers.length;
    // Arrows wrap around, as Radix Accordion's did.
    const targets: Record<string, number> = { Home: 0, End: count - 1, ArrowDown: (index + 1) % count, ArrowUp: (index - 1 + count) % count };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  };

  return (
    <nav data-slot="site-header-drawer-nav" aria-label={label} className="flex-1 overflow-y-auto overscroll-contain py-2">
      <ul>
        {items.map((item, index) => {
          if (item.kind === "link") {
            return (
              <li key={`link-${index}`}>
                <Link
                  data-slot="site-header-drawer-link"
                  href={item.href}
                  aria-current={isActive(item.href) ? "page" : undefined}
                  onClick={onNavigate}
                  className={drawerLinkClass}
                >
                  {item.label}
                </Link>
              </li>
            );
          }
          const key = `menu-${index}`;
          const open = openSection === key;
          const state = open ? "open" : "closed";
          const triggerId = `${baseId}-trigger-${key}`;
          const panelId = `${baseId}-panel-${key}`;
          return (
            <li key={key} data-slot="site-header-drawer-section" data-state={state}>
              {/* The heading and region keep the outline Radix Accordion gave screen readers (h2 is the drawer's title). */}
              <h3 data-state={state} className="m-0">
                <button
                  type="button"
                  id={triggerId}
                  data-slot="site-header-drawer-trigger"
                  data-state={state}
                  aria-expanded={open}
                  aria-controls={panelId}
                  className={cn(drawerLinkClass, "group/drawer-trigger")}
                  onClick={() => setOpenSection(open ? "" : key)}
                  onKeyDown={onSectionKeyDown}
                >
                  {item.label}
                  <ChevronDownIcon className="transition-transform duration-200 group-data-[state=open]/drawer-trigger:rotate-180 motion-reduce:transition-none" />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={triggerId}
                data-slot="site-header-drawer-panel"
                data-state={state}
                hidden={!open}
                className="bg-muted/60"
              >
                <ul className="py-1">
                  {item.items.map((link, linkIndex) => (
                    <li key={`${link.href}-${linkIndex}`}>
                      <Link
                        data-slot="site-header-drawer-link"
                        href={link.href}
                        aria-current={isActive(link.href) ? "page" : undefined}
                        onClick={onNavigate}
                        className={drawerSectionLinkClass}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
