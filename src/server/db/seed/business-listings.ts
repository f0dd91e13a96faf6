import { writeAnalysis } from '../../features/business-listings/index';
import type { ListingType } from '../../../shared/business-listings';
import type { Tx } from '../client';
import { bizbuysellUrls, businessListings } from '../schema/index';

interface DemoListing {
  title: string;
  type: ListingType;
  location: string;
  price: number;
  revenue: number | null;
  cashFlow: number;
  established: number | null;
  employees: number | null;
  id: string;
  slug: string;
  description: string;
  /** Days since it was filed. */
  age: number;
}

/** A dozen businesses for sale, four of each type, as the club's admins would have filed them. */
const LISTINGS: DemoListing[] = [
  {
    title: 'Established Gymnastics Center with Competitive Team',
    type: 'gymnastics',
    location: 'Round Rock, TX',
    price: 1_150_000,
    revenue: 1_420_000,
    cashFlow: 325_000,
    established: 2006,
    employees: 24,
    id: '2318841',
    slug: 'established-gymnastics-center-with-competitive-team',
    description:
      'Well-known gymnastics center in a growing suburb. 18,000 sq ft facility with foam pit, full spring floor and all equipment included. Recurring monthly tuition from 650 students, a USAG competitive team, summer camps and birthday parties. Trained staff will stay; waitlist for preschool classes. 10-year lease with two renewal options.',
    age: 2,
  },
  {
    title: 'Gymnastics and Cheer Academy, Building Included',
    type: 'gymnastics',
    location: 'Greenville, SC',
    price: 2_400_000,
    revenue: 1_050_000,
    cashFlow: 290_000,
    established: 1998,
    employees: 19,
    id: '2297310',
    slug: 'gymnastics-and-cheer-academy-building-included',
    description:
      'Owner retiring after 25 years. Real estate included: 22,000 sq ft free-standing building on 3 acres with parking for 60 cars. In-ground pit, tumble track and two spring floors. 480 recurring students in recreational gymnastics, cheer and tumbling; Xcel and compulsory teams compete across the state. Seller financing considered for a qualified buyer.',
    age: 6,
  },
  {
    title: 'Preschool Gymnastics Franchise in Busy Retail Center',
    type: 'gymnastics',
    location: 'Scottsdale, AZ',
    price: 385_000,
    revenue: 610_000,
    cashFlow: 118_000,
    established: 2019,
    employees: 9,
    id: '2331207',
    slug: 'preschool-gymnastics-franchise-retail-center',
    description:
      'Franchise location teaching toddler, parent-and-me and preschool gymnastics in a 4,800 sq ft unit of a busy retail center. Online registration and monthly autopay; birthday parties most weekends. Manager-run: the owner works a few hours a week. Franchise transfer fee applies.',
    age: 11,
  },
  {
    title: 'Recreational Gymnastics School, Owner Relocating',
    type: 'gymnastics',
    location: 'Fort Wayne, IN',
    price: 430_000,
    revenue: 780_000,
    cashFlow: 142_000,
    established: 2012,
    employees: 14,
    id: '2284456',
    slug: 'recreational-gymnastics-school-owner-relocating',
    description:
      'Recreational gymnastics for ages 2 to 14 with 390 enrolled students on recurring tuition, an open gym night and school-break camps. 12,500 sq ft leased space with a foam pit. The owner is relocating out of state and will train the buyer for 60 days.',
    age: 19,
  },
  {
    title: 'Profitable Learn-to-Swim School with Indoor Pool',
    type: 'swim',
    location: 'Plano, TX',
    price: 1_650_000,
    revenue: 1_600_000,
    cashFlow: 480_000,
    established: 2001,
    employees: 31,
    id: '2290417',
    slug: 'profitable-learn-to-swim-school-indoor-pool',
    description:
      'Learn-to-swim school with its own heated indoor pool, year-round lessons for 900 swimmers on recurring monthly billing, a swim team and online registration. Seller financing available; semi-absentee owner with a general manager in place.',
    age: 1,
  },
  {
    title: 'Swim Academy with Two Leased Pools',
    type: 'swim',
    location: 'Raleigh, NC',
    price: 920_000,
    revenue: 1_180_000,
    cashFlow: 265_000,
    established: 2010,
    employees: 27,
    id: '2309982',
    slug: 'swim-academy-two-leased-pools',
    description:
      'Swim lessons for infants to adults at two leased indoor pools, with 1,100 students on monthly membership. Waitlist every spring. Experienced instructors with Red Cross certification. Long-term lease through 2032 at the main site.',
    age: 4,
  },
  {
    title: 'Franchise Swim School, Semi-Absentee',
    type: 'swim',
    location: 'Tampa, FL',
    price: 950_000,
    revenue: 1_350_000,
    cashFlow: 240_000,
    established: 2016,
    employees: 35,
    id: '2322150',
    slug: 'franchise-swim-school-semi-absentee',
    description:
      'A franchised swim school in a purpose-built facility with a warm-water pool. 850 families on recurring tuition, swim team and summer camps. Semi-absentee owner; general manager runs daily operations. SBA pre-qualified.',
    age: 9,
  },
  {
    title: 'Seasonal Swim Lesson Business',
    type: 'swim',
    location: 'Boise, ID',
    price: 210_000,
    revenue: null,
    cashFlow: 68_000,
    established: 2021,
    employees: 6,
    id: '2336011',
    slug: 'seasonal-swim-lesson-business',
    description:
      'Summer and fall swim lessons taught at rented community pools. Strong local brand and reviews; revenue figures shared with qualified buyers after an NDA.',
    age: 14,
  },
  {
    title: 'Ninja Warrior Gym with Birthday Party Program',
    type: 'ninja',
    location: 'Mesa, AZ',
    price: 520_000,
    revenue: 690_000,
    cashFlow: 175_000,
    established: 2018,
    employees: 16,
    id: '2312768',
    slug: 'ninja-warrior-gym-birthday-party-program',
    description:
      'Obstacle and ninja fitness gym with warped wall, salmon ladder and a full course. Recurring memberships for 320 kids, open gym, summer camps and a busy birthday party package program on weekends. All equipment included; 5-year lease with an option to renew.',
    age: 3,
  },
  {
    title: 'Ninja and Parkour Center in Growing Suburb',
    type: 'ninja',
    location: 'Aurora, CO',
    price: 540_000,
    revenue: 740_000,
    cashFlow: 190_000,
    established: 2017,
    employees: 18,
    id: '2301145',
    slug: 'ninja-and-parkour-center-growing-suburb',
    description:
      'Ninja and parkour classes for ages 4 to 17, adult classes at night and a competitive ninja team that travels to league meets. 14,000 sq ft with the only ninja course within 20 miles. Trained coaches in place.',
    age: 8,
  },
  {
    title: 'Turnkey Ninja Gym, Owner Will Train',
    type: 'ninja',
    location: 'Columbus, OH',
    price: 275_000,
    revenue: 410_000,
    cashFlow: 96_000,
    established: 2022,
    employees: 8,
    id: '2339870',
    slug: 'turnkey-ninja-gym-owner-will-train',
    description:
      'Turnkey ninja gym opened in 2022 with new equipment and a lease in place. Classes and open play with recurring monthly memberships for 210 members; camps during school breaks. The owner will train the buyer for 30 days.',
    age: 17,
  },
  {
    title: 'Ninja Fitness Franchise Resale',
    type: 'ninja',
    location: 'Charlotte, NC',
    price: 310_000,
    revenue: 520_000,
    cashFlow: 110_000,
    established: 2020,
    employees: 12,
    id: '2327734',
    slug: 'ninja-fitness-franchise-resale',
    description:
      'Resale of an operating ninja fitness franchise with classes for ages 5 to 14, birthday parties and holiday camps. Memberships on autopay. Franchise approval required; transfer fee paid by the buyer.',
    age: 22,
  },
];

const addressOf = (l: { slug: string; id: string }) =>
  `https://www.bizbuysell.com/business-opportunity/${l.slug}/${l.id}/`;

/** Pages waiting in the queue for the analyser. */
const WAITING = [
  { slug: 'swim-school-with-lap-pool-lease', id: '2341180', state: 'GA', businessType: 'swim' },
  { slug: 'gymnastics-center-north-suburbs', id: '2340992', state: 'MN', businessType: 'gymnastics' },
] as const;

/**
 * The demo businesses for sale with their analyses (written by the rules once all twelve are in,
 * so each compares with the other listings of its type), and the queue of listing pages: eight
 * analysed, each linked to its listing, and two waiting.
 */
export async function seedDemoBusinessListings(tx: Tx): Promise<void> {
  const now = Date.now();
  const rows = await tx
    .insert(businessListings)
    .values(
      LISTINGS.map((l) => ({
        title: l.title,
        type: l.type,
        description: l.description,
        price: l.price,
        location: l.location,
        listingUrl: addressOf(l),
        bizbuysellId: l.id,
        revenue: l.revenue,
        cashFlow: l.cashFlow,
        established: l.established,
        employees: l.employees,
        createdAt: new Date(now - l.age * 86_400_000),
        updatedAt: new Date(now - l.age * 86_400_000),
      })),
    )
    .returning();
  for (const row of rows) await writeAnalysis(tx, row);
  const watched = rows.slice(0, 8).map((row, i) => ({
    url: row.listingUrl,
    state: /,\s*([A-Z]{2})$/.exec(row.location)?.[1] ?? 'TX',
    businessType: row.type,
    isAnalyzed: true,
    lastAnalyzed: new Date(now - (i + 1) * 3_600_000),
    listingId: row.id,
    createdAt: row.createdAt,
  }));
  const waiting = WAITING.map((w) => ({
    url: addressOf(w),
    state: w.state,
    businessType: w.businessType,
    createdAt: new Date(now - 30 * 60_000),
  }));
  await tx.insert(bizbuysellUrls).values([...watched, ...waiting]);
}
