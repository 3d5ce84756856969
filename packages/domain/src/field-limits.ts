// The upper bounds of lead fields (spec 3, 5), in a module of their own: the visit
// tracker on every page needs the lead_attributes bounds and nothing else of the forms.

/** Upper bounds, so junk cannot bloat the lead table or the dealer's CRM. */
export const leadFieldLimits = {
  name: 100,
  lastName: 100,
  email: 254,
  phone: 25,
  message: 2000,
  shortText: 120,
  partDescription: 500,
  rego: 10,
  odometer: 2_000_000,
  budget: 10_000_000,
  token: 4096,
  /** lead_attributes: bounded, so a crafted request cannot bloat a lead. */
  visitedPages: 20,
  pagePath: 300,
  queryParams: 20,
  queryValue: 200,
} as const;
