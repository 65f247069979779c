import type { ROOM_STEPS, VACATION_RENTAL_STEPS } from '../../../machines/wizardSteps.ts';
import type { StepDefinition } from './stepDefinition.ts';
import { advertisingChannelsStep } from './steps/AdvertisingChannelsStep.tsx';
import { bookingDetailsStep } from './steps/BookingDetailsStep.tsx';
import { cancellationPolicyStep } from './steps/CancellationPolicyStep.tsx';
import { capacityStep } from './steps/CapacityStep.tsx';
import { confirmationStep } from './steps/ConfirmationStep.tsx';
import { featureStep } from './steps/FeatureStep.tsx';
import { informationStep } from './steps/InformationStep.tsx';
import { locationStep } from './steps/LocationStep.tsx';
import { multimediaStep } from './steps/MultimediaStep.tsx';
import { priceSeasonsStep } from './steps/PriceSeasonsStep.tsx';
import { recommendationsStep } from './steps/RecommendationsStep.tsx';
import { roomsStep } from './steps/RoomsStep.tsx';
import { serviceAmenitiesStep } from './steps/ServiceAmenitiesStep.tsx';
import { serviceRulesStep } from './steps/ServiceRulesStep.tsx';

type StayStep = (typeof VACATION_RENTAL_STEPS)[number] | (typeof ROOM_STEPS)[number];

/** Every step of the vacation rental, unique stay and private room wizards (SPEC §2 "Wizards"). */
export const STAY_STEPS: Record<StayStep, StepDefinition> = {
  information: informationStep,
  location: locationStep,
  feature: featureStep,
  rooms: roomsStep,
  capacity: capacityStep,
  'service-amenities': serviceAmenitiesStep,
  multimedia: multimediaStep,
  'booking-details': bookingDetailsStep,
  'cancellation-policy': cancellationPolicyStep,
  'price-seasons': priceSeasonsStep,
  'service-rules': serviceRulesStep,
  'advertising-channels': advertisingChannelsStep,
  recommendations: recommendationsStep,
  confirmation: confirmationStep,
};
