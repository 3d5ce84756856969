"use client";

import * as React from "react";
import { Accordion, Dialog, NavigationMenu } from "radix-ui";
import { cva } from "class-variance-authority";
import { localizeSpelling, type HeaderItem } from "@forecourt/domain";
import { cn } from "./lib/cn";
import { useFramework, type FrameworkLinkProps } from "./framework";
import { Button } from "./button";
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
  /** The header element: the mobile drawer portals into it, so it keeps the template's and dealer's tokens. */
  root: HTMLElement | null;
}

const SiteHeaderContext = React.createContext<SiteHeaderContextValue | null>(null);

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
  const value = React.useMemo(() => ({ items: localizedItems, isActive, root }), [localizedItems, isActive, root]);
  return (
    <SiteHeaderContext.Provider value={value}>
      <header
        ref={setRoot}
        data-slot="site-header"
        className={cn("relative border-b border-border bg-header-background text-header-foreground", className)}
        {...props}
      >
        {children}
      </header>
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

function preventDefault(event: React.SyntheticEvent) {
  event.preventDefault();
}

export type SiteHeaderNavProps = Omit<React.ComponentProps<typeof NavigationMenu.Root>, "ref" | "delayDuration" | "orientation"> & {
  /** spec 2.2: "hover" opens a dropdown when the pointer rests on it; "click" only on click or keyboard. */
  openOn?: SiteHeaderOpenOn;
};

/**
 * The desktop navigation (lg and up), on Radix NavigationMenu: Tab and arrow keys
 * move between items, Enter or Space opens a dropdown, Arrow Down enters it, Escape closes it.
 */
export function SiteHeaderNav({
  openOn = "click",
  value: valueProp,
  defaultValue = "",
  onValueChange,
  className,
  "aria-label": ariaLabel = "Main",
  ...props
}: SiteHeaderNavProps) {
  const { items, isActive } = useSiteHeader();
  const { Link } = useFramework();
  const lastPointerType = React.useRef<string>("");
  const rootRef = React.useRef<HTMLElement>(null);
  const [uncontrolledValue, setUncontrolledValue] = React.useState(defaultValue);
  const value = valueProp ?? uncontrolledValue;
  const setValue = (next: string) => {
    if (valueProp === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  // Radix puts an aria-hidden, tabbable "focus proxy" after an open trigger, for menus whose
  // content lives in a separate viewport (radix-ui/primitives#3085: an axe aria-hidden-focus
  // violation). Our content follows its trigger in the DOM, so Tab order needs no proxy; Radix
  // still focuses it programmatically when Tab leaves the dropdown, which tabindex -1 allows.
  React.useLayoutEffect(() => {
    rootRef.current
      ?.querySelectorAll<HTMLElement>('[data-slot="site-header-nav-trigger"] + span[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.setAttribute("tabindex", "-1"));
  }, [value]);

  // Radix opens on pointer move and closes on pointer leave; a click site cancels both,
  // so its dropdowns open and close on click, keyboard, Escape or a click outside only.
  const pointerGuards = openOn === "click" ? { onPointerMove: preventDefault, onPointerLeave: preventDefault } : {};

  const onTriggerClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    // On a hover site the pointer has usually opened the dropdown before the click lands;
    // without this the click would toggle it shut again. Keyboard and touch still toggle.
    if (openOn === "hover" && lastPointerType.current === "mouse" && event.currentTarget.dataset.state === "open") event.preventDefault();
  };

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={value}
      onValueChange={setValue}
      data-slot="site-header-nav"
      data-open-on={openOn}
      aria-label={ariaLabel}
      delayDuration={150}
      className={cn("hidden min-w-0 flex-1 lg:flex", className)}
      {...props}
    >
      <NavigationMenu.List data-slot="site-header-nav-list" className="flex flex-wrap items-center gap-x-0.5 xl:gap-x-1">
        {items.map((item, index) => {
          if (item.kind === "link") {
            return (
              <NavigationMenu.Item key={`link-${index}`} data-slot="site-header-nav-item">
                <NavigationMenu.Link asChild active={isActive(item.href)}>
                  <Link data-slot="site-header-nav-link" href={item.href} className={navItemClass}>
                    {item.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          const containsActive = item.items.some((link) => isActive(link.href));
          // Dropdowns in the right half open leftwards so they stay on screen.
          const align = index >= items.length / 2 ? "end" : "start";
          return (
            <NavigationMenu.Item
              key={`menu-${index}`}
              value={`menu-${index}`}
              data-slot="site-header-nav-item"
              className="relative"
              // Radix keeps a dropdown open while focus moves on to the next item; close it instead,
              // so a keyboard user never tabs along under a panel that covers the page.
              onBlur={(event) => {
                const next = event.relatedTarget;
                if (value === `menu-${index}` && next instanceof Node && !event.currentTarget.contains(next)) setValue("");
              }}
            >
              <NavigationMenu.Trigger
                data-slot="site-header-nav-trigger"
                data-active={containsActive ? "" : undefined}
                className={navItemClass}
                onPointerDown={(event) => {
                  lastPointerType.current = event.pointerType;
                }}
                onClick={onTriggerClick}
                {...pointerGuards}
              >
                {item.label}
                <ChevronDownIcon className="size-4 transition-transform duration-200 group-data-[state=open]/nav-item:rotate-180 motion-reduce:transition-none" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                data-slot="site-header-nav-content"
                data-align={align}
                className={cn("absolute top-full z-50 pt-2", align === "end" ? "right-0" : "left-0")}
                {...pointerGuards}
              >
                <ul data-slot="site-header-nav-panel" className={menuPanelVariants({ columns: columnsFor(item.items.length) })}>
                  {item.items.map((link, linkIndex) => (
                    <li key={`${link.href}-${linkIndex}`}>
                      <NavigationMenu.Link asChild active={isActive(link.href)}>
                        <Link data-slot="site-header-nav-menu-link" href={link.href} className={menuLinkClass}>
                          {link.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
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

const drawerLinkClass = cn(
  "flex min-h-12 w-full items-center justify-between gap-2 px-5 py-3 text-left text-base font-medium",
  "hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
  "aria-[current=page]:bg-muted aria-[current=page]:font-semibold aria-[current=page]:shadow-[inset_4px_0_0_var(--color-primary)]",
);

// Matches --breakpoint-lg: the drawer is for narrow screens only.
const desktopQuery = "(min-width: 62rem)";

/**
 * The menu below lg: a button that opens a Radix Dialog drawer (focus trapped,
 * Escape closes, focus returns to the button), dropdowns as accordion sections.
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
  const { items, isActive, root } = useSiteHeader();
  const { Link } = useFramework();
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  // A drawer left open while the window widens past lg would trap focus behind the desktop header.
  React.useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(desktopQuery);
    const closeOnDesktop = () => query.matches && setOpen(false);
    closeOnDesktop();
    query.addEventListener("change", closeOnDesktop);
    return () => query.removeEventListener("change", closeOnDesktop);
  }, [open, setOpen]);

  // Client-side navigation keeps the header mounted, so following a link must close the drawer.
  const closeDrawer = () => setOpen(false);
  const activeMenu = items.findIndex((item) => item.kind === "menu" && item.items.some((link) => isActive(link.href)));

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button data-slot="site-header-menu-button" intent="ghost" size="icon" aria-label={openLabel} className={cn("lg:hidden", className)}>
          <MenuIcon className="size-6" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal container={root}>
        <Dialog.Overlay
          data-slot="site-header-drawer-overlay"
          className="fixed inset-0 z-50 bg-black/60 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in lg:hidden"
        />
        <Dialog.Content
          data-slot="site-header-drawer"
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-[min(24rem,calc(100vw-3rem))] flex-col bg-popover text-popover-foreground shadow-2xl outline-none lg:hidden",
            "motion-safe:data-[state=closed]:animate-drawer-out motion-safe:data-[state=open]:animate-drawer-in",
          )}
        >
          <div data-slot="site-header-drawer-header" className="flex min-h-16 items-center justify-between gap-2 border-b border-border py-2 pr-2 pl-5">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button intent="ghost" size="icon" aria-label={closeLabel}>
                <CloseIcon className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <nav data-slot="site-header-drawer-nav" aria-label={navLabel} className="flex-1 overflow-y-auto overscroll-contain py-2">
            <Accordion.Root type="single" collapsible defaultValue={activeMenu >= 0 ? `menu-${activeMenu}` : undefined} asChild>
              <ul>
                {items.map((item, index) =>
                  item.kind === "link" ? (
                    <li key={`link-${index}`}>
                      <Link
                        data-slot="site-header-drawer-link"
                        href={item.href}
                        aria-current={isActive(item.href) ? "page" : undefined}
                        onClick={closeDrawer}
                        className={drawerLinkClass}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ) : (
                    <Accordion.Item key={`menu-${index}`} value={`menu-${index}`} data-slot="site-header-drawer-section" asChild>
                      <li>
                        <Accordion.Header className="m-0">
                          <Accordion.Trigger data-slot="site-header-drawer-trigger" className={cn(drawerLinkClass, "group/drawer-trigger")}>
                            {item.label}
                            <ChevronDownIcon className="transition-transform duration-200 group-data-[state=open]/drawer-trigger:rotate-180 motion-reduce:transition-none" />
                          </Accordion.Trigger>
                        </Accordion.Header>
                        <Accordion.Content data-slot="site-header-drawer-panel" className="bg-muted/60">
                          <ul className="py-1">
                            {item.items.map((link, linkIndex) => (
                              <li key={`${link.href}-${linkIndex}`}>
                                <Link
                                  data-slot="site-header-drawer-link"
                                  href={link.href}
                                  aria-current={isActive(link.href) ? "page" : undefined}
                                  onClick={closeDrawer}
                                  className={cn(drawerLinkClass, "pl-9 text-[0.9375rem] font-normal")}
                                >
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </Accordion.Content>
                      </li>
                    </Accordion.Item>
                  ),
                )}
              </ul>
            </Accordion.Root>
          </nav>
          {children ? (
            <div data-slot="site-header-drawer-footer" className="flex flex-col gap-2 border-t border-border p-4">
              {children}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
