"use client";
// The phone reveal (spec 4 'Phone reveal', spec 9): the number shows its first 5
// characters until clicked; the click shows it in full as a call link, moves focus
// there, and reports the reveal once (the caller records event 25).
import * as React from "react";
import { maskPhone, telHref } from "@forecourt/domain";
import { Button } from "../button";
import { PhoneIcon } from "../icons";
import { cn } from "../lib/cn";

export type PhoneRevealProps = Omit<React.ComponentProps<"div">, "children"> & {
  phone: string;
  /** Who answers, for the accessible names: 'Sunshine Toyota'. */
  name: string;
  onReveal?: () => void;
  revealLabel?: string;
};

export function PhoneReveal({ phone, name, onReveal, revealLabel = "Show number", className, ...props }: PhoneRevealProps) {
  const [revealed, setRevealed] = React.useState(false);
  const link = React.useRef<HTMLAnchorElement>(null);
  const href = telHref(phone);

  React.useEffect(() => {
    if (revealed) link.current?.focus();
  }, [revealed]);

  if (!href) return null;
  return (
    <div data-slot="phone-reveal" data-state={revealed ? "revealed" : "masked"} className={cn("flex items-center", className)} {...props}>
      {revealed ? (
        <a ref={link} href={href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <PhoneIcon />
          <span>
            <span className="sr-only">Call {name} on </span>
            {phone}
          </span>
        </a>
      ) : (
        <Button
          type="button"
          intent="outline"
          onClick={() => {
            setRevealed(true);
            onReveal?.();
          }}
          aria-label={`${revealLabel}: ${name}, ${maskPhone(phone)}`}
        >
          <PhoneIcon />
          <span aria-hidden="true" data-slot="phone-masked">
            {maskPhone(phone)}
          </span>
          <span aria-hidden="true" className="text-link underline underline-offset-4">
            {revealLabel}
          </span>
        </Button>
      )}
    </div>
  );
}
