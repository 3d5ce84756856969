// Pushing a site's index to Algolia (issue 4 item 4, `pnpm search:reindex`): the
// records, the index settings that make Algolia answer as the embedded engine does
// (searchable attributes, facets, custom_rank descending), and the sort replicas
// the spec's URLs name (spec 2.3: `sortBy=Car_production:price:desc`). The same
// names and defaults as the engine (engine/defaults.ts), so both backends agree.
//
// Order, so searches never see a half-built index:
//   1. the primary's settings, listing its replicas (Algolia creates them);
//   2. each replica's settings: its sort attribute first, then Algolia's criteria,
//      as the embedded `{index}:{attribute}:{asc|desc}` sorts by that attribute;
//   3. the records with replaceAllObjects: a temporary index gets the primary's
//      settings (Algolia never copies `replicas`), the records, and is moved over the
//      primary; a move onto a primary with replicas keeps them and fills them.
// The admin key stays in the process that runs the command; browsers only ever get
// search keys.
import { algoliasearch, type IndexSettings } from "algoliasearch";
import { defaultAttributesForFaceting, defaultCustomRankAttribute, defaultSearchableAttributes, defaultSortReplicas } from "./engine/defaults";
import { type SearchRecord } from "./engine/types";

/** Algolia's default ranking criteria, after a replica's sort attribute. */
export const algoliaDefaultRanking: readonly string[] = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"];

export interface AlgoliaHost {
  url: string;
  protocol?: "http" | "https";
  accept?: "read" | "write" | "readWrite";
}

export interface AlgoliaIndexJob {
  appId: string;
  /** An admin (write) API key. */
  adminKey: string;
  /** The primary index, e.g. `Car_production`. */
  indexName: string;
  records: readonly SearchRecord[];
  /** Hosts to call instead of Algolia's (a local stand-in in tests). */
  hosts?: readonly AlgoliaHost[];
  /** Records per batch request (Algolia's helpers use 1,000). */
  batchSize?: number;
  /** Sort replicas as `attribute:asc|desc`; the engine's defaults (latest, highest and lowest price). */
  sortReplicas?: readonly string[];
  /** How many times to poll a task before giving up (100 by default). */
  maxRetries?: number;
}

export interface AlgoliaIndexPlan {
  primary: { indexName: string; settings: IndexSettings };
  replicas: Array<{ indexName: string; settings: IndexSettings }>;
}

export interface AlgoliaIndexResult {
  indexName: string;
  records: number;
  batches: number;
  replicas: string[];
}

/** `price:desc` -> `desc(price)`; throws on anything else, before any request is sent. */
function sortCriterion(replica: string): { attribute: string; criterion: string } {
  const match = /^([A-Za-z0-9_.]+):(asc|desc)$/.exec(replica);
  if (!match) throw new Error(`A sort replica is "attribute:asc" or "attribute:desc", not "${replica}"`);
  return { attribute: match[1]!, criterion: `${match[2]}(${match[1]})` };
}

/** The settings of the primary index and of each sort replica `{index}:{attribute}:{asc|desc}`. */
export function algoliaIndexPlan(indexName: string, sortReplicas: readonly string[] = defaultSortReplicas): AlgoliaIndexPlan {
  const shared: IndexSettings = {
    searchableAttributes: [...defaultSearchableAttributes],
    attributesForFaceting: [...defaultAttributesForFaceting],
    // spec 7: the main index is sorted by custom_rank descending.
    customRanking: [`desc(${defaultCustomRankAttribute})`],
  };
  const replicas = sortReplicas.map((replica) => {
    const { criterion } = sortCriterion(replica);
    return { indexName: `${indexName}:${replica}`, settings: { ...shared, ranking: [criterion, ...algoliaDefaultRanking] } };
  });
  return { primary: { indexName, settings: { ...shared, replicas: replicas.map((replica) => replica.indexName) } }, replicas };
}

/** Pushes settings, replicas and records to one Algolia index; resolves when Algolia has published them. */
export async function pushIndexToAlgolia(job: AlgoliaIndexJob): Promise<AlgoliaIndexResult> {
  const plan = algoliaIndexPlan(job.indexName, job.sortReplicas);
  const batchSize = job.batchSize ?? 1_000;
  const maxRetries = job.maxRetries ?? 100;
  const client = algoliasearch(job.appId, job.adminKey, job.hosts ? { hosts: job.hosts.map((host) => ({ url: host.url, protocol: host.protocol ?? "https", accept: host.accept ?? "readWrite" })) } : undefined);

  const primary = await client.setSettings({ indexName: plan.primary.indexName, indexSettings: plan.primary.settings, forwardToReplicas: false });
  await client.waitForTask({ indexName: plan.primary.indexName, taskID: primary.taskID, maxRetries });
  for (const replica of plan.replicas) {
    const response = await client.setSettings({ indexName: replica.indexName, indexSettings: replica.settings });
    await client.waitForTask({ indexName: replica.indexName, taskID: response.taskID, maxRetries });
  }
  const replaced = await client.replaceAllObjects({ indexName: job.indexName, objects: [...job.records], batchSize, maxRetries });
  return { indexName: job.indexName, records: job.records.length, batches: replaced.batchResponses.length, replicas: plan.replicas.map((replica) => replica.indexName) };
}
