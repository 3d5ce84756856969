"use client";
// The filter panel in a drawer on small screens (issue 6 'A mobile drawer for
// the panel'): a dialog drawer traps focus, closes on Escape and gives focus
// back. Its Radix parts load on first open (`../dialog`).
import * as React from "react";
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from "../dialog";
import { Button } from "../button";
import { CloseIcon } from "../icons";

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
    <Dialog>
      <DialogTrigger asChild>
        <Button intent="outline" className={classNames?.trigger} data-slot="filter-drawer-trigger">
          {translations?.open ?? "Filter"}
          {refinementCount > 0 ? <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{refinementCount}</span> : null}
        </Button>
      </DialogTrigger>
      <DialogContent data-slot="filter-drawer" layout="drawer-left" closeLabel={null} aria-describedby={undefined} className={classNames?.content}>
        <div className="flex items-center justify-between border-b border-border px-4 py-2">
          <DialogTitle size="md">{title}</DialogTitle>
          <DialogClose asChild>
            <Button intent="ghost" size="icon" aria-label={translations?.close ?? "Close filters"}>
              <CloseIcon />
            </Button>
          </DialogClose>
        </div>
        <div className="flex-1 overflow-y-auto px-4">{children}</div>
        <div className="border-t border-border p-4">
          <DialogClose asChild>
            <Button className="w-full">{translations?.done ?? "Show results"}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
