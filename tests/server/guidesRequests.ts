// Paths and valid bodies of the guides family (issue 30, book-a-guide 16), shared by its server tests.

export const GUIDE_TYPE = 16;

export const guides = {
  create: (lang = 'es') => `/api/bookAGuide?product_type=${GUIDE_TYPE}&language_code=${lang}`,
  information: (id: string, type?: number) => `/api/bookAGuide/${id}${type ? `?product_type=${type}` : ''}`,
  remove: (id: string) => `/api/bookAGuide/${id}`,
  status: (id: string) => `/api/bookAGuide/status/${id}`,
  commission: (id: string) => `/api/bookAGuide/commission/${id}`,
  catalog: (kind: string, lang = 'es') => `/api/bookAGuide/catalogs/${kind}?language_code=${lang}`,
  extras: (id: string, type = GUIDE_TYPE, lang = 'es') =>
    `/api/bookAGuide/information-additional/${id}/${lang}/${type}`,
  location: (id: string) => `/api/bookAGuide/location/${id}`,
  fees: (id: string) => `/api/bookAGuide/fees/${id}`,
  gallery: (id: string, type = GUIDE_TYPE) => `/api/bookAGuide/multimedia/${type}/${id}`,
  mainPicture: (id: string, type = GUIDE_TYPE) => `/api/bookAGuide/main-picture/${type}/${id}`,
};

/** SPEC §3 Guide information, with the title and description every product has. */
export const information = {
  name: ' Lucía Chávez ',
  title: 'Antigua con una guía de la ciudad',
  description: 'Recorridos a pie por iglesias, mercados y casas coloniales.',
  age: 34,
  year_experience: 9,
  professional_licence: ' INGUAT-4471 ',
  coberage_area: ' Antigua Guatemala y Sacatepéquez ',
};

export const guideExtras = {
  vehicle: true,
  before_booking: 2,
  max_traveler: 12,
  expertise: ['guide_expertise:history', 'guide_expertise:architecture'],
  categories: ['guide_category:city'],
  languages: ['es', 'en'],
};

/** Both prices offered, with the commission model the platform manages. */
export const guideFees = { price_type: 2, price_per_hour: 25, price_per_day: 160.5, commission_model: 2 };
