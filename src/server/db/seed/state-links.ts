import type { StateLinkCategory } from '../../../shared/state-links';
import { US_STATES } from '../../../shared/regions';
import type { Db } from '../client';
import { stateLinks } from '../schema/index';

type Link = { title: string; url: string; category: StateLinkCategory };

/** The business registry and the insurance regulator of each US state a demo gym is in. */
const US_OFFICES: Record<string, { registry: Link; insurance: Link }> = {
  IL: {
    registry: {
      title: 'Illinois Secretary of State — Business Services',
      url: 'https://www.ilsos.gov/departments/business_services/home.html',
      category: 'licensing',
    },
    insurance: { title: 'Illinois Department of Insurance', url: 'https://idoi.illinois.gov/', category: 'insurance' },
  },
  TX: {
    registry: {
      title: 'Texas Secretary of State — Business Filings',
      url: 'https://www.sos.state.tx.us/corp/index.shtml',
      category: 'licensing',
    },
    insurance: { title: 'Texas Department of Insurance', url: 'https://www.tdi.texas.gov/', category: 'insurance' },
  },
  CA: {
    registry: {
      title: 'California Secretary of State — bizfile Online',
      url: 'https://bizfileonline.sos.ca.gov/',
      category: 'licensing',
    },
    insurance: {
      title: 'California Department of Insurance',
      url: 'https://www.insurance.ca.gov/',
      category: 'insurance',
    },
  },
  FL: {
    registry: {
      title: 'Florida Division of Corporations (Sunbiz)',
      url: 'https://dos.fl.gov/sunbiz/',
      category: 'licensing',
    },
    insurance: { title: 'Florida Office of Insurance Regulation', url: 'https://floir.com/', category: 'insurance' },
  },
  OH: {
    registry: {
      title: 'Ohio Secretary of State — Businesses',
      url: 'https://www.ohiosos.gov/businesses/',
      category: 'licensing',
    },
    insurance: { title: 'Ohio Department of Insurance', url: 'https://insurance.ohio.gov/', category: 'insurance' },
  },
  CO: {
    registry: {
      title: 'Colorado Secretary of State — Business',
      url: 'https://www.coloradosos.gov/biz/',
      category: 'licensing',
    },
    insurance: { title: 'Colorado Division of Insurance', url: 'https://doi.colorado.gov/', category: 'insurance' },
  },
  NY: {
    registry: {
      title: 'New York Division of Corporations',
      url: 'https://dos.ny.gov/corporations',
      category: 'licensing',
    },
    insurance: {
      title: 'New York Department of Financial Services',
      url: 'https://www.dfs.ny.gov/',
      category: 'insurance',
    },
  },
  GA: {
    registry: { title: 'Georgia Corporations Division', url: 'https://ecorp.sos.ga.gov/', category: 'licensing' },
    insurance: {
      title: 'Georgia Office of Insurance Commissioner',
      url: 'https://oci.georgia.gov/',
      category: 'insurance',
    },
  },
  WA: {
    registry: {
      title: 'Washington Corporations and Charities Division',
      url: 'https://www.sos.wa.gov/corporations-charities',
      category: 'licensing',
    },
    insurance: {
      title: 'Washington Office of the Insurance Commissioner',
      url: 'https://www.insurance.wa.gov/',
      category: 'insurance',
    },
  },
};

/** A US state's links: its USA Gymnastics state program, its offices, SafeSport and the SBA. */
function usLinks(code: string): Link[] {
  const name = US_STATES[code as keyof typeof US_STATES];
  const offices = US_OFFICES[code]!;
  return [
    {
      title: `USA Gymnastics ${name} State Program`,
      url: `https://usagym.org/states/${code.toLowerCase()}/`,
      category: 'association',
    },
    {
      title: `AAU Gymnastics — ${name} District`,
      url: `https://aausports.org/districts/${code.toLowerCase()}`,
      category: 'association',
    },
    offices.registry,
    offices.insurance,
    {
      title: 'U.S. Center for SafeSport — coach training',
      url: 'https://uscenterforsafesport.org/training-and-education/',
      category: 'resources',
    },
    {
      title: `SBA offices in ${name}`,
      url: `https://www.sba.gov/local-assistance/find/?type=SBA%20District%20Office&state=${code}`,
      category: 'resources',
    },
  ];
}

const CANADA: Record<string, Link[]> = {
  ON: [
    { title: 'Gymnastics Ontario', url: 'https://www.gymnasticsontario.ca/', category: 'association' },
    {
      title: 'Ontario Business Registry',
      url: 'https://www.ontario.ca/page/ontario-business-registry',
      category: 'licensing',
    },
    {
      title: 'Financial Services Regulatory Authority of Ontario',
      url: 'https://www.fsrao.ca/',
      category: 'insurance',
    },
    {
      title: 'Coaching Association of Canada — Safe Sport Training',
      url: 'https://safesport.coach.ca/',
      category: 'resources',
    },
  ],
  BC: [
    { title: 'Gymnastics BC', url: 'https://www.gymbc.org/', category: 'association' },
    { title: 'BC Registries and Online Services', url: 'https://www.bcregistry.gov.bc.ca/', category: 'licensing' },
    { title: 'BC Financial Services Authority', url: 'https://www.bcfsa.ca/', category: 'insurance' },
    {
      title: 'Coaching Association of Canada — Safe Sport Training',
      url: 'https://safesport.coach.ca/',
      category: 'resources',
    },
  ],
  AB: [
    { title: 'Alberta Gymnastics Federation', url: 'https://www.abgym.ab.ca/', category: 'association' },
    { title: 'Alberta Corporate Registry', url: 'https://www.alberta.ca/corporate-registry', category: 'licensing' },
    { title: 'Alberta Insurance Council', url: 'https://www.abcouncil.ab.ca/', category: 'insurance' },
    {
      title: 'Coaching Association of Canada — Safe Sport Training',
      url: 'https://safesport.coach.ca/',
      category: 'resources',
    },
  ],
};

/** The demo state links: every state and province a demo gym is in. */
export const DEMO_STATE_LINKS = [
  ...Object.keys(US_OFFICES).flatMap((state) => usLinks(state).map((link) => ({ state, ...link }))),
  ...Object.entries(CANADA).flatMap(([state, links]) => links.map((link) => ({ state, ...link }))),
];

export async function seedDemoStateLinks(db: Db): Promise<void> {
  await db.insert(stateLinks).values(DEMO_STATE_LINKS);
}
