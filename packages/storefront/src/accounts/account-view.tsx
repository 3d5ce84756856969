"use client";
// /account (issue 16): the shopper's phone, saved cars, the enquiries sent while
// signed in, sign out, and deleting the account (better-auth's sign-out, then
// DELETE /api/account, which removes the account, its sessions and its watchlist;
// leads stay with the dealer, as the privacy page says).
import * as React from "react";
import { storageKey } from "@forecourt/domain";
import { AccountOverview, type AccountEnquiry } from "@forecourt/ui/account/account-overview";
import { useStoredList } from "../shell/use-stored-list";

export interface AccountViewProps {
  phoneDisplay: string;
  watchlistCount: number;
  /** Favourites are kept per dealership in this browser, when the site has them. */
  favouritesDealership: string | null;
  enquiries: AccountEnquiry[];
  privacyHref: string | null;
}

export function AccountView({ phoneDisplay, watchlistCount, favouritesDealership, enquiries, privacyHref }: AccountViewProps) {
  const [favourites] = useStoredList<number>(storageKey("favourites", favouritesDealership ?? ""));
  const [signingOut, setSigningOut] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const [deleteError, setDeleteError] = React.useState<string | null>(null);

  async function signOut() {
    setSigningOut(true);
    await fetch("/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).catch(() => undefined);
    window.location.assign("/");
  }

  async function remove() {
    setDeleting(true);
    setDeleteError(null);
    try {
      const response = await fetch("/api/account", { method: "DELETE" });
      if (response.ok || response.status === 401) {
        window.location.assign("/");
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      setDeleteError(body?.error ?? "An unexpected error occured");
    } catch {
      setDeleteError("We could not reach the server. Check your connection and try again.");
    }
    setDeleting(false);
  }

  return (
    <AccountOverview
      phoneDisplay={phoneDisplay}
      watchlist={{ count: watchlistCount, href: "/watchlist" }}
      {...(favouritesDealership ? { favourites: { count: favourites.length, href: "/favourites" } } : {})}
      enquiries={enquiries}
      onSignOut={() => void signOut()}
      signOutPending={signingOut}
      onDelete={() => void remove()}
      deletePending={deleting}
      deleteError={deleteError}
      {...(privacyHref ? { privacyHref } : {})}
    />
  );
}
