import { describe, expect, it } from "vitest";
import { teamMemberSchema } from "./entities";
import { personInitials, teamByDepartment } from "./team";

describe("teamByDepartment (spec 2.1 'Team page for a location')", () => {
  const member = (id: number, department: string) => teamMemberSchema.parse({ id, name: `Person ${id}`, role: "Role", department });
  it("groups members by department in a fixed order, keeping their order, leaving out empty departments", () => {
    const groups = teamByDepartment([member(1, "sales"), member(2, "service"), member(3, "management"), member(4, "sales")]);
    expect(groups.map((group) => [group.label, group.members.map((entry) => entry.id)])).toEqual([
      ["Management", [3]],
      ["Sales", [1, 4]],
      ["Service", [2]],
    ]);
  });
  it("gives no groups for no team", () => {
    expect(teamByDepartment([])).toEqual([]);
    expect(teamByDepartment(null)).toEqual([]);
  });
  it("refuses a member without a name or with an unknown department", () => {
    expect(teamMemberSchema.safeParse({ id: 1, name: "", role: "Sales Consultant", department: "sales" }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ id: 1, name: "Ann Lee", role: "Chef", department: "kitchen" }).success).toBe(false);
  });
});

describe("personInitials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(personInitials("Mary-Jane O'Brien")).toBe("MO");
    expect(personInitials("  liam   van der berg ")).toBe("LB");
    expect(personInitials("Zoë")).toBe("Z");
    expect(personInitials("Émile Zola")).toBe("ÉZ");
  });
  it("gives nothing for no name, and skips leading punctuation", () => {
    expect(personInitials("")).toBe("");
    expect(personInitials(null)).toBe("");
    expect(personInitials("(Sam) 'Jones'")).toBe("SJ");
    expect(personInitials("- -")).toBe("");
  });
});
