import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (falsy values dropped). A later class does not win over an earlier one:
 * two classes of one Tailwind group on an element (`px-4` and `px-2`) apply in stylesheet
 * order, not in the order given. So components expose variants (cva) or `data-*` attributes,
 * and a caller's `className` only adds classes that do not conflict with the component's.
 * Outside production, cn throws on such a conflict; production gets a plain join, without
 * tailwind-merge in the bundle.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  // eslint-disable-next-line no-restricted-properties -- NODE_ENV is a build-time constant: bundlers drop this dev-only check and tailwind-merge with it.
  if (process.env.NODE_ENV !== "production") assertNoConflicts(classes);
  return classes;
}

/** Throws when twMerge would drop a class: a later class of the same group (and variant) overrides it. */
function assertNoConflicts(classes: string): void {
  const merged = twMerge(classes);
  if (merged === classes) return;
  const kept = new Set(merged.split(" "));
  const tokens = classes.split(/\s+/).filter(Boolean);
  tokens.forEach((token, index) => {
    if (kept.has(token)) return;
    // The same class twice changes nothing, so it is not a conflict.
    const winner = tokens.slice(index + 1).find((later) => later !== token && twMerge(`${token} ${later}`) === later);
    if (winner === undefined) return;
    throw new Error(
      `cn: "${token}" and "${winner}" set the same Tailwind property, so which one applies depends on stylesheet order. ` +
        `Use a variant or a non-conflicting class instead of overriding "${token}" with "${winner}".`,
    );
  });
}
