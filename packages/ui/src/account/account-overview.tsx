"use client";
// The shopper's account page: their number, their saved cars, the enquiries they
// sent while signed in, sign out, and delete the account. Deleting asks first, in
// a dialog that says what goes (the account, its sessions, its watchlist) and
// what stays (enquiries already sent are the dealer's records, kept as the privacy
// policy says). Presentational: the storefront signs out and deletes.
import * as React from "react";
import { Button } from "../button";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../dialog";
import { FormAlert } from "../forms/form-alert";
import { useFramework } from "../framework";
import { ArrowRightIcon } from "../icons";
import { cn } from "../lib/cn";

export interface AccountEnquiry {
  id: string;
  /** When it was sent, formatted for reading ("3 Nov 2026"). */
  sentAt: string;
  /** What it was about ("Test drive: 2022 Toyota HiLux SR5"). */
  title: string;
  detail?: string;
}

export interface AccountOverviewTranslations {
  detailsHeading: string;
  phoneLabel: string;
  savedHeading: string;
  watchlistLink: (count: number) => string;
  favouritesLink: (count: number) => string;
  enquiriesHeading: string;
  enquiriesEmpty: string;
  sentAt: (sentAt: string) => string;
  signOutHeading: string;
  signOutText: string;
  signOut: string;
  deleteHeading: string;
  deleteText: string;
  deleteButton: string;
  dialogTitle: string;
  dialogDescription: string;
  removedHeading: string;
  removed: string[];
  keptHeading: string;
  kept: string;
  privacyLink: string;
  confirm: string;
  cancel: string;
  /** Read out while the account is being deleted. */
  deleting: string;
}

const cars = (count: number) => (count === 1 ? "1 car" : `${count} cars`);

const defaults: AccountOverviewTranslations = {
  detailsHeading: "Your details",
  phoneLabel: "Mobile number",
  savedHeading: "Saved cars",
  watchlistLink: (count) => `Your watchlist: ${cars(count)}`,
  favouritesLink: (count) => `Favourites on this device: ${cars(count)}`,
  enquiriesHeading: "Enquiries sent while signed in",
  enquiriesEmpty: "You haven't sent an enquiry while signed in.",
  sentAt: (sentAt) => `Sent ${sentAt}`,
  signOutHeading: "Sign out",
  signOutText: "Sign out on this device. Your watchlist stays with your account for next time.",
  signOut: "Sign out",
  deleteHeading: "Delete account",
  deleteText: "Delete your account and everything saved with it.",
  deleteButton: "Delete account",
  dialogTitle: "Delete your account?",
  dialogDescription: "This can't be undone.",
  removedHeading: "What we delete",
  removed: ["Your account and the mobile number it signs in with", "Every session: you are signed out on all your devices", "Your watchlist"],
  keptHeading: "What stays",
  kept: "Enquiries you have already sent stay with the dealer, who keeps them as their privacy policy says.",
  privacyLink: "Read the privacy policy",
  confirm: "Delete my account",
  cancel: "Cancel",
  deleting: "Deleting your account",
};

export interface AccountOverviewProps {
  /** The signed-in number, formatted for reading ("0412 345 678"). */
  phoneDisplay: string;
  watchlist: { count: number; href: string };
  /** Favourites kept in this browser, when the site has them. */
  favourites?: { count: number; href: string };
  enquiries: ReadonlyArray<AccountEnquiry>;
  onSignOut: () => void;
  signOutPending?: boolean;
  /** Called by "Delete my account" in the confirm dialog. */
  onDelete: () => void;
  deletePending?: boolean;
  /** The server's answer when deleting failed; shown in the dialog, which stays open. */
  deleteError?: string | null;
  privacyHref?: string;
  /** Level of the section headings, under the page's own <h1>. */
  headingLevel?: 2 | 3;
  translations?: Partial<AccountOverviewTranslations>;
  className?: string;
}

const sectionClasses = "flex flex-col gap-3 border-t border-border pt-6 first:border-t-0 first:pt-0";
const headingClasses = "text-xl font-semibold tracking-tight text-foreground";
const linkClasses = "inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-link underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function AccountOverview({
  phoneDisplay,
  watchlist,
  favourites,
  enquiries,
  onSignOut,
  signOutPending = false,
  onDelete,
  deletePending = false,
  deleteError,
  privacyHref,
  headingLevel = 2,
  translations,
  className,
}: AccountOverviewProps) {
  const text = { ...defaults, ...translations };
  const { Link } = useFramework();
  const id = React.useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const headingId = (name: string) => `${id}-${name}`;
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const alertRef = React.useRef<HTMLDivElement>(null);

  // A failed delete comes back while the dialog is open: focus its message.
  React.useEffect(() => {
    if (deleteError && !deletePending) alertRef.current?.focus();
  }, [deleteError, deletePending]);

  return (
    <div data-slot="account-overview" className={cn("flex max-w-2xl flex-col gap-6", className)}>
      <section aria-labelledby={headingId("details")} className={sectionClasses}>
        <Heading id={headingId("details")} className={headingClasses}>
          {text.detailsHeading}
        </Heading>
        <dl className="flex flex-col gap-0.5">
          <dt className="text-sm text-muted-foreground">{text.phoneLabel}</dt>
          <dd data-slot="account-phone" className="text-base font-medium tabular-nums">
            {phoneDisplay}
          </dd>
        </dl>
      </section>

      <section aria-labelledby={headingId("saved")} className={sectionClasses}>
        <Heading id={headingId("saved")} className={headingClasses}>
          {text.savedHeading}
        </Heading>
        <ul className="flex list-none flex-col p-0">
          <li>
            <Link href={watchlist.href} className={linkClasses}>
              {text.watchlistLink(watchlist.count)}
              <ArrowRightIcon className="size-4" />
            </Link>
          </li>
          {favourites ? (
            <li>
              <Link href={favourites.href} className={linkClasses}>
                {text.favouritesLink(favourites.count)}
                <ArrowRightIcon className="size-4" />
              </Link>
            </li>
          ) : null}
        </ul>
      </section>

      <section aria-labelledby={headingId("enquiries")} className={sectionClasses}>
        <Heading id={headingId("enquiries")} className={headingClasses}>
          {text.enquiriesHeading}
        </Heading>
        {enquiries.length ? (
          <ul data-slot="account-enquiries" className="flex list-none flex-col divide-y divide-border p-0">
            {enquiries.map((enquiry) => (
              <li key={enquiry.id} className="flex flex-col gap-0.5 py-3 first:pt-0">
                <p className="font-medium">{enquiry.title}</p>
                <p className="text-sm text-muted-foreground">{text.sentAt(enquiry.sentAt)}</p>
                {enquiry.detail ? <p className="text-sm text-muted-foreground">{enquiry.detail}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{text.enquiriesEmpty}</p>
        )}
      </section>

      <section aria-labelledby={headingId("sign-out")} className={sectionClasses}>
        <Heading id={headingId("sign-out")} className={headingClasses}>
          {text.signOutHeading}
        </Heading>
        <p className="text-muted-foreground">{text.signOutText}</p>
        <Button intent="outline" loading={signOutPending} onClick={onSignOut} className="self-start">
          {text.signOut}
        </Button>
      </section>

      <section aria-labelledby={headingId("delete")} className={sectionClasses}>
        <Heading id={headingId("delete")} className={headingClasses}>
          {text.deleteHeading}
        </Heading>
        <p className="text-muted-foreground">{text.deleteText}</p>
        <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
          <DialogTrigger asChild>
            <Button intent="destructive" className="self-start">
              {text.deleteButton}
            </Button>
          </DialogTrigger>
          <DialogContent
            // Focus starts on Cancel: Enter straight after opening must not delete anything.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              cancelRef.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{text.dialogTitle}</DialogTitle>
              <DialogDescription>{text.dialogDescription}</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-5">
              {deleteError ? (
                <FormAlert ref={alertRef} tabIndex={-1}>
                  {deleteError}
                </FormAlert>
              ) : null}
              <div className="flex flex-col gap-2">
                <SubHeading className="text-base font-semibold">{text.removedHeading}</SubHeading>
                <ul data-slot="account-delete-removed" className="ml-5 flex list-disc flex-col gap-1 text-sm">
                  {text.removed.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-col gap-2">
                <SubHeading className="text-base font-semibold">{text.keptHeading}</SubHeading>
                <p data-slot="account-delete-kept" className="text-sm">
                  {text.kept}
                </p>
                {privacyHref ? (
                  <Link href={privacyHref} className={cn(linkClasses, "self-start text-sm")}>
                    {text.privacyLink}
                  </Link>
                ) : null}
              </div>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button ref={cancelRef} intent="outline">
                    {text.cancel}
                  </Button>
                </DialogClose>
                <Button intent="destructive" loading={deletePending} onClick={onDelete}>
                  {text.confirm}
                </Button>
              </div>
              <p role="status" className="sr-only">
                {deletePending ? text.deleting : ""}
              </p>
            </DialogBody>
          </DialogContent>
        </Dialog>
      </section>
    </div>
  );
}
