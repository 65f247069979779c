import {
  ACCOMMODATION_CREATORS,
  ATTRACTION_CREATORS,
  anyCreatorOf,
  GASTRONOMY_CREATORS,
  GUIDE_CREATORS,
  HOTEL_CREATORS,
  THINGS_TO_DO_CREATORS,
} from '../../machines/productTypes.ts';
import { LANDING_OWNER_ROLES, PRODUCT_ROLES, ROLE, type RoleNumber } from '../../machines/roles.ts';
import type { OperationId } from './operations.ts';

/** Anyone, with a token or without: the contract gives the operation no bearerAuth. */
export const PUBLIC = 'public';
/**
 * A token is optional (the contract's security lists bearerAuth and `{}`): the operation answers by who calls.
 * Only the development outbox, which the operator reads, and a request from the server's own machine.
 */
export const TOKEN_OPTIONAL = 'tokenOptional';
/** Any signed-in person, whatever their roles; what they reach is still their own (the queries ask by caller). */
export const SIGNED_IN = 'signedIn';

/** Who may call an operation: one of the three above, or a signed-in person with one of these roles. */
export type OperationAccess =
  | typeof PUBLIC
  | typeof TOKEN_OPTIONAL
  | typeof SIGNED_IN
  | readonly RoleNumber[];

/** Support and product review; owns no products (docs/decisions.md "Issue 25: roles per operation"). */
const OPERATOR = [ROLE.operator] as const;
/** Whoever lists products (SPEC §6 roles 2-4): writes to a product, its prices, calendar and reservations. */
const OWNERS = PRODUCT_ROLES;
/** Product reads: their owners, and the operator, who reviews every provider's products (findReadableProduct). */
const OWNERS_AND_REVIEWER = [ROLE.operator, ...PRODUCT_ROLES] as const;

/** Influencers (role 6), who alone have an influencer profile (SPEC §4, §6). */
const INFLUENCERS = [ROLE.influencer] as const;

/**
 * Who builds white landings (SPEC §2): partners and travelers (5), influencers (6) and agents (8), each their own;
 * the operator (1) manages every one (the admin landing manager).
 */
const LANDING_MANAGERS = [ROLE.operator, ...LANDING_OWNER_ROLES] as const;

/**
 * Who may call each operation of the contract (SPEC §6 and issue 25), checked on the server from this table
 * alone, before the request is validated (server/http/access.ts): a caller without an allowed role gets 403. A
 * new operation without a row fails to compile. Ownership is not here: a provider reaching another's product, or
 * the operator a reservation, still gets the query's 404.
 */
export const OPERATION_ROLES = {
  // system
  getHealth: PUBLIC,
  getPublicConfig: PUBLIC,
  getCaptchaChallenge: PUBLIC,
  listDevOutbox: TOKEN_OPTIONAL,

  // auth
  login: PUBLIC,
  register: PUBLIC,
  oauthGoogle: PUBLIC,
  oauthFacebook: PUBLIC,
  forgotPassword: PUBLIC,
  resetPassword: PUBLIC,
  verifyAccount: PUBLIC,
  confirmEmailChange: PUBLIC,
  resendVerification: PUBLIC,
  linkProfileCode: SIGNED_IN,
  getMe: SIGNED_IN,

  // profile: every role has settings and a profile (the side menu's profile block, onboarding for roles 2-8)
  setBusinessCategory: SIGNED_IN,
  getPersonalInformation: SIGNED_IN,
  updatePersonalInformation: SIGNED_IN,
  getBusinessProfile: SIGNED_IN,
  updateBusinessProfile: SIGNED_IN,
  updateAccount: SIGNED_IN,
  uploadPersonalPicture: SIGNED_IN,
  uploadBusinessPicture: SIGNED_IN,
  getUserLocation: SIGNED_IN,
  updateUserLocation: SIGNED_IN,
  updateUserLanguage: SIGNED_IN,

  // dashboard: everyone's control panel reads the figures; only the marketplace reports views and scans
  getBusinessStats: SIGNED_IN,
  recordDashboardEvent: OPERATOR,

  // payments: whoever is paid (providers, and referrers' commissions); `{userId}` must be the caller's own
  getPaymentProfile: SIGNED_IN,
  updatePaymentCountry: SIGNED_IN,
  getBeneficiary: SIGNED_IN,
  saveBeneficiary: SIGNED_IN,
  getPaymentIdentification: SIGNED_IN,
  getTaxRegister: SIGNED_IN,
  saveTaxRegister: SIGNED_IN,

  // catalog
  listLanguages: PUBLIC,
  listGenders: PUBLIC,
  listCountries: PUBLIC,
  listStates: PUBLIC,
  listCities: PUBLIC,

  // products: lists and the product's card
  listProducts: OWNERS_AND_REVIEWER,
  countProducts: OWNERS_AND_REVIEWER,
  getProduct: OWNERS_AND_REVIEWER,

  // products: stays (the create call admits anyone who may create some type; the handler checks the type)
  createAccommodation: anyCreatorOf(ACCOMMODATION_CREATORS),
  getAccommodationInformation: OWNERS_AND_REVIEWER,
  updateAccommodationInformation: OWNERS,
  deleteAccommodation: OWNERS,
  setAccommodationStatus: OWNERS,
  setAccommodationCommission: OWNERS,
  setAccommodationType: OWNERS,
  listPropertyTypes: SIGNED_IN,
  uploadAccommodationMainPicture: OWNERS,
  getAccommodationGallery: OWNERS_AND_REVIEWER,
  addAccommodationGalleryFiles: OWNERS,
  deleteAccommodationGalleryFile: OWNERS,
  saveAccommodationGalleryStep: OWNERS,
  getAccommodationLocation: OWNERS_AND_REVIEWER,
  saveAccommodationLocation: OWNERS,
  getAccommodationFeatures: OWNERS_AND_REVIEWER,
  saveAccommodationFeatures: OWNERS,
  getAccommodationBedrooms: OWNERS_AND_REVIEWER,
  saveAccommodationBedrooms: OWNERS,
  getAccommodationAmenities: OWNERS_AND_REVIEWER,
  saveAccommodationAmenities: OWNERS,
  getAccommodationBooking: OWNERS_AND_REVIEWER,
  saveAccommodationBooking: OWNERS,
  getAccommodationPrice: OWNERS_AND_REVIEWER,
  saveAccommodationPrice: OWNERS,
  getCancellationPolicy: OWNERS_AND_REVIEWER,
  saveCancellationPolicy: OWNERS,
  getServiceRules: OWNERS_AND_REVIEWER,
  saveServiceRules: OWNERS,
  getAdvertisingChannels: OWNERS_AND_REVIEWER,
  saveAdvertisingChannels: OWNERS,
  getRecommendations: OWNERS_AND_REVIEWER,
  saveRecommendations: OWNERS,
  listBedsOrBathrooms: SIGNED_IN,

  // products: the hotels family (issue 29), hotels and hostels with their rooms
  createHotel: anyCreatorOf(HOTEL_CREATORS),
  getHotelInformation: OWNERS_AND_REVIEWER,
  updateHotelInformation: OWNERS,
  deleteHotel: OWNERS,
  setHotelStatus: OWNERS,
  setHotelCommission: OWNERS,
  uploadHotelMainPicture: OWNERS,
  getHotelGallery: OWNERS_AND_REVIEWER,
  addHotelGalleryFiles: OWNERS,
  deleteHotelGalleryFile: OWNERS,
  saveHotelGalleryStep: OWNERS,
  getHotelLocation: OWNERS_AND_REVIEWER,
  saveHotelLocation: OWNERS,
  getHotelService: OWNERS_AND_REVIEWER,
  saveHotelService: OWNERS,
  getHotelBooking: OWNERS_AND_REVIEWER,
  saveHotelBooking: OWNERS,
  listHotelRooms: OWNERS_AND_REVIEWER,
  createHotelRoom: OWNERS,
  getHotelRoom: OWNERS_AND_REVIEWER,
  updateHotelRoom: OWNERS,
  deleteHotelRoom: OWNERS,
  getHotelRoomAmenities: OWNERS_AND_REVIEWER,
  saveHotelRoomAmenities: OWNERS,
  listHotelCatalog: SIGNED_IN,
  // products: attractions
  createAttraction: anyCreatorOf(ATTRACTION_CREATORS),
  getAttractionInformation: OWNERS_AND_REVIEWER,
  updateAttractionInformation: OWNERS,
  deleteAttraction: OWNERS,
  setAttractionStatus: OWNERS,
  setAttractionCommission: OWNERS,
  listAttractionsCatalog: SIGNED_IN,
  getAttractionAdditionalInformation: OWNERS_AND_REVIEWER,
  saveAttractionAdditionalInformation: OWNERS,
  getAttractionLocation: OWNERS_AND_REVIEWER,
  saveAttractionLocation: OWNERS,
  getAttractionBringAdditional: OWNERS_AND_REVIEWER,
  saveAttractionBringAdditional: OWNERS,
  uploadAttractionMainPicture: OWNERS,
  getAttractionGallery: OWNERS_AND_REVIEWER,
  addAttractionGalleryFiles: OWNERS,
  deleteAttractionGalleryFile: OWNERS,
  saveAttractionGalleryStep: OWNERS,
  getAttractionSchedule: OWNERS_AND_REVIEWER,
  saveAttractionSchedule: OWNERS,
  // products: guides
  createGuide: anyCreatorOf(GUIDE_CREATORS),
  getGuideInformation: OWNERS_AND_REVIEWER,
  updateGuideInformation: OWNERS,
  deleteGuide: OWNERS,
  setGuideStatus: OWNERS,
  setGuideCommission: OWNERS,
  listGuideCatalog: SIGNED_IN,
  getGuideAdditionalInformation: OWNERS_AND_REVIEWER,
  saveGuideAdditionalInformation: OWNERS,
  getGuideLocation: OWNERS_AND_REVIEWER,
  saveGuideLocation: OWNERS,
  getGuideFees: OWNERS_AND_REVIEWER,
  saveGuideFees: OWNERS,
  uploadGuideMainPicture: OWNERS,
  getGuideGallery: OWNERS_AND_REVIEWER,
  addGuideGalleryFiles: OWNERS,
  deleteGuideGalleryFile: OWNERS,
  saveGuideGalleryStep: OWNERS,
  // products: gastronomy (restaurants, issue 30)
  createRestaurant: anyCreatorOf(GASTRONOMY_CREATORS),
  getRestaurantInformation: OWNERS_AND_REVIEWER,
  updateRestaurantInformation: OWNERS,
  deleteRestaurant: OWNERS,
  setRestaurantStatus: OWNERS,
  setRestaurantCommission: OWNERS,
  uploadRestaurantMainPicture: OWNERS,
  getRestaurantGallery: OWNERS_AND_REVIEWER,
  addRestaurantGalleryFiles: OWNERS,
  deleteRestaurantGalleryFile: OWNERS,
  saveRestaurantGalleryStep: OWNERS,
  getRestaurantLocation: OWNERS_AND_REVIEWER,
  saveRestaurantLocation: OWNERS,
  listRestaurantLocations: OWNERS_AND_REVIEWER,
  createRestaurantLocation: OWNERS,
  updateRestaurantLocation: OWNERS,
  deleteRestaurantLocation: OWNERS,
  getRestaurantFeatures: OWNERS_AND_REVIEWER,
  saveRestaurantFeatures: OWNERS,
  getRestaurantAdditionalInformation: OWNERS_AND_REVIEWER,
  saveRestaurantAdditionalInformation: OWNERS,
  getRestaurantSchedule: OWNERS_AND_REVIEWER,
  saveRestaurantSchedule: OWNERS,
  listRestaurantMenu: OWNERS_AND_REVIEWER,
  createRestaurantMenuItem: OWNERS,
  getRestaurantMenuItem: OWNERS_AND_REVIEWER,
  updateRestaurantMenuItem: OWNERS,
  deleteRestaurantMenuItem: OWNERS,
  listRestaurantCatalog: SIGNED_IN,
  // products: things to do
  createThingToDo: anyCreatorOf(THINGS_TO_DO_CREATORS),
  getThingToDoInformation: OWNERS_AND_REVIEWER,
  updateThingToDoInformation: OWNERS,
  deleteThingToDo: OWNERS,
  setThingToDoStatus: OWNERS,
  setThingToDoCommission: OWNERS,
  listThingsToDoCatalog: SIGNED_IN,
  getTourAdditionalInformation: OWNERS_AND_REVIEWER,
  saveTourAdditionalInformation: OWNERS,
  getThingToDoLocation: OWNERS_AND_REVIEWER,
  saveThingToDoLocation: OWNERS,
  getTourBringAdditional: OWNERS_AND_REVIEWER,
  saveTourBringAdditional: OWNERS,
  uploadThingToDoMainPicture: OWNERS,
  getThingToDoGallery: OWNERS_AND_REVIEWER,
  addThingToDoGalleryFiles: OWNERS,
  deleteThingToDoGalleryFile: OWNERS,
  saveThingToDoGalleryStep: OWNERS,
  getTourAvailability: OWNERS_AND_REVIEWER,
  saveTourAvailability: OWNERS,
  getTourItinerary: OWNERS_AND_REVIEWER,
  saveTourItinerary: OWNERS,
  getTourPrices: OWNERS_AND_REVIEWER,
  saveTourPrices: OWNERS,

  // review
  listReviewQueue: OPERATOR,
  reviewProduct: OPERATOR,

  // reservations: every signed-in shell counts the waiting ones (the side menu's badge); deciding is the owner's
  listBookings: SIGNED_IN,
  getBooking: SIGNED_IN,
  acceptBooking: OWNERS,
  rejectBooking: OWNERS,

  // calendar
  getAvailability: OWNERS_AND_REVIEWER,
  saveAvailability: OWNERS,
  getCalendarOverview: OWNERS_AND_REVIEWER,
  saveCalendarRanges: OWNERS,
  getDepartures: OWNERS_AND_REVIEWER,
  // On everyone's control panel.
  getCalendarConflicts: SIGNED_IN,
  getCalendarSync: OWNERS,
  renewCalendarExport: OWNERS,
  addCalendarFeed: OWNERS,
  removeCalendarFeed: OWNERS,
  syncCalendarFeed: OWNERS,
  // The export link is its own secret: calendars of other sites fetch it without a session.
  getCalendarExport: PUBLIC,

  // messages: the traveler chats with providers, support with anyone (whoMayTalk.ts decides who with whom)
  listMessageThreads: SIGNED_IN,
  openMessageThread: SIGNED_IN,
  getChatSupport: SIGNED_IN,
  listChatMessages: SIGNED_IN,
  sendChatMessage: SIGNED_IN,
  markChatSeen: SIGNED_IN,
  deleteMessageThread: SIGNED_IN,

  // simulate
  simulateBooking: OPERATOR,
  simulateMessage: OPERATOR,

  // promotions and special prices
  listPromotions: OWNERS,
  createPromotion: OWNERS,
  updatePromotion: OWNERS,
  deletePromotion: OWNERS,
  getPromotion: OWNERS,
  getPromotionProductInfo: OWNERS,
  getPricePreview: OWNERS,
  listProductPromotions: OWNERS,
  getPromotionProducts: OWNERS,
  assignPromotionProducts: OWNERS,
  getSpecialPrices: OWNERS,
  saveSpecialPrices: OWNERS,

  // help: anyone signed in may ask support (the app offers the dialog to roles 2-4); the FAQ is public
  createHelpRequest: SIGNED_IN,
  createMeetingRequest: SIGNED_IN,
  getHelpContent: SIGNED_IN,
  listFaqProviders: PUBLIC,
  listSupportRequests: OPERATOR,
  markHelpRequestSeen: OPERATOR,
  markMeetingRequestSeen: OPERATOR,
  answerHelpRequest: OPERATOR,
  // a landing's contact dialog: anyone, signed in or not (issue 31)
  createJoinRequest: PUBLIC,
  markJoinRequestSeen: OPERATOR,
  // the FAQ and the steps' help texts are the operator's to write (issue 31: the content screen)
  listAllFaqProviders: OPERATOR,
  createFaqProvider: OPERATOR,
  updateFaqProvider: OPERATOR,
  deleteFaqProvider: OPERATOR,
  listHelpContents: OPERATOR,
  createHelpContent: OPERATOR,
  updateHelpContent: OPERATOR,
  deleteHelpContent: OPERATOR,

  // referrals (My QR): everyone signed in has a code (SPEC §1, §6); a scan is anyone's; the marketplace reports
  getReferralQr: SIGNED_IN,
  getReferralQrPdf: SIGNED_IN,
  getReferralStats: SIGNED_IN,
  scanReferralCode: PUBLIC,
  recordReferralEvent: OPERATOR,

  // influencers: the influencer's own profile (SPEC §6: only its owner edits it)
  getMyInfluencerProfile: INFLUENCERS,
  uploadInfluencerPicture: INFLUENCERS,
  createInfluencerProfile: INFLUENCERS,
  updateInfluencerProfile: INFLUENCERS,

  // site: the public site reads are anyone's; the content is the operator's to write (issue 31)
  getSitePage: PUBLIC,
  listBlogPosts: PUBLIC,
  listTermsSections: PUBLIC,
  getSitemap: PUBLIC,
  listSiteContent: OPERATOR,
  createSiteContent: OPERATOR,
  updateSiteContent: OPERATOR,
  deleteSiteContent: OPERATOR,
  previewSiteContent: OPERATOR,

  // white landings: the tourist hubs and a published landing are public; the landings are their owners' and the
  // operator's (SPEC §2 "White landing pages", "admin landings list")
  listTouristHubs: PUBLIC,
  getPublicLanding: PUBLIC,
  listLandings: LANDING_MANAGERS,
  createLanding: LANDING_MANAGERS,
  getLanding: LANDING_MANAGERS,
  updateLanding: LANDING_MANAGERS,
  deleteLanding: LANDING_MANAGERS,
  saveLandingLocations: LANDING_MANAGERS,
  listLandingHubProducts: LANDING_MANAGERS,
  assignLandingHubProducts: LANDING_MANAGERS,

  // reports: the product owners' own reservations and products (issue 32)
  getReportProducts: OWNERS,
  getReportSummary: OWNERS,
  getBookingsReport: OWNERS,
  getRevenueReport: OWNERS,
  getOccupancyReport: OWNERS,
  getResponseTimeReport: OWNERS,
  getCancellationsReport: OWNERS,
  exportReportCsv: OWNERS,

  // notifications: anyone signed in receives the pushes of what reaches them (a message to support's operator too);
  // their own devices and switches only (issue 32)
  getPushPublicKey: SIGNED_IN,
  savePushSubscription: SIGNED_IN,
  deletePushSubscription: SIGNED_IN,
  getNotificationPreferences: SIGNED_IN,
  saveNotificationPreferences: SIGNED_IN,

  // team: a company provider's (the handlers answer 409 to a provider that is not a company); the owner alone by
  // team role (server/http/teamRoles.ts). The join link is anyone's: its secret is the key (issue 32)
  getTeam: OWNERS,
  inviteTeamMember: OWNERS,
  revokeTeamInvitation: OWNERS,
  updateTeamMember: OWNERS,
  removeTeamMember: OWNERS,
  listTeamActivity: OWNERS,
  getTeamInvitation: PUBLIC,
  acceptTeamInvitation: PUBLIC,
} as const satisfies Record<OperationId, OperationAccess>;
