import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_TYPE, type ProductType } from '../../../machines/productKinds.ts';
import { hasCommissionModel, mayCreateType, WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import { hasAnyRole, PRODUCT_ROLES, ROLE } from '../../../machines/roles.ts';
import type { Wizard } from '../../../machines/wizardSteps.ts';

/**
 * What a provider can add (SPEC §2 "Add products", §6 product availability), as pure data: segments,
 * their cards, and who may see each. The views only render what `catalogueFor` answers.
 */

export type SegmentId = 'accommodation' | 'activities' | 'transport' | 'packages';
export type SegmentRoute =
  | '/select-accommodation'
  | '/select-things-to-do'
  | '/select-transportation'
  | '/select-products';
export type CardIcon =
  | 'home'
  | 'sparkles'
  | 'door'
  | 'building'
  | 'bed'
  | 'map'
  | 'users'
  | 'compass'
  | 'ticket'
  | 'restaurant'
  | 'car'
  | 'steering'
  | 'bus'
  | 'plane'
  | 'helicopter'
  | 'backpack';

/** A card of a kind; who may see it is who may create its kind (the kinds table's `creators`). */
export interface CatalogueCard {
  type: ProductType;
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: CardIcon;
}

export interface Segment {
  id: SegmentId;
  roles: readonly number[];
  title: MessageDescriptor;
  description: MessageDescriptor;
  route: SegmentRoute;
  cards: readonly CatalogueCard[];
}

/*
 * SPEC §6 gives role 1 every segment below, as the source app's administrator had them; here role 1 is the platform
 * operator, who owns no products (machines/roles.ts, docs/decisions.md "Issue 25: roles per operation").
 */
/** SPEC §6 segments 2 and 3: roles 2-3. */
const PROVIDERS = [ROLE.provider, ROLE.agency] as const;
/** SPEC §6 segment 1 (accommodation): roles 2-4. */
const WITH_AGENTS = PRODUCT_ROLES;

export const CATALOGUE: readonly Segment[] = [
  {
    id: 'accommodation',
    roles: WITH_AGENTS,
    title: msg`Alojamiento`,
    description: msg`Casas, habitaciones, hoteles y lugares únicos para pasar la noche.`,
    route: '/select-accommodation',
    cards: [
      {
        type: PRODUCT_TYPE.vacationRental,
        icon: 'home',
        title: msg`Alquiler vacacional`,
        description: msg`Una casa o apartamento completo para los viajeros.`,
      },
      {
        type: PRODUCT_TYPE.uniqueStay,
        icon: 'sparkles',
        title: msg`Estancia única`,
        description: msg`Cabañas, domos, casas en el árbol y otros lugares diferentes.`,
      },
      {
        type: PRODUCT_TYPE.privateRoom,
        icon: 'door',
        title: msg`Habitación privada`,
        description: msg`Una habitación dentro de tu casa o alojamiento.`,
      },
      {
        type: PRODUCT_TYPE.hotel,
        icon: 'building',
        title: msg`Hotel`,
        description: msg`Un hotel con varias habitaciones y servicios.`,
      },
      {
        type: PRODUCT_TYPE.hostel,
        icon: 'bed',
        title: msg`Hostal`,
        description: msg`Camas y habitaciones compartidas o privadas.`,
      },
    ],
  },
  {
    id: 'activities',
    roles: PROVIDERS,
    title: msg`Actividades`,
    description: msg`Tours, experiencias, guías, atracciones y restaurantes.`,
    route: '/select-things-to-do',
    cards: [
      {
        type: PRODUCT_TYPE.privateTour,
        icon: 'map',
        title: msg`Tours y experiencias`,
        description: msg`Recorridos privados o en grupo con un itinerario.`,
      },
      {
        type: PRODUCT_TYPE.collectiveCommunityTourism,
        icon: 'users',
        title: msg`Turismo comunitario`,
        description: msg`Experiencias con comunidades locales.`,
      },
      {
        type: PRODUCT_TYPE.bookAGuide,
        icon: 'compass',
        title: msg`Reserva un guía`,
        description: msg`Ofrece tus servicios como guía por hora o por día.`,
      },
      {
        type: PRODUCT_TYPE.attraction,
        icon: 'ticket',
        title: msg`Atracciones`,
        description: msg`Parques, museos y lugares con entrada.`,
      },
      {
        type: PRODUCT_TYPE.gastronomy,
        icon: 'restaurant',
        title: msg`Restaurantes`,
        description: msg`Tu restaurante con su menú y horarios.`,
      },
    ],
  },
  {
    id: 'transport',
    roles: PROVIDERS,
    title: msg`Transporte`,
    description: msg`Autos, traslados, vuelos y helicópteros.`,
    route: '/select-transportation',
    cards: [
      {
        type: PRODUCT_TYPE.carRental,
        icon: 'car',
        title: msg`Alquiler de autos`,
        description: msg`Vehículos que los viajeros conducen.`,
      },
      {
        type: PRODUCT_TYPE.privateTransport,
        icon: 'steering',
        title: msg`Transporte privado`,
        description: msg`Traslados con conductor para un grupo.`,
      },
      {
        type: PRODUCT_TYPE.collectiveShuttle,
        icon: 'bus',
        title: msg`Shuttles colectivos`,
        description: msg`Rutas compartidas con horarios fijos.`,
      },
      {
        type: PRODUCT_TYPE.flight,
        icon: 'plane',
        title: msg`Vuelos`,
        description: msg`Vuelos privados o chárter.`,
      },
      {
        type: PRODUCT_TYPE.helicopter,
        icon: 'helicopter',
        title: msg`Helicópteros`,
        description: msg`Traslados y paseos en helicóptero.`,
      },
    ],
  },
  {
    id: 'packages',
    roles: PROVIDERS,
    title: msg`Paquetes`,
    description: msg`Combina alojamiento, actividades y transporte en un solo producto.`,
    route: '/select-products',
    cards: [
      {
        type: PRODUCT_TYPE.touristPackage,
        icon: 'backpack',
        title: msg`Paquete turístico`,
        description: msg`Varios días de viaje con todo incluido.`,
      },
    ],
  },
];

const opensTo = (allowed: readonly number[], roles: readonly number[]) => hasAnyRole(roles, allowed);

/** The segments and cards the given roles may add; a segment left without cards is left out. */
export function catalogueFor(roles: readonly number[]): Segment[] {
  return CATALOGUE.filter((segment) => opensTo(segment.roles, roles))
    .map((segment) => ({
      ...segment,
      cards: segment.cards.filter((card) => mayCreateType(roles, card.type)),
    }))
    .filter((segment) => segment.cards.length > 0);
}

/**
 * Whether choosing the card asks for the commission model first (SPEC §6/§9): not for attractions and restaurants,
 * nor for transport kinds, which are contact requests (the kinds table's `commission`).
 */
export const asksCommission = (type: ProductType) => hasCommissionModel(type);

/** The wizard whose information step starts a product of this type. */
export const wizardOf = (type: ProductType): Wizard => WIZARD_OF_TYPE[type] ?? 'transportation';
