// Ids the platform issues: leads, reservations, valuations and pre-approvals are
// UUIDs. A lookup checks the shape first, so a malformed id from a URL or a body is
// "not found" (or a field message), never a database error.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its usual 8-4-4-4-12 hexadecimal form, in either case. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
