// Paths and valid bodies of the attractions family (issue 30), shared by its server tests and the family test.

export const attractions = {
  create: (lang = 'es') => `/api/attractions?product_type=18&language_code=${lang}`,
  information: (id: string) => `/api/attractions/${id}`,
  status: (id: string) => `/api/attractions/status/${id}`,
  commission: (id: string) => `/api/attractions/commission/${id}`,
  catalog: (kind: string, lang = 'es') => `/api/attractions/catalogs/${kind}?language_code=${lang}`,
  additional: (id: string, lang = 'es') => `/api/attractions/information-additional/${id}/${lang}/18`,
  location: (id: string) => `/api/attractions/location/${id}`,
  bring: (id: string, lang = 'es') => `/api/attractions/bring-additional/${id}/${lang}/18`,
  gallery: (id: string) => `/api/attractions/multimedia/18/${id}`,
  mainPicture: (id: string) => `/api/attractions/main-picture/18/${id}`,
  schedule: (id: string) => `/api/attractions/schedule/${id}/18`,
};

export const attractionInformation = {
  name: ' Museo del Ferrocarril ',
  title: 'Trenes de la Antigua Guatemala',
  description: 'Locomotoras y vagones restaurados en la vieja estación.',
};

export const attractionAdditional = {
  before_booking: 0,
  difficulty: 'tour_difficulty:easy',
  suited_to: ['tour_suited_to:families', 'tour_suited_to:families'],
  languages: ['es', 'en'],
};

export const attractionBring = {
  bring: [' Cámara ', ''],
  you_will_see: ['Locomotora de vapor'],
  additional_information: [],
};

/** Monday to Friday 09:00-17:00, Saturday open 24 hours, Sunday closed. */
export const openingHours = [1, 2, 3, 4, 5].map((day) => ({
  day,
  always_open: false,
  closed: false,
  opening_time: '09:00',
  closing_time: '17:00',
}));
export const weekSchedule = [
  ...openingHours,
  { day: 6, always_open: true, closed: false, opening_time: null, closing_time: null },
  { day: 7, always_open: false, closed: true, opening_time: null, closing_time: null },
];

export const attractionSchedule = {
  schedule: weekSchedule,
  local_prices: { price_type: 3, adult: 5, child: 0 },
  foreing_prices: { price_type: 4, adult: 12.5, child: 6 },
};
