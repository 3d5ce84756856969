"use client";
// Personalised finance for one car (issue 18; spec 2.1 /personalised/finance?car_id=):
// ui's FinanceCalculator, and on 'Apply' the site's finance lead form naming the car
// (car_id), its message holding the figures the shopper chose. The form's code loads
// as the shopper starts on the calculator (lazy-site-lead-form.tsx, issue 20).
import { useEffect, useRef, useState } from "react";
import { formatPrice, type LeadFormOptions, type Locale } from "@forecourt/domain";
import { FinanceCalculator, type FinanceCalculatorApply, type FinanceCalculatorProps } from "@forecourt/ui/finance/finance-calculator";
import { LazySiteLeadForm, preloadSiteLeadForm } from "../forms/lazy-site-lead-form";

export interface PersonalisedFinanceProps extends Omit<FinanceCalculatorProps, "onApply" | "onValueChange"> {
  car: { id: number; title: string; available: boolean; carType: string | null; tag: string | null };
  options: LeadFormOptions;
  locale: Locale;
  title: string;
  tagManager: boolean;
}

/** What the dealer reads in the lead: the car and the figures chosen. */
function applicationMessage(carTitle: string, price: number, chosen: FinanceCalculatorApply, ratePercent: number): string {
  return [
    `Personalised finance for ${carTitle} (${formatPrice(price)})`,
    `Deposit ${formatPrice(chosen.deposit)}, trade-in ${formatPrice(chosen.tradeIn)}, amount financed ${formatPrice(chosen.amountFinanced)}`,
    `Term ${chosen.termYears} years, balloon ${chosen.balloonPercent}% (${formatPrice(chosen.balloon)}), at ${ratePercent}% p.a.`,
    `Repayments: ${formatPrice(chosen.repayments.weekly)} weekly, ${formatPrice(chosen.repayments.fortnightly)} fortnightly, ${formatPrice(chosen.repayments.monthly)} monthly`,
  ].join("\n");
}

export function PersonalisedFinance({ car, options, locale, title, tagManager, ...calculator }: PersonalisedFinanceProps) {
  const [chosen, setChosen] = useState<FinanceCalculatorApply | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (chosen) heading.current?.focus();
  }, [chosen]);

  return (
    <div className="grid gap-8" onPointerDownCapture={preloadSiteLeadForm} onFocusCapture={preloadSiteLeadForm}>
      <FinanceCalculator {...calculator} applyLabel="Apply" onApply={setChosen} />
      {chosen ? (
        <section aria-labelledby="personalised-finance-apply" className="grid max-w-3xl gap-4" data-slot="personalised-finance-apply">
          <h2 id="personalised-finance-apply" ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            Apply for finance on this car
          </h2>
          <LazySiteLeadForm
            key={JSON.stringify(chosen)}
            form="finance"
            options={options}
            locale={locale}
            title={title}
            tagManager={tagManager}
            headingLevel={3}
            context={{ carId: car.id, carAvailable: car.available, carType: car.carType, tag: car.tag }}
            defaultValues={{ budget: calculator.price, message: applicationMessage(car.title, calculator.price, chosen, calculator.ratePercent) }}
          />
        </section>
      ) : null}
    </div>
  );
}
