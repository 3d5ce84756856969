// The test gateway's browser pages: a card form where Stripe's Payment Element
// would be, and a 3-D Secure page like Stripe's test authentication page. Plain
// HTML forms (they work by keyboard and without JavaScript), labelled fields, an
// error announced with role="alert", colours with at least 4.5:1 contrast.
import type { GatewayPaymentIntent } from "./gateway";

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function amountText(intent: Pick<GatewayPaymentIntent, "amount" | "currency">): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency: intent.currency.toUpperCase() }).format(intent.amount / 100);
}

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Test payments gateway</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1a1a; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; border: 1px solid #c9ccd1; }
  h1 { font-size: 1.375rem; margin: 0 0 .5rem; }
  .note { font-size: .875rem; color: #4a4f57; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .625rem; border: 1px solid #6b7079; border-radius: 6px; margin-top: .25rem; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  button { font: inherit; font-weight: 600; margin-top: 1.25rem; width: 100%; padding: .75rem; border-radius: 6px; border: 2px solid #1d3b8f; background: #1d3b8f; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1d3b8f; }
  :focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
  [role=alert] { background: #fdecec; border: 1px solid #a4161a; color: #7a1014; padding: .75rem; border-radius: 6px; margin-top: 1rem; }
</style></head>
<body><main>${body}</main></body></html>`;
}

const returnField = (returnUrl: string | null) => (returnUrl ? `<input type="hidden" name="return_url" value="${escape(returnUrl)}">` : "");

export function gatewayCardPage({ intent, action, returnUrl, error }: { intent: GatewayPaymentIntent; action: string; returnUrl: string | null; error: string | null }): string {
  return shell(
    "Pay by card",
    `<h1>Pay ${escape(amountText(intent))} by card</h1>
<p class="note">Test payments gateway: no real money is taken. Stripe's test cards work here, such as 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) and 4000 0027 6000 3184 (asks for 3-D Secure).</p>
${error ? `<div role="alert" id="payment-error">${escape(error)}</div>` : ""}
<form method="post" action="${escape(action)}">
  ${returnField(returnUrl)}
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required ${error ? 'aria-describedby="payment-error" aria-invalid="true"' : ""}>
  <div class="row">
    <div><label for="card_expiry">Expiry (MM / YY)</label><input id="card_expiry" name="card_expiry" autocomplete="cc-exp" placeholder="12 / 34" required></div>
    <div><label for="card_cvc">Security code</label><input id="card_cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
  </div>
  <button type="submit">Pay ${escape(amountText(intent))}</button>
</form>`,
  );
}

export function gatewayThreeDSecurePage({ intent, action, returnUrl }: { intent: GatewayPaymentIntent; action: string; returnUrl: string | null }): string {
  return shell(
    "3-D Secure authentication",
    `<h1>Authenticate your payment</h1>
<p>Your bank asks you to confirm this payment of ${escape(amountText(intent))}.</p>
<p class="note">Test payments gateway: this stands in for your bank's 3-D Secure page.</p>
<form method="post" action="${escape(action)}">
  ${returnField(returnUrl)}
  <button type="submit" name="outcome" value="complete">Complete authentication</button>
  <button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

export function gatewayResultPage({ title, message }: { title: string; message: string }): string {
  return shell(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
