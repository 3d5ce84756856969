// Index names select the ranking (issue 4 item 2): `{name}` ranks by relevance
// then custom_rank, `{name}:{attribute}:{asc|desc}` sorts by that attribute
// then objectID, the form spec 2.3's URLs use (`sortBy=Car_production:price:desc`).

export interface AttributeSort {
  attribute: string;
  direction: "asc" | "desc";
}

const replicaPattern = /^(.+):([^:]+):(asc|desc)$/;

export function sortOfIndexName(indexName: string): AttributeSort | null {
  const match = replicaPattern.exec(indexName);
  return match ? { attribute: match[2]!, direction: match[3] as "asc" | "desc" } : null;
}

/** `attribute:direction` as written in the engine's `sortReplicas` option. */
export function parseReplica(replica: string): AttributeSort | null {
  const match = /^([^:]+):(asc|desc)$/.exec(replica);
  return match ? { attribute: match[1]!, direction: match[2] as "asc" | "desc" } : null;
}
