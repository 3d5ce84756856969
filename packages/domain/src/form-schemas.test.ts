import { describe, expect, it } from "vitest";
import { leadFieldMessages } from "./lead-forms";
import { leadFormSchema, preApprovalSchema, regoLookupSchema, reservationContactSchema, valuationVehicleSchema } from "./form-schemas";
import { preApprovalSchema as ownPreApprovalSchema } from "./pre-approval-schema";

describe("form-schemas (the browser's lazily loaded entry)", () => {
  it("checks a reservation's contact with the lead forms' name, email and phone rules", () => {
    const schema = reservationContactSchema("AU");
    expect(schema.parse({ name: " Sam Lee ", email: "sam@example.com", phone: "0412  345 678" })).toEqual({ name: "Sam Lee", email: "sam@example.com", phone: "0412 345 678" });
    const failed = schema.safeParse({ name: "", email: "sam@", phone: "12" });
    expect(failed.success).toBe(false);
    const messages = Object.fromEntries((failed.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ name: leadFieldMessages.nameRequired, email: leadFieldMessages.emailInvalid, phone: leadFieldMessages.phoneInvalid("AU") });
  });

  it("hands out the same schemas the API parses with", () => {
    expect(preApprovalSchema).toBe(ownPreApprovalSchema);
    expect(typeof leadFormSchema).toBe("function");
    expect(regoLookupSchema("AU").parse({ rego: "abc-123", state: "qld" })).toEqual({ rego: "ABC123", state: "QLD" });
    expect(valuationVehicleSchema(new Date("2026-11-28T00:00:00Z")).safeParse({ make: "Toyota", model: "HiLux", year: 2028 }).success).toBe(false);
  });
});
