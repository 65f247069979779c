// Reference data loaded by migration 0002. Guatemala and El Salvador carry their departments
// (22 and 14, SPEC §3) with main municipalities; the other phone countries of SPEC §5 one level each.

export const countries = [
  { id: 'gt', code: 'GT', name_es: 'Guatemala', name_en: 'Guatemala', phone_prefix: '+502' },
  { id: 'bz', code: 'BZ', name_es: 'Belice', name_en: 'Belize', phone_prefix: '+501' },
  { id: 'cr', code: 'CR', name_es: 'Costa Rica', name_en: 'Costa Rica', phone_prefix: '+506' },
  {
    id: 'do',
    code: 'DO',
    name_es: 'República Dominicana',
    name_en: 'Dominican Republic',
    phone_prefix: '+1',
  },
  { id: 'sv', code: 'SV', name_es: 'El Salvador', name_en: 'El Salvador', phone_prefix: '+503' },
  { id: 'hn', code: 'HN', name_es: 'Honduras', name_en: 'Honduras', phone_prefix: '+504' },
  { id: 'ni', code: 'NI', name_es: 'Nicaragua', name_en: 'Nicaragua', phone_prefix: '+505' },
  { id: 'pa', code: 'PA', name_es: 'Panamá', name_en: 'Panama', phone_prefix: '+507' },
  { id: 'us', code: 'US', name_es: 'Estados Unidos', name_en: 'United States', phone_prefix: '+1' },
];

/** state name → cities, per country id */
export const places: Record<string, Record<string, string[]>> = {
  gt: {
    'Alta Verapaz': ['Cobán', 'San Pedro Carchá', 'Lanquín'],
    'Baja Verapaz': ['Salamá', 'Rabinal'],
    Chimaltenango: ['Chimaltenango', 'Tecpán Guatemala'],
    Chiquimula: ['Chiquimula', 'Esquipulas'],
    'El Progreso': ['Guastatoya', 'Sanarate'],
    Escuintla: ['Escuintla', 'Puerto San José', 'Santa Lucía Cotzumalguapa'],
    Guatemala: ['Guatemala', 'Mixco', 'Villa Nueva', 'San José Pinula'],
    Huehuetenango: ['Huehuetenango', 'Todos Santos Cuchumatán'],
    Izabal: ['Puerto Barrios', 'Livingston', 'Río Dulce'],
    Jalapa: ['Jalapa', 'Monjas'],
    Jutiapa: ['Jutiapa', 'Asunción Mita'],
    Petén: ['Flores', 'San Benito', 'Santa Elena'],
    Quetzaltenango: ['Quetzaltenango', 'Zunil', 'Almolonga'],
    Quiché: ['Santa Cruz del Quiché', 'Chichicastenango'],
    Retalhuleu: ['Retalhuleu', 'Champerico'],
    Sacatepéquez: ['Antigua Guatemala', 'Ciudad Vieja', 'Jocotenango'],
    'San Marcos': ['San Marcos', 'Malacatán'],
    'Santa Rosa': ['Cuilapa', 'Monterrico'],
    Sololá: ['Sololá', 'Panajachel', 'San Pedro La Laguna', 'Santiago Atitlán'],
    Suchitepéquez: ['Mazatenango', 'Chicacao'],
    Totonicapán: ['Totonicapán', 'San Cristóbal Totonicapán'],
    Zacapa: ['Zacapa', 'Estanzuela'],
  },
  sv: {
    Ahuachapán: ['Ahuachapán', 'Apaneca'],
    Cabañas: ['Sensuntepeque', 'Ilobasco'],
    Chalatenango: ['Chalatenango', 'La Palma'],
    Cuscatlán: ['Cojutepeque', 'Suchitoto'],
    'La Libertad': ['Santa Tecla', 'La Libertad', 'El Tunco'],
    'La Paz': ['Zacatecoluca', 'Olocuilta'],
    'La Unión': ['La Unión', 'Conchagua'],
    Morazán: ['San Francisco Gotera', 'Perquín'],
    'San Miguel': ['San Miguel', 'Chinameca'],
    'San Salvador': ['San Salvador', 'Soyapango', 'Antiguo Cuscatlán'],
    'San Vicente': ['San Vicente', 'Tecoluca'],
    'Santa Ana': ['Santa Ana', 'Metapán'],
    Sonsonate: ['Sonsonate', 'Juayúa'],
    Usulután: ['Usulután', 'Jiquilisco'],
  },
  bz: { Belize: ['Belize City', 'San Pedro'], Cayo: ['San Ignacio', 'Belmopan'] },
  cr: { 'San José': ['San José', 'Escazú'], Guanacaste: ['Liberia', 'Tamarindo'] },
  do: { 'Distrito Nacional': ['Santo Domingo'], 'La Altagracia': ['Higüey', 'Punta Cana'] },
  hn: { 'Francisco Morazán': ['Tegucigalpa'], 'Islas de la Bahía': ['Roatán', 'Utila'] },
  ni: { Managua: ['Managua'], Granada: ['Granada'] },
  pa: { Panamá: ['Ciudad de Panamá'], Chiriquí: ['David', 'Boquete'] },
  us: {
    California: ['Los Angeles', 'San Francisco'],
    Florida: ['Miami', 'Orlando'],
    Texas: ['Houston', 'Austin'],
  },
};

export const languages = [
  { id: 'es', name_es: 'Español', name_en: 'Spanish' },
  { id: 'en', name_es: 'Inglés', name_en: 'English' },
  { id: 'pt', name_es: 'Portugués', name_en: 'Portuguese' },
  { id: 'fr', name_es: 'Francés', name_en: 'French' },
  { id: 'zh', name_es: 'Mandarín', name_en: 'Mandarin' },
  { id: 'ru', name_es: 'Ruso', name_en: 'Russian' },
];

export const genders = [
  { id: 'female', name_es: 'Mujer', name_en: 'Woman' },
  { id: 'male', name_es: 'Hombre', name_en: 'Man' },
  { id: 'other', name_es: 'Prefiero no decirlo', name_en: 'Prefer not to say' },
];

/** Stable ids: country id + a slug of the name, so ids survive re-seeding. */
export function placeId(parent: string, name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${parent}-${slug}`;
}
