"use client";
// The car forms in a dialog (issue 5; spec 2.4 'Book a Test Drive' opens a form,
// spec 2.5 'Modals'): the result card and the vehicle page render this with their
// own button, and the lead goes through the same pipeline as every other form.
//
// The form loads when the dialog opens, or as the pointer or focus reaches the button
// (lazy-site-lead-form.tsx), so it stays out of the search and vehicle pages' first download.
import type { ReactNode } from "react";
import type { LeadFormOptions, Locale } from "@forecourt/domain";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@forecourt/ui/dialog";
import { LazySiteLeadForm, preloadSiteLeadForm } from "./lazy-site-lead-form";

export interface CarLeadDialogProps {
  form: "car-enquiry" | "test-drive" | "request-photos";
  /** The dialog's heading, e.g. 'Book a Test Drive'. */
  title: string;
  car: { id: number; title: string; available: boolean; carType: string | null; tag: string | null };
  options: LeadFormOptions;
  locale: Locale;
  tagManager: boolean;
  /** The button that opens the dialog (a Button, usually). */
  trigger: ReactNode;
}

export function CarLeadDialog({ form, title, car, options, locale, tagManager, trigger }: CarLeadDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild onPointerEnter={preloadSiteLeadForm} onFocus={preloadSiteLeadForm}>
        {trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{car.title}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <LazySiteLeadForm
            form={form}
            options={options}
            locale={locale}
            title={title}
            headingLevel={3}
            tagManager={tagManager}
            context={{ carId: car.id, carAvailable: car.available, carType: car.carType, tag: car.tag }}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
