import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isLeadHoneypotFilled,
  isLeadPhoneValid,
  leadAdditionalServices,
  leadFieldMessages,
  leadFormCategory,
  leadFormDefaults,
  leadFormFieldNames,
  leadFormFields,
  leadKindOf,
  leadForms,
  type LeadFieldName,
  type LeadFormId,
  type LeadFormOptions,
} from "./lead-forms";
import { leadFormSchema, leadRequestSchema } from "./lead-form-schemas";
import { leadEventId, normalizeLeadCategory } from "./leads";
import { formMessages } from "./form-values";

const m = leadFieldMessages;

/** One dealership, no category or location pickers, message required, no terms: the plainest site. */
const plain: LeadFormOptions = { region: "AU", messageRequired: true, termsRequired: false, dealerships: [{ slug: "city-toyota", name: "City Toyota" }] };

/** Every picker shown: categories, two locations, two dealerships, terms. */
const full: LeadFormOptions = {
  region: "AU",
  messageRequired: true,
  termsRequired: true,
  categories: ["General Enquiry", "Service", "Careers Enquiry"],
  locations: [
    { id: 11, name: "Brisbane" },
    { id: 12, name: "Gold Coast" },
  ],
  dealerships: [
    { slug: "city-toyota", name: "City Toyota" },
    { slug: "coast-toyota", name: "Coast Toyota" },
  ],
};

/** A value each field accepts, as a form holds it (strings from inputs). */
const validInputs: Record<LeadFieldName, unknown> = {
  category: "Service",
  subcategory: "Finance",
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  message: "Is it still available?",
  rego: "abc123",
  vehicle: "2019 Toyota Corolla",
  vin: "jtdbr32e720123456",
  odometer: "45,000",
  location_id: "12",
  dealership_slug: "coast-toyota",
  car_id: "42",
  preferred_contact: "email",
  opt_in: false,
  terms: true,
  additional_services: ["Finance", "Test drive"],
  under_finance: "no",
  has_trade_in: "yes",
  preferred_date: "2026-11-20T10:30",
  part_description: "Front brake pads",
  budget: "$30,000",
  position: "Sales consultant",
};

function validFor(form: LeadFormId, options: LeadFormOptions): Record<string, unknown> {
  const sitePicks: Partial<Record<LeadFieldName, unknown>> = { dealership_slug: options.dealerships.at(-1)?.slug, location_id: options.locations?.at(-1)?.id };
  return Object.fromEntries(leadFormFields(form, options).map(({ name }) => [name, name in sitePicks ? sitePicks[name] : validInputs[name]]));
}

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (messages[String(issue.path[0] ?? "(form)")] ??= []).push(issue.message);
  return messages;
}

/** The messages a form gives when one field holds `value` and every other field is valid. */
function rejectionOf(form: LeadFormId, field: LeadFieldName, value: unknown, options: LeadFormOptions = full): string[] | undefined {
  const input = { ...validFor(form, options), [field]: value };
  return messagesOf(leadFormSchema(form, options).safeParse(input))[field];
}

describe("leadForms and leadFormFields (spec 2.9: every form, its fields in display order)", () => {
  it("names the eleven forms of the lead API", () => {
    expect(leadForms).toEqual(["general", "car-enquiry", "test-drive", "request-photos", "finance", "trade-in", "sell-my-car", "contact", "service", "parts", "careers"]);
    expect(Object.keys(leadFormFieldNames).sort()).toEqual([...leadForms].sort());
  });
  it("gives the trade-in lead form name, last_name, postcode, phone, email, a hidden field and location_id (spec 2.9)", () => {
    const plan = leadFormFields("trade-in", { ...plain, locations: full.locations });
    const names = plan.map((field) => field.name);
    for (const name of ["name", "last_name", "postcode", "phone", "email", "location_id"] as const) expect(names).toContain(name);
    expect(plan.find((field) => field.name === "car_id")).toEqual({ name: "car_id", required: false, hidden: true });
  });
  it("always asks for name, email and phone", () => {
    for (const form of leadForms) {
      const required = leadFormFields(form, plain).filter((field) => field.required).map((field) => field.name);
      expect(required).toEqual(expect.arrayContaining(["name", "email", "phone"]));
    }
  });
  it("shows the category select, required, only when the site gives categories (spec 5)", () => {
    expect(leadFormFields("general", full).find((field) => field.name === "category")).toEqual({ name: "category", required: true, hidden: false });
    expect(leadFormFields("general", plain).map((field) => field.name)).not.toContain("category");
    expect(leadFormFields("general", { ...plain, categories: [] }).map((field) => field.name)).not.toContain("category");
    expect(leadFormFields("car-enquiry", full).map((field) => field.name)).not.toContain("category");
  });
  it("shows the location select, required, with 2+ locations; hides and auto-selects a single one; leaves it out with none (spec 5)", () => {
    expect(leadFormFields("general", full).find((field) => field.name === "location_id")).toEqual({ name: "location_id", required: true, hidden: false });
    expect(leadFormFields("general", { ...plain, locations: [{ id: 5, name: "Only" }] }).find((field) => field.name === "location_id")).toEqual({ name: "location_id", required: false, hidden: true });
    expect(leadFormFields("general", { ...plain, locations: null }).map((field) => field.name)).not.toContain("location_id");
  });
  it("requires the dealership when several and not hidden; auto-selects a single one (spec 5)", () => {
    const dealership = (options: LeadFormOptions) => leadFormFields("general", options).find((field) => field.name === "dealership_slug");
    expect(dealership(full)).toEqual({ name: "dealership_slug", required: true, hidden: false });
    expect(dealership({ ...full, hideDealership: true })).toEqual({ name: "dealership_slug", required: false, hidden: true });
    expect(dealership(plain)).toEqual({ name: "dealership_slug", required: false, hidden: true });
    expect(dealership({ ...plain, dealerships: [] })).toBeUndefined();
  });
  it("requires the message on enquiry forms unless the site disables it, and never elsewhere (spec 5)", () => {
    const message = (form: LeadFormId, options: LeadFormOptions) => leadFormFields(form, options).find((field) => field.name === "message");
    for (const form of ["general", "contact", "car-enquiry"] as const) {
      expect(message(form, plain)?.required).toBe(true);
      expect(message(form, { ...plain, messageRequired: false })?.required).toBe(false);
    }
    for (const form of ["test-drive", "finance", "trade-in", "sell-my-car", "service", "parts", "careers"] as const) expect(message(form, plain)).toEqual({ name: "message", required: false, hidden: false });
  });
  it("hides the request-photos message and makes it optional (spec 5 'Request-photos form')", () => {
    expect(leadFormFields("request-photos", plain).find((field) => field.name === "message")).toEqual({ name: "message", required: false, hidden: true });
  });
  it("adds the terms checkbox, required, only on sites that require it (spec 5, 8)", () => {
    for (const form of leadForms) {
      expect(leadFormFields(form, full).find((field) => field.name === "terms")).toEqual({ name: "terms", required: true, hidden: false });
      expect(leadFormFields(form, plain).map((field) => field.name)).not.toContain("terms");
    }
  });
  it("carries car_id hidden: required on the forms about one car, optional on test drive, finance and trade-in", () => {
    expect(leadFormFields("car-enquiry", plain)[0]).toEqual({ name: "car_id", required: true, hidden: true });
    expect(leadFormFields("request-photos", plain)[0]).toEqual({ name: "car_id", required: true, hidden: true });
    for (const form of ["test-drive", "finance", "trade-in"] as const) expect(leadFormFields(form, plain)[0]).toEqual({ name: "car_id", required: false, hidden: true });
    for (const form of ["general", "contact", "sell-my-car", "service", "parts", "careers"] as const) expect(leadFormFields(form, plain).map((field) => field.name)).not.toContain("car_id");
  });
  it("keeps rego and the Yes/No questions optional (spec 5)", () => {
    for (const form of leadForms) {
      for (const field of leadFormFields(form, full)) {
        if (["rego", "under_finance", "has_trade_in", "opt_in", "preferred_date"].includes(field.name)) expect(field.required).toBe(false);
      }
    }
  });
  it("asks for the per-form extras: service odometer and date, parts description, finance budget, careers position", () => {
    const names = (form: LeadFormId) => leadFormFields(form, plain).map((field) => field.name);
    expect(names("service")).toEqual(expect.arrayContaining(["rego", "vehicle", "odometer", "preferred_date"]));
    expect(names("parts")).toEqual(expect.arrayContaining(["part_description", "vin"]));
    expect(names("finance")).toEqual(expect.arrayContaining(["budget", "postcode", "last_name"]));
    expect(names("careers")).toContain("position");
    expect(names("careers")).not.toContain("opt_in");
    expect(names("test-drive")).toContain("preferred_date");
    expect(names("car-enquiry")).toEqual(expect.arrayContaining(["has_trade_in", "additional_services"]));
    expect(names("sell-my-car")).toContain("under_finance");
  });
});

describe("leadFormSchema: valid forms", () => {
  const optionSets = { plain, full, "no message": { ...full, messageRequired: false }, NZ: { ...plain, region: "NZ" as const }, US: { ...full, region: "US" as const } };
  for (const [label, options] of Object.entries(optionSets)) {
    it(`accepts every form filled in on a ${label} site, and parsing the parsed values again changes nothing`, () => {
      for (const form of leadForms) {
        const input = { ...validFor(form, options), ...(options.region === "US" && leadFormFields(form, options).some((field) => field.name === "postcode") ? { postcode: "90210" } : {}), ...(options.region === "US" ? { phone: "(555) 123-4567" } : {}) };
        const parsed = leadFormSchema(form, options).safeParse(input);
        expect(messagesOf(parsed), `${form} on ${label}`).toEqual({});
        // The form hands parsed values to the API, which parses them with the same schema.
        expect(leadFormSchema(form, options).parse(parsed.data)).toEqual(parsed.data);
      }
    });
  }
  it("trims names, emails and phones, collapses phone spacing, and reads numbers from text", () => {
    const parsed = leadFormSchema("service", plain).parse({ name: "  Jane Citizen ", email: " jane@example.com\t", phone: " 0412  345 678 ", rego: " abc 123 ", odometer: "120 000", vehicle: " Corolla ", preferred_date: "" });
    expect(parsed).toMatchObject({ name: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678", rego: "ABC 123", odometer: 120000, vehicle: "Corolla" });
    expect(parsed).not.toHaveProperty("preferred_date");
  });
  it("fills opt_in true and preferred contact phone when absent (spec 5), and keeps the shopper's choices", () => {
    const minimal = { name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi" };
    expect(leadFormSchema("general", plain).parse(minimal)).toEqual({ ...minimal, dealership_slug: "city-toyota", preferred_contact: "phone", opt_in: true });
    expect(leadFormSchema("general", plain).parse({ ...minimal, opt_in: null, preferred_contact: "" })).toMatchObject({ opt_in: true, preferred_contact: "phone" });
    expect(leadFormSchema("general", plain).parse({ ...minimal, opt_in: false, preferred_contact: "sms" })).toMatchObject({ opt_in: false, preferred_contact: "sms" });
  });
  it("fills in the only dealership and the only location, and takes a location id as text or number", () => {
    const options = { ...plain, locations: [{ id: 7, name: "Only" }] };
    const minimal = { name: "Jane", email: "jane@example.com", phone: "0412345678" };
    expect(leadFormSchema("service", options).parse(minimal)).toMatchObject({ dealership_slug: "city-toyota", location_id: 7 });
    expect(leadFormSchema("service", options).parse({ ...minimal, location_id: "7" })).toMatchObject({ location_id: 7 });
    expect(leadFormSchema("service", full).parse({ ...minimal, location_id: 11, dealership_slug: "city-toyota", terms: true })).toMatchObject({ location_id: 11 });
  });
  it("leaves a hidden dealership out when the page gives none, and takes a listed one when it does", () => {
    const hidden = { ...full, termsRequired: false, hideDealership: true, locations: null, categories: null };
    const minimal = { name: "Jane", email: "jane@example.com", phone: "0412345678", message: "Hi" };
    expect(leadFormSchema("general", hidden).parse(minimal)).not.toHaveProperty("dealership_slug");
    expect(leadFormSchema("general", hidden).parse({ ...minimal, dealership_slug: "coast-toyota" })).toMatchObject({ dealership_slug: "coast-toyota" });
  });
  it("accepts a dealership slug made of digits as text", () => {
    const options = { ...plain, dealerships: [{ slug: "2040", name: "A" }, { slug: "2041", name: "B" }] };
    expect(leadFormSchema("service", options).parse({ name: "Jane", email: "jane@example.com", phone: "0412345678", dealership_slug: "2041" })).toMatchObject({ dealership_slug: "2041" });
  });
  it("drops blank optional fields and treats null as not given", () => {
    const parsed = leadFormSchema("trade-in", plain).parse({ ...validFor("trade-in", plain), car_id: "", rego: " ", vehicle: null, odometer: "", under_finance: null, message: "" });
    for (const field of ["car_id", "rego", "vehicle", "odometer", "under_finance", "message"]) expect(parsed).not.toHaveProperty(field);
  });
  it("takes the additional services as a list, one string, or nothing, without duplicates", () => {
    const schema = leadFormSchema("car-enquiry", plain);
    const base = validFor("car-enquiry", plain);
    expect(schema.parse({ ...base, additional_services: ["Finance", "Finance", "Test drive"] }).additional_services).toEqual(["Finance", "Test drive"]);
    expect(schema.parse({ ...base, additional_services: "Finance" }).additional_services).toEqual(["Finance"]);
    for (const none of [false, null, "", undefined]) expect(schema.parse({ ...base, additional_services: none }).additional_services).toEqual([]);
    expect(leadAdditionalServices).toContain("Trade-in valuation");
  });
  it("accepts a test-drive date with or without seconds and offset, and none at all (spec 5 'Test-drive form')", () => {
    const schema = leadFormSchema("test-drive", plain);
    const base = validFor("test-drive", plain);
    for (const date of ["2026-11-20T10:30", "2026-11-20T10:30:00", "2026-11-20T10:30:00+10:00", "2026-11-20T00:30:00Z"]) expect(schema.parse({ ...base, preferred_date: date }).preferred_date).toBe(date);
    expect(schema.parse({ ...base, preferred_date: undefined })).not.toHaveProperty("preferred_date");
  });
});

describe("leadFormSchema: every field's rejection, with its message", () => {
  it("name: required and at most 100 characters; split into first and last name on forms that ask for both", () => {
    expect(rejectionOf("general", "name", "   ")).toEqual([m.nameRequired]);
    expect(rejectionOf("general", "name", undefined)).toEqual([m.nameRequired]);
    expect(rejectionOf("general", "name", "x".repeat(101))).toEqual([m.nameTooLong]);
    expect(rejectionOf("general", "name", "x".repeat(100))).toBeUndefined();
    expect(rejectionOf("finance", "name", "")).toEqual([m.firstNameRequired]);
    expect(rejectionOf("finance", "name", "x".repeat(101))).toEqual([m.firstNameTooLong]);
    expect(rejectionOf("trade-in", "last_name", "")).toEqual([m.lastNameRequired]);
    expect(rejectionOf("sell-my-car", "last_name", "x".repeat(101))).toEqual([m.lastNameTooLong]);
  });
  it("email: required, valid, at most 254 characters, one message at a time", () => {
    expect(rejectionOf("general", "email", "")).toEqual([m.emailRequired]);
    expect(m.emailRequired).toBe("Enter your email address");
    for (const bad of ["jane", "jane@", "jane@example", "@example.com", "jane example@x.com"]) expect(rejectionOf("general", "email", bad)).toEqual([m.emailInvalid]);
    expect(rejectionOf("general", "email", `${"x".repeat(250)}@example.com`)).toEqual([m.emailTooLong]);
    expect(rejectionOf("general", "email", 42)).toEqual([m.emailRequired]);
  });
  it("phone: required, then valid for the region", () => {
    expect(rejectionOf("general", "phone", "")).toEqual([m.phoneRequired]);
    expect(m.phoneRequired).toBe("Enter your phone number");
    expect(rejectionOf("general", "phone", "12345")).toEqual(["Enter a valid phone number, like 0412 345 678"]);
    expect(rejectionOf("general", "phone", "call me")).toEqual([m.phoneInvalid("AU")]);
    expect(rejectionOf("general", "phone", "0".repeat(26))).toEqual([m.phoneInvalid("AU")]);
    expect(rejectionOf("general", "phone", "041234567", { ...full, region: "US" })).toEqual(["Enter a valid phone number, like (555) 123-4567"]);
    expect(rejectionOf("general", "phone", "12", { ...full, region: "NZ" })).toEqual(["Enter a valid phone number, like 021 123 4567"]);
  });
  it("postcode: exactly 4 digits with the spec's message; a 5-digit ZIP on US sites (spec 5 'Postcode')", () => {
    for (const bad of ["", "400", "40000", "4OOO", undefined]) expect(rejectionOf("trade-in", "postcode", bad)).toEqual(["Invalid postcode. Please enter a 4-digit number."]);
    expect(rejectionOf("finance", "postcode", " 4000 ")).toBeUndefined();
    expect(rejectionOf("sell-my-car", "postcode", "4000", { ...full, region: "US" })).toEqual([formMessages.invalidZip]);
  });
  it("message: required on enquiries unless disabled, at most 2,000 characters everywhere", () => {
    expect(rejectionOf("general", "message", " ")).toEqual([m.messageRequired]);
    expect(rejectionOf("car-enquiry", "message", "")).toEqual([m.messageRequired]);
    expect(rejectionOf("general", "message", "", { ...full, messageRequired: false })).toBeUndefined();
    expect(rejectionOf("general", "message", "x".repeat(2001))).toEqual([m.messageTooLong]);
    expect(rejectionOf("general", "message", "x".repeat(2000))).toBeUndefined();
    expect(rejectionOf("test-drive", "message", "x".repeat(2001))).toEqual([m.messageTooLong]);
    expect(rejectionOf("test-drive", "message", 5)).toEqual([m.messageTooLong]);
    expect(rejectionOf("request-photos", "message", "")).toBeUndefined();
  });
  it("category: required when shown, one of the site's categories (spec 5)", () => {
    expect(rejectionOf("general", "category", "")).toEqual([m.categoryRequired]);
    expect(rejectionOf("contact", "category", "Free car")).toEqual([m.categoryRequired]);
    expect(rejectionOf("general", "category", "Careers Enquiry")).toBeUndefined();
  });
  it("dealership: required when several and shown, one of the site's; a single one cannot be swapped (spec 5)", () => {
    expect(rejectionOf("general", "dealership_slug", "")).toEqual([m.dealershipRequired]);
    expect(rejectionOf("general", "dealership_slug", "other-site-toyota")).toEqual([m.dealershipRequired]);
    expect(rejectionOf("general", "dealership_slug", "other-site-toyota", { ...full, hideDealership: true })).toEqual([m.dealershipRequired]);
    expect(rejectionOf("general", "dealership_slug", "other-site-toyota", plain)).toEqual([m.dealershipRequired]);
  });
  it("location: required with 2+ locations, one of the site's ids (spec 5)", () => {
    expect(rejectionOf("general", "location_id", "")).toEqual([m.locationRequired]);
    expect(rejectionOf("service", "location_id", "99")).toEqual([m.locationRequired]);
    expect(rejectionOf("service", "location_id", "11.5")).toEqual([m.locationRequired]);
    expect(rejectionOf("service", "location_id", 99, { ...full, locations: [{ id: 7, name: "Only" }] })).toEqual([m.locationRequired]);
  });
  it("car_id: a positive whole number, required on the car forms", () => {
    expect(rejectionOf("car-enquiry", "car_id", undefined)).toEqual([m.carMissing]);
    expect(rejectionOf("request-photos", "car_id", "")).toEqual([m.carMissing]);
    for (const bad of ["abc", 0, -3, 1.5]) expect(rejectionOf("car-enquiry", "car_id", bad)).toEqual([m.carMissing]);
    expect(rejectionOf("test-drive", "car_id", "abc")).toEqual([m.carMissing]);
    expect(rejectionOf("test-drive", "car_id", undefined)).toBeUndefined();
  });
  it("preferred contact: Phone, Email or SMS only (spec 5)", () => {
    expect(rejectionOf("general", "preferred_contact", "pigeon")).toEqual([m.preferredContactInvalid]);
    expect(rejectionOf("general", "preferred_contact", "Phone")).toEqual([m.preferredContactInvalid]);
  });
  it("opt_in: a boolean when given", () => {
    expect(rejectionOf("general", "opt_in", "yes")).toEqual([m.optInInvalid]);
  });
  it("terms: must be ticked where required, with the spec's message (spec 8)", () => {
    for (const bad of [false, undefined, "true"]) expect(rejectionOf("general", "terms", bad)).toEqual(["You must agree to the terms of use before submitting the form"]);
  });
  it("additional services: only the listed options", () => {
    expect(rejectionOf("car-enquiry", "additional_services", ["Free tint"])).toEqual([m.additionalServicesInvalid]);
    expect(rejectionOf("car-enquiry", "additional_services", 7)).toEqual([m.additionalServicesInvalid]);
  });
  it("Yes/No questions: yes or no only (spec 5)", () => {
    expect(rejectionOf("trade-in", "under_finance", "maybe")).toEqual([m.yesNoInvalid]);
    expect(rejectionOf("car-enquiry", "has_trade_in", true)).toEqual([m.yesNoInvalid]);
  });
  it("preferred date: an ISO date-time", () => {
    for (const bad of ["tomorrow", "2026-13-01T10:00", "2026-11-20", "20/11/2026 10:30"]) expect(rejectionOf("test-drive", "preferred_date", bad)).toEqual([m.dateInvalid]);
    expect(rejectionOf("service", "preferred_date", "2026-02-30T10:00")).toEqual([m.dateInvalid]);
  });
  it("rego: letters, numbers, spaces and dashes, up to 10 characters (optional, spec 5)", () => {
    for (const bad of ["ABC!23", "-ABC", "ABCDEFGHIJK"]) expect(rejectionOf("service", "rego", bad)).toEqual([m.regoInvalid]);
    expect(rejectionOf("parts", "rego", "")).toBeUndefined();
  });
  it("VIN: 17 characters without I, O or Q", () => {
    for (const bad of ["JTDBR32E72012345", "JTDBR32E7201234567", "JTDBR32E72012345O"]) expect(rejectionOf("parts", "vin", bad)).toEqual([m.vinInvalid]);
  });
  it("odometer: a whole number up to 2,000,000", () => {
    for (const bad of ["lots", "12.5", -1, 1.5]) expect(rejectionOf("service", "odometer", bad)).toEqual([m.odometerInvalid]);
    expect(rejectionOf("trade-in", "odometer", "2,000,001")).toEqual([m.odometerTooHigh]);
    expect(rejectionOf("sell-my-car", "odometer", 0)).toBeUndefined();
  });
  it("budget: whole dollars from $1 to $10,000,000", () => {
    for (const bad of ["cheap", "0", "12.50"]) expect(rejectionOf("finance", "budget", bad)).toEqual([m.budgetInvalid]);
    expect(rejectionOf("finance", "budget", "10,000,001")).toEqual([m.budgetTooHigh]);
  });
  it("vehicle and subcategory: at most 120 characters", () => {
    expect(rejectionOf("service", "vehicle", "x".repeat(121))).toEqual([m.vehicleTooLong]);
    expect(rejectionOf("general", "subcategory", "x".repeat(121))).toEqual([m.subcategoryTooLong]);
  });
  it("part description: required, at most 500 characters", () => {
    expect(rejectionOf("parts", "part_description", "")).toEqual([m.partRequired]);
    expect(rejectionOf("parts", "part_description", "x".repeat(501))).toEqual([m.partTooLong]);
  });
  it("position: required, at most 120 characters", () => {
    expect(rejectionOf("careers", "position", " ")).toEqual([m.positionRequired]);
    expect(rejectionOf("careers", "position", "x".repeat(121))).toEqual([m.positionTooLong]);
  });
  it("refuses fields the form does not collect, naming them", () => {
    const result = leadFormSchema("request-photos", plain).safeParse({ ...validFor("request-photos", plain), budget: 1, category: "Service" });
    expect(messagesOf(result)["(form)"]).toEqual(["Unknown fields: budget, category"]);
    expect(messagesOf(leadFormSchema("general", plain).safeParse({ ...validFor("general", plain), terms: true }))["(form)"]).toEqual(["Unknown field: terms"]);
  });
  it("lists every failing field of an empty form at once", () => {
    const result = leadFormSchema("general", full).safeParse(leadFormDefaults("general", full));
    expect(messagesOf(result)).toEqual({
      dealership_slug: [m.dealershipRequired],
      location_id: [m.locationRequired],
      name: [m.nameRequired],
      email: [m.emailRequired],
      phone: [m.phoneRequired],
      message: [m.messageRequired],
      terms: [formMessages.termsRequired],
    });
  });
});

describe("isLeadPhoneValid (loose, per region)", () => {
  it("accepts Australian mobiles and landlines in common shapes", () => {
    for (const phone of ["0412 345 678", "0412-345-678", "(07) 3000 0000", "9876 5432", "+61 412 345 678", "+61412345678"]) expect(isLeadPhoneValid(phone, "AU"), phone).toBe(true);
  });
  it("refuses too few or too many digits, letters, and a + anywhere but the start", () => {
    for (const phone of ["1234567", "04123456789", "0412 ABC 678", "0412+345678", "", "+1234567", "+1234567890123456"]) expect(isLeadPhoneValid(phone, "AU"), phone).toBe(false);
  });
  it("accepts NZ numbers of 7 to 11 digits and US numbers of 10 (or 11 with a leading 1)", () => {
    expect(isLeadPhoneValid("021 123 4567", "NZ")).toBe(true);
    expect(isLeadPhoneValid("309 1234", "NZ")).toBe(true);
    expect(isLeadPhoneValid("021 123 45678 9", "NZ")).toBe(false);
    expect(isLeadPhoneValid("(555) 123-4567", "US")).toBe(true);
    expect(isLeadPhoneValid("1 555 123 4567", "US")).toBe(true);
    expect(isLeadPhoneValid("2 555 123 4567", "US")).toBe(false);
    expect(isLeadPhoneValid("555 1234", "US")).toBe(false);
  });
  it("never accepts a string without 7 digits, whatever else it holds", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom("AU" as const, "NZ" as const, "US" as const), (text, region) => {
        if (text.replace(/\D/g, "").length < 7) return !isLeadPhoneValid(text, region);
        return true;
      }),
    );
  });
});

describe("leadRequestSchema (POST /api/leads)", () => {
  const request = (form: LeadFormId, extra: Record<string, unknown> = {}) => ({ form, token: "signed.token", ...validFor(form, full), ...extra });

  it("accepts every form with its token, with the honeypot empty or absent", () => {
    const schema = leadRequestSchema(full);
    for (const form of leadForms) {
      expect(messagesOf(schema.safeParse(request(form))), form).toEqual({});
      expect(schema.parse(request(form, { website: "" }))).toMatchObject({ form, token: "signed.token", website: "" });
      expect(schema.parse(request(form, { website: null }))).not.toHaveProperty("website");
    }
  });
  it("validates the fields of the form named, with the same messages as the form", () => {
    const result = leadRequestSchema(full).safeParse(request("trade-in", { postcode: "12", email: "" }));
    expect(messagesOf(result)).toEqual({ postcode: [formMessages.invalidPostcode], email: [m.emailRequired] });
  });
  it("refuses an unknown form, a missing form and a missing or oversized token", () => {
    expect(messagesOf(leadRequestSchema(full).safeParse(request("general", { form: "lottery" })))).toEqual({ form: [m.formInvalid] });
    expect(messagesOf(leadRequestSchema(full).safeParse({ ...request("general"), form: undefined }))).toEqual({ form: [m.formInvalid] });
    expect(messagesOf(leadRequestSchema(full).safeParse({ ...request("general"), token: undefined }))).toEqual({ token: [m.tokenMissing] });
    expect(messagesOf(leadRequestSchema(full).safeParse(request("general", { token: "" })))).toEqual({ token: [m.tokenMissing] });
    expect(messagesOf(leadRequestSchema(full).safeParse(request("general", { token: "x".repeat(4097) })))).toEqual({ token: [m.tokenMissing] });
  });
  it("refuses a filled honeypot and unknown keys, such as server-owned vehicle fields", () => {
    expect(messagesOf(leadRequestSchema(full).safeParse(request("general", { website: "http://spam.example" })))).toEqual({ website: [m.honeypotFilled] });
    expect(messagesOf(leadRequestSchema(full).safeParse(request("car-enquiry", { "Vehicle Make": "Ferrari", stock_number: "X" })))).toEqual({ "(form)": ["Unknown fields: Vehicle Make, stock_number"] });
  });
  it("carries the spec 3 lead attributes and source, bounded", () => {
    const attributes = { visited_pages: ["/", "/cars/"], linked_query_params: { utm_source: "newsletter" } };
    expect(leadRequestSchema(full).parse(request("general", { source: "newsletter", lead_attributes: attributes }))).toMatchObject({ source: "newsletter", lead_attributes: attributes });
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`p${index}`, "x"]));
    expect(leadRequestSchema(full).safeParse(request("general", { lead_attributes: { linked_query_params: tooMany } })).success).toBe(false);
    expect(leadRequestSchema(full).safeParse(request("general", { lead_attributes: { visited_pages: Array(21).fill("/") } })).success).toBe(false);
    expect(leadRequestSchema(full).safeParse(request("general", { lead_attributes: { cookies: "x" } })).success).toBe(false);
  });
  it("refuses a body that is not an object", () => {
    expect(leadRequestSchema(plain).safeParse("name=Jane").success).toBe(false);
    expect(leadRequestSchema(plain).safeParse(null).success).toBe(false);
  });
});

describe("isLeadHoneypotFilled", () => {
  it("is true only when `website` holds something", () => {
    expect(isLeadHoneypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(isLeadHoneypotFilled({ website: 0 })).toBe(true);
    for (const body of [{ website: "" }, { website: null }, { website: undefined }, {}, null, "website=x", 3]) expect(isLeadHoneypotFilled(body)).toBe(false);
  });
});

describe("leadFormDefaults (spec 5 defaults)", () => {
  it("starts a general enquiry on General Enquiry, Phone, opt_in true, pickers empty and terms unticked", () => {
    expect(leadFormDefaults("general", full)).toEqual({ category: "General Enquiry", dealership_slug: "", location_id: "", name: "", email: "", phone: "", preferred_contact: "phone", message: "", opt_in: true, terms: false });
  });
  it("leaves the category unchosen when the site's list has no General Enquiry", () => {
    expect(leadFormDefaults("contact", { ...full, categories: ["Sales", "Service"] }).category).toBe("");
  });
  it("auto-selects the only dealership and location, and leaves a hidden dealership out", () => {
    const defaults = leadFormDefaults("service", { ...plain, locations: [{ id: 7, name: "Only" }] });
    expect(defaults).toMatchObject({ dealership_slug: "city-toyota", location_id: 7, rego: "", odometer: "", preferred_date: "" });
    expect(leadFormDefaults("general", { ...full, hideDealership: true })).not.toHaveProperty("dealership_slug");
  });
  it("gives the request-photos form its hidden message (spec 5)", () => {
    expect(leadFormDefaults("request-photos", plain, { carId: 42 })).toEqual({ car_id: 42, name: "", email: "", phone: "", message: "Can you please send me more photos of this vehicle?", opt_in: true });
  });
  it("starts an unavailable car's enquiry with 'Can you please find me something similar?' (spec 5), from options or context", () => {
    expect(leadFormDefaults("car-enquiry", plain, { carAvailable: false }).message).toBe("Can you please find me something similar?");
    expect(leadFormDefaults("car-enquiry", { ...plain, carAvailable: false }).message).toBe("Can you please find me something similar?");
    expect(leadFormDefaults("car-enquiry", { ...plain, carAvailable: false }, { carAvailable: true }).message).toBe("");
    expect(leadFormDefaults("car-enquiry", plain)).toEqual({ name: "", email: "", phone: "", preferred_contact: "phone", additional_services: [], message: "", opt_in: true });
    expect(leadFormDefaults("test-drive", plain, { carAvailable: false }).message).toBe("");
  });
  it("leaves the Yes/No questions unanswered and never sets a field the form does not collect", () => {
    for (const form of leadForms) {
      for (const options of [plain, full]) {
        const defaults = leadFormDefaults(form, options, { carId: 1 });
        const collected = leadFormFields(form, options).map((field) => field.name as string);
        for (const key of Object.keys(defaults)) expect(collected).toContain(key);
        expect(defaults).not.toHaveProperty("under_finance");
        expect(defaults).not.toHaveProperty("has_trade_in");
      }
    }
  });
  it("gives a form that, once filled in, passes its schema", () => {
    for (const form of leadForms) {
      const filled = { ...leadFormDefaults(form, full, { carId: 9 }), ...validFor(form, full) };
      expect(messagesOf(leadFormSchema(form, full).safeParse(filled)), form).toEqual({});
    }
  });
});

describe("leadKindOf and leadFormCategory (spec 4, 7)", () => {
  it("reports careers as 51, test drives as 17/48, car forms as enquiries, the rest as general (22)", () => {
    expect(leadEventId({ kind: leadKindOf({ form: "careers" }) })).toBe(51);
    expect(leadEventId({ kind: leadKindOf({ form: "test-drive" }), carType: "used" })).toBe(48);
    expect(leadEventId({ kind: leadKindOf({ form: "car-enquiry" }), carType: "used" })).toBe(15);
    expect(leadEventId({ kind: leadKindOf({ form: "request-photos" }), carType: "new" })).toBe(14);
    for (const form of ["general", "contact", "finance", "trade-in", "sell-my-car", "service", "parts"] as const) expect(leadKindOf({ form })).toBe("general");
  });
  // Issue 14: the browser pushed 22 for a Careers Enquiry chosen on /contact while the server recorded 51.
  it("reports a Careers Enquiry chosen on a general form as careers (51), as the careers form, whatever its case or spacing", () => {
    for (const form of ["general", "contact"] as const) {
      for (const category of ["Careers Enquiry", " careers enquiry ", "CAREERS ENQUIRY"]) {
        expect(leadKindOf({ form, category }), `${form} / ${category}`).toBe("careers");
        expect(leadEventId({ kind: leadKindOf({ form, category }) })).toBe(51);
      }
      for (const category of ["General Enquiry", "Service", "", null, undefined]) expect(leadKindOf({ form, category })).toBe("general");
    }
    // It is still sent as a General Enquiry with subcategory Career Enquiry (spec 4).
    expect(normalizeLeadCategory({ category: "Careers Enquiry" })).toEqual({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });
  it("uses the shopper's category where given, else the form's; careers becomes General Enquiry / Career Enquiry", () => {
    expect(leadFormCategory("general", "Service")).toBe("Service");
    expect(leadFormCategory("general", " ")).toBe("General Enquiry");
    expect(leadFormCategory("test-drive")).toBe("Test Drive");
    expect(normalizeLeadCategory({ category: leadFormCategory("careers") })).toEqual({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });
});

describe("the valuation journey's offer lead (issue 18, spec 3 'Lead')", () => {
  const options = { region: "AU" as const, dealerships: [{ slug: "alpha", name: "Alpha" }], locations: [{ id: 1, name: "Alpha" }] };
  const body = { form: "trade-in", token: "t", name: "Sam", last_name: "Lee", email: "sam@example.com", phone: "0412345678", postcode: "2000", location_id: 1, opt_in: true };
  it("takes a valuation_id and offer_accepted on the trade-in and sell-my-car forms only", () => {
    const schema = leadRequestSchema(options as never);
    expect(schema.safeParse({ ...body, valuation_id: "0b0c6d8e-7f1a-4b2c-9d3e-5f6a7b8c9d0e", offer_accepted: true }).success).toBe(true);
    expect(schema.safeParse({ ...body, form: "sell-my-car", valuation_id: "0b0c6d8e-7f1a-4b2c-9d3e-5f6a7b8c9d0e", offer_accepted: false }).success).toBe(true);
    const bad = schema.safeParse({ ...body, valuation_id: "nope", offer_accepted: "yes" });
    expect(bad.success || bad.error.issues.map((issue) => issue.path[0]).sort()).toEqual(["offer_accepted", "valuation_id"]);
    expect(schema.safeParse({ ...body, form: "general", category: "General Enquiry", message: "Hi", valuation_id: "0b0c6d8e-7f1a-4b2c-9d3e-5f6a7b8c9d0e" }).success).toBe(false);
  });
});
