"use client";
// The finance pre-approval journey (issue 18; spec 2.1 /finance-pre-approval, spec 9):
// the soft application in eight steps (ui's PreApprovalForm), the shopper's contact
// details (the site's finance lead form, posted to /api/finance/pre-approval, which
// stores the lead first and, signed in, the pre-approval), then the indicative result.
//
// Where the shopper is, is kept in sessionStorage (this tab, this site), so a reload
// resumes at the same step with the answers given, or shows the result again. A
// result reached signed out carries the API's claim token: after signing in (the
// sign-in page sends the shopper back here), the journey posts it to
// /api/finance/pre-approval/claim and the result becomes 'Pre-Approved' (spec 9).
import { useEffect, useRef, useState } from "react";
import { type LeadFormOptions, type Locale, type PreApprovalApplication, type PreApprovalResult, type PreApprovalStepId, preApprovalResult, preApprovalSteps, preApprovedCarsUrl } from "@forecourt/domain";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { FormAlert } from "@forecourt/ui/forms/form-alert";
import { type PreApprovalAnswers, PreApprovalForm } from "@forecourt/ui/finance/pre-approval-form";
import { PreApprovalResultPanel } from "@forecourt/ui/finance/pre-approval-result";
import { SiteLeadForm } from "../forms/site-lead-form";

export interface PreApprovalJourneyProps {
  /** The site's finance rate (spec 9: the calculator rate). */
  ratePercent: number;
  options: LeadFormOptions;
  locale: Locale;
  title: string;
  tagManager: boolean;
  /** Where the journey is kept in sessionStorage. */
  storageKey: string;
  /** A shopper is signed in: a result made signed out is kept for them. */
  signedIn: boolean;
  /** Signed out on a site with accounts: where to sign in to keep the result; null otherwise. */
  signInHref: string | null;
}

type Claim = { leadId: string; token: string };

export type PreApprovalStage =
  | { kind: "application"; step: PreApprovalStepId; answers: PreApprovalAnswers }
  | { kind: "contact"; application: PreApprovalApplication }
  | { kind: "result"; application: PreApprovalApplication; result: PreApprovalResult; preApproved: boolean; claim: Claim | null };

const start: PreApprovalStage = { kind: "application", step: "borrow", answers: {} };

/** A stage read back from storage, or null when it is not one this journey wrote. */
function storedStage(text: string | null): PreApprovalStage | null {
  if (!text) return null;
  try {
    const stage = JSON.parse(text) as PreApprovalStage;
    if (stage.kind === "application" && preApprovalSteps.some((step) => step.id === stage.step) && typeof stage.answers === "object" && stage.answers !== null) return stage;
    if (stage.kind === "contact" && typeof stage.application?.amount === "number") return stage;
    if (stage.kind === "result" && typeof stage.application?.amount === "number" && typeof stage.result?.borrowingPower === "number") return stage;
  } catch {
    // Not JSON: start again.
  }
  return null;
}

export function PreApprovalJourney({ ratePercent, options, locale, title, tagManager, storageKey, signedIn, signInHref }: PreApprovalJourneyProps) {
  const [stage, setStage] = useState<PreApprovalStage>(start);
  /** Bumped when a stored application is restored, so the form mounts again on its step. */
  const [formKey, setFormKey] = useState(0);
  const [claimError, setClaimError] = useState<string | null>(null);
  const restored = useRef(false);
  /** Focus follows the shopper's own moves, never a restore on load. */
  const moved = useRef(false);

  // Resume after a reload (this tab only).
  useEffect(() => {
    let saved: PreApprovalStage | null = null;
    try {
      saved = storedStage(window.sessionStorage.getItem(storageKey));
    } catch {
      // Storage blocked: the journey still works, it just does not resume.
    }
    if (saved) {
      setStage(saved);
      setFormKey((key) => key + 1);
    }
    restored.current = true;
  }, [storageKey]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(stage));
    } catch {
      // Private browsing: nothing to resume from.
    }
  }, [stage, storageKey]);

  useEffect(() => {
    if (!moved.current) return;
    // Each new stage's heading takes focus, so keyboard and screen-reader users start there.
    const target = stage.kind === "contact" ? document.getElementById("pre-approval-contact-heading") : stage.kind === "result" ? document.getElementById("pre-approval-result-heading") : null;
    target?.focus();
  }, [stage.kind]);

  // Signed in now, with a result made signed out: keep it on the account.
  const claim = stage.kind === "result" && !stage.preApproved && signedIn ? stage.claim : null;
  useEffect(() => {
    if (!claim) return;
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetch("/api/finance/pre-approval/claim", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ lead_id: claim.leadId, claim_token: claim.token }),
        });
        const body = (await response.json().catch(() => ({}))) as { error?: string; result?: PreApprovalResult };
        if (cancelled) return;
        if (response.ok) {
          setStage((current) => (current.kind === "result" ? { ...current, result: body.result ?? current.result, preApproved: true, claim: null } : current));
        } else if (response.status !== 401) {
          // Refused for good (too old, another account's): say so once, and stop asking.
          setClaimError(body.error ?? "Your pre-approval could not be kept on your account.");
          setStage((current) => (current.kind === "result" ? { ...current, claim: null } : current));
        }
      } catch {
        if (!cancelled) setClaimError("Your pre-approval could not be kept on your account just now. Reload the page to try again.");
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [claim]);

  const go = (next: PreApprovalStage) => {
    moved.current = true;
    setClaimError(null);
    setStage(next);
  };

  if (stage.kind === "result") {
    return (
      <div className="grid max-w-3xl gap-6" data-slot="pre-approval-journey-result">
        <PreApprovalResultPanel
          result={stage.result}
          amount={stage.application.amount}
          termYears={stage.application.termYears}
          carsHref={preApprovedCarsUrl(stage.result.borrowingPower, stage.application.deposit)}
          preApproved={stage.preApproved}
        />
        {claimError ? <FormAlert>{claimError}</FormAlert> : null}
        {!stage.preApproved && stage.claim && !signedIn && signInHref ? (
          <p data-slot="pre-approval-keep" className="max-w-prose">
            Sign in to keep this pre-approval: the car pages will then show you as Pre-Approved.{" "}
            <FrameworkLink href={signInHref} className="font-medium underline underline-offset-4">
              Sign in to keep it
            </FrameworkLink>
          </p>
        ) : null}
        <Button type="button" intent="outline" className="justify-self-start" onClick={() => go(start)}>
          Start a new application
        </Button>
      </div>
    );
  }
  if (stage.kind === "contact") {
    const { application } = stage;
    return (
      <div className="grid max-w-3xl gap-4" data-slot="pre-approval-contact">
        <h2 id="pre-approval-contact-heading" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          Your details
        </h2>
        <p>Leave your details to see your indicative pre-approval. Our finance team will be in touch to talk it through.</p>
        <SiteLeadForm
          form="finance"
          options={options}
          locale={locale}
          title={title}
          tagManager={tagManager}
          headingLevel={3}
          defaultValues={{ budget: application.amount + application.deposit }}
          extraValues={{ pre_approval: application }}
          endpoint="/api/finance/pre-approval"
          onSent={(body) => {
            const result = (body.result as PreApprovalResult | undefined) ?? preApprovalResult(application, ratePercent);
            const claim = typeof body.lead_id === "string" && typeof body.claim_token === "string" ? { leadId: body.lead_id, token: body.claim_token } : null;
            go({ kind: "result", application, result, preApproved: body.pre_approved === true, claim });
          }}
        />
        <Button type="button" intent="link" className="justify-self-start" onClick={() => go({ kind: "application", step: "consent", answers: application })}>
          Back to your answers
        </Button>
      </div>
    );
  }
  return (
    <PreApprovalForm
      key={formKey}
      initialStep={stage.step}
      defaultValues={stage.answers}
      onStepChange={(step, answers) => {
        moved.current = true;
        setStage({ kind: "application", step, answers });
      }}
      onComplete={(completed) => go({ kind: "contact", application: completed })}
      submitLabel="Continue"
    />
  );
}
