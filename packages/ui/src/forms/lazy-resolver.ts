// A react-hook-form resolver whose zod schema is imported on first use (issue 20,
// docs/performance.md). zod's runtime is about 30 KB gzipped, the largest part of a
// page with a form; a shopper who reads the page and leaves never needs it, and one
// who fills the form in needs it only when a field is first checked. The form starts
// loading it as soon as the shopper focuses or touches it (`preload`), so by the
// first blur or submit it is normally there; until then a check waits for it.
//
// Written here because @hookform/resolvers takes a schema, not a promise of one; the
// checking itself is still its zodResolver, as its authors intend.
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export type LazyResolver<TFieldValues extends FieldValues, TTransformed> = Resolver<TFieldValues, unknown, TTransformed> & {
  /** Starts loading the schema (on the form's first focus or pointer down). */
  preload: () => void;
};

/**
 * `load` imports and builds the schema, e.g. `() => import("@forecourt/domain/form-schemas").then((s) => s.leadFormSchema(form, options))`.
 * The caller names the form's input and output types, as it would for zodResolver.
 * If it fails (the shopper went offline), the values go through unchecked and the
 * server, which parses the same schema, answers with the same field messages; the
 * next check tries the import again.
 */
export function lazyZodResolver<TFieldValues extends FieldValues, TTransformed>(load: () => Promise<z.ZodType>): LazyResolver<TFieldValues, TTransformed> {
  let pending: Promise<Resolver<TFieldValues, unknown, TTransformed> | null> | null = null;
  const resolverOf = () =>
    (pending ??= load().then(
      (schema) => zodResolver(schema as never) as unknown as Resolver<TFieldValues, unknown, TTransformed>,
      () => {
        pending = null;
        return null;
      },
    ));
  const resolver = (async (values, context, options) => {
    const resolve = await resolverOf();
    if (!resolve) return { values: values as unknown as TTransformed, errors: {} };
    return resolve(values, context, options);
  }) as LazyResolver<TFieldValues, TTransformed>;
  resolver.preload = () => {
    void resolverOf();
  };
  return resolver;
}
