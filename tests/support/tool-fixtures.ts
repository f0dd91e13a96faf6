/** Worked examples the tools' API tests share (imported by *.test.ts only). */

/**
 * The worked example, by hand:
 *   entry fees  Level 4: 6 × $95 = $570; Level 5: 4 × $110 = $440          → $1,010.00
 *   travel      120 mi × 2 trips × $0.67 = $160.80; tolls $5.50 × 2 = $11    → $171.80
 *   lodging     2 nights × $139                                               → $278.00
 *   sessions    3 × ($40 + $25 food)                                          → $195.00
 *   team fees   1 × $150                                                      → $150.00
 *   other       $35 + $20                                                     → $55.00
 *   subtotal    1,010 + 171.80 + 278 + 195 + 150 + 55                         → $1,859.80
 *   card fee    3% of $1,859.80 = $55.794                                     → $55.79
 *   total       $1,859.80 + $55.79                                            → $1,915.59
 *   per gymnast $1,915.59 ÷ 10 = $191.559                                     → $191.56
 */
export const stateMeet = {
  meetName: 'Spring State Championships',
  date: '2026-03-14',
  location: 'Springfield, IL',
  levels: [
    { levelName: 'Level 4', numGymnasts: 6, costPerGymnast: 95 },
    { levelName: 'Level 5', numGymnasts: 4, costPerGymnast: 110 },
  ],
  details: {
    milesPerTrip: 120,
    numRoundTrips: 2,
    mileageRate: 0.67,
    tollsPerTrip: 5.5,
    numNights: 2,
    costPerNight: 139,
    numSessions: 3,
    costPerSession: 40,
    foodExpensePerSession: 25,
    otherExpenses: 35,
    miscExpenses: 20,
    numTeams: 1,
    teamFee: 150,
    enableCreditCardFee: true,
    creditCardFeePercentage: 3,
  },
};
export const stateTotals = {
  entryFees: 1010,
  travel: 171.8,
  lodging: 278,
  sessions: 195,
  teamFees: 150,
  other: 55,
  subtotal: 1859.8,
  creditCardFee: 55.79,
  total: 1915.59,
  totalGymnasts: 10,
  perGymnast: 191.56,
};

export const recreational = {
  name: 'Recreational',
  studentProgramRatio: 8,
  percentEnrollment: 85,
  enrollments: 150,
  studentsPerClass: 10,
  totalClasses: 20,
  classLength: 60,
  instructors: 5,
  instructorHours: 12,
  pricePerClass: 20,
  instructorWage: 18,
  officeManagerWage: 200,
  generalManagerWage: 300,
  weeks: 12,
};
export const recreationalResults = {
  capacity: 200,
  openSeats: 50,
  utilizationPercent: 75,
  targetEnrollments: 170,
  instructorsPerClass: 2,
  classHoursPerWeek: 20,
  revenue: 36000,
  targetRevenue: 40800,
  instructorCost: 12960,
  overheadCost: 6000,
  totalCost: 18960,
  grossMargin: 17040,
  grossMarginPercent: 47.33,
};
