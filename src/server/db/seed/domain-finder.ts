import { candidateDomains } from '../../../shared/domain-finder';
import type { Db } from '../client';
import { gymDomainCandidates, gyms } from '../schema/index';

/** Three demo gyms without a website (addresses plausible, not real), for the domain finder. */
const GYMS_WITHOUT_WEBSITE = [
  {
    clubNumber: 'CO-2104',
    name: 'Summit Flyers Gymnastics, LLC',
    addressLine1: '4880 Pearl Pkwy',
    city: 'Boulder',
    state: 'CO',
    zip: '80301',
    country: 'United States',
    phone: '(303) 555-0177',
    type: 'gymnastics',
    latitude: '40.024593',
    longitude: '-105.249557',
  },
  {
    clubNumber: 'TN-3310',
    name: 'Riverbend Tumbling Academy',
    addressLine1: '1412 Cowart St',
    city: 'Chattanooga',
    state: 'TN',
    zip: '37408',
    country: 'United States',
    phone: '(423) 555-0119',
    type: 'gymnastics',
    latitude: '35.031470',
    longitude: '-85.311930',
  },
  {
    clubNumber: 'QC-5102',
    name: 'Les Étoiles Gymnastique',
    addressLine1: '3055 Boul. Saint-Martin O',
    city: 'Laval',
    state: 'QC',
    zip: 'H7T 0H4',
    country: 'Canada',
    phone: '(450) 555-0163',
    type: 'gymnastics',
    latitude: '45.568780',
    longitude: '-73.749310',
  },
];

/**
 * The domain finder's demo: gyms without a website, two of them already checked. The first
 * candidate of a checked gym answered with its page, the second resolved without a site, the rest
 * have no address: what a real check of a small gym's name usually finds.
 */
export async function seedDemoDomainFinder(db: Db): Promise<void> {
  const rows = await db
    .insert(gyms)
    .values(GYMS_WITHOUT_WEBSITE.map((g) => ({ ...g, status: 'active' })))
    .returning();
  const checkedAt = new Date();
  for (const gym of rows.slice(0, 2)) {
    const domains = candidateDomains(gym);
    await db.insert(gymDomainCandidates).values(
      domains.map((domain, at) => ({
        gymId: gym.id,
        domain,
        dnsResolves: at < 2,
        httpStatus: at === 0 ? 200 : null,
        finalUrl: at === 0 ? `https://www.${domain}/` : null,
        title: at === 0 ? `${gym.name.replace(/, LLC$/, '')} | ${gym.city}, ${gym.state}` : null,
        checkedAt,
      })),
    );
  }
}
