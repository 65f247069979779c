import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Wizard, WizardStep } from '../../machines/wizardSteps.ts';

/** The name of each wizard, as its pages title it. */
export const WIZARD_TITLES = {
  'vacation-rental': msg`Alquiler vacacional`,
  'unique-stay': msg`Estancia única`,
  room: msg`Habitación privada`,
  hotel: msg`Hotel`,
  hostel: msg`Hostal`,
  tour: msg`Tour`,
  'community-tourism': msg`Turismo comunitario`,
  'tourist-package': msg`Paquete turístico`,
  attractions: msg`Atracción`,
  gastronomy: msg`Gastronomía`,
  'book-guide': msg`Reserva un guía`,
  transportation: msg`Transporte`,
} as const satisfies Record<Wizard, MessageDescriptor>;

/** The name of each wizard step. */
export const WIZARD_STEP_TITLES = {
  information: msg`Información`,
  location: msg`Ubicación`,
  feature: msg`Características`,
  features: msg`Características`,
  rooms: msg`Habitaciones`,
  capacity: msg`Capacidad`,
  'service-amenities': msg`Servicios y comodidades`,
  service: msg`Servicios`,
  multimedia: msg`Fotos y videos`,
  'booking-details': msg`Detalles de la reserva`,
  'cancellation-policy': msg`Política de cancelación`,
  'price-seasons': msg`Precios y temporadas`,
  'service-rules': msg`Reglas del servicio`,
  'advertising-channels': msg`Canales de publicidad`,
  recommendations: msg`Recomendaciones`,
  confirmation: msg`Confirmación`,
  'information-additional': msg`Información adicional`,
  'bring-additional': msg`Qué llevar`,
  bringAdditional: msg`Qué llevar`,
  availability: msg`Disponibilidad`,
  itinerary: msg`Itinerario`,
  prices: msg`Precios`,
  price: msg`Tarifas`,
  schedule: msg`Horarios`,
  menu: msg`Menú`,
  'room-information': msg`Información de la habitación`,
  'room-amenities': msg`Comodidades de la habitación`,
  'room-multimedia': msg`Fotos de la habitación`,
  'room-cancellation-policy': msg`Política de cancelación de la habitación`,
  'room-service-rules': msg`Reglas de la habitación`,
  'room-recommendations': msg`Recomendaciones de la habitación`,
  'room-confirmation': msg`Confirmación de la habitación`,
} as const satisfies Record<WizardStep, MessageDescriptor>;
