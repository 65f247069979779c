import { isHotelType, isRoomType } from '../../../../../machines/productTypes.ts';
import type { ProductFamilyPlugin } from '../../productFamily.ts';
import { ROOM_STEPS, requireCompleteRoom } from './hotelRooms.ts';
import { HOTEL_STEPS } from './hotelSteps.ts';
import { hotelHandlers } from './hotels.handlers.ts';

/**
 * Hotels and hostels (2, 3) at /api/hotels, the family whose products hold products: their rooms (14, 19), each
 * with its own steps, gallery, prices and calendar. A property goes to review only with a complete room.
 */
export const HOTELS = {
  name: 'hotels',
  basePath: '/api/hotels',
  serves: isHotelType,
  operations: {
    status: 'setHotelStatus',
    commission: 'setHotelCommission',
    remove: 'deleteHotel',
    location: { read: 'getHotelLocation', save: 'saveHotelLocation' },
    gallery: {
      read: 'getHotelGallery',
      uploadMainPicture: 'uploadHotelMainPicture',
      addFiles: 'addHotelGalleryFiles',
      removeFile: 'deleteHotelGalleryFile',
      completeStep: 'saveHotelGalleryStep',
    },
  },
  steps: HOTEL_STEPS,
  rooms: {
    serves: isRoomType,
    list: 'listHotelRooms',
    create: 'createHotelRoom',
    remove: 'deleteHotelRoom',
    steps: ROOM_STEPS,
  },
  readyForReview: requireCompleteRoom,
  handlers: hotelHandlers,
} satisfies ProductFamilyPlugin;
