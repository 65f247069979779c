import type { Deps } from '../../deps.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';

export function catalogHandlers({ db }: Deps) {
  const entries = async (kind: 'language' | 'gender', lang: 'es' | 'en' = 'es') => {
    const rows = await db
      .selectFrom('catalog_entries')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ _id: r.id, name: lang === 'en' ? r.name_en : r.name_es }));
  };
  return {
    listLanguages: (request) => entries('language', request.query.language_code),
    listGenders: (request) => entries('gender', request.query.language_code),
    async listCountries(request) {
      const rows = await db.selectFrom('countries').selectAll().orderBy('name_es').execute();
      const en = request.query.language_code === 'en';
      return rows.map((r) => ({
        _id: r.id,
        code: r.code,
        name: en ? r.name_en : r.name_es,
        phone_prefix: r.phone_prefix,
      }));
    },
    async listStates(request) {
      const rows = await db
        .selectFrom('states')
        .select(['id as _id', 'name'])
        .where('country_id', '=', request.params.countryId)
        .orderBy('name')
        .execute();
      return rows;
    },
    async listCities(request) {
      return db
        .selectFrom('cities')
        .select(['id as _id', 'name'])
        .where('state_id', '=', request.params.stateId)
        .orderBy('name')
        .execute();
    },
  } satisfies PartialHandlerTable;
}
