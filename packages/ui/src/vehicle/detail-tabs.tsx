"use client";
// Tabs for the vehicle page's reference sections (spec 2.5 'Tabs or sections': Car
// Summary, All Specifications, Features) on Radix Tabs: arrow keys move between tabs,
// Tab moves into the panel. Every panel is rendered (hidden when inactive), so the
// first HTML holds all of it for shoppers without JavaScript and for search engines.
import * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "../lib/cn";

export interface DetailTab {
  id: string;
  title: string;
  content: React.ReactNode;
}

export type DetailTabsProps = Omit<React.ComponentProps<typeof TabsPrimitive.Root>, "children" | "defaultValue"> & {
  tabs: DetailTab[];
  /** The tab list's accessible name. */
  label: string;
  defaultValue?: string;
};

export function DetailTabs({ tabs, label, defaultValue, className, ...props }: DetailTabsProps) {
  if (tabs.length === 0) return null;
  return (
    <TabsPrimitive.Root data-slot="detail-tabs" defaultValue={defaultValue ?? tabs[0]!.id} className={cn("flex flex-col gap-4", className)} {...props}>
      <TabsPrimitive.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.id}
            value={tab.id}
            data-slot="detail-tab"
            className={cn(
              "-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors",
              "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
              "data-[state=active]:border-primary data-[state=active]:text-foreground",
            )}
          >
            {tab.title}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.id} value={tab.id} forceMount data-slot="detail-tab-panel" className="outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=inactive]:hidden">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
