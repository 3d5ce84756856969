"use client";
// The vehicle page's pre-approval button (spec 9 'Get Pre-Approved Now' / 'Pre-Approved').
// Car pages are static and shared, so the shopper's state is asked for after
// hydration, and only when the signed-in hint cookie is there (no request otherwise).
import { useEffect, useState } from "react";
import { financeButtonLabels } from "@forecourt/domain";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { cookieHasHint } from "../accounts/shopper-hint";

export function PreApprovedLink({ className }: { className?: string }) {
  const [carsUrl, setCarsUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!cookieHasHint(document.cookie)) return;
    let live = true;
    fetch("/api/finance/pre-approval", { headers: { accept: "application/json" }, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { pre_approval?: { cars_url?: string } | null } | null) => {
        if (live && body?.pre_approval?.cars_url) setCarsUrl(body.pre_approval.cars_url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <Button asChild intent="outline" className={className}>
      <FrameworkLink href={carsUrl ?? "/finance-pre-approval"} data-slot="pre-approval-link" data-state={carsUrl ? "pre-approved" : "not-pre-approved"}>
        {carsUrl ? financeButtonLabels.preApproved : financeButtonLabels.getPreApproved}
      </FrameworkLink>
    </Button>
  );
}
