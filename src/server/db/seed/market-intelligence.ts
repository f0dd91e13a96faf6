import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { analysisResults, users } from '../schema/index';
import {
  ANALYSIS_TYPE,
  computeAnalysis,
  rulesMarketWriter,
  writeMarketRows,
  type MarketDataRow,
} from '../../features/market-intelligence/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * DEMO SAMPLE, not official statistics: rounded, plausible figures for the zip codes of the US
 * demo gyms (and two neighbours of the demo owner's), so the market intelligence page shows a
 * full analysis on a fresh start. Stored with source 'demo sample'; a real install imports its
 * market data or fills it from the Census Bureau (decision 0163).
 */
const SAMPLE_YEAR = 2023;
const zip = (
  code: string,
  name: string,
  latitude: number,
  longitude: number,
  childPopulation: number,
  households: number,
  medianIncome: number,
): MarketDataRow => ({
  type: 'zip',
  code,
  name,
  latitude,
  longitude,
  vintageYear: SAMPLE_YEAR,
  childPopulation,
  households,
  medianIncome,
  metrics: {},
});

export const DEMO_MARKET_SAMPLE: MarketDataRow[] = [
  zip('62704', 'Springfield, IL 62704', 39.7714, -89.685, 6_300, 16_200, 61_500),
  zip('62702', 'Springfield, IL 62702', 39.819, -89.643, 4_100, 11_800, 44_900),
  zip('62703', 'Springfield, IL 62703', 39.761, -89.627, 3_700, 9_600, 47_200),
  zip('60618', 'Chicago, IL 60618', 41.9466, -87.7046, 13_900, 37_400, 88_300),
  zip('60647', 'Chicago, IL 60647', 41.9209, -87.7017, 14_600, 38_900, 96_100),
  zip('60657', 'Chicago, IL 60657', 41.9401, -87.6533, 7_800, 42_300, 112_400),
  zip('60201', 'Evanston, IL 60201', 42.0546, -87.6942, 8_900, 17_600, 97_800),
  zip('78758', 'Austin, TX 78758', 30.3885, -97.707, 9_800, 22_100, 62_700),
  zip('77006', 'Houston, TX 77006', 29.741, -95.392, 1_900, 13_800, 91_400),
  zip('94303', 'Palo Alto, CA 94303', 37.453, -122.118, 9_100, 16_300, 146_800),
  zip('92627', 'Costa Mesa, CA 92627', 33.646, -117.923, 8_200, 23_600, 98_200),
  zip('33614', 'Tampa, FL 33614', 28.009, -82.505, 9_400, 20_300, 52_600),
  zip('43231', 'Columbus, OH 43231', 40.081, -82.938, 4_200, 9_900, 63_800),
  zip('80210', 'Denver, CO 80210', 39.679, -104.963, 5_100, 15_200, 118_600),
  zip('11101', 'Long Island City, NY 11101', 40.747, -73.939, 4_600, 20_700, 111_900),
  zip('30339', 'Atlanta, GA 30339', 33.871, -84.463, 3_300, 11_900, 84_100),
  zip('98034', 'Kirkland, WA 98034', 47.716, -122.212, 7_600, 19_800, 124_300),
  {
    type: 'county',
    code: '17167',
    name: 'Sangamon County, IL',
    latitude: null,
    longitude: null,
    vintageYear: SAMPLE_YEAR,
    childPopulation: 31_200,
    households: 84_300,
    medianIncome: 67_800,
    metrics: {},
  },
];

/** The sample, and a completed analysis of the demo owner's own zip code (15 minutes). */
export async function seedDemoMarketIntelligence(tx: Tx): Promise<void> {
  await writeMarketRows(tx, DEMO_MARKET_SAMPLE, 'demo sample');
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner) return;
  const [held] = await tx
    .select({ id: analysisResults.id })
    .from(analysisResults)
    .where(and(eq(analysisResults.userId, owner.id), eq(analysisResults.analysisType, ANALYSIS_TYPE)));
  if (held) return;
  const [row] = await tx
    .insert(analysisResults)
    .values({
      userId: owner.id,
      analysisType: ANALYSIS_TYPE,
      status: 'processing',
      location: '62704',
      driveTimeMinutes: 15,
    })
    .returning();
  await computeAnalysis(tx, row!, rulesMarketWriter);
}
