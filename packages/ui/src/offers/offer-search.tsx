// The offer search of /special-offers (spec 2.1 'Offer search and offer cards'):
// a plain GET form, so the search is a shareable URL and works before (or
// without) JavaScript. No hooks: the page renders it on the server.
import * as React from "react";
import { Button } from "../button";
import { Field, FieldLabel } from "../forms/field";
import { FrameworkLink } from "../framework";
import { Input } from "../forms/input";
import { NativeSelect } from "../forms/native-select";
import { cn } from "../lib/cn";

export interface OfferSearchTranslations {
  search: string;
  keyword: string;
  keywordPlaceholder: string;
  make: string;
  allMakes: string;
  submit: string;
  clear: string;
}

const defaultTranslations: OfferSearchTranslations = {
  search: "Search offers",
  keyword: "Keyword",
  keywordPlaceholder: "Model or offer, eg. drive away, finance",
  make: "Make",
  allMakes: "All makes",
  submit: "Search",
  clear: "Clear search",
};

export interface OfferSearchProps extends Omit<React.ComponentProps<"form">, "children" | "method"> {
  /** Where the form submits (the offers page itself). */
  action: string;
  query: string;
  /** The chosen make's name, or "" for every make. */
  make: string;
  /** The makes to choose from; the make filter shows only when there are several. */
  makes: ReadonlyArray<string>;
  /** A link back to every offer, shown while a search is active. */
  clearHref?: string | null;
  translations?: Partial<OfferSearchTranslations>;
}

export function OfferSearch({ action, query, make, makes, clearHref, translations, className, ...props }: OfferSearchProps) {
  const text = { ...defaultTranslations, ...translations };
  const id = React.useId();
  return (
    <form role="search" aria-label={text.search} method="get" action={action} data-slot="offer-search" className={cn("flex flex-col gap-3 sm:flex-row sm:items-end", className)} {...props}>
      <Field className="sm:flex-1">
        <FieldLabel htmlFor={`${id}-query`}>{text.keyword}</FieldLabel>
        <Input id={`${id}-query`} type="search" name="query" defaultValue={query} placeholder={text.keywordPlaceholder} autoComplete="off" />
      </Field>
      {makes.length > 1 ? (
        <Field className="sm:w-56">
          <FieldLabel htmlFor={`${id}-make`}>{text.make}</FieldLabel>
          <NativeSelect id={`${id}-make`} name="make" defaultValue={make}>
            <option value="">{text.allMakes}</option>
            {makes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit">{text.submit}</Button>
        {clearHref ? (
          <FrameworkLink href={clearHref} className="text-sm font-medium text-link underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {text.clear}
          </FrameworkLink>
        ) : null}
      </div>
    </form>
  );
}
