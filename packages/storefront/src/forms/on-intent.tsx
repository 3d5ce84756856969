"use client";
// The forms the server pages render, each hydrated when the shopper first points at,
// focuses, types in or submits it (@forecourt/ui/hydrate-on-intent, issue 20): the page
// arrives and paints with the whole form in its HTML, and react-hook-form and the
// form's own code (20-30 KB gzipped) load only for a shopper who starts on it. A form
// the browser has something to show in (contact details to prefill, a valuation or a
// pre-approval to resume) hydrates at once. Client components that show a form later
// (the car page's enquiry dialog, a journey's last step) import the form itself.
import { hydrateOnIntent } from "@forecourt/ui/hydrate-on-intent";
import type { SignInFlowProps } from "../accounts/sign-in-flow";
import type { PreApprovalJourneyProps } from "../finance/pre-approval-journey";
import type { CheckoutFormProps } from "../reservations/checkout-form";
import type { ValuationJourneyProps } from "../valuations/valuation-journey";
import { rememberedContact } from "./browser-storage";
import type { SiteLeadFormProps } from "./site-lead-form";

function storageHas(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

export const SiteLeadFormOnIntent = hydrateOnIntent<SiteLeadFormProps>(() => import("./site-lead-form").then((module) => module.SiteLeadForm), {
  // The form fills in the contact details this browser kept (site-lead-form.tsx).
  eager: () => rememberedContact(window.localStorage) !== null,
});

export const SignInFlowOnIntent = hydrateOnIntent<SignInFlowProps>(() => import("../accounts/sign-in-flow").then((module) => module.SignInFlow));

export const CheckoutFormOnIntent = hydrateOnIntent<CheckoutFormProps>(() => import("../reservations/checkout-form").then((module) => module.CheckoutForm));

export const ValuationJourneyOnIntent = hydrateOnIntent<ValuationJourneyProps>(() => import("../valuations/valuation-journey").then((module) => module.ValuationJourney), {
  // A reload resumes the journey where the shopper was (valuation-journey.tsx).
  eager: (props) => storageHas(() => window.sessionStorage, props.storageKey),
});

export const PreApprovalJourneyOnIntent = hydrateOnIntent<PreApprovalJourneyProps>(() => import("../finance/pre-approval-journey").then((module) => module.PreApprovalJourney), {
  // A reload resumes the application, or shows the result again (pre-approval-journey.tsx).
  eager: (props) => storageHas(() => window.sessionStorage, props.storageKey),
});
