"use client";
// Tabs for the vehicle page's reference sections (spec 2.5 'Tabs or sections': Car
// Summary, All Specifications, Features): the WAI-ARIA tabs pattern with automatic
// activation. Arrow keys (and Home, End) move between tabs and select them, Tab
// moves into the panel. Every panel is rendered (hidden when inactive), so the first
// HTML holds all of it for shoppers without JavaScript and for search engines.
//
// Written out rather than on Radix Tabs: this fixed, horizontal, left-to-right
// list needs none of Radix's orientation, direction or manual activation, and
// Radix Tabs with its collection and roving-focus helpers was about 6 KB gzipped
// of the vehicle page's JavaScript budget (issue 7: under 180 KB).
import * as React from "react";
import { cn } from "../lib/cn";

export interface DetailTab {
  id: string;
  title: string;
  content: React.ReactNode;
}

export type DetailTabsProps = Omit<React.ComponentProps<"div">, "children" | "defaultValue"> & {
  tabs: DetailTab[];
  /** The tab list's accessible name. */
  label: string;
  /** The tab shown first; the first tab by default. */
  defaultValue?: string;
};

export function DetailTabs({ tabs, label, defaultValue, className, ...props }: DetailTabsProps) {
  const baseId = React.useId();
  const [selected, setSelected] = React.useState(() => (tabs.some((tab) => tab.id === defaultValue) ? defaultValue! : tabs[0]?.id));
  const tabRefs = React.useRef(new Map<string, HTMLButtonElement>());
  if (tabs.length === 0) return null;
  // A tab list that changes under a selection (a car without features) falls back to the first tab.
  const current = tabs.some((tab) => tab.id === selected) ? selected! : tabs[0]!.id;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div data-slot="detail-tabs" className={cn("flex flex-col gap-4", className)} {...props}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab, index) => {
          const active = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              // Roving tabindex: Tab reaches the selected tab only, then leaves for its panel.
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              data-slot="detail-tab"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "-mb-px min-h-11 shrink-0 border-b-2 px-4 py-2 text-sm font-semibold transition-colors",
                "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                active ? "border-primary text-foreground" : "border-transparent text-muted-foreground",
              )}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.id === current;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            hidden={!active}
            data-state={active ? "active" : "inactive"}
            data-slot="detail-tab-panel"
            className="outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {tab.content}
          </div>
        );
      })}
    </div>
  );
}
