import type { CatalogKind } from '../schema.ts';
import { type CatalogEntry, catalogRows } from './catalogRows.ts';

/** [stable id, Spanish, English]. Ids never change once shipped: products store them. */

/**
 * The gastronomy family's catalogues (issue 30): the six groups of a restaurant's features step (SPEC §3 "Amenity
 * groups for gastronomy: cuisine, feature, suit_to, special_diet, service, category") and its menu items' categories.
 */
const GASTRONOMY_CATALOGS: Record<
  Extract<CatalogKind, `gastronomy:${string}` | 'menu_category'>,
  CatalogEntry[]
> = {
  'gastronomy:cuisine': [
    ['guatemalan', 'Guatemalteca', 'Guatemalan'],
    ['mexican', 'Mexicana', 'Mexican'],
    ['latin_american', 'Latinoamericana', 'Latin American'],
    ['italian', 'Italiana', 'Italian'],
    ['spanish', 'Española', 'Spanish'],
    ['french', 'Francesa', 'French'],
    ['mediterranean', 'Mediterránea', 'Mediterranean'],
    ['american', 'Estadounidense', 'American'],
    ['japanese', 'Japonesa', 'Japanese'],
    ['chinese', 'China', 'Chinese'],
    ['thai', 'Tailandesa', 'Thai'],
    ['indian', 'India', 'Indian'],
    ['middle_eastern', 'De Medio Oriente', 'Middle Eastern'],
    ['seafood', 'Mariscos', 'Seafood'],
    ['steakhouse', 'Carnes y parrilla', 'Steakhouse'],
    ['international', 'Internacional', 'International'],
    ['fusion', 'Fusión', 'Fusion'],
    ['cafe', 'Cafetería', 'Café'],
  ],
  'gastronomy:feature': [
    ['reservations', 'Acepta reservaciones', 'Takes reservations'],
    ['outdoor_seating', 'Mesas al aire libre', 'Outdoor seating'],
    ['terrace', 'Terraza', 'Terrace'],
    ['view', 'Vista panorámica', 'Scenic view'],
    ['live_music', 'Música en vivo', 'Live music'],
    ['bar', 'Bar', 'Bar'],
    ['wifi', 'Wifi gratis', 'Free wifi'],
    ['parking', 'Parqueo', 'Parking'],
    ['wheelchair', 'Accesible en silla de ruedas', 'Wheelchair accessible'],
    ['private_room', 'Salón privado', 'Private dining room'],
    ['pets_allowed', 'Se admiten mascotas', 'Pets allowed'],
    ['cards', 'Acepta tarjetas', 'Accepts cards'],
  ],
  'gastronomy:suit_to': [
    ['families', 'Familias', 'Families'],
    ['children', 'Niños', 'Children'],
    ['couples', 'Parejas', 'Couples'],
    ['groups', 'Grupos', 'Groups'],
    ['business', 'Reuniones de negocios', 'Business meetings'],
    ['celebrations', 'Celebraciones', 'Celebrations'],
    ['solo', 'Viajeros solos', 'Solo travelers'],
  ],
  'gastronomy:special_diet': [
    ['vegetarian', 'Vegetariana', 'Vegetarian'],
    ['vegan', 'Vegana', 'Vegan'],
    ['gluten_free', 'Sin gluten', 'Gluten-free'],
    ['lactose_free', 'Sin lactosa', 'Lactose-free'],
    ['halal', 'Halal', 'Halal'],
    ['kosher', 'Kosher', 'Kosher'],
    ['low_sugar', 'Baja en azúcar', 'Low sugar'],
  ],
  'gastronomy:service': [
    ['dine_in', 'Para comer en el lugar', 'Dine-in'],
    ['takeaway', 'Para llevar', 'Takeaway'],
    ['delivery', 'Entrega a domicilio', 'Delivery'],
    ['breakfast', 'Desayuno', 'Breakfast'],
    ['lunch', 'Almuerzo', 'Lunch'],
    ['dinner', 'Cena', 'Dinner'],
    ['brunch', 'Brunch', 'Brunch'],
    ['catering', 'Servicio de banquetes', 'Catering'],
    ['buffet', 'Bufé', 'Buffet'],
  ],
  'gastronomy:category': [
    ['restaurant', 'Restaurante', 'Restaurant'],
    ['fine_dining', 'Alta cocina', 'Fine dining'],
    ['casual', 'Casual', 'Casual dining'],
    ['street_food', 'Comida callejera', 'Street food'],
    ['coffee_shop', 'Café', 'Coffee shop'],
    ['bakery', 'Panadería y pastelería', 'Bakery'],
    ['bar_grill', 'Bar y parrilla', 'Bar & grill'],
    ['food_market', 'Mercado gastronómico', 'Food market'],
  ],
  menu_category: [
    ['starter', 'Entradas', 'Starters'],
    ['soup', 'Sopas', 'Soups'],
    ['salad', 'Ensaladas', 'Salads'],
    ['main', 'Platos fuertes', 'Main courses'],
    ['side', 'Acompañamientos', 'Sides'],
    ['dessert', 'Postres', 'Desserts'],
    ['drink', 'Bebidas', 'Drinks'],
    ['kids', 'Menú infantil', 'Kids menu'],
  ],
};

/** Rows of `catalog_entries`, ids prefixed with their kind like the other catalogues. */
export const gastronomyCatalogEntries = () => catalogRows(GASTRONOMY_CATALOGS);
