import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface PhoneRow {
  country_code: string;
  phone_number: string;
  whatsapp: boolean;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  auth_provider: 'local' | 'google' | 'facebook';
  email_verified_at: Timestamp | null;
  language: 'es' | 'en';
  business_category: 'company' | 'personal' | null;
  basic_profile: Generated<boolean>;
  /** Raised to end every session of the user (tokens carry the version they were signed in). */
  session_version: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface UserRolesTable {
  user_id: string;
  role: number;
}

export interface PersonsTable {
  user_id: string;
  first_name: string;
  last_name: string;
  country: string | null;
  date_of_birth: string | null;
  description: string | null;
  gender_id: string | null;
  languages: Json<string[]>;
  phones: Json<PhoneRow[]>;
  picture_url: string | null;
}

export interface BusinessProfilesTable {
  user_id: string;
  name: string;
  email: string;
  fundation_date: string | null;
  description: string | null;
  languages: Json<string[]>;
  phones: Json<PhoneRow[]>;
  logo_url: string | null;
  strapi_profile_id: string | null;
}

export interface UserLocationsTable {
  user_id: string;
  country: string;
  state: string;
  city: string;
  language: 'es' | 'en';
}

export interface OneTimeSecretsTable {
  secret_hash: string;
  user_id: string;
  purpose: 'verify' | 'reset' | 'email';
  /** What the secret confirms: the new address of an e-mail change. */
  payload: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  link: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface UsedCaptchasTable {
  jti: string;
  expires_at: Timestamp;
}

export interface CountriesTable {
  id: string;
  code: string;
  name_es: string;
  name_en: string;
  phone_prefix: string;
}

export interface StatesTable {
  id: string;
  country_id: string;
  name: string;
}

export interface CitiesTable {
  id: string;
  state_id: string;
  name: string;
}

/** The groups of the amenities step (SPEC §3 "Amenities"). */
export type AmenityGroup =
  | 'amenities'
  | 'highlights'
  | 'security'
  | 'included_prices'
  | 'house_rules'
  | 'facilities'
  | 'services'
  | 'extra_fees';

export type CatalogKind =
  | 'language'
  | 'gender'
  | 'bed'
  | 'bathroom'
  | 'social_network'
  | 'sell_channel'
  /** Property types of one accommodation type, e.g. `property_type:1`. */
  | `property_type:${number}`
  | `amenity:${AmenityGroup}`
  /** Tour catalogues (issue 16): category, difficulty, suited-to groups, included-price items. */
  | 'tour_category'
  | 'tour_difficulty'
  | 'tour_suited_to'
  | 'tour_included'
  /** The sell channels of the tour group (SPEC §9 ad channel groups); `sell_channel` is the accommodation one. */
  | 'sell_channel:tour'
  /** The guides family (issue 30): a guide's areas of expertise and categories. */
  | 'guide_expertise'
  | 'guide_category'
  /** The hotels family (issue 29): a property's services and facilities, and its rooms' types, classes, amenities. */
  | 'hotel_service'
  | 'room_type'
  | 'room_class'
  | 'room_amenity'
  /** The gastronomy family (issue 30): a restaurant's features groups (SPEC §3) and its menu items' categories. */
  | `gastronomy:${'cuisine' | 'feature' | 'suit_to' | 'special_diet' | 'service' | 'category'}`
  | 'menu_category';

export interface CatalogEntriesTable {
  id: string;
  kind: CatalogKind;
  name_es: string;
  name_en: string;
  position: number;
}

/** A person's referral code (My QR); the control panel's figures are computed, not stored here. */
export interface ReferralStatsTable {
  user_id: string;
  promotion_code: string;
}

export type ReferralEventType = 'visit' | 'inquiry';

/**
 * A visit or an inquiry of a visitor who came with someone's referral code, as the marketplace reported it
 * (migration 0021); scans are `dashboard_events` of type scan, counted in the control panel too.
 */
export interface ReferralEventsTable {
  id: ColumnType<string, never, never>;
  owner_id: string;
  type: ReferralEventType;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** An influencer's profile (SPEC §3 Influencer payload; migration 0022), one per account. */
export interface InfluencerProfilesTable {
  user_id: string;
  /** The profile's id the account links to (`POST /users/link-profile-code`, SPEC §7). */
  strapi_profile_id: string;
  first_name: string;
  last_name: string;
  public_name: string;
  phone: string | null;
  age: number;
  active_since: number;
  gender: string;
  country: string;
  state: string;
  categories: Json<string[]>;
  new_category: string | null;
  languages: Json<string[]>;
  descriptions: Json<{ code: string; description: string }[]>;
  social_media: Json<{ social_media: string; link: string; followers?: string }[]>;
  photo_id: string;
  enabled: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An influencer's uploaded picture (500×375 WebP); the profile's `photo_id` names one. */
export interface InfluencerPicturesTable {
  id: string;
  user_id: string;
  url: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type DashboardEventType = 'view' | 'scan';

/** A product view or a QR-code scan the marketplace reported, counted in the provider's control panel. */
export interface DashboardEventsTable {
  id: ColumnType<string, never, never>;
  provider_id: string;
  product_id: string | null;
  type: DashboardEventType;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The number of a provider's events of each type, kept by a trigger on dashboard_events (migration 0008). */
export interface DashboardEventCountsTable {
  provider_id: string;
  type: DashboardEventType;
  /** bigint: read as a string. */
  total: ColumnType<string, never, never>;
}

export type ProductStatusName = 'hidden' | 'revision' | 'published';

export interface ProductsTable {
  id: string;
  provider_id: string;
  /** A room's property (issue 29: a hotel's or hostel's rooms are products inside it); null for any other product. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  product_type: number;
  status: ColumnType<ProductStatusName, ProductStatusName | undefined, ProductStatusName>;
  name: string;
  title: Generated<string>;
  description: Generated<string>;
  slug: string | null;
  commission_model: Generated<number>;
  /** step1..stepN → true once saved. */
  step_validate: ColumnType<Record<string, boolean>, string | undefined, string>;
  country_id: string | null;
  state_id: string | null;
  city_id: string | null;
  real_address: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  main_picture_url: string | null;
  main_picture_name: string | null;
  review_reason: string | null;
  /** First move to in revision (the new-product record's activation date). */
  activated_at: Timestamp | null;
  /** Later moves to in revision (the re-activation log). */
  reactivations: ColumnType<string[], string | undefined, string>;
  language_code: Generated<string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
  /** lower(name || ' ' || title), kept by the database for the list's search (migration 0004). */
  search_text: ColumnType<string, never, never>;
}

/** How many products a provider has per type and status; triggers keep it (migration 0004). */
export interface ProductCountsTable {
  provider_id: string;
  product_type: number;
  status: ProductStatusName;
  total: number;
}

/** One wizard step's saved form, by step name (features, bedrooms, amenities, booking, price…). */
export interface ProductStepsTable {
  product_id: string;
  step: string;
  data: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface ProductMediaTable {
  id: string;
  product_id: string;
  url: string;
  name: string;
  key: string;
  kind: 'image' | 'video';
  position: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A restaurant's menu item (issue 30, migration 0020), gone with its product; its picture is a stored file. */
export interface RestaurantMenuItemsTable {
  id: string;
  product_id: string;
  /** Insertion order: the menu lists its items oldest first. */
  seq: ColumnType<number, never, never>;
  /** A `menu_category` catalogue id. */
  category_id: string;
  title: string;
  description: string;
  /** The price in cents of a dollar. */
  price_cents: number;
  picture_url: string;
  picture_name: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** One of a restaurant's places (issue 30, migration 0020); the first is also the product's own, in its columns. */
export interface RestaurantLocationsTable {
  id: string;
  product_id: string;
  /** Insertion order: the first location is the product's own. */
  seq: ColumnType<number, never, never>;
  country_id: string;
  state_id: string;
  city_id: string;
  real_address: string;
  latitude: number;
  longitude: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** What a reservation keeps of its traveler (SPEC §3 info_user). */
export interface TravelerRow {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
}

/** 0 cancelled, 1 to be confirmed, 2 confirmed, 3 completed (SPEC §3 Reservation). */
export type BookingStatus = 0 | 1 | 2 | 3;
/** The provider rejected the request, or the traveler cancelled it. */
export type BookingCancelledBy = 'provider' | 'traveler';

export interface BookingsTable {
  id: string;
  provider_id: string;
  product_id: string;
  reservation_no: string;
  status: BookingStatus;
  traveler: Json<TravelerRow>;
  /** Read as `start_date::text` ('YYYY-MM-DD'): the drivers would turn a date into a local midnight. */
  start_date: ColumnType<string | Date, string, string>;
  end_date: ColumnType<string | Date, string, string>;
  request_date: ColumnType<Date, Date | string | undefined, Date | string>;
  adult: Generated<number>;
  children: Generated<number>;
  special_requirement: Generated<string>;
  /** numeric: read as a string to keep the cents exact. */
  subtotal: ColumnType<string, number | string, number | string>;
  currency: Generated<string>;
  reject_reason: string | null;
  /** Who ended a cancelled (status 0) reservation; null otherwise. */
  cancelled_by: ColumnType<
    BookingCancelledBy | null,
    BookingCancelledBy | null | undefined,
    BookingCancelledBy | null
  >;
  decided_at: Timestamp | null;
  /** The traveler's account (to chat with them); null for a guest booking. */
  traveler_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The product's commission model when the provider accepted; null before (the product's model counts). */
  commission_model: ColumnType<number | null, number | null | undefined, number | null>;
  /** The referral code the traveler came with (My QR, migration 0021); null for most. */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the "about to expire" push of a pending reservation went out (migration 0028); null before. */
  expiry_notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A range of days a product cannot be booked: blocked by hand or reserved by an accepted booking. */
export interface ProductAvailabilityTable {
  id: string;
  product_id: string;
  start_date: ColumnType<string | Date, string, string>;
  end_date: ColumnType<string | Date, string, string>;
  lock_type: 'blocked' | 'reserved';
  note: Generated<string>;
  booking_id: string | null;
  /** The imported iCal feed that blocks these days (released with it); null when blocked by hand or reserved. */
  feed_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The feed event's UID, for an imported range. */
  event_uid: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** An iCal feed a provider imports into one product's calendar (issue 13), with its polling lease and health. */
export interface CalendarFeedsTable {
  id: string;
  product_id: string;
  name: string;
  url: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  next_fetch_at: ColumnType<Date, Date | string | undefined, Date | string>;
  leased_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_success_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  events_imported: Generated<number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  etag: ColumnType<string | null, string | null | undefined, string | null>;
  last_modified: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A product's secret export link: `/api/ical/{token}.ics` serves its calendar to Airbnb, Booking.com, Vrbo. */
export interface CalendarExportsTable {
  product_id: string;
  token: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** 1 last minute, 2 discount, 3 special date, 4 increase (surcharge) — SPEC §3 Promotion. */
export interface PromotionsTable {
  id: string;
  provider_id: string;
  promotion_type: number;
  offer_type: Generated<number>;
  title: Generated<string>;
  description: Generated<string>;
  percent_discount: number;
  /** Read as `start_date::text` ('YYYY-MM-DD'), as bookings' dates are. */
  start_date: ColumnType<string | Date, string, string>;
  end_date: ColumnType<string | Date, string, string>;
  date_show_promotion: ColumnType<string | Date | null, string | null | undefined, string | null>;
  min_days: Generated<number>;
  /** As stored: 1 active, 2 disabled, 3 scheduled (read as active from date_show_promotion on). */
  assigned_check: Generated<number>;
  hidden: Generated<boolean>;
  language_code: Generated<string>;
  /** The product it was created from (/offers, /increases); null when created on /promote. */
  product_id: ColumnType<string | null, string | null | undefined, string | null>;
  product_type: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Which products a promotion runs on. */
export interface PromotionProductsTable {
  promotion_id: string;
  product_id: string;
}

/** A product's price for a range of nights, replacing its base and weekend price there (SPEC §3 Special price). */
export interface SpecialPricesTable {
  id: string;
  product_id: string;
  note: string;
  start_date: ColumnType<string | Date, string, string>;
  end_date: ColumnType<string | Date, string, string>;
  /** numeric: read as a string to keep the cents exact. */
  price: ColumnType<string, number | string, number | string>;
  min_night: Generated<number>;
  discounts: Generated<boolean>;
  language_code: Generated<string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One thread per pair of people (`pair_key`: the two ids sorted and joined). */
export interface MessageThreadsTable {
  id: string;
  sender_id: string;
  receiver_id: string;
  pair_key: string;
  /** bigint: read as a number with `order_c::float8` or through `Number()`. */
  order_c: ColumnType<string | number, string | number | undefined, string | number>;
  /** Whether the person the last message went to has seen it. */
  seen: Generated<boolean>;
  sender_delete: Generated<boolean>;
  receiver_delete: Generated<boolean>;
  last_message_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ChatMessagesTable {
  id: string;
  seq: ColumnType<string | number, string | number | undefined, never>;
  thread_id: string;
  created_by_user_id: string;
  to_user_id: string;
  /** As stored and delivered: contact details already masked. */
  message: string;
  attached_file: Generated<string>;
  message_blocked: Generated<boolean>;
  ln: Generated<'es' | 'en'>;
  client_id: string | null;
  time: ColumnType<Date, Date | string | undefined, never>;
}

/** A provider's payout country and method (issue 15); no row until first saved. */
export interface PaymentProfilesTable {
  user_id: string;
  country: string;
  payment_method: 'local_transfer' | 'international_transfer';
  updated_at: Timestamp;
}

/**
 * Where a provider is paid (issue 15). The account number, IBAN are kept only encrypted (`*_enc`,
 * `v1:iv:tag:data`) beside their last four characters.
 */
export interface BeneficiariesTable {
  user_id: string;
  first_name: string;
  last_name: string;
  company_name: Generated<string>;
  country: string;
  state: Generated<string>;
  city: Generated<string>;
  bank_name: string;
  account_number_enc: string;
  account_number_last4: string;
  iban_enc: string | null;
  iban_last4: string | null;
  bin: string | null;
  real_address: Generated<string>;
  postal_code: Generated<string>;
  updated_at: Timestamp;
}

/**
 * A provider's tax register (issue 15); the DPI, passport and national-id numbers are kept only encrypted beside
 * their last four characters (issue 25).
 */
export interface TaxRegistersTable {
  user_id: string;
  taxpayer: boolean;
  name_on_tax: string;
  identification_type: 'dpi' | 'passport' | 'national_id';
  dpi_enc: string | null;
  dpi_last4: string | null;
  passport_enc: string | null;
  passport_last4: string | null;
  national_id_enc: string | null;
  national_id_last4: string | null;
  nit: string | null;
  tax_regime: string | null;
  tax_code: string | null;
  country: string;
  state: Generated<string>;
  city: Generated<string>;
  real_address: string;
  postal_code: Generated<string>;
  updated_at: Timestamp;
}

/** The identification types a country accepts; country `*` for every country without rows of its own. */
export interface IdentificationTypesTable {
  country: string;
  id: 'dpi' | 'passport' | 'national_id';
  name_es: string;
  name_en: string;
  position: number;
}

/** The tax regimes of a country (SPEC §7 "tax regime (_id, name, identification_type)"); `*` as above. */
export interface TaxRegimesTable {
  id: string;
  country: string;
  name_es: string;
  name_en: string;
  identification_type: 'nit' | 'tax_id';
  small_business: boolean;
  position: number;
}

export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  persons: PersonsTable;
  business_profiles: BusinessProfilesTable;
  user_locations: UserLocationsTable;
  one_time_secrets: OneTimeSecretsTable;
  outbox: OutboxTable;
  app_secrets: AppSecretsTable;
  used_captchas: UsedCaptchasTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  catalog_entries: CatalogEntriesTable;
  referral_stats: ReferralStatsTable;
  referral_events: ReferralEventsTable;
  influencer_profiles: InfluencerProfilesTable;
  influencer_pictures: InfluencerPicturesTable;
  dashboard_events: DashboardEventsTable;
  dashboard_event_counts: DashboardEventCountsTable;
  products: ProductsTable;
  product_counts: ProductCountsTable;
  product_steps: ProductStepsTable;
  product_media: ProductMediaTable;
  restaurant_menu_items: RestaurantMenuItemsTable;
  restaurant_locations: RestaurantLocationsTable;
  bookings: BookingsTable;
  product_availability: ProductAvailabilityTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_exports: CalendarExportsTable;
  promotions: PromotionsTable;
  promotion_products: PromotionProductsTable;
  special_prices: SpecialPricesTable;
  payment_profiles: PaymentProfilesTable;
  beneficiaries: BeneficiariesTable;
  tax_registers: TaxRegistersTable;
  identification_types: IdentificationTypesTable;
  tax_regimes: TaxRegimesTable;
  chat_threads: MessageThreadsTable;
  chat_messages: ChatMessagesTable;
  help_requests: HelpRequestsTable;
  meeting_requests: MeetingRequestsTable;
  help_contents: HelpContentsTable;
  faq_providers: FaqProvidersTable;
  join_requests: JoinRequestsTable;
  site_pages: SitePagesTable;
  tourist_hubs: TouristHubsTable;
  tourist_hub_states: TouristHubStatesTable;
  white_landings: WhiteLandingsTable;
  white_landing_locations: WhiteLandingLocationsTable;
  white_landing_products: WhiteLandingProductsTable;
  // notifications
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  // team
  team_members: TeamMembersTable;
  team_invitations: TeamInvitationsTable;
  team_activity: TeamActivityTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** A provider's help message (SPEC §3 Help request); names, e-mail and provider type copied from the profile. */
export interface HelpRequestsTable {
  id: string;
  provider_id: string;
  question: string;
  type_message: 'technical' | 'assistance' | 'transport';
  segment: string | null;
  step: string | null;
  contact_way: 'email' | 'phone' | 'whatsapp' | null;
  phone: string | null;
  language_code: 'es' | 'en';
  first_name: string;
  last_name: string;
  email: string;
  provider_type: 'Empresa' | 'Personal';
  seen: Generated<boolean>;
  answer: string | null;
  answered_at: Timestamp | null;
  /** A transport contact request's kind (6-10) and where the service runs (migration 0018); null otherwise. */
  product_type: number | null;
  coverage_area: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A paid meeting request (SPEC §3 Meeting request). */
export interface MeetingRequestsTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD', the meeting's day in Guatemala. */
  date: string;
  /** 'HH:MM', 24 h. */
  schedule: string;
  type_meet: 'GoogleMeet' | 'Zoom' | 'Whatsapp';
  type_contact: string | null;
  language_code: 'es' | 'en';
  seen: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Contextual help of a wizard step; type_product 0 is the step's generic text. */
export interface HelpContentsTable {
  type_product: number;
  step: string;
  language_code: 'es' | 'en';
  title: string;
  body: string;
}

/** The providers' FAQ (SPEC §7 GET /api/faq-providers). */
export interface FaqProvidersTable {
  id: string;
  language_code: 'es' | 'en';
  category: string;
  question: string;
  answer: string;
  sort_order: number;
}

/** A landing visitor's request to join (issue 31; SPEC §2 contact dialog), for the operator's inbox. */
export interface JoinRequestsTable {
  id: string;
  type: 'providers' | 'partners' | 'influencers';
  name: string;
  email: string;
  /** E.164, or null when none was given. */
  phone: string | null;
  company: string | null;
  message: string;
  language_code: 'es' | 'en';
  /** The owner of the referral code the visitor came with (My QR), if anyone has it. */
  referral_owner_id: string | null;
  seen: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A page of the public site (issue 31): a landing, a terms section or subsection, or a blog post, in Markdown. */
export interface SitePagesTable {
  id: string;
  kind: 'landing' | 'terms' | 'blog';
  slug: string;
  language: 'es' | 'en';
  title: string;
  description: string;
  body: string;
  /** A terms subsection's section (same kind and language); null otherwise. */
  parent_slug: string | null;
  position: Generated<number>;
  status: 'draft' | 'published';
  /** Set the first time the page is published, never changed after. */
  published_at: Timestamp | null;
  author: string | null;
  image_url: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A tourist hub (SPEC §3 Tourist hub location; migration 0025): reference data, named in both languages. */
export interface TouristHubsTable {
  id: string;
  country: 'GT' | 'SV';
  name_es: string;
  name_en: string;
  /** The department(s) it covers, as shown. */
  department: string;
  position: number;
}

/** The departments (migration 0002's states) of a hub: a product located in one is in the hub. */
export interface TouristHubStatesTable {
  hub_id: string;
  state_id: string;
}

export type LandingSegmentName = 'accommodation' | 'activities' | 'transport' | 'packages';

/** A white landing (SPEC §3 Landing) of its owner (roles 5, 6, 8, or the operator). */
export interface WhiteLandingsTable {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  language: 'es' | 'en';
  status: 'draft' | 'published';
  banner_logo: string | null;
  banner_xl: string | null;
  banner_md: string | null;
  banner_xs: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A hub chosen on a landing, with the segments it shows there. */
export interface WhiteLandingLocationsTable {
  landing_id: string;
  hub_id: string;
  segments: Json<LandingSegmentName[]>;
}

/** A product a landing shows in one segment of one hub. */
export interface WhiteLandingProductsTable {
  landing_id: string;
  hub_id: string;
  segment: LandingSegmentName;
  product_id: string;
}

// notifications

/** A device that receives Web Push for a person (issue 32, migration 0028). */
export interface PushSubscriptionsTable {
  id: string;
  /** Whose notifications: the person, or the company a team member acts for. */
  user_id: string;
  /** The person signed in on the device. */
  actor_id: string;
  endpoint: string;
  /** The device's P-256 public key and auth secret, base64url as the browser gives them. */
  p256dh: string;
  auth: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
}

/** A person's switch per kind of push; no row means every kind on. */
export interface NotificationPreferencesTable {
  user_id: string;
  actor_id: string;
  new_reservation: Generated<boolean>;
  expiring_reservation: Generated<boolean>;
  new_message: Generated<boolean>;
  updated_at: Timestamp;
}

// team

/** A person who acts for a company (issue 32, migration 0027); one team per person. */
export interface TeamMembersTable {
  user_id: string;
  company_id: string;
  role: 'manager' | 'staff';
  invited_by: string | null;
  joined_at: ColumnType<Date, Date | string | undefined, never>;
}

/** An invitation mailed to join a company's team; pending while neither accepted, revoked nor expired. */
export interface TeamInvitationsTable {
  id: string;
  company_id: string;
  email: string;
  role: 'manager' | 'staff';
  /** sha256 of the link's secret: a leaked table hands out no working link. */
  token_hash: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** One change made for a company: who (and in which team role), which operation, on what, when. */
export interface TeamActivityTable {
  id: string;
  company_id: string;
  actor_id: string;
  actor_role: 'owner' | 'manager' | 'staff';
  operation_id: string;
  area: string;
  action: 'create' | 'update' | 'delete';
  target_id: string | null;
  at: ColumnType<Date, Date | string | undefined, never>;
}
