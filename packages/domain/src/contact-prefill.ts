// spec 3 'Client-side stored data': the contact details kept in the browser for prefill.
// A module of its own: the visit tracker on every page imports it, and nothing of the
// lead rules should ride along.

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

/** spec 3: contact fields are stored for prefill only when name, email and phone are all present. */
export function contactForPrefill(contact: { name?: string | null; email?: string | null; phone?: string | null } | null | undefined): ContactDetails | null {
  const name = contact?.name?.trim();
  const email = contact?.email?.trim();
  const phone = contact?.phone?.trim();
  return name && email && phone ? { name, email, phone } : null;
}
