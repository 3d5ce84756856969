"use client";
// The car forms in a dialog (issue 5; spec 2.4 'Book a Test Drive' opens a form,
// spec 2.5 'Modals'): the result card and the vehicle page render this with their
// own button, and the lead goes through the same pipeline as every other form.
//
// The form (react-hook-form, the zod schemas) is code the page needs only once a
// shopper opens the dialog, so it loads then, or as the pointer or focus reaches the
// button, and stays out of the search and vehicle pages' first download.
import { lazy, type ReactNode, Suspense } from "react";
import type { LeadFormOptions, Locale } from "@forecourt/domain";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@forecourt/ui/dialog";

const loadForm = () => import("./site-lead-form");
// One retry: a dropped connection on a phone should not cost the shopper the form.
const SiteLeadForm = lazy(() =>
  loadForm()
    .catch(() => loadForm())
    .then((module) => ({ default: module.SiteLeadForm })),
);
const preload = () => void loadForm().catch(() => undefined);

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
      <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
        {trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{car.title}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Suspense
            fallback={
              <p role="status" className="py-8 text-center text-muted-foreground" data-slot="lead-form-loading">
                Loading the form…
              </p>
            }
          >
            <SiteLeadForm
            form={form}
            options={options}
            locale={locale}
            title={title}
            headingLevel={3}
            tagManager={tagManager}
            context={{ carId: car.id, carAvailable: car.available, carType: car.carType, tag: car.tag }}
            />
          </Suspense>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
