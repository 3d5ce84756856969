// A location's team (spec 2.1 'Team page for a location'): one section per
// department (domain teamByDepartment), a card per member with a photo or their
// initials, name, role, and a direct line and email when they have them. No hooks.
import type * as React from "react";
import { personInitials, type TeamGroup, type TeamMember } from "@forecourt/domain";
import { cn } from "../lib/cn";

export function TeamAvatar({ member, className }: { member: Pick<TeamMember, "name" | "image">; className?: string }) {
  if (member.image) return <img src={member.image} alt="" width={64} height={64} loading="lazy" decoding="async" className={cn("size-16 shrink-0 rounded-full object-cover", className)} />;
  return (
    <span data-slot="team-avatar" aria-hidden="true" className={cn("flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground", className)}>
      {personInitials(member.name)}
    </span>
  );
}

const linkClass = "font-medium text-link underline underline-offset-4 hover:decoration-2";

export function TeamMemberCard({ member, className, ...props }: { member: TeamMember } & Omit<React.ComponentProps<"li">, "children">) {
  return (
    <li data-slot="team-member" className={cn("flex items-start gap-4 rounded-lg border border-border bg-background p-4", className)} {...props}>
      <TeamAvatar member={member} />
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h3 className="text-base leading-tight font-semibold">{member.name}</h3>
        <p className="text-muted-foreground">{member.role}</p>
        {member.phone ? (
          <a href={`tel:${member.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            <span className="sr-only">Call {member.name} on </span>
            {member.phone}
          </a>
        ) : null}
        {member.email ? (
          <a href={`mailto:${member.email}`} className={cn(linkClass, "break-all")}>
            <span className="sr-only">Email {member.name} at </span>
            {member.email}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export interface TeamGroupsProps extends Omit<React.ComponentProps<"div">, "children"> {
  groups: ReadonlyArray<TeamGroup<TeamMember>>;
  /** Shown when the location has no team listed. */
  empty?: React.ReactNode;
}

export function TeamGroups({ groups, empty = null, className, ...props }: TeamGroupsProps) {
  if (groups.length === 0) return <>{empty}</>;
  return (
    <div data-slot="team-groups" className={cn("flex flex-col gap-10", className)} {...props}>
      {groups.map((group) => (
        <section key={group.department} data-department={group.department} aria-labelledby={`team-${group.department}`} className="flex flex-col gap-4">
          <h2 id={`team-${group.department}`} className="text-2xl font-semibold tracking-tight">
            {group.label}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.members.map((member) => (
              <TeamMemberCard key={member.id} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
