// What the browser keeps for leads (spec 3 'Client-side stored data'): the pages
// visited and the landing query (lead_attributes), contact details for prefill
// (only when all three are present), and the last lead sent, which /success shows
// (a lead is never looked up by id in a URL: it is personal data).
import { contactForPrefill, type ContactDetails, type LeadAttributes, leadFieldLimits } from "@forecourt/domain";

const keys = {
  visited: "forecourt.visited-pages",
  landingQuery: "forecourt.landing-query",
  contact: "forecourt.contact",
  lastLead: "forecourt.last-lead",
} as const;

function read<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the lead still goes, only the extras are lost.
  }
}

/** Records a page view: newest last, at most the pages a lead may carry; the first page's query is kept. */
export function recordVisit(storage: Storage | undefined, path: string, search: string): void {
  const visited = read<string[]>(storage, keys.visited) ?? [];
  if (visited.at(-1) !== path) write(storage, keys.visited, [...visited, path.slice(0, leadFieldLimits.pagePath)].slice(-leadFieldLimits.visitedPages));
  if (read(storage, keys.landingQuery) === null) {
    const params = Object.fromEntries([...new URLSearchParams(search)].slice(0, leadFieldLimits.queryParams).map(([key, value]) => [key.slice(0, 60), value.slice(0, leadFieldLimits.queryValue)]));
    write(storage, keys.landingQuery, params);
  }
}

export function leadAttributes(storage: Storage | undefined): LeadAttributes {
  const visited = read<string[]>(storage, keys.visited) ?? [];
  const query = read<Record<string, string>>(storage, keys.landingQuery) ?? {};
  return { visited_pages: visited, ...(Object.keys(query).length > 0 ? { linked_query_params: query } : {}) };
}

/** spec 3: utm_source of the landing page, else "website". */
export function leadSource(storage: Storage | undefined): string {
  return read<Record<string, string>>(storage, keys.landingQuery)?.utm_source?.slice(0, leadFieldLimits.shortText) || "website";
}

export function rememberContact(storage: Storage | undefined, values: { name?: unknown; email?: unknown; phone?: unknown }): void {
  const contact = contactForPrefill({ name: String(values.name ?? ""), email: String(values.email ?? ""), phone: String(values.phone ?? "") });
  if (contact) write(storage, keys.contact, contact);
}

export function rememberedContact(storage: Storage | undefined): ContactDetails | null {
  return contactForPrefill(read(storage, keys.contact));
}

export interface SentLead {
  form: string;
  title: string;
  values: Record<string, unknown>;
  sentAt: string;
}

export function rememberSentLead(storage: Storage | undefined, lead: SentLead): void {
  write(storage, keys.lastLead, lead);
}

export function sentLead(storage: Storage | undefined): SentLead | null {
  return read<SentLead>(storage, keys.lastLead);
}
