import type { Db } from '../client';
import { gyms } from '../schema/index';

/**
 * The gym map's demo gyms: four more around Chicago and Dallas, so the map shows clusters, and
 * three that joined without coordinates, so /admin/gym-map has gyms to geocode or place.
 */
const MAP_GYMS: Omit<typeof gyms.$inferInsert, 'id'>[] = [
  {
    clubNumber: 'IL-1104',
    name: 'North Shore Tumbling Center',
    addressLine1: '1818 Ridge Ave',
    city: 'Evanston',
    state: 'IL',
    zip: '60201',
    phone: '(847) 555-0163',
    website: 'https://northshoretumbling.example',
    type: 'gymnastics',
    buildingSqFt: 12500,
    latitude: '42.047310',
    longitude: '-87.688850',
    foundedYear: 2008,
  },
  {
    clubNumber: 'IL-1105',
    name: 'DuPage Flyers Gymnastics',
    addressLine1: '1040 Iroquois Ave',
    city: 'Naperville',
    state: 'IL',
    zip: '60563',
    phone: '(630) 555-0118',
    website: 'https://dupageflyers.example',
    type: 'gymnastics',
    buildingSqFt: 21000,
    latitude: '41.789410',
    longitude: '-88.161720',
    foundedYear: 1999,
  },
  {
    clubNumber: 'TX-1203',
    name: 'Trinity River Gymnastics',
    addressLine1: '2700 Dallas Pkwy',
    city: 'Plano',
    state: 'TX',
    zip: '75093',
    phone: '(972) 555-0177',
    website: 'https://trinityrivergym.example',
    type: 'gymnastics',
    buildingSqFt: 24000,
    latitude: '33.025680',
    longitude: '-96.826340',
    foundedYear: 2004,
  },
  {
    clubNumber: 'TX-1204',
    name: 'Arlington Ninja Lab',
    addressLine1: '1501 N Collins St',
    city: 'Arlington',
    state: 'TX',
    zip: '76011',
    phone: '(817) 555-0129',
    type: 'ninja',
    buildingSqFt: 9800,
    latitude: '32.750740',
    longitude: '-97.092460',
    foundedYear: 2019,
  },
  {
    clubNumber: 'OH-1502',
    name: 'Cuyahoga Valley Gymnastics',
    addressLine1: '4500 Rockside Rd',
    city: 'Independence',
    state: 'OH',
    zip: '44131',
    phone: '(216) 555-0150',
    website: 'https://cuyahogavalleygym.example',
    type: 'gymnastics',
    buildingSqFt: 16000,
    foundedYear: 2012,
  },
  {
    clubNumber: 'MN-1601',
    name: 'North Star Cheer & Tumble',
    addressLine1: '7600 France Ave S',
    city: 'Edina',
    state: 'MN',
    zip: '55435',
    phone: '(952) 555-0136',
    type: 'tumbling',
    buildingSqFt: 11000,
    foundedYear: 2017,
  },
  {
    clubNumber: 'AZ-1701',
    name: 'Saguaro Springs Gymnastics',
    addressLine1: '3150 E Baseline Rd',
    city: 'Gilbert',
    state: 'AZ',
    zip: '85234',
    phone: '(480) 555-0191',
    website: 'https://saguarosprings.example',
    type: 'gymnastics',
    buildingSqFt: 19500,
    foundedYear: 2021,
  },
];

export async function seedDemoGymMap(db: Db): Promise<void> {
  await db
    .insert(gyms)
    .values(MAP_GYMS.map((gym) => ({ status: 'active', ...gym })))
    .onConflictDoNothing({ target: gyms.clubNumber });
}
