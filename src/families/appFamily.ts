import type { ProductFamily } from '../../machines/productKinds.ts';
import type { components } from '../../openapi/schema.d.ts';

type Schemas = components['schemas'];

/**
 * What a product family plugs into the app (DESIGN.md "A family is a plug-in on each side"; issue 27): the kinds
 * it serves and the calls every product of it answers at its API base path (SPEC §7). The wizard's steps and the
 * review preview of a family are lazy parts of those features, keyed by the family's id (docs/architecture.md
 * "How to add a product family (app)"): this layer imports no feature, so every feature can read it.
 */
export interface AppFamily<Id extends string = string> {
  /** Its API base path's name (`/api/<id>/…`), as the contract's files under openapi/paths/products/ are named. */
  id: Id;
  /** The kinds table's families whose products its base path serves. */
  serves: readonly ProductFamily[];
  /**
   * Its calls, a chunk of their own (`<family>Calls.ts`) fetched the first time a product of the family needs one:
   * every screen that reads the family list (the wizard, the cards) would otherwise carry every family's paths.
   */
  calls: () => Promise<FamilyCalls>;
}

/**
 * The calls a product answers at its family's own paths, typed by the contract: the card menus' (status switch,
 * commission, removal) and the steps every family's wizard shares whose paths are the family's (location, gallery).
 */
export interface FamilyCalls {
  putStatus: (id: string, body: Schemas['StatusChange']) => Promise<Schemas['ProductListItem']>;
  putCommission: (id: string, body: Schemas['CommissionChange']) => Promise<Schemas['ProductListItem']>;
  remove: (id: string, productType: number) => Promise<unknown>;
  location: {
    load: (id: string) => Promise<Schemas['ProductLocation']>;
    save: (id: string, body: Schemas['ProductLocation']) => Promise<Schemas['StepSaved']>;
  };
  /** SPEC §7 "Gallery". Uploads go as the browser's FormData (the typed body only satisfies the contract's shape). */
  gallery: {
    load: (type: number, id: string) => Promise<Schemas['Gallery']>;
    uploadMain: (type: number, id: string, form: FormData) => Promise<Schemas['Gallery']>;
    upload: (type: number, id: string, form: FormData) => Promise<Schemas['Gallery']>;
    remove: (type: number, id: string, galleryId: string) => Promise<Schemas['Gallery']>;
    save: (type: number, id: string) => Promise<Schemas['StepSaved']>;
  };
}
