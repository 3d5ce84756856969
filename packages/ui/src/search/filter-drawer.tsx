"use client";
// The filter panel in a drawer on small screens (issue 6 'A mobile drawer for
// the panel'): Radix Dialog traps focus, closes on Escape and gives focus back.
import * as React from "react";
import { Dialog } from "radix-ui";
import { Button } from "../button";
import { CloseIcon } from "../icons";
import { cn } from "../lib/cn";

export interface FilterDrawerProps {
  /** The panel, rendered only while the drawer is open. */
  children: React.ReactNode;
  /** How many refinements are applied, shown on the button. */
  refinementCount?: number;
  classNames?: { trigger?: string; content?: string };
  translations?: { open?: string; title?: string; close?: string; done?: string };
}

export function FilterDrawer({ children, refinementCount = 0, classNames, translations }: FilterDrawerProps) {
  const title = translations?.title ?? "Filters";
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button intent="outline" className={classNames?.trigger} data-slot="filter-drawer-trigger">
          {translations?.open ?? "Filter"}
          {refinementCount > 0 ? <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{refinementCount}</span> : null}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-slot="filter-drawer"
          aria-describedby={undefined}
          className={cn("fixed inset-y-0 left-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-background text-foreground shadow-xl", classNames?.content)}
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button intent="ghost" size="icon" aria-label={translations?.close ?? "Close filters"}>
                <CloseIcon />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">{children}</div>
          <div className="border-t border-border p-4">
            <Dialog.Close asChild>
              <Button className="w-full">{translations?.done ?? "Show results"}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
