"use client";
// Phone sign-in for shopper accounts (spec 6: the watchlist needs a signed-in user
// with a phone number) in two steps: the mobile number, then the 6-digit code
// sent to it by SMS. Presentational: the storefront sends and checks the code and
// switches steps. The fields check their shape only (react-hook-form + zod), so an
// empty or mistyped field is caught before a round trip; the server does the real
// check and its answer comes back as `error`, shown in an alert that takes focus.
import * as React from "react";
import { useForm } from "react-hook-form";
import { Button } from "../button";
import { Field, FieldDescription, FieldError, FieldLabel } from "../forms/field";
import { FormAlert } from "../forms/form-alert";
import { Input } from "../forms/input";
import { lazyZodResolver } from "../forms/lazy-resolver";
import { signInCodeLength, stripSpaces, type SignInFieldMessages } from "./sign-in-rules";
import { useFramework } from "../framework";
import { ChevronLeftIcon } from "../icons";
import { cn } from "../lib/cn";


type HeadingLevel = 1 | 2 | 3;

/**
 * Focuses the server's alert when it appears, and again each time a submit comes
 * back with an error (the same text twice is still news to the shopper).
 */
function useFocusOnError(error: string | null | undefined, pending: boolean) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (error && !pending) ref.current?.focus();
  }, [error, pending]);
  return ref;
}

const stepClasses = "flex w-full max-w-md flex-col gap-6";
const headingClasses = "text-2xl font-bold tracking-tight text-balance text-foreground";
const secondaryActionClasses = "min-h-11 px-1 aria-disabled:text-muted-foreground aria-disabled:no-underline";

export interface SignInPhoneStepTranslations {
  label: string;
  /** The hint under the field, from the `example` number. */
  hint: (example: string) => string;
  submit: string;
  /** Read out while the code is being sent. */
  sending: string;
}

const phoneStepDefaults: SignInPhoneStepTranslations = {
  label: "Mobile number",
  hint: (example) => `For example ${example}`,
  submit: "Send code",
  sending: "Sending your code",
};

export interface SignInPhoneStepProps {
  heading: string;
  intro?: React.ReactNode;
  defaultPhone?: string;
  /** A number in the site's local format, shown as the field's hint ("0412 345 678"). */
  example: string;
  messages: SignInFieldMessages;
  /** A small note under the button (the demo says where codes go). */
  note?: React.ReactNode;
  /** The code is being sent: the button shows it and a second submit does nothing. */
  pending: boolean;
  /** The server's answer ("We couldn't send a code to that number"). */
  error?: string | null;
  /** Called with the number as typed, trimmed. */
  onSubmit: (phone: string) => void;
  /** A link back to where the shopper came from. */
  backHref?: string;
  backLabel?: string;
  /**
   * Focus the field on mount: set it when the shopper comes back from the code
   * step ("Use a different number"), not on a fresh page, where focus should start
   * at the top.
   */
  autoFocus?: boolean;
  headingLevel?: HeadingLevel;
  translations?: Partial<SignInPhoneStepTranslations>;
  className?: string;
}

/** Step one: the shopper's mobile number; "Send code" asks the storefront to text a code. */
export function SignInPhoneStep({
  heading,
  intro,
  defaultPhone = "",
  example,
  messages,
  note,
  pending,
  error,
  onSubmit,
  backHref,
  backLabel = "Back",
  autoFocus = false,
  headingLevel = 1,
  translations,
  className,
}: SignInPhoneStepProps) {
  const text = { ...phoneStepDefaults, ...translations };
  const { Link } = useFramework();
  const id = React.useId();
  const fieldId = `${id}-phone`;
  const headingId = `${id}-heading`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const Heading = `h${headingLevel}` as const;

  const resolver = React.useMemo(
    () => lazyZodResolver<{ phone: string }, { phone: string }>(() => import("./sign-in-schemas").then((schemas) => schemas.signInPhoneSchema(messages))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the object's identity
    [messages.required, messages.invalid],
  );
  const { register, handleSubmit, formState, setFocus } = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver,
    defaultValues: { phone: defaultPhone },
    // react-hook-form focuses the first invalid field after a failed submit.
    shouldFocusError: true,
  });
  const fieldError = formState.errors.phone?.message;
  const alertRef = useFocusOnError(error, pending);

  React.useEffect(() => {
    if (autoFocus) setFocus("phone");
    // Only on mount: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = handleSubmit((values) => {
    if (pending) return;
    onSubmit(values.phone);
  });

  return (
    <section data-slot="sign-in-phone-step" aria-labelledby={headingId} className={cn(stepClasses, className)}>
      <div className="flex flex-col gap-2">
        <Heading id={headingId} className={headingClasses}>
          {heading}
        </Heading>
        {intro ? <div className="text-base text-pretty text-muted-foreground">{intro}</div> : null}
      </div>
      {/* method=post: before hydration a submit must not put the number in the URL. */}
      <form method="post" noValidate aria-labelledby={headingId} className="flex flex-col gap-5" onSubmit={submit} onFocusCapture={resolver.preload} onPointerDownCapture={resolver.preload}>
        {error ? (
          <FormAlert ref={alertRef} tabIndex={-1}>
            {error}
          </FormAlert>
        ) : null}
        <Field invalid={Boolean(fieldError)}>
          <FieldLabel htmlFor={fieldId}>{text.label}</FieldLabel>
          <FieldDescription id={hintId}>{text.hint(example)}</FieldDescription>
          <Input
            id={fieldId}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[hintId, fieldError ? errorId : null].filter(Boolean).join(" ")}
            className="max-w-72"
            defaultValue={defaultPhone}
            {...register("phone")}
          />
          <FieldError id={errorId}>{fieldError}</FieldError>
        </Field>
        <Button type="submit" loading={pending} className="w-full sm:w-auto sm:self-start">
          {text.submit}
        </Button>
        {note ? <div className="text-sm text-muted-foreground">{note}</div> : null}
        <p role="status" className="sr-only">
          {pending ? text.sending : ""}
        </p>
      </form>
      {backHref ? (
        <Link href={backHref} data-slot="sign-in-back" className={cn("inline-flex min-h-11 items-center gap-1 self-start rounded-md text-sm font-medium text-link underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring")}>
          <ChevronLeftIcon className="size-4" />
          {backLabel}
        </Link>
      ) : null}
    </section>
  );
}

export interface SignInCodeStepTranslations {
  heading: string;
  sentTo: (phoneDisplay: string) => string;
  label: string;
  submit: string;
  changeNumber: string;
  resend: string;
  /** The resend button while it waits ("Send a new code in 23 s"). */
  resendIn: (seconds: number) => string;
  /** Read out while the code is being checked. */
  verifying: string;
  /** Read out while a new code is being sent. */
  resending: string;
}

const codeStepDefaults: SignInCodeStepTranslations = {
  heading: "Enter your code",
  sentTo: (phone) => `We sent a 6-digit code to ${phone}.`,
  label: "6-digit code",
  submit: "Verify",
  changeNumber: "Use a different number",
  resend: "Send a new code",
  resendIn: (seconds) => `Send a new code in ${seconds} s`,
  verifying: "Checking your code",
  resending: "Sending a new code",
};

export interface SignInCodeStepProps {
  /** The number the code went to, formatted for reading ("0412 345 678"). */
  phoneDisplay: string;
  messages: SignInFieldMessages;
  /** The code is being checked. */
  pending: boolean;
  /** The server's answer ("That code has expired"). */
  error?: string | null;
  /** Called with the six digits, spaces taken out. */
  onSubmit: (code: string) => void;
  onChangeNumber: () => void;
  onResend: () => void;
  resendPending?: boolean;
  /**
   * Seconds until a new code may be sent: while above 0 the resend button waits
   * and says so. The caller counts it down (once a second is enough).
   */
  resendAvailableIn?: number;
  headingLevel?: HeadingLevel;
  translations?: Partial<SignInCodeStepTranslations>;
  className?: string;
}

/**
 * Step two: the code from the SMS. Focus goes to the field when the step mounts
 * (the shopper has just pressed "Send code" and now types the code); the phone
 * offers the code from the SMS (autocomplete one-time-code).
 */
export function SignInCodeStep({
  phoneDisplay,
  messages,
  pending,
  error,
  onSubmit,
  onChangeNumber,
  onResend,
  resendPending = false,
  resendAvailableIn = 0,
  headingLevel = 1,
  translations,
  className,
}: SignInCodeStepProps) {
  const text = { ...codeStepDefaults, ...translations };
  const id = React.useId();
  const fieldId = `${id}-code`;
  const headingId = `${id}-heading`;
  const sentToId = `${id}-sent-to`;
  const errorId = `${fieldId}-error`;
  const Heading = `h${headingLevel}` as const;

  const resolver = React.useMemo(
    () => lazyZodResolver<{ code: string }, { code: string }>(() => import("./sign-in-schemas").then((schemas) => schemas.signInCodeSchema(messages))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the object's identity
    [messages.required, messages.invalid],
  );
  const { register, handleSubmit, formState, setFocus, setValue, getValues } = useForm<{ code: string }, unknown, { code: string }>({
    resolver,
    defaultValues: { code: "" },
    shouldFocusError: true,
  });
  const fieldError = formState.errors.code?.message;
  const alertRef = useFocusOnError(error, pending);

  React.useEffect(() => {
    setFocus("code");
    // Only on mount: the caller switched to this step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = handleSubmit((values) => {
    if (pending) return;
    onSubmit(values.code);
  });

  const { onChange, ...field } = register("code");
  const waitSeconds = Math.max(0, Math.ceil(resendAvailableIn));
  const waiting = waitSeconds > 0;

  return (
    <section data-slot="sign-in-code-step" aria-labelledby={headingId} aria-describedby={sentToId} className={cn(stepClasses, className)}>
      <div className="flex flex-col gap-2">
        <Heading id={headingId} className={headingClasses}>
          {text.heading}
        </Heading>
        <p id={sentToId} className="text-base text-pretty text-muted-foreground">
          {text.sentTo(phoneDisplay)}
        </p>
      </div>
      <form method="post" noValidate aria-labelledby={headingId} className="flex flex-col gap-5" onSubmit={submit} onFocusCapture={resolver.preload} onPointerDownCapture={resolver.preload}>
        {error ? (
          <FormAlert ref={alertRef} tabIndex={-1}>
            {error}
          </FormAlert>
        ) : null}
        <Field invalid={Boolean(fieldError)}>
          <FieldLabel htmlFor={fieldId}>{text.label}</FieldLabel>
          <Input
            id={fieldId}
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={signInCodeLength}
            spellCheck={false}
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="max-w-48 tracking-[0.3em] tabular-nums"
            {...field}
            onChange={(event) => {
              // Spaces never count towards the six digits.
              const stripped = stripSpaces(event.target.value);
              if (stripped !== event.target.value) event.target.value = stripped;
              return onChange(event);
            }}
            onPaste={(event) => {
              // maxLength would cut "123 456" to "123 45" before onChange sees it.
              const pasted = event.clipboardData.getData("text");
              if (!/\s/.test(pasted)) return;
              event.preventDefault();
              const input = event.currentTarget;
              const current = getValues("code") ?? "";
              const start = input.selectionStart ?? current.length;
              const end = input.selectionEnd ?? current.length;
              const next = stripSpaces(current.slice(0, start) + pasted + current.slice(end)).slice(0, signInCodeLength);
              setValue("code", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            }}
          />
          <FieldError id={errorId}>{fieldError}</FieldError>
        </Field>
        <Button type="submit" loading={pending} className="w-full sm:w-auto sm:self-start">
          {text.submit}
        </Button>
        <p role="status" className="sr-only">
          {pending ? text.verifying : resendPending ? text.resending : ""}
        </p>
      </form>
      <div data-slot="sign-in-code-actions" className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <Button type="button" intent="link" className={secondaryActionClasses} onClick={onChangeNumber}>
          {text.changeNumber}
        </Button>
        <Button
          type="button"
          intent="link"
          loading={resendPending}
          // aria-disabled, not disabled, while it waits: the shopper who just pressed it keeps focus on it.
          aria-disabled={waiting || undefined}
          data-waiting={waiting || undefined}
          className={secondaryActionClasses}
          onClick={waiting ? undefined : onResend}
        >
          {waiting ? text.resendIn(waitSeconds) : text.resend}
        </Button>
      </div>
    </section>
  );
}
