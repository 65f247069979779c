import type { Deps } from '../../deps.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';
import { catalogOf } from './catalogEntries.ts';
import { citiesOf, countriesOf, statesOf } from './places.ts';

export function catalogHandlers({ db }: Deps) {
  return {
    listLanguages: (request) => catalogOf(db, 'language', request.query.language_code ?? 'es'),
    listGenders: (request) => catalogOf(db, 'gender', request.query.language_code ?? 'es'),
    listCountries: (request) => countriesOf(db, request.query.language_code ?? 'es'),
    listStates: (request) => statesOf(db, request.params.countryId),
    listCities: (request) => citiesOf(db, request.params.stateId),
  } satisfies PartialHandlerTable;
}
