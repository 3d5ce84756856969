"use client";
// /success (spec 2.1, 4 'Enquiry form'): shows what this browser just sent, from
// sessionStorage; a lead is never fetched by id from a URL (it is personal data).
import { useEffect, useState } from "react";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { type SentLead, sentLead } from "./browser-storage";

const shownFields: Array<[string, string]> = [
  ["name", "Name"],
  ["last_name", "Last name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["postcode", "Postcode"],
  ["category", "Enquiry type"],
  ["preferred_date", "Preferred date"],
  ["preferred_contact", "Preferred contact"],
  ["rego", "Rego"],
  ["message", "Message"],
];

/**
 * What was sent, under the page's own message (which the server renders, so the
 * page's largest text paints with the HTML rather than after hydration: issue 20).
 */
export function SuccessSummary({ copy }: { copy: { thanks: string; nothing: string } }) {
  // The summary is read after hydration, so its room is kept from the first paint:
  // the footer below does not jump when it appears (CLS).
  return (
    <div className="min-h-[32rem]">
      <SentSummary copy={copy} />
    </div>
  );
}

function SentSummary({ copy }: { copy: { thanks: string; nothing: string } }) {
  const [lead, setLead] = useState<SentLead | null | undefined>(undefined);
  useEffect(() => setLead(sentLead(window.sessionStorage)), []);

  if (lead === undefined) return <p className="text-muted-foreground">Loading…</p>;
  if (lead === null) {
    return (
      <div className="space-y-4">
        <p>{copy.nothing}</p>
        <Button asChild>
          <FrameworkLink href="/">Back to home</FrameworkLink>
        </Button>
      </div>
    );
  }
  const name = typeof lead.values.name === "string" ? lead.values.name : "";
  return (
    <div className="space-y-6" data-slot="success-summary">
      <p>{name ? `${copy.thanks}, ${name}.` : `${copy.thanks}.`}</p>
      <section aria-labelledby="sent-heading" className="rounded-lg border border-border p-6">
        <h2 id="sent-heading" className="text-lg font-semibold">
          What you sent: {lead.title}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {shownFields
            .filter(([key]) => lead.values[key] !== undefined && lead.values[key] !== "")
            .map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="break-words whitespace-pre-line" data-field={key}>
                  {String(lead.values[key])}
                </dd>
              </div>
            ))}
        </dl>
      </section>
      <Button asChild>
        <FrameworkLink href="/">Back to home</FrameworkLink>
      </Button>
    </div>
  );
}
