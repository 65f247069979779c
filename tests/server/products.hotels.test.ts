// Issue 29: the hotels family's own rules, beyond what every family shares (products.families.test.ts): the
// booking step's reveals, a room's checks, the rooms' hold on their property's review and commission, and who
// reaches a room.
import { beforeAll, describe, expect, it } from 'vitest';
import { hotelBooking, hotelRoom } from './hotelsRequests.ts';
import { multipart, picture } from './imageFixtures.ts';
import { app, call, newProvider, operator, other, setUpProductApp } from './productFixtures.ts';
import { placeIn, policy } from './productStepRequests.ts';
import { bearer } from './testApp.ts';

setUpProductApp();

const information = {
  type_of_property: 'property_type:3:backpackers',
  name: 'Hostal del Lago',
  title: 'Hostal frente al lago',
  description: 'Un hostal para mochileros frente al lago.',
};

let token: string;
let email: string;
let png: Buffer;
beforeAll(async () => {
  ({ token, email } = await newProvider());
  png = await picture(40, 30, '#2a6f97').png().toBuffer();
});

async function newHostel(as = token) {
  const created = await call('POST', '/api/hotels?product_type=3&language_code=es', as, information);
  expect(created.statusCode, created.body).toBe(201);
  return created.json()._id as string;
}

async function addRoom(hostel: string, body: object = hotelRoom) {
  const created = await call('POST', `/api/hotels/rooms/${hostel}/es/3`, token, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { _id: string; product_type: number; step_validate: Record<string, boolean> };
}

const status = async (id: string) =>
  (await call('GET', `/api/products/${id}`, token)).json().tb_gcm_status._id;

/** Every step of a hostel and of one room saved, the hostel sent to review: its id and the room's. */
async function hostelInReview() {
  const id = await newHostel();
  const place = await placeIn('gt');
  const saves = [
    call('PUT', `/api/hotels/location/${id}`, token, {
      ...place,
      real_address: 'Calle 1',
      latitude: 14.7,
      length: -91.2,
    }),
    call('PUT', `/api/hotels/service/${id}/es/3`, token, { assigned: [], breakfast: 0, parking: 0, wifi: 1 }),
    call('PUT', `/api/hotels/booking/${id}/3`, token, hotelBooking),
    call('PUT', `/api/general/custom-policies/${id}/3/es`, token, policy),
    call('PUT', `/api/general/networks-channels/${id}/3/es`, token, {
      social_networks: ['social_network:instagram'],
      sell_channels: [],
    }),
  ];
  for (const saved of await Promise.all(saves)) expect(saved.statusCode, saved.body).toBe(200);
  await mainPicture(id, 3);
  expect((await call('PUT', `/api/hotels/multimedia/3/${id}`, token)).statusCode).toBe(200);
  const room = await addRoom(id);
  const roomSaves = [
    call('PUT', `/api/hotels/room-amenities/${room._id}/es/19`, token, { assigned: ['room_amenity:locker'] }),
    call('PUT', `/api/general/custom-policies/${room._id}/19/es`, token, policy),
    call('PUT', `/api/general/custom-terms/${room._id}/19/es`, token, { custom_terms: [] }),
    call('PUT', `/api/general/agreement/${room._id}/19`, token, { use_terms_agreement: true }),
  ];
  for (const saved of await Promise.all(roomSaves)) expect(saved.statusCode, saved.body).toBe(200);
  await mainPicture(room._id, 19);
  expect((await call('PUT', `/api/hotels/multimedia/19/${room._id}`, token)).statusCode).toBe(200);
  const on = await call('PUT', `/api/hotels/status/${id}`, token, { product_type: 3, status: 2 });
  expect(on.statusCode, on.body).toBe(200);
  return { id, room: room._id };
}

async function mainPicture(id: string, type: number) {
  const body = multipart([{ field: 'file', filename: 'foto.png', type: 'image/png', data: png }]);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/hotels/main-picture/${type}/${id}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the booking-details step of a hotel or hostel', () => {
  it('keeps only what the choices show: no check-in start or early check-in without a fixed schedule', async () => {
    const id = await newHostel();
    const saved = await call('PUT', `/api/hotels/booking/${id}/3`, token, {
      ...hotelBooking,
      fixed_time: false,
      surchange_late: 3,
      surchange_late_value: 20,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call('GET', `/api/hotels/booking/${id}/3`, token)).json();
    expect(read).toEqual({
      fixed_time: false,
      check_out_time_start: '11:00',
      check_out_time_end: '12:00',
      early_check_available: false,
      late_check_available: true,
      surchange_late: 3,
    });
  });

  it.each([
    [
      'a fixed schedule without its check-in start',
      { check_in_time_start: undefined },
      'check_in_time_start',
    ],
    ['a check-out that ends before it starts', { check_out_time_end: '10:00' }, 'check_out_time_end'],
    [
      'a late surcharge in dollars without an amount',
      { surchange_late_value: undefined },
      'surchange_late_value',
    ],
    ['an early surcharge over 100 %', { surchange_early_value: 120 }, 'surchange_early_value'],
    ['an early check-in without its surcharge kind', { surchange_early: undefined }, 'surchange_early'],
  ])('refuses %s, naming the field', async (_, change, field) => {
    const id = await newHostel();
    const res = await call('PUT', `/api/hotels/booking/${id}/3`, token, { ...hotelBooking, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
  });
});

describe('a room', () => {
  it('is a hostel room (19) of its hostel, its title the card name, and reads back what was saved', async () => {
    const hostel = await newHostel();
    const room = await addRoom(hostel, { ...hotelRoom, extra_person: false, mg_id: 'x' });
    expect(room.product_type).toBe(19);
    expect(room.step_validate).toEqual({ step1: true });
    const read = await call('GET', `/api/hotels/room/${room._id}/es/19`, token);
    expect(read.statusCode, read.body).toBe(200);
    const { extra_person_price: _dropped, ...kept } = hotelRoom;
    expect(read.json()).toMatchObject({ ...kept, extra_person: false, ht_room_id: room._id });
    expect(read.json()).not.toHaveProperty('extra_person_price');
    const card = (await call('GET', `/api/products/${room._id}`, token)).json();
    expect(card.name).toBe(hotelRoom.title);
    const [listed] = (await call('GET', `/api/hotels/rooms/${hostel}/en/3`, token)).json();
    expect(listed).toMatchObject({
      _id: room._id,
      title: hotelRoom.title,
      type_of_room: 'Double',
      capacity: 2,
    });
  });

  it.each([
    ['an unknown room type', { type_of_room: 'room_type:castle' }, 'type_of_room'],
    ['an unknown bed', { beds: [{ type_of_bed_id: 'bed:cloud', no_bed: 1 }] }, 'beds.0.type_of_bed_id'],
    ['a night at no price', { price_per_night: 0 }, 'price_per_night'],
    ['extra guests without their price', { extra_person_price: undefined }, 'extra_person_price'],
    ['a blank title', { title: '   ' }, 'title'],
  ])('refuses %s, naming the field, and adds nothing', async (_, change, field) => {
    const hostel = await newHostel();
    const res = await call('POST', `/api/hotels/rooms/${hostel}/es/3`, token, { ...hotelRoom, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect((await call('GET', `/api/hotels/rooms/${hostel}/es/3`, token)).json()).toEqual([]);
  });

  it("is another provider's 404: its rooms, its steps, a new room in it; the operator reads them", async () => {
    const hostel = await newHostel();
    const room = await addRoom(hostel);
    const answers = [
      await call('GET', `/api/hotels/rooms/${hostel}/es/3`, other),
      await call('POST', `/api/hotels/rooms/${hostel}/es/3`, other, hotelRoom),
      await call('GET', `/api/hotels/room/${room._id}/es/19`, other),
      await call('PUT', `/api/hotels/room/${room._id}/es/19`, other, hotelRoom),
      await call('DELETE', `/api/hotels/room/${room._id}/es/19`, other),
      await call('PUT', `/api/general/custom-policies/${room._id}/19/es`, other, policy),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    expect((await call('GET', `/api/hotels/rooms/${hostel}/es/3`, operator)).statusCode).toBe(200);
    expect((await call('GET', `/api/hotels/room/${room._id}/es/19`, operator)).statusCode).toBe(200);
  });

  it("answers 404 at the wrong type: a hotel's path type for a hostel, a hotel room's type for a hostel's", async () => {
    const hostel = await newHostel();
    const room = await addRoom(hostel);
    expect((await call('GET', `/api/hotels/rooms/${hostel}/es/2`, token)).statusCode).toBe(404);
    expect((await call('GET', `/api/hotels/room/${room._id}/es/14`, token)).statusCode).toBe(404);
    expect((await call('GET', `/api/hotels/room/${hostel}/es/19`, token)).statusCode).toBe(404);
  });
});

describe('a room is what is sold (SPEC §6: room-level for types 2 and 3)', () => {
  it("prices its nights from its room information, and the hostel's own price preview has none", async () => {
    const hostel = await newHostel();
    const room = await addRoom(hostel);
    const info = await call('GET', `/api/promotions-new/product-info/${room._id}?product_type=19`, token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({
      _id: room._id,
      product_type: 19,
      base_price: hotelRoom.price_per_night,
      weekend_price: hotelRoom.weekend_price,
      min_night: 1,
    });
    // Monday 2099-03-02 to Sunday 2099-03-08: five weeknights and the weekend's at their own prices.
    const preview = await call(
      'GET',
      `/api/promotions-new/price-preview/${room._id}?start=2099-03-02&days=7`,
      token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const prices = new Set(
      (preview.json().nights as { list_price: number | null }[]).map((night) => night.list_price),
    );
    expect(prices).toEqual(new Set([hotelRoom.price_per_night, hotelRoom.weekend_price]));
    const own = await call(
      'GET',
      `/api/promotions-new/price-preview/${hostel}?start=2099-03-02&days=1`,
      token,
    );
    expect(own.json().nights[0].list_price).toBeNull();
  });

  it('has its own calendar; its hostel has none (its rooms are what is booked)', async () => {
    const hostel = await newHostel();
    const room = await addRoom(hostel);
    const block = (id: string, product_type: number) =>
      call('PUT', `/api/accommodation/availability/${id}`, token, {
        product_type,
        start_date: '2099-04-10',
        end_date: '2099-04-12',
        lock_type: 'blocked',
      });
    const blocked = await block(room._id, 19);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const ranges = (id: string) => call('GET', `/api/accommodation/availability/${id}/es`, token);
    expect((await ranges(room._id)).json().data).toMatchObject([
      { start_date: '2099-04-10', end_date: '2099-04-12', lock_type: 'blocked' },
    ]);
    expect((await ranges(hostel)).statusCode).toBe(404);
    expect((await block(hostel, 3)).statusCode).toBe(404);
    expect((await call('GET', `/api/calendar/products/${hostel}/sync`, token)).statusCode).toBe(404);
  });

  it('is named in its reservation with its hostel, whose address it shows; a hostel’s reservations are its rooms’', async () => {
    const { id: hostel, room } = await hostelInReview();
    const simulated = await call('POST', '/api/simulate/bookings', operator, {
      provider_email: email,
      product_id: room,
      start_in_days: 20,
      nights: 2,
    });
    expect(simulated.statusCode, simulated.body).toBe(201);
    const booking = simulated.json() as { _id: string };
    const read = await call('GET', `/api/bookings/${booking._id}`, token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().product).toMatchObject({
      _id: room,
      name: hotelRoom.title,
      address: 'Calle 1',
      property: { _id: hostel, name: information.name, product_type: 3 },
    });
    expect(read.json().product.photo).toMatch(/^\/files\//);
    const ofType = async (type: number) =>
      ((await call('GET', `/api/bookings?type=${type}`, token)).json().data as { _id: string }[]).map(
        (reservation) => reservation._id,
      );
    expect(await ofType(3)).toContain(booking._id);
    expect(await ofType(19)).toContain(booking._id);
    expect(await ofType(1)).not.toContain(booking._id);
  });
});

describe('the rooms and their property', () => {
  it("send a visible property back to review when a room changes, and take the hotel's commission", async () => {
    const { id, room } = await hostelInReview();
    await app.deps.db.updateTable('products').set({ status: 'published' }).where('id', '=', id).execute();
    const saved = await call('PUT', `/api/hotels/room/${room}/es/19`, token, {
      ...hotelRoom,
      price_per_night: 70,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await status(id)).toBe(2);
    const commission = await call('PUT', `/api/hotels/commission/${id}`, token, {
      product_type: 3,
      commission_model: 2,
    });
    expect(commission.statusCode, commission.body).toBe(200);
    expect((await call('GET', `/api/products/${room}`, token)).json().commission_model).toBe(2);
    const added = await call('POST', `/api/hotels/rooms/${id}/es/3`, token, hotelRoom);
    const addedCard = await call('GET', `/api/products/${added.json()._id}`, token);
    expect(addedCard.json().commission_model).toBe(2);
  });

  it('hide the property when the last complete room goes, which it cannot be switched on without', async () => {
    const { id, room } = await hostelInReview();
    expect(await status(id)).toBe(2);
    expect((await call('DELETE', `/api/hotels/room/${room}/es/19`, token)).statusCode).toBe(200);
    expect(await status(id)).toBe(1);
    const on = await call('PUT', `/api/hotels/status/${id}`, token, { product_type: 3, status: 2 });
    expect(on.statusCode).toBe(409);
    expect(on.json().code).toBe('no_complete_room');
  });

  it("are counted on their property's card: how many, and how many have every step done", async () => {
    const { id } = await hostelInReview();
    await addRoom(id);
    const list = await call('GET', '/api/products?product_type=3&results=48', token);
    expect(list.statusCode, list.body).toBe(200);
    const card = list.json().data.find((item: { _id: string }) => item._id === id);
    expect(card.rooms).toEqual({ total: 2, complete: 1 });
    expect((await call('GET', `/api/products/${id}`, token)).json().rooms).toEqual({ total: 2, complete: 1 });
    const empty = await newHostel();
    expect((await call('GET', `/api/products/${empty}`, token)).json().rooms).toEqual({
      total: 0,
      complete: 0,
    });
  });

  it('are not created as hotels at the stays path: hotels and hostels have their own', async () => {
    const res = await call('POST', '/api/accommodation?product_type=3&language_code=es', token, information);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('product_type');
  });
});
