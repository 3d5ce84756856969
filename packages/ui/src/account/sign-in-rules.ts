// The sign-in steps' field rules, shared by the steps and their zod schemas (sign-in-schemas.ts).

/** The field's two client-side messages; the storefront words them (and localises them). */
export interface SignInFieldMessages {
  required: string;
  invalid: string;
}

/** A loose shape check: 7 to 20 digits, spaces, +, (, ) or -. The server parses the number for real. */
export const signInPhonePattern = /^[0-9\s+()-]{7,20}$/;
/** Six digits, after spaces are taken out (a code pasted as "123 456"). */
export const signInCodePattern = /^[0-9]{6}$/;
export const signInCodeLength = 6;

export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, "");
}
