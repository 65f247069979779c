import type { CatalogKind } from '../schema.ts';
import { type CatalogEntry, catalogRows } from './catalogRows.ts';

/** [stable id, Spanish, English]. Ids never change once shipped: products store them. */

/** The guides' catalogues of the information-additional step (issue 30, SPEC §3 Guide: expertise, categories). */
const GUIDE_CATALOGS: Record<Extract<CatalogKind, `guide_${string}`>, CatalogEntry[]> = {
  guide_expertise: [
    ['history', 'Historia', 'History'],
    ['maya_culture', 'Cultura maya', 'Maya culture'],
    ['archaeology', 'Arqueología', 'Archaeology'],
    ['birdwatching', 'Observación de aves', 'Birdwatching'],
    ['volcanoes', 'Volcanes y montaña', 'Volcanoes and mountains'],
    ['flora_fauna', 'Flora y fauna', 'Flora and fauna'],
    ['gastronomy', 'Gastronomía', 'Food and drink'],
    ['coffee', 'Café', 'Coffee'],
    ['architecture', 'Arquitectura colonial', 'Colonial architecture'],
    ['photography', 'Fotografía', 'Photography'],
  ],
  guide_category: [
    ['city', 'Guía de ciudad', 'City guide'],
    ['nature', 'Guía de naturaleza', 'Nature guide'],
    ['mountain', 'Guía de montaña', 'Mountain guide'],
    ['cultural', 'Guía cultural', 'Cultural guide'],
    ['adventure', 'Guía de aventura', 'Adventure guide'],
    ['museum', 'Guía de museos', 'Museum guide'],
    ['driver', 'Guía conductor', 'Driver guide'],
  ],
};

export const guidesCatalogEntries = () => catalogRows(GUIDE_CATALOGS);
