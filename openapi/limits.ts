// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// biome-ignore-all lint/suspicious/noShadowRestrictedNames: the names are the contract's (a schema is called Error), read as a namespace's members
// components.schemas, by schema name: one export per schema, one entry per property of an object schema.
// Read it as a namespace: import * as schemaLimits from './limits.ts'.

export const AccommodationBedrooms = {
  bathroom_id: { maxLength: 64 },
  bedrooms: { maxItems: 99 },
  capacity_of_people: { maximum: 30, minimum: 1 },
  mg_id: { maxLength: 64 },
  no_bathroom: { maximum: 99, minimum: 0 },
  no_bedroom: { maximum: 99, minimum: 0 },
  total_bed: { maximum: 99, minimum: 0 },
} as const;

export const AccommodationFeatures = {
  mg_id: { maxLength: 64 },
} as const;

export const AccommodationInformation = {
  accommodation_id: { maxLength: 64 },
  description: { maxLength: 2000, minLength: 1 },
  mg_id: { maxLength: 64 },
  name: { maxLength: 99, minLength: 1 },
  qualification: { maximum: 5, minimum: 1 },
  title: { maxLength: 99, minLength: 1 },
  type_of_property: { maxLength: 64, minLength: 1 },
  web_site: { maxLength: 200 },
} as const;

export const AccommodationPrice = {
  available_after: { maximum: 30, minimum: 0 },
  base_price: { maximum: 1000000, minimum: 0 },
  extra_fee: { maxItems: 20 },
  mg_id: { maxLength: 64 },
  min_months: { maximum: 30, minimum: 1 },
  min_night: { maximum: 99, minimum: 1 },
  month_price: { maximum: 1000000, minimum: 0 },
  monthly_discount: { maximum: 99, minimum: 0 },
  weekend_price: { maximum: 1000000, minimum: 0 },
  weekly_discount: { maximum: 99, minimum: 0 },
} as const;

export const AccountUpdate = {
  email: { maxLength: 254 },
  new_password: { maxLength: 128 },
  password: { maxLength: 128 },
  verify_password: { maxLength: 128 },
} as const;

export const AccountUpdateResult = {
  pending_email: { maxLength: 254 },
} as const;

export const AdvertisingChannelsSave = {
  mongo_id: { maxLength: 64 },
  sell_channels: {
    items: { maxLength: 64 },
    maxItems: 50,
  },
  social_networks: {
    items: { maxLength: 64 },
    maxItems: 50,
  },
} as const;

export const AmenitiesSave = {
  arrival_instructions: { maxLength: 1000 },
  assigned: {
    items: { maxLength: 64 },
    maxItems: 300,
  },
  checkin_instructions: { maxLength: 1000 },
  mg_id: { maxLength: 64 },
  warning: { maxLength: 1000 },
} as const;

export const AvailabilitySave = {
  availability_id: { maxLength: 64 },
  note: { maxLength: 500 },
} as const;

export const Bed = {
  no_bed: { maximum: 30, minimum: 1 },
  type_of_bed_id: { maxLength: 64, minLength: 1 },
} as const;

export const Bedroom = {
  bathroom_id: { maxLength: 64 },
  beds: { maxItems: 10, minItems: 1 },
} as const;

export const BeneficiarySave = {
  account_number: { maxLength: 60, minLength: 1 },
  bank_name: { maxLength: 80, minLength: 1 },
  bin: { maxLength: 11 },
  captcha: { maxLength: 4000, minLength: 1 },
  city: { maxLength: 40 },
  company_name: { maxLength: 120 },
  country: { maxLength: 40, minLength: 1 },
  first_name: { maxLength: 60, minLength: 1 },
  iban: { maxLength: 40 },
  last_name: { maxLength: 60, minLength: 1 },
  postal_code: { maxLength: 10 },
  real_address: { maxLength: 200 },
  state: { maxLength: 40 },
} as const;

export const BeneficiaryView = {
  account_number_last4: { maxLength: 4 },
  iban_last4: { maxLength: 4 },
} as const;

export const BookingRejection = {
  reason: { maxLength: 500, minLength: 3 },
} as const;

export const BusinessProfile = {
  phones: { maxItems: 2 },
} as const;

export const BusinessProfileInput = {
  description: { maxLength: 1000 },
  email: { maxLength: 254 },
  fundation_date: { maxLength: 10 },
  languages: {
    items: { maxLength: 10 },
    maxItems: 10,
    minItems: 1,
  },
  name: { maxLength: 100, minLength: 1 },
  phones: { maxItems: 2 },
} as const;

export const BusinessStats = {
  bookings: { minimum: 0 },
  commissions: { minimum: 0 },
  inquiries: { minimum: 0 },
  total_scans: { minimum: 0 },
  views: { minimum: 0 },
} as const;

export const CalendarFeed = {
  events_imported: { minimum: 0 },
} as const;

export const CalendarFeedInput = {
  name: { maxLength: 80, minLength: 1 },
  url: { maxLength: 2000, minLength: 1 },
} as const;

export const CalendarRangesSave = {
  note: { maxLength: 500 },
  product_ids: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 500,
    minItems: 1,
  },
} as const;

export const CalendarSync = {
  feeds: { maxItems: 10 },
} as const;

export const CancellationPolicySave = {
  custom_no_days: { maximum: 80, minimum: 0 },
  custom_percent: { maximum: 100, minimum: 1 },
  mg_cancellation_policy: { maxLength: 64 },
  mg_id: { maxLength: 64 },
} as const;

export const ChatMessageInput = {
  client_id: { maxLength: 64, minLength: 1 },
  message: { maxLength: 2000, minLength: 1 },
} as const;

export const DepartureDay = {
  people: { minimum: 0 },
  reservations: { minimum: 0 },
  seats_left: { minimum: 0 },
} as const;

export const Departures = {
  capacity: { minimum: 1 },
} as const;

export const Email = { maxLength: 254 } as const;

export const Error = {
  retry_after: { minimum: 1 },
} as const;

export const ExtraFee = {
  name: { maxLength: 60, minLength: 1 },
  price: { maximum: 1000000, minimum: 0 },
} as const;

export const GalleryItemRef = {
  gallery_id: { maxLength: 64, minLength: 1 },
} as const;

export const GalleryUpload = {
  files: { maxItems: 15 },
} as const;

export const HelpAnswerInput = {
  answer: { maxLength: 4000, minLength: 1 },
} as const;

export const HelpRequestInput = {
  phone: { maxLength: 20 },
  question: { maxLength: 1000, minLength: 1 },
  segment: { maxLength: 40 },
  step: { maxLength: 60 },
} as const;

export const HotelBooking = {
  check_in_time_start: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_out_time_end: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_out_time_start: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  mg_id: { maxLength: 64 },
  surchange_early_value: { maximum: 1000000, minimum: 0 },
  surchange_late_value: { maximum: 1000000, minimum: 0 },
} as const;

export const HotelInformation = {
  description: { maxLength: 2000, minLength: 1 },
  hotel_id: { maxLength: 64 },
  mg_id: { maxLength: 64 },
  name: { maxLength: 99, minLength: 1 },
  qualification: { maximum: 5, minimum: 1 },
  title: { maxLength: 99, minLength: 1 },
  type_of_property: { maxLength: 64, minLength: 1 },
  web_site: { maxLength: 200 },
} as const;

export const HotelRoomAmenitiesSave = {
  assigned: {
    items: { maxLength: 64 },
    maxItems: 100,
  },
  mg_id: { maxLength: 64 },
} as const;

export const HotelRoomInformation = {
  bathroom_id: { maxLength: 64, minLength: 1 },
  beds: { maxItems: 10, minItems: 1 },
  before_booking: { maximum: 99, minimum: 0 },
  capacity: { maximum: 30, minimum: 1 },
  capacity_room: { maximum: 500, minimum: 1 },
  class_of_room: { maxLength: 64, minLength: 1 },
  extra_person_price: { maximum: 1000000, minimum: 0 },
  high_price: { maximum: 1000000, minimum: 0 },
  high_wd_price: { maximum: 1000000, minimum: 0 },
  ht_room_id: { maxLength: 64 },
  mg_id: { maxLength: 64 },
  price_per_night: { maximum: 1000000, minimum: 0 },
  title: { maxLength: 99, minLength: 1 },
  type_of_room: { maxLength: 64, minLength: 1 },
  weekend_price: { maximum: 1000000, minimum: 0 },
} as const;

export const HotelRoomItem = {
  price_per_night: { maximum: 1000000, minimum: 0 },
} as const;

export const HotelServiceSave = {
  arrival_instructions: { maxLength: 1000 },
  assigned: {
    items: { maxLength: 64 },
    maxItems: 100,
  },
  mg_id: { maxLength: 64 },
  warning: { maxLength: 1000 },
} as const;

export const IsoDate = { maxLength: 10 } as const;

export const ItineraryActivity = {
  description: { maxLength: 500, minLength: 1 },
  number: { maximum: 50, minimum: 1 },
  start_time: { maxLength: 5, pattern: '^(([01][0-9]|2[0-3]):(00|15|30|45))?$' },
} as const;

export const ItineraryDay = {
  activities: { maxItems: 50 },
  no_day: { maximum: 30, minimum: 1 },
  start_times_flexible: {
    items: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|15|30|45)$' },
    maxItems: 96,
  },
} as const;

export const LoginRequest = {
  email: { maxLength: 254 },
  password: { maxLength: 128, minLength: 1 },
} as const;

export const MeetingRequest = {
  date: { maxLength: 10 },
} as const;

export const MeetingRequestInput = {
  captcha: { maxLength: 4000 },
  date: { maxLength: 10 },
  email: { maxLength: 254 },
  firstName: { maxLength: 60 },
  lastName: { maxLength: 60 },
  phone: { maxLength: 20 },
  schedule: { maxLength: 5 },
  typeContact: { maxLength: 40 },
} as const;

export const MessageThreadOpening = {
  to: { maxLength: 64, minLength: 1 },
} as const;

export const Money = { maximum: 1000000, minimum: 0 } as const;

export const Month = { maximum: 12, minimum: 1 } as const;

export const OAuthRequest = {
  redirect: { maxLength: 500 },
  token: { maxLength: 4000, minLength: 1 },
} as const;

export const Password = { maxLength: 128, minLength: 8, pattern: '^\\S+$' } as const;

export const PaymentCountrySave = {
  country: { maxLength: 40, minLength: 1 },
} as const;

export const PersonProfile = {
  phones: { maxItems: 2 },
} as const;

export const PersonProfileInput = {
  date_of_birth: { maxLength: 10 },
  description: { maxLength: 1000 },
  first_name: { maxLength: 60, minLength: 1 },
  languages: {
    items: { maxLength: 10 },
    maxItems: 10,
    minItems: 1,
  },
  last_name: { maxLength: 60, minLength: 1 },
  phones: { maxItems: 2 },
  tb_lg_gender_gender_id: { maxLength: 40 },
} as const;

export const Phone = {
  phone_number: { maxLength: 20, minLength: 1, pattern: '^[0-9 ]+$' },
} as const;

export const Phones = { maxItems: 2 } as const;

export const PictureUpload = {
  key: { maxLength: 200 },
  multimediaGalleryId: { maxLength: 64 },
  name: { maxLength: 200 },
} as const;

export const PriceBasisPromotion = {
  end_date: { maxLength: 10 },
  start_date: { maxLength: 10 },
} as const;

export const PriceBasisSpecialPrice = {
  end_date: { maxLength: 10 },
  start_date: { maxLength: 10 },
} as const;

export const PriceNight = {
  date: { maxLength: 10 },
} as const;

export const PricePreview = {
  today: { maxLength: 10 },
} as const;

export const ProductLocation = {
  city: { maxLength: 64 },
  country: { maxLength: 64 },
  latitude: { maximum: 90, minimum: -90 },
  length: { maximum: 180, minimum: -180 },
  mg_id: { maxLength: 64 },
  real_address: { maxLength: 200 },
  state: { maxLength: 64 },
} as const;

export const ProductViewEvent = {
  product_id: { maxLength: 64, minLength: 1 },
} as const;

export const PromotionAssignment = {
  guides: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
  rooms: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
  tours: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
  vacations: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
} as const;

export const PromotionAssignmentIds = {
  items: { maxLength: 64, minLength: 1 },
  maxItems: 1000,
} as const;

export const PromotionAvailability = {
  end_date: { maxLength: 10 },
  start_date: { maxLength: 10 },
} as const;

export const PromotionInput = {
  description: { maxLength: 1000 },
  end_date: { maxLength: 10 },
  min_days: { maximum: 365, minimum: 1 },
  percent_discount: { exclusiveMinimum: 0, maximum: 1000 },
  product_id: { maxLength: 64 },
  start_date: { maxLength: 10 },
  title: { maxLength: 100 },
} as const;

export const QrScanEvent = {
  promotion_code: { maxLength: 64, minLength: 1 },
} as const;

export const Recommendations = {
  mongo_id: { maxLength: 64 },
} as const;

export const RegisterRequest = {
  captcha: { maxLength: 4000, minLength: 1 },
  country: { maxLength: 40, minLength: 1 },
  email: { maxLength: 254 },
  first_name: { maxLength: 60, minLength: 1 },
  last_name: { maxLength: 60, minLength: 1 },
  password: { maxLength: 128, minLength: 8, pattern: '^\\S+$' },
  redirect: { maxLength: 500 },
} as const;

export const ReviewDecision = {
  reason: { maxLength: 500, minLength: 3 },
} as const;

export const SelectorTime = { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|15|30|45)$' } as const;

export const ServiceRules = {
  custom_terms: {
    items: {
      _id: { maxLength: 64 },
      custom_term: { maxLength: 300, minLength: 1 },
    },
    maxItems: 30,
  },
  mg_id: { maxLength: 64 },
} as const;

export const SimulatedBooking = {
  adult: { maximum: 30, minimum: 1 },
  nights: { maximum: 30, minimum: 1 },
  product_id: { maxLength: 64 },
  provider_email: { maxLength: 254 },
  start_in_days: { maximum: 365, minimum: 1 },
  traveler_email: { maxLength: 254 },
} as const;

export const SimulatedMessage = {
  message: { maxLength: 2000, minLength: 1 },
  provider_email: { maxLength: 254 },
  traveler_email: { maxLength: 254 },
} as const;

export const SpecialPrice = {
  end_date: { maxLength: 10 },
  price: { maximum: 1000000, minimum: 0 },
  start_date: { maxLength: 10 },
} as const;

export const SpecialPriceInput = {
  end_date: { maxLength: 10 },
  min_night: { maximum: 365, minimum: 1 },
  note: { maxLength: 200, minLength: 1 },
  price: { exclusiveMinimum: 0, maximum: 1000000 },
  product_id: { maxLength: 64 },
  special_price_id: { maxLength: 64 },
  start_date: { maxLength: 10 },
} as const;

export const SpecialPriceSave = {
  special_prices: { maxItems: 100 },
} as const;

export const StatusChange = {
  mg_status: { maxLength: 64 },
} as const;

export const StoredUserLocation = {
  city: { maxLength: 40 },
  country: { maxLength: 40 },
  state: { maxLength: 40 },
} as const;

export const SupportInbox = {
  help_requests: { maxItems: 100 },
  meeting_requests: { maxItems: 100 },
  unseen: {
    help: { minimum: 0 },
    meeting: { minimum: 0 },
  },
} as const;

export const TaxRegisterSave = {
  city: { maxLength: 40 },
  country: { maxLength: 40, minLength: 1 },
  dpi: { maxLength: 20 },
  name_on_tax: { maxLength: 120, minLength: 1 },
  national_id: { maxLength: 20 },
  nit: { maxLength: 20 },
  passport: { maxLength: 20 },
  postal_code: { maxLength: 10 },
  real_address: { maxLength: 200, minLength: 1 },
  state: { maxLength: 40 },
  tax_code: { maxLength: 20 },
  tax_regime: { maxLength: 40 },
} as const;

export const TaxRegisterView = {
  dpi_last4: { maxLength: 4 },
  national_id_last4: { maxLength: 4 },
  passport_last4: { maxLength: 4 },
} as const;

export const ThingsToDoInformation = {
  description: { maxLength: 2000, minLength: 1 },
  mg_id: { maxLength: 64 },
  name: { maxLength: 99, minLength: 1 },
  title: { maxLength: 99, minLength: 1 },
  tour_id: { maxLength: 64 },
} as const;

export const TimeOfDay = { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' } as const;

export const TourAdditionalInformation = {
  before_booking: { maximum: 30, minimum: 0 },
  capacity: { maximum: 100, minimum: 1 },
  category: { maxLength: 64 },
  difficulty: { maxLength: 64 },
  languages: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
  mg_id: { maxLength: 64 },
  suited_to: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
} as const;

export const TourAvailability = {
  mg_id: { maxLength: 64 },
  months: { maxItems: 12 },
  year_days: {
    items: { maximum: 6, minimum: 0 },
    maxItems: 7,
  },
} as const;

export const TourBringAdditional = {
  additional_information: {
    items: { maxLength: 300 },
    maxItems: 30,
  },
  bring: {
    items: { maxLength: 300 },
    maxItems: 30,
  },
  mg_id: { maxLength: 64 },
  you_will_see: {
    items: { maxLength: 300 },
    maxItems: 30,
  },
} as const;

export const TourItinerary = {
  days: { maxItems: 30 },
  mg_id: { maxLength: 64 },
  time_duration: { maximum: 30, minimum: 0 },
} as const;

export const TourListEntry = { maxLength: 300 } as const;

export const TourMonthRange = {
  days: {
    items: { maximum: 6, minimum: 0 },
    maxItems: 7,
  },
  final_month: { maximum: 12, minimum: 1 },
  initial_month: { maximum: 12, minimum: 1 },
} as const;

export const TourPrice = {
  adult: { maximum: 1000000, minimum: 0 },
  child: { maximum: 1000000, minimum: 0 },
  min_pax: { maximum: 100, minimum: 1 },
} as const;

export const TourPrices = {
  included: {
    items: { maxLength: 64 },
    maxItems: 30,
  },
  mg_id: { maxLength: 64 },
} as const;

export const UserLocation = {
  city: { maxLength: 40, minLength: 1 },
  country: { maxLength: 40, minLength: 1 },
  state: { maxLength: 40, minLength: 1 },
} as const;

export const VacationBooking = {
  before_booking: { maximum: 99, minimum: 0 },
  check_in_time_end: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_in_time_start: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_out_time: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  early_arrival_time_value: { maximum: 1000000, minimum: 0 },
  extra_person_price: { maximum: 1000000, minimum: 0 },
  late_arrival_time_value: { maximum: 1000000, minimum: 0 },
  late_check_in_fee: { maximum: 1000000, minimum: 0 },
  mg_id: { maxLength: 64 },
} as const;

export const Weekday = { maximum: 6, minimum: 0 } as const;

export const Weekdays = {
  items: { maximum: 6, minimum: 0 },
  maxItems: 7,
} as const;
