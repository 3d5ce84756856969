// A location's team page (spec 2.1 /teams/{location slug}): members grouped by
// department in a fixed order, and the initials shown where a member has no photo.
import { type TeamDepartment, teamDepartments, type TeamMember } from "./entities";

export const teamDepartmentLabels: Readonly<Record<TeamDepartment, string>> = {
  management: "Management",
  sales: "Sales",
  finance: "Finance",
  service: "Service",
  parts: "Parts",
};

export interface TeamGroup<T> {
  department: TeamDepartment;
  label: string;
  members: T[];
}

/** Departments in `teamDepartments` order, members in the order given; empty departments are left out. */
export function teamByDepartment<T extends Pick<TeamMember, "department">>(members: ReadonlyArray<T> | null | undefined): TeamGroup<T>[] {
  return teamDepartments
    .map((department) => ({ department, label: teamDepartmentLabels[department], members: (members ?? []).filter((member) => member.department === department) }))
    .filter((group) => group.members.length > 0);
}

/** "Mary-Jane O'Brien" reads MO: the first letters of the first and last names. */
export function personInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letter = (word: string | undefined) => (word ? (word.match(/\p{L}|\p{N}/u)?.[0] ?? "").toUpperCase() : "");
  if (words.length === 0) return "";
  return words.length === 1 ? letter(words[0]) : `${letter(words[0])}${letter(words.at(-1))}`;
}
