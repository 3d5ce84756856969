// The sign-in steps' zod schemas, in a module of their own so the sign-in page loads
// zod only when the shopper starts on a step (lazy-resolver.ts, issue 20).
import { z } from "zod";
import { signInCodePattern, signInPhonePattern, stripSpaces, type SignInFieldMessages } from "./sign-in-rules";

export function signInPhoneSchema(messages: SignInFieldMessages) {
  return z.object({ phone: z.string().trim().min(1, messages.required).regex(signInPhonePattern, messages.invalid) });
}

export function signInCodeSchema(messages: SignInFieldMessages) {
  return z.object({
    code: z
      .string()
      .transform((value) => stripSpaces(value))
      .pipe(z.string().min(1, messages.required).regex(signInCodePattern, messages.invalid)),
  });
}
