"use client";
// The header's account link (issue 16): "Sign in" for a signed-out shopper and
// "Account" for a signed-in one, read from the "signed in" hint cookie after
// hydration, without a request (shopper-hint.ts). Pages render "Sign in" on the
// server, so every page's HTML is the same for every shopper and stays cacheable.
import { usePathname } from "next/navigation";
import * as React from "react";
import { signInUrl, safeRedirectPath } from "@forecourt/domain";
import { FrameworkLink } from "@forecourt/ui/framework";
import { cn } from "@forecourt/ui/lib/cn";
import { cookieHasHint } from "./shopper-hint";

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/** Sign-in from the header comes back to the page it was opened on (the sign-in page itself goes home). */
function signInHref(pathname: string | null): string {
  const here = safeRedirectPath(pathname ?? "/");
  if (here === "/" || here.startsWith("/sign-in")) return "/sign-in";
  return signInUrl({ type: null, redirect: here, back: here });
}

export function AccountLink({ className }: { className?: string }) {
  const pathname = usePathname();
  const [signedIn, setSignedIn] = React.useState(false);
  React.useEffect(() => {
    if (cookieHasHint(document.cookie)) setSignedIn(true);
  }, []);
  const label = signedIn ? "Account" : "Sign in";
  return (
    <FrameworkLink
      href={signedIn ? "/account" : signInHref(pathname)}
      data-slot="account-link"
      data-state={signedIn ? "signed-in" : "signed-out"}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <PersonIcon />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </FrameworkLink>
  );
}
