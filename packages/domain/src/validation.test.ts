import { describe, expect, it } from "vitest";
import { enquiryFieldRules, postcodeMaxLength, preferredContactMethods } from "./enquiry-fields";
import { postcodeSchema, postcodeSchemaFor } from "./validation";
import { enquiryDefaults, formMessages } from "./form-values";

const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("postcodeSchema (spec 5: required, exactly 4 digits)", () => {
  it("accepts 4 digits, trimming spaces", () => {
    expect(postcodeSchema.parse("4000")).toBe("4000");
    expect(postcodeSchema.parse(" 0800 ")).toBe("0800");
    expect(postcodeMaxLength).toBe(4);
  });
  it("rejects empty, 3, 5 and non-digit values with the spec's message", () => {
    for (const value of ["", "400", "40000", "40a0", "4 00"]) {
      expect(message(postcodeSchema.safeParse(value))).toBe("Invalid postcode. Please enter a 4-digit number.");
    }
  });
  it("rejects missing and non-string values with the same message", () => {
    expect(message(postcodeSchema.safeParse(undefined))).toBe(formMessages.invalidPostcode);
    expect(message(postcodeSchema.safeParse(4000))).toBe(formMessages.invalidPostcode);
  });
});

describe("postcodeSchemaFor (AU and NZ 4 digits, US 5-digit ZIP)", () => {
  it("uses 4 digits for AU, NZ and unknown regions", () => {
    for (const region of ["AU", "NZ", "nz", null]) expect(postcodeSchemaFor(region).safeParse("6011").success).toBe(true);
  });
  it("uses a 5-digit ZIP for US", () => {
    expect(postcodeSchemaFor("US").safeParse("90210").success).toBe(true);
    expect(message(postcodeSchemaFor("us").safeParse("9021"))).toBe("Invalid ZIP code. Please enter a 5-digit number.");
  });
});

describe("enquiryFieldRules (spec 5 'Enquiry form')", () => {
  it("requires the message by default, with category General Enquiry and opt_in true", () => {
    const rules = enquiryFieldRules();
    expect(rules.message.required).toBe(true);
    expect(rules.category).toEqual({ required: false, default: "General Enquiry" });
    expect(rules.optIn).toEqual({ required: false, default: true });
    expect(rules.rego.required).toBe(false);
    expect(rules.terms.required).toBe(false);
  });
  it("drops the message requirement when the dealer disables it, and requires shown selects and terms", () => {
    const rules = enquiryFieldRules({ messageRequired: false, categoryShown: true, locationShown: true, termsRequired: true });
    expect(rules.message.required).toBe(false);
    expect(rules.category.required).toBe(true);
    expect(rules.location.required).toBe(true);
    expect(rules.terms.required).toBe(true);
  });
  it("requires a dealership when several exist and it is not hidden; auto-selects a single one", () => {
    expect(enquiryFieldRules({ dealerships: ["a", "b"] }).dealership).toEqual({ required: true, autoSelected: null });
    expect(enquiryFieldRules({ dealerships: ["a", "b"], dealershipHidden: true }).dealership.required).toBe(false);
    expect(enquiryFieldRules({ dealerships: ["a"] }).dealership).toEqual({ required: false, autoSelected: "a" });
  });
  it("keeps the spec's options and messages word for word", () => {
    expect(preferredContactMethods).toEqual(["Phone", "Email", "SMS"]);
    expect(enquiryDefaults.unavailableMessage).toBe("Can you please find me something similar?");
    expect(formMessages.termsRequired).toBe("You must agree to the terms of use before submitting the form");
    expect(formMessages.errorSummaryHeading).toBe("Please fix the following errors:");
  });
});
