import { ApiError } from '../../errors.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';

// TEMPORARY while issue 4 is built: answers 501 for product operations not implemented yet.
// Every implemented module is spread after this one and overrides it. Delete when all are built.
const pending = async (): Promise<never> => {
  throw new ApiError(501, 'not_implemented', 'Not implemented yet');
};

export function pendingProductHandlers() {
  return {
    listProducts: pending,
    countProducts: pending,
    getProduct: pending,
    createAccommodation: pending,
    getAccommodationInformation: pending,
    updateAccommodationInformation: pending,
    deleteAccommodation: pending,
    setAccommodationStatus: pending,
    setAccommodationCommission: pending,
    setAccommodationType: pending,
    listPropertyTypes: pending,
    uploadAccommodationMainPicture: pending,
    getAccommodationGallery: pending,
    addAccommodationGalleryFiles: pending,
    deleteAccommodationGalleryFile: pending,
    saveAccommodationGalleryStep: pending,
    getAccommodationLocation: pending,
    saveAccommodationLocation: pending,
    getAccommodationFeatures: pending,
    saveAccommodationFeatures: pending,
    getAccommodationBedrooms: pending,
    saveAccommodationBedrooms: pending,
    getAccommodationAmenities: pending,
    saveAccommodationAmenities: pending,
    getAccommodationBooking: pending,
    saveAccommodationBooking: pending,
    getAccommodationPrice: pending,
    saveAccommodationPrice: pending,
    getCancellationPolicy: pending,
    saveCancellationPolicy: pending,
    getServiceRules: pending,
    saveServiceRules: pending,
    getAdvertisingChannels: pending,
    saveAdvertisingChannels: pending,
    getRecommendations: pending,
    saveRecommendations: pending,
    listBedsOrBathrooms: pending,
    listReviewQueue: pending,
    reviewProduct: pending,
  } satisfies PartialHandlerTable;
}
