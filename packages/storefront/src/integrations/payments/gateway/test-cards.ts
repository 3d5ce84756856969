// Stripe's test payment methods and card numbers (docs.stripe.com/testing), as the
// test gateway answers them: the same ids, the same outcomes, no real money.
export type TestCardOutcome = "succeeds" | "declined" | "authentication";

export interface TestPaymentMethod {
  id: string;
  brand: "visa" | "mastercard" | "amex";
  last4: string;
  outcome: TestCardOutcome;
  /** What Stripe reports for a declined card. */
  declineCode?: string;
}

export const testPaymentMethods: readonly TestPaymentMethod[] = [
  { id: "pm_card_visa", brand: "visa", last4: "4242", outcome: "succeeds" },
  { id: "pm_card_mastercard", brand: "mastercard", last4: "4444", outcome: "succeeds" },
  { id: "pm_card_chargeDeclined", brand: "visa", last4: "0002", outcome: "declined", declineCode: "generic_decline" },
  { id: "pm_card_chargeDeclinedInsufficientFunds", brand: "visa", last4: "9995", outcome: "declined", declineCode: "insufficient_funds" },
  { id: "pm_card_authenticationRequired", brand: "visa", last4: "3184", outcome: "authentication" },
];

/** Stripe's test card numbers and the payment method each stands for. */
export const testCardNumbers: Readonly<Record<string, string>> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000002760003184": "pm_card_authenticationRequired",
  "4000002500003155": "pm_card_authenticationRequired",
};

export function testPaymentMethod(id: string): TestPaymentMethod | null {
  return testPaymentMethods.find((method) => method.id === id) ?? null;
}

/** The payment method a typed card number stands for (spaces and dashes ignored), or null for a number Stripe's test mode would refuse. */
export function paymentMethodOfCardNumber(number: string): TestPaymentMethod | null {
  const id = testCardNumbers[number.replace(/[\s-]/g, "")];
  return id ? testPaymentMethod(id) : null;
}
