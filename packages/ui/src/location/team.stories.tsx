import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { teamByDepartment, type TeamMember } from "@forecourt/domain";
import { TeamGroups } from "./team";

const team: TeamMember[] = [
  { id: 1, name: "Olivia Nguyen", role: "Dealer Principal", department: "management", phone: "(07) 5550 1201", email: "olivia.nguyen@sunshine-toyota.example" },
  { id: 2, name: "Jack O'Connor", role: "Sales Manager", department: "sales", phone: "(07) 5550 1202", email: "jack.oconnor@sunshine-toyota.example" },
  { id: 3, name: "Mia Rossi", role: "Sales Consultant", department: "sales", phone: null, email: "mia.rossi@sunshine-toyota.example" },
  { id: 4, name: "Noah Papadopoulos-Whitfield", role: "Sales Consultant", department: "sales", phone: null, email: null },
  { id: 5, name: "Grace Kim", role: "Finance Manager", department: "finance", phone: "(07) 5550 1205", email: "grace.kim@sunshine-toyota.example" },
];

const meta = {
  title: "Location/Team",
  component: TeamGroups,
  args: { groups: teamByDepartment(team) },
} satisfies Meta<typeof TeamGroups>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by department in order; initials where there is no photo; a phone and email only when given. */
export const ByDepartment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Management", "Sales", "Finance"]);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-slot="team-avatar"]')).toHaveTextContent("ON");
    await expect(canvas.getByRole("link", { name: "Call Olivia Nguyen on (07) 5550 1201" })).toHaveAttribute("href", "tel:0755501201");
    await expect(canvas.getByRole("link", { name: "Email Mia Rossi at mia.rossi@sunshine-toyota.example" })).toHaveAttribute("href", "mailto:mia.rossi@sunshine-toyota.example");
    const noah = canvas.getByRole("heading", { name: "Noah Papadopoulos-Whitfield" }).closest("li")!;
    await expect(within(noah as HTMLElement).queryAllByRole("link")).toHaveLength(0);
  },
};

export const NoTeam: Story = {
  args: { groups: [], empty: <p>Our team list is being updated.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Our team list is being updated.")).toBeVisible();
  },
};
