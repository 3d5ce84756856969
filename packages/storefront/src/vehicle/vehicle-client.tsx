"use client";
// The vehicle page's client leaves: the phone reveal that records event 25 (spec 4,
// spec 7 'Reserve or phone-reveal'), the finance estimate whose disclaimer loads on
// demand (spec 4, 7), and the brochure download with its failure alert (spec 8).
import * as React from "react";
import type { FinanceEstimateText } from "@forecourt/domain";
import { analyticsEventIds } from "@forecourt/domain";
import { Button } from "@forecourt/ui/button";
import { FinanceEstimate } from "@forecourt/ui/vehicle/finance-estimate";
import { PhoneReveal } from "@forecourt/ui/vehicle/phone-reveal";
import { trackEvent } from "../events/track-event";

export function TrackedPhoneReveal({ phone, name, carId, tagManager }: { phone: string; name: string; carId: number; tagManager: boolean }) {
  // The server adds dealership_id and website_id from the car and the host.
  return <PhoneReveal phone={phone} name={name} onReveal={() => trackEvent(analyticsEventIds.callTracking, { car_id: carId }, { tagManager })} />;
}

export interface CarFinanceEstimateProps {
  estimate: FinanceEstimateText;
  lenderName: string;
  comparisonNote: string;
  /** GET path answering { disclaimer }. */
  disclaimerPath: string;
  action?: React.ReactNode;
}

export function CarFinanceEstimate({ disclaimerPath, ...props }: CarFinanceEstimateProps) {
  const loadDisclaimer = React.useCallback(async () => {
    const response = await fetch(disclaimerPath, { headers: { accept: "application/json" } });
    const body = (await response.json().catch(() => null)) as { disclaimer?: string; error?: string } | null;
    if (!response.ok || !body?.disclaimer) throw new Error(body?.error ?? "The finance disclaimer could not be loaded. Please try again.");
    return body.disclaimer;
  }, [disclaimerPath]);
  return <FinanceEstimate {...props} loadDisclaimer={loadDisclaimer} />;
}

/**
 * spec 7 'Car PDF': fetched by slug and saved as {slug}.pdf; spec 8: a failure
 * shows an alert with the message. Without JavaScript the link downloads directly.
 */
export function BrochureDownload({ href, slug, label }: { href: string; slug: string; label: string }) {
  const [busy, setBusy] = React.useState(false);
  // Until hydration the link downloads natively; from then on failures can be shown (and tests can wait for it).
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? `The brochure could not be downloaded (error ${response.status}).`);
      }
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = `${slug}.pdf`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof Error && error.message ? error.message : "The brochure could not be downloaded.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button asChild intent="outline" loading={busy} className="w-full">
      <a href={href} download={`${slug}.pdf`} onClick={onClick} data-slot="brochure-download" data-hydrated={hydrated || undefined}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
        </svg>
        {label}
      </a>
    </Button>
  );
}
