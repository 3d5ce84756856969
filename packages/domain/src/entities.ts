// Entity schemas, shaped like spec section 3 (snake_case, as the data arrives).
// Data enters the system through these schemas: the demo seed, the database
// rows and the search records are all validated against them.
import { z } from "zod";
import { carStatuses, parseLooseNumber } from "./values";

// The plain values live in ./values, free of zod, so browser code that needs only
// them (formatting, prices, tags) does not download the schemas.
export { bodyTypes, type BodyType, carStatuses, type CarStatus, financeProviders, type FinanceProvider, parseLooseNumber } from "./values";

/** A number that may arrive as a numeric string ("12990"); blank and junk become null. */
export const looseNumber = z.preprocess(parseLooseNumber, z.number().nullable());

export const carTypes = ["new", "used", "demo"] as const;
export type CarType = (typeof carTypes)[number];


export const financeLenderSchema = z.object({
  interestRate: looseNumber.optional(),
  comparisonRate: looseNumber.optional(),
  paymentWeek: looseNumber.optional(),
  paymentMonth: looseNumber.optional(),
  termMonths: looseNumber.optional(),
  termYears: looseNumber.optional(),
  deposit: looseNumber.optional(),
  balloon: looseNumber.optional(),
  disclaimer: z.string().nullable().optional(),
});
export type FinanceLender = z.infer<typeof financeLenderSchema>;

export const addressSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  place_url: z.string().nullable().optional(),
});

export const carLocationSchema = z.object({
  name: z.string(),
  phone: z.string().nullable().optional(),
  slug: z.string(),
  distribution_locations: z.array(z.string()).optional(),
  address: addressSchema.optional(),
});

export const caravanSpecificationsSchema = z.object({
  body_width: looseNumber.optional(),
  body_length: looseNumber.optional(),
  tare_weight: looseNumber.optional(),
  axle_type: z.string().nullable().optional(),
  sleeps: looseNumber.optional(),
  aggregate_trailer_mass: looseNumber.optional(),
});

export const variantSchema = z.object({
  cylinders: looseNumber.optional(),
  enginesize: looseNumber.optional(),
  enginesize_litres: looseNumber.optional(),
  induction: z.string().nullable().optional(),
  geartype: z.string().nullable().optional(),
  fuelconsumptioncombined: looseNumber.optional(),
  fuelcapacity: looseNumber.optional(),
  grossvehiclemass: looseNumber.optional(),
  vehiclelength: looseNumber.optional(),
  vehicleheight: looseNumber.optional(),
  vehiclewidth: looseNumber.optional(),
  torque: z.string().nullable().optional(),
  ancaprating: looseNumber.optional(),
});

export const carSchema = z.object({
  // identity and classification
  id: z.number().int(),
  slug: z.string().min(1),
  name: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable().optional(),
  series: z.string().nullable().optional(),
  car_type: z.enum(carTypes),
  status: z.enum(carStatuses),
  tag: z.string().nullable().optional(),
  reserved: z.boolean().default(false),
  certified: z.boolean().default(false),
  preorder: z.boolean().default(false),
  views: z.number().int().default(0),
  show_on_dealer_website: z.boolean().default(true),
  /** Unix seconds. */
  sold_date_timestamp: z.number().nullable().optional(),
  // pricing
  price: looseNumber,
  before_price: looseNumber.optional(),
  offer_price: looseNumber.optional(),
  subscription_price: looseNumber.optional(),
  price_type: z.string().nullable().optional(),
  // condition and registration
  km: looseNumber,
  build_date: z.string().nullable().optional(),
  compliance_date: z.string().nullable().optional(),
  rego_expiry: z.string().nullable().optional(),
  regplate: z.string().nullable().optional(),
  stocknum: z.string(),
  vin: z.string().nullable().optional(),
  // body and drivetrain
  colour: z.string().nullable().optional(),
  drive: z.string().nullable().optional(),
  seats: z.number().int().nullable().optional(),
  doors: z.number().int().nullable().optional(),
  fuel: z.string().nullable().optional(),
  simple_fuel: z.string().nullable().optional(),
  simple_body: z.string().nullable().optional(),
  trans: z.string().nullable().optional(),
  transmission: z.string().nullable().optional(),
  simple_transmission: z.string().nullable().optional(),
  engine_size: z.string().nullable().optional(),
  // text and media
  dealercomments: z.string().nullable().optional(),
  /** ISO timestamp. */
  created_at: z.string(),
  thumbnails: z.array(z.string()).default([]),
  images: z.array(z.string()).default([]),
  primary_image_url: z.string().nullable().optional(),
  photos_count: z.number().int().default(0),
  /** History report link. */
  file: z.string().nullable().optional(),
  carsales_title: z.string().nullable().optional(),
  // location and ownership
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  private_suburb: z.string().nullable().optional(),
  private_postcode: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  location_name: z.string().nullable().optional(),
  location_id: z.number().int().nullable().optional(),
  has_nvic: z.boolean().default(false),
  sold: z.boolean().default(false),
  /** Processor id to reservation price in dollars, e.g. { stripe: 200 }. */
  payment_processors: z.record(z.string(), looseNumber).default({}),
  location: carLocationSchema.nullable().optional(),
  standardEquipment: z.array(z.string()).default([]),
  specifications: caravanSpecificationsSchema.nullable().optional(),
  variant: variantSchema.nullable().optional(),
  autograb_data: z
    .object({ state_average_market_price: looseNumber.optional(), average_market_price: looseNumber.optional() })
    .nullable()
    .optional(),
  finance_lenders: z.record(z.string(), financeLenderSchema).default({}),
});
export type Car = z.infer<typeof carSchema>;
/** A car as it arrives, before defaults are applied. */
export type CarInput = z.input<typeof carSchema>;

export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

/** Opening hour entry: weekday 0 Sunday to 6 Saturday (spec 3). */
export const openingHourSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(["Open", "Closed"]),
  open: z.string().nullable().optional(),
  close: z.string().nullable().optional(),
  formated_hours: z.string().nullable().optional(),
});
export type OpeningHour = z.infer<typeof openingHourSchema>;

export const specialHoursSchema = z.object({
  status: z.enum(["Open", "Closed"]),
  /** ISO date, YYYY-MM-DD. */
  date: z.string(),
  start_hour: z.string().nullable().optional(),
  end_hour: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
});
export type SpecialHours = z.infer<typeof specialHoursSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  text: z.string().nullable().optional(),
  customer_name: z.string(),
  rating: looseNumber,
  image: z.string().nullable().optional(),
  created_at_time_ago_in_words: z.string().nullable().optional(),
  review_date: z.string(),
  review_date_in_words: z.string().nullable().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** spec 2.1 'Team page for a location': departments in the order the page lists them. */
export const teamDepartments = ["management", "sales", "finance", "service", "parts"] as const;
export type TeamDepartment = (typeof teamDepartments)[number];

/** A member of a location's team (spec 2.1 /teams/{location slug}); phone and email are optional. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  role: z.string().min(1),
  department: z.enum(teamDepartments),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  /** A photo; without one the page shows the member's initials. */
  image: z.string().nullable().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const locationTypes = ["sales", "service", "parts"] as const;
export type LocationType = (typeof locationTypes)[number];

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  /** Empty or null means sales (spec 3). */
  location_type: z.enum(locationTypes).nullable().or(z.literal("")).optional(),
  location_subtype: z.array(z.string()).default([]),
  manufacturers: z.array(z.string()).default([]),
  dealer_license_number: z.string().nullable().optional(),
  motor_vehicle_repairer: z.string().nullable().optional(),
  image: z.object({ url: z.string(), thumb_url: z.string().nullable().optional() }).nullable().optional(),
  average_rating: looseNumber.optional(),
  review_count: z.number().int().nullable().optional(),
  reviews: z.array(reviewSchema).default([]),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    lat: z.number(),
    long: z.number(),
    place_url: z.string().nullable().optional(),
    place_id: z.string().nullable().optional(),
    map_key: z.string().nullable().optional(),
  }),
  contact_detail: z.object({ phone: z.string().nullable().optional(), landline_phone: z.string().nullable().optional(), email: z.string().nullable().optional() }).default({}),
  opening_hours: z.array(openingHourSchema).default([]),
  special_hours: z.array(specialHoursSchema).default([]),
  team: z.array(teamMemberSchema).default([]),
});
export type Location = z.infer<typeof locationSchema>;
export type LocationInput = z.input<typeof locationSchema>;

export const manufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.object({ url: z.string().nullable() }).nullable(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sanitized_description: z.string().nullable().optional(),
  disclaimer: z.string().nullable().optional(),
  manufacturer: z.union([z.string(), z.object({ name: z.string(), slug: z.string().optional() })]),
  model: z.object({ name: z.string(), slug: z.string(), override_url: z.string().nullable().optional() }).nullable().optional(),
  image_url: z.string().nullable().optional(),
  image_or_model_image: z.object({ url: z.string() }).nullable().optional(),
  excluded_website_ids: z.array(z.number().int()).default([]),
  /** ISO timestamps; an offer outside its window is not shown. */
  starts_at: z.string().nullable().optional(),
  expires_at: z.string().nullable().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Page section node / promotional card (spec 3 'Page section node'). */
export const promoCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().nullable().optional(),
  image_url: z.string().nullable().optional(),
  href: z.string().nullable().optional(),
  cta: z.string().nullable().optional(),
  /** ISO timestamps. */
  start: z.string().nullable().optional(),
  expiry: z.string().nullable().optional(),
  position: z.number().int(),
  display: z.boolean().default(true),
  strictDisplay: z.boolean().default(false),
});
export type PromoCard = z.infer<typeof promoCardSchema>;

export const blogCategories = ["vehicle-reviews", "buyer-advice", "motoring-tips", "servicing-insights", "4x4xmore-adventures"] as const;

export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(blogCategories),
  excerpt: z.string(),
  body: z.string(),
  image_url: z.string().nullable().optional(),
  published_at: z.string(),
  author: z.string().nullable().optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * Lead (spec 3 'Lead'), as stored and delivered to the dealer's CRM. The two
 * vehicle keys keep the spaces the CRM field names have.
 */
export const leadSchema = z.object({
  category: z.string().min(1),
  subcategory: z.string().nullable().optional(),
  lead_id: z.union([z.string(), z.number()]).nullable().optional(),
  opt_in: z.boolean().default(true),
  message: z.string().nullable().optional(),
  dealership_slug: z.string().nullable().optional(),
  manufacturer_slug: z.string().nullable().optional(),
  stock_number: z.string().nullable().optional(),
  "Vehicle Make": z.string().nullable().optional(),
  "Vehicle Model": z.string().nullable().optional(),
  car_type: z.enum(carTypes).nullable().optional(),
  car_id: z.number().int().nullable().optional(),
  vehicle_status: z.string().nullable().optional(),
  url: z.string().nullable().optional(),
  source: z.string().nullable().optional(),
  user_agent: z.string().nullable().optional(),
  lead_attributes: z
    .object({
      visited_pages: z.array(z.string()).default([]),
      linked_query_params: z.record(z.string(), z.string()).default({}),
    })
    .default({ visited_pages: [], linked_query_params: {} }),
  form_completed: z.boolean().nullable().optional(),
  offer_accepted: z.boolean().nullable().optional(),
});
export type Lead = z.infer<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;
