import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { bookComments, bookVotes, books, podcastComments, podcastVotes, podcasts, users } from '../schema/index';

const amazon = (title: string, author: string) =>
  `https://www.amazon.com/s?k=${encodeURIComponent(`${title} ${author}`)}`;
const youtube = (name: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(name)}`;

type Business = 'gymnastics' | 'ninja' | 'swim';
interface DemoBook {
  title: string;
  author: string;
  rating: number;
  categories: string[];
  /** Only where the item is about that sport; a business book is for every gym (none). */
  businessType?: Business;
  description: string;
  comments?: [string, string][];
  votes?: Record<string, 1 | -1>;
}
interface DemoPodcast extends Omit<DemoBook, 'author'> {
  host: string;
}

/** Books gym owners recommend to each other; links are Amazon searches, never invented product ids. */
const DEMO_BOOKS: DemoBook[] = [
  {
    title: 'The E-Myth Revisited',
    author: 'Michael E. Gerber',
    rating: 4.5,
    categories: ['systems', 'leadership'],
    description:
      'Why most small businesses stay stuck: the owner works in the business instead of on it. Read it before you write your first operations manual, and your front desk and coaching will stop depending on you being in the building.',
    comments: [
      ['demo_owner', 'The chapter on the franchise prototype is why we finally wrote lesson plans for every level.'],
      [
        'demo_director',
        'Good reminder that a system is what lets a 19-year-old coach deliver the same class we would.',
      ],
    ],
    votes: { demo_owner: 1, demo_director: 1, demo_manager: 1 },
  },
  {
    title: 'Traction',
    author: 'Gino Wickman',
    rating: 4.5,
    categories: ['leadership', 'operations'],
    description:
      'A simple operating system for small companies: a vision on two pages, quarterly priorities, a weekly leadership meeting and a scorecard. Gyms with a director and a few managers use it to stop firefighting.',
    comments: [
      ['demo_manager', 'Our weekly scorecard now has enrollment, churn and failed payments on it. Game changer.'],
    ],
    votes: { demo_owner: 1, demo_manager: 1 },
  },
  {
    title: 'Profit First',
    author: 'Mike Michalowicz',
    rating: 4,
    categories: ['finance'],
    description:
      'Take profit first and run the gym on what is left. The bank-account method is a practical way to build the reserve you need for the summer dip and for new equipment.',
    comments: [
      ['demo_owner', 'We opened the extra accounts in January and had our first real summer reserve by June.'],
    ],
    votes: { demo_owner: 1, demo_director: -1 },
  },
  {
    title: 'Building a StoryBrand',
    author: 'Donald Miller',
    rating: 4,
    categories: ['marketing'],
    description:
      'Make the family the hero and your gym the guide. A clear framework for your website headline, trial-class page and enrollment emails.',
    votes: { demo_manager: 1 },
  },
  {
    title: 'The Five Dysfunctions of a Team',
    author: 'Patrick Lencioni',
    rating: 4.5,
    categories: ['leadership', 'hiring'],
    description:
      'A fable about trust, conflict, commitment, accountability and results. Short enough to read with your leadership team and discuss at a staff meeting.',
    votes: { demo_director: 1 },
  },
  {
    title: 'The Ideal Team Player',
    author: 'Patrick Lencioni',
    rating: 4.5,
    categories: ['hiring'],
    description:
      'Humble, hungry and people-smart: three virtues to interview for. Useful interview questions for hiring coaches who will fit your culture.',
    comments: [['demo_director', 'We added the “hungry” questions to our coach interviews.']],
    votes: { demo_director: 1, demo_owner: 1 },
  },
  {
    title: 'Start with Why',
    author: 'Simon Sinek',
    rating: 4,
    categories: ['leadership', 'marketing'],
    description:
      'Why people follow leaders and buy from businesses that know their purpose. Helps you say in one sentence why your gym exists, and use it in hiring and marketing.',
  },
  {
    title: 'Extreme Ownership',
    author: 'Jocko Willink and Leif Babin',
    rating: 4,
    categories: ['leadership'],
    description:
      'Leaders own everything in their world. Lessons from the battlefield applied to business; good for owners who need their managers to take full ownership of a shift.',
  },
  {
    title: 'Atomic Habits',
    author: 'James Clear',
    rating: 4.5,
    categories: ['personal growth', 'coaching'],
    description:
      'Small habits compound. Useful for your own routines and for how coaches build skills with athletes: make it obvious, attractive, easy and satisfying.',
    votes: { demo_manager: 1, demo_owner: 1 },
  },
  {
    title: 'Never Split the Difference',
    author: 'Chris Voss',
    rating: 4,
    categories: ['negotiation', 'customer service'],
    description:
      'Negotiation techniques from an FBI hostage negotiator. Tactical empathy helps with landlords, vendors and upset parents alike.',
  },
  {
    title: 'Unreasonable Hospitality',
    author: 'Will Guidara',
    rating: 4.5,
    categories: ['customer service'],
    description:
      'How a restaurant team made guests feel cared for beyond reason. Full of ideas for the front desk and for the moments parents remember.',
    comments: [['demo_manager', 'The “legends” idea inspired our birthday card for every athlete.']],
  },
  {
    title: 'Raving Fans',
    author: 'Ken Blanchard and Sheldon Bowles',
    rating: 3.5,
    categories: ['customer service'],
    description:
      'A short parable on turning satisfied customers into fans: decide what you want, discover what they want, deliver plus one percent.',
  },
  {
    title: 'The Coaching Habit',
    author: 'Michael Bungay Stanier',
    rating: 4,
    categories: ['coaching', 'leadership'],
    description:
      'Seven questions that make managers better coaches of their staff. Ask more, advise less; great for directors who lead a team of coaches.',
  },
  {
    title: 'Hug Your Haters',
    author: 'Jay Baer',
    rating: 3.5,
    categories: ['customer service', 'marketing'],
    description:
      'Answer every complaint, in every channel. Practical rules for replying to negative online reviews and social posts.',
  },
  {
    title: 'Little Girls in Pretty Boxes',
    author: 'Joan Ryan',
    rating: 4.5,
    categories: ['athlete welfare', 'culture'],
    businessType: 'gymnastics',
    description:
      'A reporter’s account of how elite gymnastics and figure skating hurt the children in them. Hard reading, and the reason to write down how your coaches train, talk to and protect young athletes.',
    votes: { demo_director: 1 },
  },
  {
    title: 'Total Immersion',
    author: 'Terry Laughlin',
    rating: 4,
    categories: ['coaching', 'programs'],
    businessType: 'swim',
    description:
      'The balance-and-streamline method that made swimming approachable for adults. Worth reading before you design a learn-to-swim ladder or an adult lesson program.',
  },
];

/** Business podcasts and channels; links are YouTube searches, never invented video ids. */
const DEMO_PODCASTS: DemoPodcast[] = [
  {
    title: 'How I Built This',
    host: 'Guy Raz',
    rating: 4.5,
    categories: ['entrepreneurship'],
    description:
      'Founders tell the story of how they built their companies, including the near-failures. Good listening on the drive to a meet.',
    comments: [['demo_owner', 'Every episode has a moment where they almost quit. Oddly reassuring.']],
    votes: { demo_owner: 1, demo_manager: 1 },
  },
  {
    title: 'The Diary of a CEO',
    host: 'Steven Bartlett',
    rating: 4,
    categories: ['leadership', 'entrepreneurship'],
    description: 'Long-form interviews with founders and experts on business, health and psychology.',
    votes: { demo_director: 1 },
  },
  {
    title: 'Masters of Scale',
    host: 'Reid Hoffman',
    rating: 4,
    categories: ['growth'],
    description: 'How companies grow from small to large; useful before opening a second location.',
  },
  {
    title: 'The Tim Ferriss Show',
    host: 'Tim Ferriss',
    rating: 4,
    categories: ['personal growth'],
    description: 'Interviews with high performers about their routines, tools and habits.',
  },
  {
    title: 'EntreLeadership',
    host: 'Ramsey Solutions',
    rating: 4,
    categories: ['leadership', 'finance'],
    description: 'Small-business leadership, hiring and money management from the Ramsey team.',
    comments: [['demo_director', 'The episodes on hiring slowly and firing fast are worth it.']],
    votes: { demo_director: 1, demo_owner: -1 },
  },
  {
    title: 'Marketing School',
    host: 'Neil Patel and Eric Siu',
    rating: 3.5,
    categories: ['marketing'],
    description: 'Ten-minute daily episodes on digital marketing: local search, social ads and email.',
  },
  {
    title: 'The Knowledge Project',
    host: 'Shane Parrish',
    rating: 4.5,
    categories: ['decision making'],
    description:
      'Conversations about better thinking and decision making, for owners who want to make fewer expensive mistakes.',
  },
  {
    title: 'Freakonomics Radio',
    host: 'Stephen J. Dubner',
    rating: 4,
    categories: ['economics'],
    description: 'The hidden side of everything: incentives and behavior, useful when you design pricing and policies.',
  },
  {
    title: 'WorkLife',
    host: 'Adam Grant',
    rating: 4,
    categories: ['culture', 'leadership'],
    description: 'An organizational psychologist on making work not suck: culture, feedback and motivation.',
    votes: { demo_manager: 1 },
  },
  {
    title: 'GymCastic',
    host: 'Jessica O’Beirne',
    rating: 4,
    categories: ['industry news'],
    businessType: 'gymnastics',
    description:
      'The gymnastics podcast: meets, athletes, coaching and the sport’s debates. Keeps you current on what your team families talk about in the lobby.',
  },
];

/** Demo books and podcasts with the demo members' votes and comments. */
export async function seedDemoRecommendations(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo_owner', 'demo_director', 'demo_manager']));
  const idOf = new Map(people.map((p) => [p.username, p.id]));

  for (const [index, b] of DEMO_BOOKS.entries()) {
    const [row] = await db
      .insert(books)
      .values({
        title: b.title,
        author: b.author,
        amazonUrl: amazon(b.title, b.author),
        rating: b.rating,
        description: b.description,
        categories: b.categories,
        businessType: b.businessType ?? null,
        displayOrder: index + 1,
      })
      .returning({ id: books.id });
    const votes = Object.entries(b.votes ?? {}).flatMap(([u, vote]) =>
      idOf.has(u) ? [{ bookId: row!.id, userId: idOf.get(u)!, vote }] : [],
    );
    if (votes.length) await db.insert(bookVotes).values(votes);
    const comments = (b.comments ?? []).flatMap(([u, content]) =>
      idOf.has(u) ? [{ bookId: row!.id, userId: idOf.get(u)!, content }] : [],
    );
    if (comments.length) await db.insert(bookComments).values(comments);
  }
  for (const [index, p] of DEMO_PODCASTS.entries()) {
    const [row] = await db
      .insert(podcasts)
      .values({
        title: p.title,
        host: p.host,
        youtubeUrl: youtube(`${p.title} podcast`),
        rating: p.rating,
        description: p.description,
        categories: p.categories,
        businessType: p.businessType ?? null,
        displayOrder: index + 1,
      })
      .returning({ id: podcasts.id });
    const votes = Object.entries(p.votes ?? {}).flatMap(([u, vote]) =>
      idOf.has(u) ? [{ podcastId: row!.id, userId: idOf.get(u)!, vote }] : [],
    );
    if (votes.length) await db.insert(podcastVotes).values(votes);
    const comments = (p.comments ?? []).flatMap(([u, content]) =>
      idOf.has(u) ? [{ podcastId: row!.id, userId: idOf.get(u)!, content }] : [],
    );
    if (comments.length) await db.insert(podcastComments).values(comments);
  }
}
