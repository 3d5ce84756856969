// The engine's settings for a car inventory, as an Algolia index would declare them.

/** issue 4 item 2: the text of make, model, badge, series, name, colour, body, fuel, stocknum, vin and dealer comments. */
export const defaultSearchableAttributes: readonly string[] = ["make", "model", "badge", "series", "name", "colour", "body", "fuel", "stocknum", "vin", "dealercomments"];

/** spec 3 'Search facets'. */
export const specSearchFacets: readonly string[] = [
  "badge",
  "status",
  "car_type",
  "categories",
  "city",
  "colour",
  "dealership_name",
  "filtered_features",
  "item_type",
  "km",
  "location_name",
  "make",
  "make_model",
  "model",
  "price",
  "subscription_price",
  "price_range",
  "seats",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "weekly_price_range",
  "year",
];

/** issue 4 item 6: the spec's facets plus the attributes the platform filters and sorts on. */
export const defaultAttributesForFaceting: readonly string[] = [
  ...specSearchFacets,
  "dealership_slug",
  "dealership_id",
  "location_id",
  "simple_body",
  "show_on_dealer_website",
  "sold_date_timestamp",
  "listing_timestamp",
  "created_at",
];

/** spec 2.3 sort options besides relevance: latest, highest price, lowest price. Ranked when the index is built. */
export const defaultSortReplicas: readonly string[] = ["created_at:desc", "price:desc", "price:asc"];

/** spec 7: the main index ranks by custom_rank descending. */
export const defaultCustomRankAttribute = "custom_rank";
