import type * as React from "react";
import { cn } from "../lib/cn";

// spec 2.4 'Reserve Now': the cards and wallets the secure gateway takes. Drawn here
// as simple marks (the schemes' own artwork is licensed to the dealer's processor,
// not to us): each is an <svg role="img"> named for a screen reader, in a list
// named 'We accept'.

export const paymentMethods = ["mastercard", "visa", "maestro", "google-pay", "apple-pay"] as const;
export type PaymentMethodMark = (typeof paymentMethods)[number];

const names: Record<PaymentMethodMark, string> = {
  mastercard: "Mastercard",
  visa: "Visa",
  maestro: "Maestro",
  "google-pay": "Google Pay",
  "apple-pay": "Apple Pay",
};

/** Two overlapping circles: the Mastercard and Maestro marks, in their own colours. */
function Circles({ frame, left, right, overlap, ...svg }: React.ComponentProps<"svg"> & { frame: React.ReactNode; left: string; right: string; overlap: string }) {
  return (
    <svg {...svg}>
      {frame}
      <circle cx="19" cy="16" r="9" fill={left} />
      <circle cx="29" cy="16" r="9" fill={right} />
      <path d="M24 8.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2z" fill={overlap} />
    </svg>
  );
}

function Mark({ method }: { method: PaymentMethodMark }) {
  const common = { role: "img", "aria-label": names[method], viewBox: "0 0 48 32", width: 48, height: 32, className: "block" } as const;
  const frame = <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#6b7079" />;
  switch (method) {
    case "mastercard":
      return <Circles {...common} frame={frame} left="#eb001b" right="#f79e1b" overlap="#ff5f00" />;
    case "maestro":
      return <Circles {...common} frame={frame} left="#0099df" right="#eb001b" overlap="#6c6bbd" />;
    case "visa":
      return (
        <svg {...common}>
          {frame}
          <text x="24" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontStyle="italic" fontWeight="700" fontSize="14" fill="#1a1f71">
            VISA
          </text>
        </svg>
      );
    case "google-pay":
      return (
        <svg {...common}>
          {frame}
          <text x="24" y="20.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="11" fill="#3c4043">
            <tspan fill="#4285f4">G</tspan> Pay
          </text>
        </svg>
      );
    case "apple-pay":
      return (
        <svg {...common}>
          <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#000" stroke="#000" />
          <path d="M12.6 11.4c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.9 1.4-.8 2.2.8.1 1.6-.4 2.2-1.1zm.7 1.1c-1.2-.1-2.2.7-2.8.7-.6 0-1.4-.6-2.4-.6-1.2 0-2.3.7-3 1.8-1.3 2.2-.3 5.5.9 7.3.6.9 1.3 1.8 2.3 1.8.9 0 1.2-.6 2.3-.6s1.4.6 2.4.6 1.6-.9 2.2-1.8c.7-1 1-2 1-2.1 0 0-1.9-.8-2-3 0-1.9 1.5-2.8 1.6-2.9-.9-1.3-2.3-1.4-2.5-1.2z" fill="#fff" />
          <text x="31" y="20.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="600" fontSize="11" fill="#fff">
            Pay
          </text>
        </svg>
      );
  }
}

export interface PaymentIconsProps {
  methods?: readonly PaymentMethodMark[];
  label?: string;
  className?: string;
}

/** The payment marks in a row: Mastercard, Visa, Maestro, Google Pay and Apple Pay by default. */
export function PaymentIcons({ methods = paymentMethods, label = "We accept", className }: PaymentIconsProps) {
  return (
    <ul aria-label={label} data-slot="payment-icons" className={cn("flex flex-wrap items-center gap-2", className)}>
      {methods.map((method) => (
        <li key={method}>
          <Mark method={method} />
        </li>
      ))}
    </ul>
  );
}
