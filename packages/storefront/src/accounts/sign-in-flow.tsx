"use client";
// /sign-in (spec 2.1; issue 16): the phone step, the code step, then back to
// `redirect`. Talks to better-auth's endpoints with plain fetch (the four calls
// are all it needs, so no auth client library is shipped to the browser). When
// the browser holds local favourites and the site has a watchlist, the shopper is
// offered to move them into it before going on.
import * as React from "react";
import type { SignInType } from "@forecourt/domain";
import { MoveFavouritesOffer } from "@forecourt/ui/account/move-favourites-offer";
import { SignInCodeStep, SignInPhoneStep } from "@forecourt/ui/account/sign-in-steps";

export interface SignInFlowProps {
  heading: string;
  intro: string;
  type: SignInType | null;
  /** A same-site path (domain's safeRedirectPath has checked it). */
  redirect: string;
  back: string;
  example: string;
  messages: { phoneRequired: string; phoneInvalid: string; codeRequired: string; codeInvalid: string };
  /** The demo's note that codes go to the local outbox; null with a real SMS provider. */
  outboxNote: string | null;
  /** localStorage key of this site's favourites, when the site has a watchlist to move them into. */
  favouritesKey: string | null;
}

type Step = { name: "phone"; returning: boolean } | { name: "code"; phone: string; display: string } | { name: "offer"; phone: string; ids: number[] };

const resendSeconds = 30;

async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; body: Record<string, unknown> | null }> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  } catch {
    return { ok: false, status: 0, body: { message: "We could not reach the server. Check your connection and try again." } };
  }
}

function errorOf(result: { body: Record<string, unknown> | null }, field?: string): string {
  const fields = result.body?.fields as Record<string, string> | undefined;
  return (field && fields?.[field]) || (typeof result.body?.message === "string" ? result.body.message : "An unexpected error occured");
}

function storedFavourites(key: string | null): number[] {
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function SignInFlow(props: SignInFlowProps) {
  const [step, setStep] = React.useState<Step>({ name: "phone", returning: false });
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [phoneTyped, setPhoneTyped] = React.useState("");
  const [resendIn, setResendIn] = React.useState(0);
  const [moved, setMoved] = React.useState(false);

  React.useEffect(() => {
    if (resendIn <= 0) return;
    const timer = window.setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  const finish = React.useCallback(() => window.location.assign(props.redirect), [props.redirect]);

  async function sendCode(phone: string): Promise<boolean> {
    const result = await post("/api/auth/phone-number/send-otp", { phoneNumber: phone });
    if (!result.ok) {
      setError(errorOf(result, "phoneNumber"));
      return false;
    }
    setResendIn(resendSeconds);
    return true;
  }

  async function onPhone(phone: string) {
    setPending(true);
    setError(null);
    setPhoneTyped(phone);
    if (await sendCode(phone)) setStep({ name: "code", phone, display: phone });
    setPending(false);
  }

  async function onCode(code: string) {
    if (step.name !== "code") return;
    setPending(true);
    setError(null);
    const result = await post("/api/auth/phone-number/verify", { phoneNumber: step.phone, code });
    if (!result.ok) {
      setError(errorOf(result, "code"));
      setPending(false);
      return;
    }
    const ids = storedFavourites(props.favouritesKey);
    const phone = ((result.body?.user as { phoneNumber?: string } | undefined)?.phoneNumber ?? step.phone) as string;
    if (ids.length > 0) {
      setPending(false);
      setStep({ name: "offer", phone, ids });
      return;
    }
    finish();
  }

  async function onResend() {
    if (step.name !== "code") return;
    setPending(true);
    setError(null);
    await sendCode(step.phone);
    setPending(false);
  }

  /** Moves each local favourite into the watchlist; the ones moved leave the local list. */
  async function onMove() {
    if (step.name !== "offer") return;
    setPending(true);
    let left = storedFavourites(props.favouritesKey);
    for (const id of step.ids) {
      const result = await post("/api/watchlist/save-car", { phone_number: step.phone, car_id: id });
      // A car no longer listed (404) cannot be watched; it leaves the favourites too.
      if (result.ok || result.status === 404) left = left.filter((other) => other !== id);
    }
    try {
      window.localStorage.setItem(props.favouritesKey!, JSON.stringify(left));
    } catch {
      // The favourites stay; moving them again saves nothing twice.
    }
    setPending(false);
    setMoved(true);
    window.setTimeout(finish, 1200);
  }

  const phoneMessages = { required: props.messages.phoneRequired, invalid: props.messages.phoneInvalid };
  const codeMessages = { required: props.messages.codeRequired, invalid: props.messages.codeInvalid };

  return (
    <div data-slot="sign-in-flow" data-step={step.name} className="flex flex-col gap-6">
      {step.name === "phone" ? (
        <SignInPhoneStep
          heading={props.heading}
          intro={props.intro}
          defaultPhone={phoneTyped}
          example={props.example}
          messages={phoneMessages}
          note={props.outboxNote}
          pending={pending}
          error={error}
          onSubmit={(phone) => void onPhone(phone)}
          backHref={props.back}
          backLabel="Back"
          autoFocus={step.returning}
          headingLevel={1}
        />
      ) : null}
      {step.name === "code" ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{props.heading}</h1>
          <SignInCodeStep
            phoneDisplay={step.display}
            messages={codeMessages}
            pending={pending}
            error={error}
            onSubmit={(code) => void onCode(code)}
            onChangeNumber={() => {
              setError(null);
              setStep({ name: "phone", returning: true });
            }}
            onResend={() => void onResend()}
            resendPending={pending}
            resendAvailableIn={resendIn}
            headingLevel={2}
          />
          {props.outboxNote ? <p className="text-sm text-muted-foreground">{props.outboxNote}</p> : null}
        </>
      ) : null}
      {step.name === "offer" ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">You&apos;re signed in</h1>
          <MoveFavouritesOffer count={step.ids.length} onMove={() => void onMove()} onDismiss={finish} pending={pending} done={moved} />
        </>
      ) : null}
    </div>
  );
}
