import type { WizardRoomStep } from '../../../../../machines/wizardSteps.ts';
import { withCatalogs } from '../../../../i18n/i18n.ts';
import type { StepOfFamily } from '../../builtWizards.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/**
 * Every product step of the hotel and hostel wizards (SPEC §2 "Wizards"): their own information (with the stars),
 * service and booking-details forms, whose words are a catalog of their own fetched with their code
 * (src/i18n/features.ts), and the steps every family shares.
 */
export const HOTEL_STEPS: Record<StepOfFamily<'hotels'>, LazyStepDefinition> = {
  location: GENERAL_STEPS.location,
  multimedia: GENERAL_STEPS.multimedia,
  'cancellation-policy': GENERAL_STEPS['cancellation-policy'],
  'advertising-channels': GENERAL_STEPS['advertising-channels'],
  confirmation: GENERAL_STEPS.confirmation,
  information: lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./HotelInformationStep.tsx')).then(
      (step) => step.hotelInformationStep,
    ),
  ),
  service: lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./HotelServiceStep.tsx')).then((step) => step.hotelServiceStep),
  ),
  'booking-details': lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./HotelBookingStep.tsx')).then((step) => step.hotelBookingStep),
  ),
};

/**
 * The steps of one room of a hotel or hostel (SPEC §2: room-information … room-confirmation): its own information
 * and amenities forms, and the steps every product has, which read the room's id and type (stepContextOf).
 */
export const HOTEL_ROOM_STEPS: Record<WizardRoomStep, LazyStepDefinition> = {
  'room-information': lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./RoomInformationStep.tsx')).then(
      (step) => step.roomInformationStep,
    ),
  ),
  'room-amenities': lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./RoomAmenitiesStep.tsx')).then((step) => step.roomAmenitiesStep),
  ),
  'room-multimedia': GENERAL_STEPS.multimedia,
  'room-cancellation-policy': GENERAL_STEPS['cancellation-policy'],
  'room-service-rules': GENERAL_STEPS['service-rules'],
  'room-recommendations': GENERAL_STEPS.recommendations,
  'room-confirmation': GENERAL_STEPS.confirmation,
};
