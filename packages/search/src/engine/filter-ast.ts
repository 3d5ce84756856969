// The parsed form of every filter the engine accepts: Algolia's `filters`
// string, each `facetFilters` and `numericFilters` entry, and the server's
// enforced site filter all become these nodes.

export type NumericOperator = "<" | "<=" | "=" | "!=" | ">=" | ">";

export type FilterNode =
  | { kind: "and"; children: FilterNode[] }
  | { kind: "or"; children: FilterNode[] }
  | { kind: "not"; child: FilterNode }
  /** `attr:value`: the record holds this facet value (strings as given, numbers and booleans as text). */
  | { kind: "facet"; attribute: string; value: string }
  /** `attr < 5`: some numeric value of the attribute compares true. */
  | { kind: "numeric"; attribute: string; operator: NumericOperator; value: number }
  /** `attr:lo TO hi`: some numeric value lies in [lo, hi]. */
  | { kind: "range"; attribute: string; lower: number; upper: number };

export function andNode(children: FilterNode[]): FilterNode | null {
  if (children.length === 0) return null;
  return children.length === 1 ? children[0]! : { kind: "and", children };
}

/** The attributes a filter reads, so a request can be checked before any work. */
export function filterAttributes(node: FilterNode, into: Set<string> = new Set()): Set<string> {
  switch (node.kind) {
    case "and":
    case "or":
      for (const child of node.children) filterAttributes(child, into);
      break;
    case "not":
      filterAttributes(node.child, into);
      break;
    default:
      into.add(node.attribute);
  }
  return into;
}

const keys = new WeakMap<FilterNode, string>();

/** A stable text form of a node, used to share one evaluation between the requests of a multi-query. */
export function filterKey(node: FilterNode): string {
  let key = keys.get(node);
  if (key === undefined) {
    key = computeFilterKey(node);
    keys.set(node, key);
  }
  return key;
}

function computeFilterKey(node: FilterNode): string {
  switch (node.kind) {
    case "and":
    case "or":
      return `${node.kind}(${node.children.map(filterKey).join(",")})`;
    case "not":
      return `not(${filterKey(node.child)})`;
    case "facet":
      return `f(${JSON.stringify(node.attribute)},${JSON.stringify(node.value)})`;
    case "numeric":
      return `n(${JSON.stringify(node.attribute)},${node.operator},${node.value})`;
    case "range":
      return `r(${JSON.stringify(node.attribute)},${node.lower},${node.upper})`;
  }
}
