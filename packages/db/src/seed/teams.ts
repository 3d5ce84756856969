// A team per location for /teams/{location slug} (spec 2.1 'Team page for a
// location'): roles by the kind of premises, names from the seeded Faker, an
// email for most and a direct line for some (from the fictional ranges the
// location's own phone uses). Drawn from a stream of its own, so adding or
// changing teams moves nothing else in the dataset.
import type { LocationInput, TeamMember } from "@forecourt/domain";
import { fictionalPhone } from "./locations";
import type { DemoRandom } from "./random";

type Role = readonly [role: string, department: TeamMember["department"], count: readonly [min: number, max: number]];

const salesRoles: readonly Role[] = [
  ["Sales Manager", "sales", [1, 1]],
  ["Sales Consultant", "sales", [2, 4]],
  ["Finance Manager", "finance", [1, 1]],
  ["Business Manager", "finance", [0, 1]],
];
const serviceRoles: readonly Role[] = [
  ["Service Manager", "service", [1, 1]],
  ["Service Advisor", "service", [2, 3]],
  ["Workshop Foreman", "service", [0, 1]],
];
const partsRoles: readonly Role[] = [
  ["Parts Manager", "parts", [1, 1]],
  ["Parts Interpreter", "parts", [1, 2]],
];

const emailPart = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

/** Teams for every location, members numbered from 1 across the dataset, in location order. */
export function generateTeams(random: DemoRandom, locations: readonly LocationInput[]): Map<number, TeamMember[]> {
  const teams = new Map<number, TeamMember[]>();
  let nextId = 1;
  for (const location of locations) {
    const type = location.location_type || "sales";
    const roles: Role[] = [...(type === "service" ? serviceRoles : type === "parts" ? partsRoles : salesRoles)];
    // The dealership's main showroom is where its dealer principal sits.
    if (location.primary) roles.unshift(["Dealer Principal", "management", [1, 1]]);
    const domain = location.contact_detail?.email?.split("@")[1] ?? `${location.dealership_slug}.example`;
    const team: TeamMember[] = [];
    for (const [role, department, [min, max]] of roles) {
      const count = random.int(min, max);
      for (let index = 0; index < count; index++) {
        const first = random.faker.person.firstName();
        const last = random.faker.person.lastName();
        const manager = /Manager|Principal|Foreman/.test(role);
        team.push({
          id: nextId++,
          name: `${first} ${last}`,
          role,
          department,
          phone: manager || random.chance(0.3) ? fictionalPhone(random, location.address.state) : null,
          email: random.chance(0.85) ? `${emailPart(first)}.${emailPart(last)}@${domain}` : null,
          image: null,
        });
      }
    }
    teams.set(location.id, team);
  }
  return teams;
}
