"use client";
// The finance pre-approval journey (issue 18; spec 2.1 /finance-pre-approval, spec 9):
// the soft application in eight steps (ui's PreApprovalForm), the shopper's contact
// details (the site's finance lead form, posted to /api/finance/pre-approval, which
// stores the lead first and, signed in, the pre-approval), then the indicative result.
import { useEffect, useState } from "react";
import { type LeadFormOptions, type Locale, type PreApprovalApplication, type PreApprovalResult, preApprovalResult, preApprovedCarsUrl } from "@forecourt/domain";
import { Button } from "@forecourt/ui/button";
import { PreApprovalForm } from "@forecourt/ui/finance/pre-approval-form";
import { PreApprovalResultPanel } from "@forecourt/ui/finance/pre-approval-result";
import { SiteLeadForm } from "../forms/site-lead-form";

export interface PreApprovalJourneyProps {
  /** The site's finance rate (spec 9: the calculator rate). */
  ratePercent: number;
  options: LeadFormOptions;
  locale: Locale;
  title: string;
  tagManager: boolean;
}

type Stage = { kind: "application" } | { kind: "contact"; application: PreApprovalApplication } | { kind: "result"; application: PreApprovalApplication; result: PreApprovalResult; preApproved: boolean };

export function PreApprovalJourney({ ratePercent, options, locale, title, tagManager }: PreApprovalJourneyProps) {
  const [stage, setStage] = useState<Stage>({ kind: "application" });
  const [application, setApplication] = useState<PreApprovalApplication | null>(null);

  useEffect(() => {
    // Each new stage's heading takes focus, so keyboard and screen-reader users start there.
    const target = stage.kind === "contact" ? document.getElementById("pre-approval-contact-heading") : stage.kind === "result" ? document.getElementById("pre-approval-result-heading") : null;
    target?.focus();
  }, [stage.kind]);

  if (stage.kind === "result") {
    return (
      <PreApprovalResultPanel
        result={stage.result}
        amount={stage.application.amount}
        termYears={stage.application.termYears}
        carsHref={preApprovedCarsUrl(stage.result.borrowingPower, stage.application.deposit)}
        preApproved={stage.preApproved}
      />
    );
  }
  if (stage.kind === "contact") {
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
          defaultValues={{ budget: stage.application.amount + stage.application.deposit }}
          extraValues={{ pre_approval: stage.application }}
          endpoint="/api/finance/pre-approval"
          onSent={(body) => {
            const result = (body.result as PreApprovalResult | undefined) ?? preApprovalResult(stage.application, ratePercent);
            setStage({ kind: "result", application: stage.application, result, preApproved: body.pre_approved === true });
          }}
        />
        <Button type="button" intent="link" className="justify-self-start" onClick={() => setStage({ kind: "application" })}>
          Back to your answers
        </Button>
      </div>
    );
  }
  return (
    <PreApprovalForm
      initialStep={application ? "consent" : "borrow"}
      defaultValues={application ?? undefined}
      onComplete={(completed) => {
        setApplication(completed);
        setStage({ kind: "contact", application: completed });
      }}
      submitLabel="Continue"
    />
  );
}
