/** Demo articles for the coffee corner: practical reading for gym owners (spec 000 §1). */
export interface DemoArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  daysAgo: number;
  displayOrder?: number;
  cover: {
    from: string;
    to: string;
    accent: string;
    motif: 'tag' | 'loop' | 'people' | 'podium' | 'bars' | 'calendar' | 'shield' | 'megaphone' | 'grid';
  };
  reviews: { name: string; rating: number; text?: string; daysAgo: number }[];
  content: string;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'pricing-your-recreational-classes',
    title: 'Pricing Your Recreational Classes Without Guesswork',
    excerpt:
      'Start from your real cost per class hour, not from the gym down the road. A step-by-step way to set tuition that covers coaches, rent and growth.',
    author: 'Dana Whitfield',
    tags: ['pricing', 'finance'],
    daysAgo: 3,
    cover: { from: '#0f2a4a', to: '#2f5f94', accent: '#f5a524', motif: 'tag' },
    reviews: [
      {
        name: 'Marcy T.',
        rating: 5,
        text: 'We raised our preschool tuition $8 after doing the cost-per-hour math. Nobody left.',
        daysAgo: 2,
      },
      {
        name: 'Coach Ray',
        rating: 4,
        text: 'Solid framework. I wish it covered sibling discounts in more depth.',
        daysAgo: 1,
      },
    ],
    content: `<p>Hi {{first_name}}. Most gym owners set tuition by looking at the gym across town and knocking off five dollars. It feels safe, but it hands your pricing to someone who does not know your rent, your payroll or your goals. Here is a calmer way to price recreational classes at {{gym_name}}.</p>
<h2>1. Know your cost per class hour</h2>
<p>Add up a normal month of fixed costs: rent or mortgage, utilities, insurance, software, equipment payments and office payroll. Divide by the number of class hours you run in that month. Then add the coach wage for one hour, including payroll taxes. That is what one hour of class costs you before a single child walks in.</p>
<p>Example: $24,000 of monthly fixed costs across 600 class hours is $40 an hour. Add a $22 coach with 12% taxes and you are at about $65 per class hour.</p>
<h2>2. Price against a realistic fill rate</h2>
<p>Do not price for a full class. Price for the average fill you actually see, usually 70 to 80 percent. If a class holds 8 and averages 6, six families carry that $65 hour: about $11 per child per hour before profit.</p>
<h2>3. Add margin on purpose</h2>
<p>A healthy recreational program carries a 20 to 30 percent margin, because recreation pays for the things that do not pay for themselves: team travel subsidies, scholarships, new equipment. At a 25 percent margin that child's hour becomes roughly $14.50, or $58 for a four-week month of one-hour classes.</p>
<h2>4. Then look at the market</h2>
<ul>
<li>If you land well below nearby gyms, you are leaving money on the table; move up in steps.</li>
<li>If you land well above, look at fill rate and class length before you cut price.</li>
<li>If you land close, compete on experience: clean facility, clear progress reports, friendly front desk.</li>
</ul>
<h2>5. Raise prices gently and often</h2>
<p>A small yearly increase of 3 to 5 percent, announced 30 days ahead with a short note about what families get, causes far less churn than a big jump every four years.</p>
<blockquote>Price is a message. It tells families what you believe your coaching is worth.</blockquote>`,
  },
  {
    slug: 'the-first-90-days-retention',
    title: 'The First 90 Days: Where Retention Is Won or Lost',
    excerpt:
      'Most families who quit decide in the first three months. Five simple touches that keep new gymnasts coming back.',
    author: 'Luis Moreno',
    tags: ['retention', 'customer experience'],
    daysAgo: 8,
    cover: { from: '#134e4a', to: '#0f766e', accent: '#fbc24f', motif: 'loop' },
    reviews: [
      {
        name: 'Jen at Summit',
        rating: 5,
        text: 'The day-10 phone call alone cut our early drops in half.',
        daysAgo: 6,
      },
      { name: 'Pat O.', rating: 5, daysAgo: 4 },
      { name: 'Alyssa', rating: 4, text: 'Practical. Printed the checklist for the front desk.', daysAgo: 3 },
    ],
    content: `<p>If you track when families cancel, you will likely find a spike between weeks 6 and 12. That is when the novelty fades, the first missed class happens, and parents quietly decide whether gym is "our thing". Retention is mostly won in those first 90 days.</p>
<h2>The five touches</h2>
<ol>
<li><strong>Day 1 welcome.</strong> The coach learns the child's name before class and says it three times. The front desk hands the parent a one-page "what to expect" sheet.</li>
<li><strong>Day 10 phone call.</strong> Not an email: a two-minute call from the front desk asking how it is going. Problems surface while they are still small.</li>
<li><strong>Week 4 skill card.</strong> Send home a card with the first skills the child has earned. Visible progress is the strongest reason to stay.</li>
<li><strong>Week 6 make-up nudge.</strong> Families who miss two classes in a row rarely come back on their own. Offer a make-up class by name.</li>
<li><strong>Week 12 parent check-in.</strong> Invite parents to watch the last ten minutes of class and ask about next session.</li>
</ol>
<h2>Measure it</h2>
<p>Track the share of new enrollments still active at day 90. Many gyms sit near 60 percent; the best programs run above 80. Every point matters: on a 400-student program with a $70 monthly tuition, moving from 65 to 75 percent ninety-day retention is worth tens of thousands of dollars a year.</p>
<h2>Make it someone's job</h2>
<p>Retention touches fall through the cracks when "everyone" owns them. Put them on one person's weekly checklist, with a simple spreadsheet or task list of new families and the date of each touch.</p>`,
  },
  {
    slug: 'hiring-and-keeping-great-coaches',
    title: 'Hiring and Keeping Great Coaches in a Tight Market',
    excerpt:
      'Where to find coaching talent, how to interview for it, and the unglamorous things that make coaches stay for years.',
    author: 'Dana Whitfield',
    tags: ['staffing', 'leadership'],
    daysAgo: 15,
    cover: { from: '#3b0764', to: '#6d28d9', accent: '#fdd98a', motif: 'people' },
    reviews: [
      { name: 'Greg H.', rating: 4, text: 'The paid shadow shift idea is gold.', daysAgo: 12 },
      { name: 'Sam K.', rating: 3, text: 'Good, but pay ranges will differ a lot by region.', daysAgo: 10 },
    ],
    content: `<p>Coaches are the product. Families may choose {{gym_name}} for the building, but they stay for the person on the floor with their child. Here is how owners who rarely struggle to staff go about it.</p>
<h2>Grow your own</h2>
<p>Your best future coaches are already in the building: level 6 to 10 athletes, former competitive gymnasts among your parents, and high-school cheerleaders. Start a junior-coach program at 14 or 15 with a clear path: helper, assistant, lead coach, each with training and a raise.</p>
<h2>Interview on the floor</h2>
<p>A résumé tells you little about how someone handles six five-year-olds at once. After a short conversation, invite strong candidates to a <em>paid</em> shadow shift. Watch how they talk to children, whether they spot safely, and how they take feedback.</p>
<h2>What keeps coaches</h2>
<ul>
<li><strong>Predictable schedules.</strong> Publish the schedule a session ahead and protect it.</li>
<li><strong>A visible pay ladder.</strong> Written steps tied to certifications and responsibilities.</li>
<li><strong>Paid education.</strong> Safety certification, clinics and congress attendance signal that you invest in them.</li>
<li><strong>Respect at the front desk.</strong> Coaches should never have to handle billing complaints mid-class.</li>
</ul>
<h2>Run stay interviews</h2>
<p>Twice a year, sit down with each coach and ask: what do you look forward to at work, what frustrates you, and what would make you think about leaving? Exit interviews tell you why people left; stay interviews tell you in time to do something.</p>`,
  },
  {
    slug: 'hosting-a-meet-that-makes-money',
    title: 'Hosting a Meet That Actually Makes Money',
    excerpt:
      'A home meet can fund a season of team travel, or lose money quietly. Budget lines, volunteer planning and the revenue most hosts forget.',
    author: 'Kim Anders',
    tags: ['meets', 'finance', 'events'],
    daysAgo: 22,
    cover: { from: '#7c2d12', to: '#c2410c', accent: '#fde68a', motif: 'podium' },
    reviews: [
      { name: 'Booster club chair', rating: 5, text: 'The sponsor banner tip paid for our awards.', daysAgo: 20 },
      { name: 'Tina', rating: 4, daysAgo: 18 },
    ],
    content: `<p>Every spring, some gyms clear $15,000 on a home meet and others lose money without noticing. The difference is almost always in planning, not in size.</p>
<h2>Build the budget first</h2>
<p>List every cost before you open registration: venue or floor rental, equipment moving, judges' fees and travel, sanctioning, awards, scoring software, insurance, security, printing and hospitality. Then set entry fees from the budget, not from habit.</p>
<table><thead><tr><th>Revenue line</th><th>Often forgotten?</th></tr></thead><tbody>
<tr><td>Athlete entry fees</td><td>No</td></tr>
<tr><td>Spectator admission</td><td>Sometimes</td></tr>
<tr><td>Concessions and merchandise</td><td>Sometimes</td></tr>
<tr><td>Session sponsors and banners</td><td>Often</td></tr>
<tr><td>Photo and video packages</td><td>Often</td></tr>
</tbody></table>
<h2>Plan volunteers like staff</h2>
<p>Map every role per session: check-in, marshals, runners, concessions, awards, clean-up. Ask team families for a set number of hours per athlete, scheduled in advance, with a simple guide for each role.</p>
<h2>Protect the schedule</h2>
<p>Meets lose money when sessions run long: judges cost more, concessions run out, and families leave unhappy. Use realistic warm-up and rotation timings and build in a 15-minute buffer per session.</p>
<h2>Debrief within a week</h2>
<p>Write down what each line actually cost and earned while memories are fresh. Next year's budget starts from this year's numbers.</p>`,
  },
  {
    slug: 'cash-flow-in-a-seasonal-business',
    title: 'Cash Flow in a Seasonal Business: Surviving the Summer Dip',
    excerpt:
      'Enrollment falls in summer while rent does not. How to forecast the dip, build a reserve, and fill the calendar with camps.',
    author: 'Priya Shah',
    tags: ['cash flow', 'finance'],
    daysAgo: 30,
    displayOrder: 0,
    cover: { from: '#14532d', to: '#15803d', accent: '#fbc24f', motif: 'bars' },
    reviews: [
      {
        name: 'Owner in Ohio',
        rating: 5,
        text: 'The 13-week forecast template changed how I sleep in June.',
        daysAgo: 25,
      },
      { name: 'M. Lopez', rating: 4, text: 'Clear and useful.', daysAgo: 24 },
      { name: 'Beth', rating: 5, daysAgo: 21 },
    ],
    content: `<p>Profit and cash are not the same thing. A gym can be profitable for the year and still struggle to make payroll in July. Here is how to plan for the seasonal dip, {{first_name}}.</p>
<h2>Forecast 13 weeks ahead</h2>
<p>Keep a simple weekly sheet: expected tuition deposits, camp revenue, meet fees in, and every payment out (payroll dates, rent, loan payments, insurance, sales tax). Roll it forward every Monday. The point is not precision; it is seeing the low point weeks before you reach it.</p>
<h2>Build a reserve in the strong months</h2>
<p>Set aside a fixed share of revenue from September through April into a separate account. A common target is two months of fixed costs. Treat the transfer like a bill.</p>
<h2>Fill the summer calendar</h2>
<ul>
<li><strong>Day camps</strong> with half-day and full-day options, sold by the week, on sale from March.</li>
<li><strong>Skill clinics</strong> for specific goals: back handsprings, kips, ninja obstacles.</li>
<li><strong>Summer session pricing</strong> that keeps families enrolled at a lighter schedule instead of pausing.</li>
</ul>
<h2>Smooth the big bills</h2>
<p>Ask your insurer and landlord about monthly instead of annual or quarterly payments, and time equipment purchases for the autumn enrollment peak.</p>
<blockquote>Cash is the oxygen of a small business. Plan for the shallow breaths.</blockquote>`,
  },
  {
    slug: 'building-a-front-desk-that-sells',
    title: 'Building a Front Desk That Sells (Without Being Pushy)',
    excerpt:
      'Your front desk answers more questions than your website. A short script, a follow-up rhythm and the numbers to watch.',
    author: 'Luis Moreno',
    tags: ['sales', 'customer experience'],
    daysAgo: 37,
    cover: { from: '#1e3a8a', to: '#3b82f6', accent: '#fde68a', motif: 'megaphone' },
    reviews: [
      { name: 'Front desk lead', rating: 5, text: 'We now book trial classes on the first call.', daysAgo: 33 },
    ],
    content: `<p>When a parent calls or walks in, the front desk has about two minutes to turn curiosity into a booked trial class. Most lost enrollments are not lost on price; they are lost because nobody asked for the next step.</p>
<h2>A four-step conversation</h2>
<ol>
<li><strong>Learn the child's name and age</strong> and use the name from then on.</li>
<li><strong>Ask what they hope for</strong>: confidence, energy outlet, a future competitor?</li>
<li><strong>Recommend one class</strong>, not the whole schedule.</li>
<li><strong>Book a trial</strong> with a date and time before the call ends.</li>
</ol>
<h2>Follow up in rhythm</h2>
<p>Every inquiry gets a same-day text or email, a call two days later and a final note a week later. Most enrollments happen on the second or third touch.</p>
<h2>Watch three numbers</h2>
<ul><li>Inquiries per week</li><li>Share of inquiries that book a trial</li><li>Share of trials that enroll</li></ul>
<p>If trials do not convert, look at the class experience. If inquiries do not book, look at the desk.</p>`,
  },
  {
    slug: 'safety-culture-and-insurance',
    title: 'Safety Culture Is Also a Business Strategy',
    excerpt:
      'Documented spotting standards, equipment checks and incident reports protect athletes first, and your insurance premiums and reputation next.',
    author: 'Kim Anders',
    tags: ['safety', 'operations'],
    daysAgo: 45,
    cover: { from: '#7f1d1d', to: '#b91c1c', accent: '#fecaca', motif: 'shield' },
    reviews: [
      {
        name: 'Insurance-minded owner',
        rating: 4,
        text: 'Our carrier asked for exactly these logs at renewal.',
        daysAgo: 40,
      },
    ],
    content: `<p>Parents trust {{gym_name}} with their children. A visible safety culture honors that trust and, not by accident, makes the business stronger.</p>
<h2>Write the standards down</h2>
<p>Document spotting expectations per skill group, coach-to-athlete ratios per age, and what to do after any fall involving the head or neck. A one-page summary posted in the office beats a binder nobody opens.</p>
<h2>Inspect equipment on a schedule</h2>
<p>Daily quick checks (mats together, cables tight, pits fluffed) and a monthly documented inspection of every apparatus, with dates and initials. Many insurers ask for these records at renewal.</p>
<h2>Report every incident</h2>
<p>Use one short form for every injury, however small, filled in the same day. Patterns in reports (the same beam, the same time of day) are how you prevent the next one.</p>
<h2>Talk about it</h2>
<p>Spend five minutes of each staff meeting on a safety topic, and tell parents what you do. Safety is a reason families choose you.</p>`,
  },
  {
    slug: 'planning-your-schedule-for-capacity',
    title: 'Planning Your Class Schedule for Real Capacity',
    excerpt:
      'Your building has a maximum number of happy athletes per hour. Find it, then design the schedule around your busiest evening.',
    author: 'Priya Shah',
    tags: ['operations', 'pricing'],
    daysAgo: 52,
    cover: { from: '#0c4a6e', to: '#0284c7', accent: '#fbc24f', motif: 'grid' },
    reviews: [
      { name: 'Devon', rating: 5, text: 'We found 40 extra spots on Tuesdays by staggering start times.', daysAgo: 49 },
      { name: 'Carla', rating: 4, daysAgo: 47 },
    ],
    content: `<p>Most gyms are full from 4:30 to 7:30 on weekday evenings and half-empty at every other hour. Growth is not about more classes; it is about using those prime hours well.</p>
<h2>Find your real capacity</h2>
<p>For each area of the floor (preschool, rec, team, tumbling track, ninja), estimate how many athletes can work safely and happily at once. Multiply by the number of prime-time hours per week. That is your ceiling.</p>
<h2>Stagger start times</h2>
<p>Starting classes at 4:30, 4:45 and 5:00 spreads warm-ups and lobby crowds and lets rotations share equipment without waiting.</p>
<h2>Move what can move</h2>
<ul><li>Preschool and homeschool classes to mornings and early afternoons</li><li>Adult classes to late evenings</li><li>Team conditioning to weekend mornings</li></ul>
<h2>Price the prime hours</h2>
<p>It is fair for the most popular slots to cost a little more, or for off-peak slots to carry a small discount. Either way, families self-sort and your busiest hour breathes.</p>`,
  },
  {
    slug: 'reading-your-monthly-numbers',
    title: 'Reading Your Monthly Numbers in Fifteen Minutes',
    excerpt:
      'Five numbers every owner should look at on the first Monday of the month, and what to do when one of them moves.',
    author: 'Dana Whitfield',
    tags: ['finance', 'leadership'],
    daysAgo: 60,
    cover: { from: '#312e81', to: '#4f46e5', accent: '#fde68a', motif: 'calendar' },
    reviews: [{ name: 'New owner', rating: 5, text: 'Finally a list short enough to actually do.', daysAgo: 55 }],
    content: `<p>You do not need to be an accountant to run a healthy gym, {{user_name}}. You need a short, steady habit. On the first Monday of each month, look at these five numbers.</p>
<ol>
<li><strong>Active students</strong>, compared with the same month last year.</li>
<li><strong>New enrollments and cancellations</strong>: the net tells you whether you are growing.</li>
<li><strong>Revenue per student</strong>: total tuition divided by active students. If it falls, discounts are creeping in.</li>
<li><strong>Payroll as a share of revenue</strong>: many gyms aim for 35 to 45 percent.</li>
<li><strong>Cash on hand in weeks of expenses.</strong></li>
</ol>
<h2>When a number moves</h2>
<p>Ask "why" three times before acting. Cancellations up? Which classes? Which coach? Which age? The answer is usually specific, and so is the fix.</p>
<p>Write the five numbers in the same sheet every month. After a year you will know your business's rhythm better than any report can tell you.</p>`,
  },
];
