// The SMS adapter (issue 16): one interface for every SMS provider. The message
// outbox (src/messages/) stores each message first and calls a sender to hand it
// over; with no provider configured there is no sender and messages stay in the
// outbox ("held"), printed by the demo and listed by `pnpm sms:list`.

export type SmsResult =
  /** The provider accepted the message; its id for support (Twilio's `SM...` sid). */
  | { ok: true; providerMessageId: string | null }
  /** Not accepted. `retryable`: worth another attempt later (a timeout, 429, 5xx), or refused for good (an invalid number, bad credentials). */
  | { ok: false; error: string; retryable: boolean };

export interface SmsSender {
  /** Recorded on each message it sends, e.g. "twilio". */
  readonly provider: string;
  /**
   * Hands one message to the provider. `to` is E.164 (+61412345678). The same
   * `idempotencyKey` is given on every attempt of one message, for a provider that
   * can drop a repeat; sending is at least once, so a repeat may still arrive.
   * Never throws: every failure is an `{ ok: false }`.
   */
  send(message: { to: string; body: string; idempotencyKey: string }): Promise<SmsResult>;
}
