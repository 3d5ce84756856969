"use client";
// A lead form on a dealer site: @forecourt/ui's LeadForm wired to POST /api/leads
// (issue 5). On success the lead is tracked (spec 7 event ids; window.dataLayer when
// the site has a tag manager), what was sent is kept in sessionStorage for /success,
// and contact details are kept for prefill only when all three are present. On a
// site with a Turnstile site key the form shows the widget and sends its token (issue 14).
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { formMessages, type LeadFormId, type LeadFormOptions, leadEventId, leadKindOf, type Locale } from "@forecourt/domain";
import { LeadForm, type LeadFormStep, type LeadFormSubmitMeta, type LeadFormSubmitResult } from "@forecourt/ui/forms/lead-form";
import { leadAttributes, leadSource, rememberContact, rememberedContact, rememberSentLead } from "./browser-storage";
import { pushToDataLayer } from "../events/track-event";
import { browserTransport, fetchLeadToken, type LeadToken, postLead, UNEXPECTED_ERROR } from "./lead-submission";
import { loadTurnstile } from "../integrations/turnstile/turnstile-client";
import { useTurnstileConfig } from "../integrations/turnstile/turnstile-context";
import { type TurnstileHandle, TurnstileWidget } from "../integrations/turnstile/turnstile-widget";

/** Tokens last 2 hours on the server; fetch a fresh one well before that. */
const TOKEN_REFRESH_MS = 90 * 60 * 1000;
/** How long a send waits for the security check to finish before asking the shopper to complete it. */
const TURNSTILE_WAIT_MS = 5_000;

export interface SiteLeadFormProps {
  form: LeadFormId;
  options: LeadFormOptions;
  locale: Locale;
  title: string;
  steps?: LeadFormStep[];
  context?: { carAvailable?: boolean; carId?: number | null; carType?: string | null; tag?: string | null };
  defaultValues?: Record<string, unknown>;
  tagManager: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Sent with the form's values, not shown (the valuation journey's valuation_id and offer_accepted, issue 18). */
  extraValues?: Record<string, unknown>;
  /** Posts to another endpoint built on the lead pipeline (issue 18: the pre-approval); /api/leads by default. */
  endpoint?: string;
  /** Called with the endpoint's answer instead of going to /success. */
  onSent?: (body: Record<string, unknown>) => void;
}

export function SiteLeadForm({ form, options, locale, title, steps, context, defaultValues, tagManager, headingLevel, extraValues, endpoint, onSent }: SiteLeadFormProps) {
  const router = useRouter();
  const token = useRef<Promise<LeadToken> | null>(null);
  const [prefill, setPrefill] = useState<Record<string, unknown> | undefined>(undefined);
  const turnstile = useTurnstileConfig();
  const securityCheck = useRef<TurnstileHandle>(null);
  const sentBody = useRef<Record<string, unknown>>({});

  const freshToken = useCallback((): Promise<LeadToken> => {
    const current = token.current;
    if (current) {
      return current.then((value) => (browserTransport.now() - value.receivedAt > TOKEN_REFRESH_MS ? ((token.current = null), freshToken()) : value));
    }
    const next = fetchLeadToken(browserTransport);
    next.catch(() => (token.current = null));
    token.current = next;
    return next;
  }, []);

  useEffect(() => {
    // The token starts its 3-second clock while the shopper reads the form.
    freshToken().catch(() => undefined);
    const contact = rememberedContact(window.localStorage);
    if (contact) setPrefill({ ...contact });
  }, [freshToken]);

  useEffect(() => {
    // A multi-step form shows the widget on its last step; the script is on its way before then.
    if (turnstile) loadTurnstile(turnstile.scriptUrl).catch(() => undefined);
  }, [turnstile]);

  const onSubmit = useCallback(
    async (values: Record<string, unknown>, meta: LeadFormSubmitMeta): Promise<LeadFormSubmitResult> => {
      let leadToken: LeadToken;
      try {
        leadToken = await freshToken();
      } catch {
        return { ok: false, error: UNEXPECTED_ERROR };
      }
      let turnstileToken: string | null = null;
      if (turnstile) {
        turnstileToken = (await securityCheck.current?.token(TURNSTILE_WAIT_MS)) ?? null;
        if (!turnstileToken) return { ok: false, error: formMessages.securityCheckIncomplete };
      }
      const result = await postLead(
        {
          form,
          values: extraValues ? { ...values, ...extraValues } : values,
          website: meta.website,
          idempotencyKey: meta.idempotencyKey,
          token: leadToken,
          turnstileToken,
          source: leadSource(window.sessionStorage),
          leadAttributes: leadAttributes(window.sessionStorage),
          path: endpoint,
        },
        browserTransport,
      );
      // Cloudflare accepts a token once: the next attempt needs a fresh one.
      if (turnstileToken) securityCheck.current?.reset();
      if (!result.ok) {
        // A token the server refused (expired, or issued to another tab long ago) is not reused.
        token.current = null;
        return result;
      }
      // spec 7: the same rule as the server's recorded event, so a Careers Enquiry chosen on /contact is 51 (issue 14).
      const category = typeof values.category === "string" ? values.category : null;
      const eventId = leadEventId({ kind: leadKindOf({ form, category }), carType: context?.carType, tag: context?.tag });
      // The server recorded the event with the lead; the tag manager hears of it here.
      pushToDataLayer(tagManager, { event: "forecourt_lead", eventId, form, leadId: result.leadId });
      rememberContact(window.localStorage, values);
      rememberSentLead(window.sessionStorage, { form, title, values, sentAt: new Date().toISOString() });
      sentBody.current = result.body ?? {};
      return { ok: true };
    },
    [form, freshToken, turnstile, context?.carType, context?.tag, tagManager, title, extraValues, endpoint],
  );

  const formContext = useMemo(() => ({ carAvailable: context?.carAvailable, carId: context?.carId ?? null }), [context?.carAvailable, context?.carId]);

  return (
    <LeadForm
      form={form}
      options={options}
      locale={locale}
      context={formContext}
      defaultValues={defaultValues}
      // Kept in this browser, so known only after hydration; never overwrites what the shopper typed.
      prefill={prefill}
      steps={steps}
      headingLevel={headingLevel}
      onSubmit={onSubmit as never}
      onSuccess={() => (onSent ? onSent(sentBody.current) : router.push("/success"))}
    >
      {turnstile ? <TurnstileWidget ref={securityCheck} siteKey={turnstile.siteKey} scriptUrl={turnstile.scriptUrl} action={form} /> : null}
    </LeadForm>
  );
}
