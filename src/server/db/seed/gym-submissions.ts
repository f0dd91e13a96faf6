import type { Db } from '../client';
import { gymSubmissions } from '../schema/index';

type SubmissionSeed = Omit<typeof gymSubmissions.$inferInsert, 'id'>;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * Pending submissions for the admin review queue. Two are near-duplicates of demo gyms
 * (Prairie State Gymnastics Academy, Lone Star Gymnastics) so the similar-gym check shows.
 */
export const DEMO_SUBMISSIONS: SubmissionSeed[] = [
  {
    name: 'Prairie State Gymnastics',
    addressLine1: '2150 W Wabash Ave',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    country: 'United States',
    phone: '(217) 555-0142',
    submitterName: 'Dana Whitfield',
    submitterEmail: 'dana.whitfield@example.com',
    createdAt: daysAgo(6),
  },
  {
    name: 'Lone Star Gym LLC',
    addressLine1: '8800 Research Blvd',
    addressLine2: 'Suite 120',
    city: 'Austin',
    state: 'TX',
    zip: '78758',
    country: 'United States',
    website: 'https://lonestargym.example',
    submitterName: 'Marcus Reyes',
    submitterEmail: 'marcus.reyes@example.com',
    createdAt: daysAgo(4),
  },
  {
    name: 'Magnolia Tumbling Academy',
    addressLine1: '615 Lakeland Dr',
    city: 'Jackson',
    state: 'MS',
    zip: '39216',
    country: 'United States',
    phone: '(601) 555-0118',
    website: 'https://magnoliatumbling.example',
    email: 'hello@magnoliatumbling.example',
    submitterName: 'Claire Boudreaux',
    submitterEmail: 'claire@magnoliatumbling.example',
    createdAt: daysAgo(3),
  },
  {
    name: 'Red River Ninja Gym',
    addressLine1: '1750 Pembina Hwy',
    city: 'Winnipeg',
    state: 'MB',
    zip: 'R3T 2G2',
    country: 'Canada',
    phone: '(204) 555-0176',
    submitterName: 'Owen Fraser',
    submitterEmail: 'owen.fraser@example.com',
    createdAt: daysAgo(2),
  },
  {
    name: 'Harbour City Gymnastics',
    addressLine1: '14 Parramatta Rd',
    city: 'Sydney',
    state: 'NSW',
    zip: '2050',
    country: 'Australia',
    email: 'office@harbourcitygym.example',
    submitterName: 'Priya Natarajan',
    submitterEmail: 'priya@harbourcitygym.example',
    createdAt: daysAgo(1),
  },
];

export async function seedDemoGymSubmissions(db: Db): Promise<void> {
  await db.insert(gymSubmissions).values(DEMO_SUBMISSIONS.map((s) => ({ ...s, status: 'pending' })));
}
