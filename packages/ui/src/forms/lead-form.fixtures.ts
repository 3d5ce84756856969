// Sites and fill-in helpers for the lead form stories.
import type { LeadFieldName, LeadFormId, LeadFormOptions } from "@forecourt/domain";
import { userEvent } from "storybook/test";

/** Every picker shown: categories, two locations, two dealerships, terms required. */
export const multiDealerSite: LeadFormOptions = {
  region: "AU",
  messageRequired: true,
  termsRequired: true,
  categories: ["General Enquiry", "Sales", "Service", "Parts", "Careers Enquiry"],
  locations: [
    { id: 11, name: "Brisbane City" },
    { id: 12, name: "Gold Coast" },
  ],
  dealerships: [
    { slug: "brisbane-city-toyota", name: "Brisbane City Toyota" },
    { slug: "gold-coast-toyota", name: "Gold Coast Toyota" },
  ],
};

/** One dealership and one location (both chosen for the shopper), no categories, no terms. */
export const singleDealerSite: LeadFormOptions = {
  region: "AU",
  messageRequired: true,
  termsRequired: false,
  locations: [{ id: 11, name: "Brisbane City" }],
  dealerships: [{ slug: "brisbane-city-toyota", name: "Brisbane City Toyota" }],
};

export const usSite: LeadFormOptions = {
  ...multiDealerSite,
  region: "US",
  categories: ["General Enquiry", "Sales Enquiry", "Service"],
  dealerships: [
    { slug: "austin-nissan", name: "Austin Nissan" },
    { slug: "round-rock-nissan", name: "Round Rock Nissan" },
  ],
  locations: [
    { id: 21, name: "Austin" },
    { id: 22, name: "Round Rock" },
  ],
};

/** Values a shopper types, per field; the optional date, VIN and Yes/No questions are left for the stories that need them. */
const typedValues: Partial<Record<LeadFieldName, string>> = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  message: "Is this car still available?",
  rego: "ABC123",
  vehicle: "2019 Toyota Corolla Ascent",
  odometer: "45000",
  part_description: "Front brake pads",
  budget: "30000",
  position: "Sales consultant",
};

/** Fills every required (and a few optional) visible fields of a rendered lead form with valid values. */
export async function fillLeadForm(root: HTMLElement, region: LeadFormOptions["region"] = "AU") {
  const form = root.querySelector<HTMLFormElement>("form[data-slot=lead-form]")!;
  const us = region === "US";
  for (const [name, value] of Object.entries(typedValues)) {
    const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]:not([type=hidden])`);
    if (!field) continue;
    const text = us && name === "phone" ? "(555) 123-4567" : us && name === "postcode" ? "90210" : value;
    await userEvent.clear(field);
    await userEvent.type(field, text);
  }
  for (const select of form.querySelectorAll<HTMLSelectElement>("select")) {
    if (!select.value) await userEvent.selectOptions(select, select.options[select.options.length - 1]!.value);
  }
  const terms = form.querySelector<HTMLInputElement>('[name="terms"]');
  if (terms && !terms.checked) await userEvent.click(terms);
}

export function submitButton(root: HTMLElement): HTMLButtonElement {
  return root.querySelector<HTMLButtonElement>("form[data-slot=lead-form] button[type=submit]")!;
}

export const storyForms: LeadFormId[] = ["general", "car-enquiry", "test-drive", "request-photos", "finance", "trade-in", "sell-my-car", "contact", "service", "parts", "careers"];
