"use client";
// The site's lead form for a client component that shows it later, on the shopper's
// click: the car forms' dialog, an offer's Enquire Now, personalised finance's Apply.
// The form (react-hook-form, the form component, what it sends with) is code the page
// needs only then, so it loads then, or earlier as the pointer or focus reaches the
// button that opens it (`preloadSiteLeadForm`), and stays out of the page's first
// download (issue 20). Server pages render SiteLeadFormOnIntent (on-intent.tsx) instead.
import { lazy, Suspense } from "react";
import type { SiteLeadFormProps } from "./site-lead-form";

const loadForm = () => import("./site-lead-form");
// One retry: a dropped connection on a phone should not cost the shopper the form.
const SiteLeadForm = lazy(() =>
  loadForm()
    .catch(() => loadForm())
    .then((module) => ({ default: module.SiteLeadForm })),
);

/** Starts loading the form (the pointer or focus is on the button that shows it). */
export const preloadSiteLeadForm = () => void loadForm().catch(() => undefined);

export function LazySiteLeadForm(props: SiteLeadFormProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-8 text-center text-muted-foreground" data-slot="lead-form-loading">
          Loading the form…
        </p>
      }
    >
      <SiteLeadForm {...props} />
    </Suspense>
  );
}
