// Bodies of the hotels family's steps (issue 29), as a provider's forms send them.

/** A fixed schedule from 14:00, check-out 11:00 to 12:00, early check-in for 15 %, late check-out for USD 20. */
export const hotelBooking = {
  fixed_time: true,
  check_in_time_start: '14:00',
  check_out_time_start: '11:00',
  check_out_time_end: '12:00',
  early_check_available: true,
  surchange_early: 2,
  surchange_early_value: 15,
  late_check_available: true,
  surchange_late: 1,
  surchange_late_value: 20,
};

/** A double room for two, one queen bed and a private bathroom, from USD 65 a night. */
export const hotelRoom = {
  title: 'Doble estándar',
  type_of_room: 'room_type:double',
  class_of_room: 'room_class:standard',
  capacity: 2,
  capacity_room: 4,
  price_per_night: 65,
  weekend_price: 75,
  high_price: 90,
  high_wd_price: 80,
  extra_person: true,
  extra_person_price: 15,
  beds: [{ type_of_bed_id: 'bed:queen', no_bed: 1 }],
  bathroom_id: 'bathroom:private',
};
