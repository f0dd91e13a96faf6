/**
 * The site's route table (spec 000 §2): every client route once, with its guard, its page
 * module, its title and description, its place in the navigation bar and whether its HTML
 * preloads the page's chunks. The client's router and nav bar and the server's <head> and
 * preload tags all read it. Plain data with no imports, so it adds no library (zod above all)
 * to the first visit's JavaScript.
 *
 * A new screen: write its page under src/client/features/<feature>/, name it in `pageFiles`
 * here and in `pageModules` in src/client/routes.tsx, and point its route's `page` at it.
 */

/** Who may open a route: anyone, a signed-in user (else /auth), or an admin (else /). */
export type Access = 'public' | 'signed-in' | 'admin';

/** The area a screen belongs to; the preparing page shows it with its icon. */
export type Section =
  'Home' | 'Account' | 'Community' | 'Learn' | 'Fuel' | 'Tools' | 'Resources' | 'My Space' | 'Admin';

/** The menus of the navigation bar (src/client/components/layout/nav-items.ts lists them in order). */
export type Menu = 'Learn' | 'Fuel' | 'Connect' | 'Tools' | 'Resources' | 'My Space';

/** A link to the route in a menu; a menu whose only link has the menu's own label is a plain link. */
export interface NavPlacement {
  menu: Menu;
  label: string;
  /** Appended to the path, e.g. '?tab=videos'. */
  query?: string;
  /** Position in the menu when the table's order is not the menu's. */
  order?: number;
}

/**
 * The page modules, by key: the file under src/client whose default export is the page. The
 * server finds a page's chunks in Vite's manifest by this path.
 */
export const pageFiles = {
  /** The designed stand-in for a screen a later feature builds. */
  preparing: 'components/layout/preparing-page.tsx',
  home: 'features/home/home-page.tsx',
  about: 'features/home/about-page.tsx',
  auth: 'features/accounts/auth-page.tsx',
  resetPassword: 'features/accounts/reset-password-page.tsx',
  resetPasswordSms: 'features/accounts/reset-password-sms-page.tsx',
  profile: 'features/accounts/profile-page.tsx',
  adminUsers: 'features/accounts/admin-users/admin-users-page.tsx',
  blog: 'features/articles/blog-page.tsx',
  article: 'features/articles/article-page.tsx',
  adminArticles: 'features/articles/admin/articles-admin-page.tsx',
  articleEditor: 'features/articles/admin/article-editor-page.tsx',
  admin: 'features/admin/admin-page.tsx',
  adminGyms: 'features/gyms/admin-gyms-page.tsx',
  adminGymSubmissions: 'features/gym-submissions/admin-gym-submissions-page.tsx',
  breakfastClub: 'features/chapters/breakfast-club-page.tsx',
  chapters: 'features/chapters/chapters-page.tsx',
  chapter: 'features/chapters/chapter-page.tsx',
  startChapter: 'features/chapters/start-chapter-page.tsx',
  myChapter: 'features/chapters/my-chapter-page.tsx',
  adminBreakfastClub: 'features/chapters/admin/breakfast-club-admin-page.tsx',
  events: 'features/events/events-page.tsx',
  event: 'features/events/event-page.tsx',
  myEvents: 'features/events/my-events-page.tsx',
  createChapterEvent: 'features/events/create-event-page.tsx',
  adminEvents: 'features/events/admin/admin-events-page.tsx',
  learningHub: 'features/learning/learning-hub-page.tsx',
  learning: 'features/learning/learning-page.tsx',
  learningModule: 'features/learning/module-page.tsx',
  learningSection: 'features/learning/section-page.tsx',
  adminLearning: 'features/learning/admin/learning-admin-page.tsx',
  learningModuleEditor: 'features/learning/admin/module-editor-page.tsx',
  learningSectionEditor: 'features/learning/admin/section-editor-page.tsx',
  books: 'features/recommendations/books-page.tsx',
  podcasts: 'features/recommendations/podcasts-page.tsx',
  businessTasks: 'features/tasks/library-page.tsx',
  myTasks: 'features/tasks/my-tasks-page.tsx',
  taskWizard: 'features/tasks/wizard-page.tsx',
  adminBusinessTasks: 'features/tasks/admin/admin-tasks-page.tsx',
  businessTaskEditor: 'features/tasks/admin/task-editor-page.tsx',
  repository: 'features/documents/repository-page.tsx',
  documentation: 'features/documentation/documentation-page.tsx',
  adminDocumentTypes: 'features/documents/admin/document-types-page.tsx',
  proShopPricing: 'features/tools/pro-shop/pro-shop-page.tsx',
  pricingCapacity: 'features/tools/capacity/capacity-page.tsx',
  marketingCost: 'features/tools/calculators/marketing-cost-page.tsx',
  leadConversion: 'features/tools/calculators/lead-conversion-page.tsx',
  churnRate: 'features/tools/calculators/churn-rate-page.tsx',
  loan: 'features/tools/calculators/loan-page.tsx',
  breakEven: 'features/tools/calculators/breakeven-page.tsx',
  meetExpenses: 'features/tools/meet-expenses/meet-expenses-page.tsx',
  meetExpenseHistory: 'features/tools/meet-expenses/history-page.tsx',
} as const;

export type PageKey = keyof typeof pageFiles;

export interface SiteRoute {
  /** A React Router pattern, e.g. '/blog/:slug'. */
  path: string;
  access: Access;
  page: PageKey;
  section: Section;
  /** The screen's name: the tab title ('{title} | The Breakfast Club') and the share title. */
  title: string;
  description: string;
  nav?: readonly NavPlacement[];
  /** A page people land on from outside (a link, a search, a share): its HTML preloads its chunks. */
  preload?: true;
  /** The address carries a secret (a reset token): the page is served with no Referer to leak it. */
  secretInAddress?: true;
}

export const siteRoutes: readonly SiteRoute[] = [
  // Public (spec 000 §2)
  {
    path: '/',
    access: 'public',
    page: 'home',
    section: 'Home',
    title: 'The Breakfast Club',
    description:
      'The breakfast club: a peer network and business-resource platform for gymnastics and athletic-center owners, directors and managers.',
    preload: true,
  },
  {
    path: '/auth',
    access: 'public',
    page: 'auth',
    section: 'Account',
    title: 'Welcome to the Club',
    description: 'Log in to your account, or register yourself and your gym.',
    preload: true,
  },
  {
    path: '/reset-password',
    access: 'public',
    page: 'resetPassword',
    section: 'Account',
    title: 'Reset your password',
    description: 'Choose a new password with the link we sent you.',
    secretInAddress: true,
  },
  {
    path: '/reset-password-sms',
    access: 'public',
    page: 'resetPasswordSms',
    section: 'Account',
    title: 'Reset by text message',
    description: 'Get a reset code sent to the mobile number on your account.',
    secretInAddress: true,
  },
  {
    path: '/about',
    access: 'public',
    page: 'about',
    section: 'Community',
    title: 'About the Breakfast Club',
    description: 'Who we are: owners, directors and managers of gyms who help each other grow.',
    preload: true,
  },
  {
    path: '/gym-network',
    access: 'public',
    page: 'preparing',
    section: 'Community',
    title: 'Gym network',
    description: 'Browse the gyms in the network and find peers near you.',
  },
  {
    path: '/events',
    access: 'public',
    page: 'events',
    section: 'Community',
    title: 'Event calendar',
    description: 'Monthly gatherings, workshops and meetups for gym business leaders.',
    nav: [{ menu: 'Connect', label: 'Events' }],
  },
  {
    path: '/events/:id',
    access: 'public',
    page: 'event',
    section: 'Community',
    title: 'Event details',
    description: 'Date, place, agenda and RSVP for this event.',
  },
  {
    path: '/books',
    access: 'public',
    page: 'books',
    section: 'Learn',
    title: 'Books',
    description: 'Business and leadership reading picked by gym owners, for gym owners.',
    nav: [{ menu: 'Learn', label: 'Books' }],
  },
  {
    path: '/podcasts',
    access: 'public',
    page: 'podcasts',
    section: 'Learn',
    title: 'Podcasts',
    description: 'Episodes on running, growing and leading a gym business.',
    nav: [{ menu: 'Learn', label: 'Podcasts' }],
  },
  {
    path: '/class-listings',
    access: 'public',
    page: 'preparing',
    section: 'Tools',
    title: 'Class listings',
    description: 'Publish your class schedule as a clean, shareable listing.',
  },
  {
    path: '/class-table-generator',
    access: 'public',
    page: 'preparing',
    section: 'Tools',
    title: 'Class table generator',
    description: 'Turn your class schedule into a printable table for families.',
  },
  {
    path: '/blog',
    access: 'public',
    page: 'blog',
    section: 'Fuel',
    title: 'The Coffee Corner',
    description: 'Articles and reviews on gym operations, marketing and leadership.',
    nav: [{ menu: 'Fuel', label: 'Fuel' }],
    preload: true,
  },
  {
    path: '/blog/:slug',
    access: 'public',
    page: 'article',
    section: 'Fuel',
    title: 'Coffee Corner article',
    description: 'One article from the Coffee Corner, with reader reviews.',
    preload: true,
  },
  {
    path: '/breakfast-club',
    access: 'public',
    page: 'breakfastClub',
    section: 'Community',
    title: 'The Breakfast Club',
    description: 'Local peer groups where gym leaders meet over breakfast to trade what works.',
  },
  {
    path: '/breakfast-club/chapters',
    access: 'public',
    page: 'chapters',
    section: 'Community',
    title: 'Chapters',
    description: 'Find a breakfast club chapter near your gym.',
  },
  {
    path: '/chapter/:id',
    access: 'public',
    page: 'chapter',
    section: 'Community',
    title: 'Chapter',
    description: 'Members, meetings and upcoming breakfasts of this chapter.',
  },
  {
    path: '/breakfast-club/start-chapter',
    access: 'public',
    page: 'startChapter',
    section: 'Community',
    title: 'Start a chapter',
    description: 'Bring the breakfast club to your region and host your peers.',
  },
  {
    path: '/map',
    access: 'public',
    page: 'preparing',
    section: 'Community',
    title: 'Gym map',
    description: 'See the gyms of the network on a map.',
  },
  {
    path: '/excel-test',
    access: 'public',
    page: 'preparing',
    section: 'Tools',
    title: 'Spreadsheet check',
    description: 'Check that a spreadsheet opens and reads correctly before you import it.',
  },

  // Signed in
  {
    path: '/my-events',
    access: 'signed-in',
    page: 'myEvents',
    section: 'My Space',
    title: 'My events',
    description: 'The events you have said you will attend, in one list.',
    nav: [{ menu: 'My Space', label: 'My Events', order: 2 }],
  },
  {
    path: '/documentation',
    access: 'signed-in',
    page: 'documentation',
    section: 'Resources',
    title: 'Documentation',
    description: 'How to get the most from the club’s tools and resources.',
  },
  {
    path: '/tools',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Business tools',
    description: 'Calculators and planners for pricing, capacity, costs and growth.',
    nav: [{ menu: 'Tools', label: 'Tools' }],
  },
  {
    path: '/tools/market-intelligence',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Market intelligence',
    description: 'The gyms, households and demand around your location.',
  },
  {
    path: '/tools/marketing-cost',
    access: 'signed-in',
    page: 'marketingCost',
    section: 'Tools',
    title: 'Marketing cost calculator',
    description: 'Work out what each new member costs you to win.',
  },
  {
    path: '/tools/lead-conversion',
    access: 'signed-in',
    page: 'leadConversion',
    section: 'Tools',
    title: 'Lead conversion calculator',
    description: 'See how many inquiries and trial classes turn into enrolments.',
  },
  {
    path: '/tools/churn-rate',
    access: 'signed-in',
    page: 'churnRate',
    section: 'Tools',
    title: 'Churn rate calculator',
    description: 'Measure how many members leave each month, and what that costs.',
  },
  {
    path: '/tools/loan',
    access: 'signed-in',
    page: 'loan',
    section: 'Tools',
    title: 'Loan calculator',
    description: 'Estimate payments and total interest on equipment or building loans.',
  },
  {
    path: '/tools/breakeven',
    access: 'signed-in',
    page: 'breakEven',
    section: 'Tools',
    title: 'Break-even calculator',
    description: 'Find the enrolment that covers your fixed and variable costs.',
  },
  {
    path: '/tools/revenue-sqft',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Revenue per square foot',
    description: 'See how hard each square foot of your facility works.',
  },
  {
    path: '/pricing-capacity',
    access: 'signed-in',
    page: 'pricingCapacity',
    section: 'Tools',
    title: 'Class program capacity planner',
    description: 'Plan class sizes, coach ratios and pricing for each program.',
  },
  {
    path: '/students-per-class',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Students per class',
    description: 'Balance class sizes against coaches and floor space.',
  },
  {
    path: '/meet-expenses',
    access: 'signed-in',
    page: 'meetExpenses',
    section: 'Tools',
    title: 'Meet expense calculator',
    description: 'Budget entry fees, travel and coaching costs for a competition.',
  },
  {
    path: '/meet-expenses/history',
    access: 'signed-in',
    page: 'meetExpenseHistory',
    section: 'Tools',
    title: 'Meet expense history',
    description: 'Your saved meet budgets and what each one cost.',
  },
  {
    path: '/meet-expenses/:id/edit',
    access: 'signed-in',
    page: 'meetExpenses',
    section: 'Tools',
    title: 'Edit meet expenses',
    description: 'Update a saved meet budget.',
  },
  {
    path: '/gym-capacity-planner',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Gym capacity planner',
    description: 'Plan how many athletes your floor can hold, hour by hour.',
  },
  {
    path: '/equipment-maintenance',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Equipment maintenance',
    description: 'A maintenance log and QR tags for every piece of equipment.',
  },
  {
    path: '/equipment-inspection/:qrCode',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Equipment inspection',
    description: 'Record an inspection for the equipment behind this QR code.',
  },
  {
    path: '/customer-connect',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Customer connect',
    description: 'Keep in touch with the families and members of your gym.',
  },
  {
    path: '/jr-kiosk',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Junior kiosk',
    description: 'A friendly check-in screen for young athletes at the front desk.',
  },
  {
    path: '/time-audit',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Time audit',
    description: 'See where your week goes, and what to hand off.',
  },
  {
    path: '/time-audit/results/:id',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Time audit results',
    description: 'Your time audit, broken down by kind of work.',
  },
  {
    path: '/learning-hub',
    access: 'signed-in',
    page: 'learningHub',
    section: 'Learn',
    title: 'Learning hub',
    description: 'Playbooks, videos and best practices for running a gym business.',
  },
  {
    path: '/learning',
    access: 'signed-in',
    page: 'learning',
    section: 'Learn',
    title: 'Learning library',
    description: 'Playbooks, videos and best practices, module by module.',
    nav: [
      { menu: 'Learn', label: 'Playbooks', query: '?tab=playbooks' },
      { menu: 'Learn', label: 'Videos', query: '?tab=videos' },
      { menu: 'Learn', label: 'Best Practices', query: '?tab=best-practices' },
    ],
  },
  {
    path: '/learning/:moduleSlug',
    access: 'signed-in',
    page: 'learningModule',
    section: 'Learn',
    title: 'Learning module',
    description: 'The sections of this module, in order.',
  },
  {
    path: '/learning/:moduleSlug/:sectionSlug',
    access: 'signed-in',
    page: 'learningSection',
    section: 'Learn',
    title: 'Lesson',
    description: 'One section of a learning module.',
  },
  {
    path: '/breakfast-club/my-chapter',
    access: 'signed-in',
    page: 'myChapter',
    section: 'Community',
    title: 'My chapter',
    description: 'Your chapter’s members, meetings and news.',
  },
  {
    path: '/breakfast-club/create-event',
    access: 'signed-in',
    page: 'createChapterEvent',
    section: 'Community',
    title: 'Create a chapter event',
    description: 'Plan a breakfast for your chapter and invite its members.',
  },
  {
    path: '/repository',
    access: 'signed-in',
    page: 'repository',
    section: 'Resources',
    title: 'Document library',
    description: 'Templates, policies and forms ready to adapt for your gym.',
    nav: [{ menu: 'Resources', label: 'Docs' }],
  },
  {
    path: '/profile',
    access: 'signed-in',
    page: 'profile',
    section: 'My Space',
    title: 'Your profile',
    description: 'Your details, your gym and your password.',
    nav: [{ menu: 'My Space', label: 'Profile', order: 3 }],
  },
  {
    path: '/business-tasks',
    access: 'signed-in',
    page: 'businessTasks',
    section: 'Resources',
    title: 'Business task library',
    description: 'Proven tasks for every part of the business, ready to add to your list.',
    nav: [{ menu: 'Resources', label: 'All Tasks' }],
  },
  {
    path: '/my-tasks',
    access: 'signed-in',
    page: 'myTasks',
    section: 'My Space',
    title: 'My tasks',
    description: 'Your personal task list, with what is due next.',
    nav: [{ menu: 'My Space', label: 'My Tasks', order: 1 }],
  },
  {
    path: '/task-wizard',
    access: 'signed-in',
    page: 'taskWizard',
    section: 'Resources',
    title: 'Task wizard',
    description: 'Answer a few questions and get a task list fitted to your gym.',
  },
  {
    path: '/certificates',
    access: 'signed-in',
    page: 'preparing',
    section: 'My Space',
    title: 'Certificates',
    description: 'Certificates you have earned from courses and events.',
  },
  {
    path: '/revenue-per-sqft',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Revenue per square foot',
    description: 'Compare your revenue per square foot with gyms like yours.',
  },
  {
    path: '/arps-calculator',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Average revenue per student',
    description: 'Know what each student brings in across programs and fees.',
  },
  {
    path: '/pro-shop-pricing',
    access: 'signed-in',
    page: 'proShopPricing',
    section: 'Tools',
    title: 'Pro-shop pricing',
    description: 'Price leotards, grips and gear with healthy margins.',
  },
  {
    path: '/feasibility',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Feasibility projects',
    description: 'Test whether a new location or an expansion adds up.',
  },
  {
    path: '/feasibility/:id/wizard',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Feasibility wizard',
    description: 'Step through the numbers of this project.',
  },
  {
    path: '/feasibility/:id/dashboard',
    access: 'signed-in',
    page: 'preparing',
    section: 'Tools',
    title: 'Feasibility dashboard',
    description: 'Projections and the verdict for this project.',
  },

  // Admin only
  {
    path: '/business-listings',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Business listings',
    description: 'Gyms for sale, with an analysis of each listing.',
  },
  {
    path: '/business-listings/urls',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Listing sources',
    description: 'The listing pages watched for gyms for sale.',
  },
  {
    path: '/admin',
    access: 'admin',
    page: 'admin',
    section: 'Admin',
    title: 'Administration',
    description: 'Manage members, content, events and the gym network.',
  },
  {
    path: '/admin/state-links',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'State links',
    description: 'Links to state associations and resources.',
  },
  {
    path: '/admin/gyms',
    access: 'admin',
    page: 'adminGyms',
    section: 'Admin',
    title: 'Gyms',
    description: 'The gym directory: edit, merge and verify gyms.',
  },
  {
    path: '/admin/gym-submissions',
    access: 'admin',
    page: 'adminGymSubmissions',
    section: 'Admin',
    title: 'Gym submissions',
    description: 'Review gyms submitted by visitors and members.',
  },
  {
    path: '/admin/gym-analysis',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Gym analysis',
    description: 'Coverage and growth of the gym network.',
  },
  {
    path: '/admin/gym-map',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Gym network map',
    description: 'Place and correct gyms on the network map.',
  },
  {
    path: '/admin/users',
    access: 'admin',
    page: 'adminUsers',
    section: 'Admin',
    title: 'Users',
    description: 'Members, their roles and account status.',
  },
  {
    path: '/admin/events',
    access: 'admin',
    page: 'adminEvents',
    section: 'Admin',
    title: 'Events',
    description: 'Create events and follow their RSVPs.',
  },
  {
    path: '/admin/learning',
    access: 'admin',
    page: 'adminLearning',
    section: 'Admin',
    title: 'Learning content',
    description: 'Modules and sections of the learning hub, and the books and podcasts lists.',
  },
  {
    path: '/admin/learning/create',
    access: 'admin',
    page: 'learningModuleEditor',
    section: 'Admin',
    title: 'Create a learning module',
    description: 'Start a new module for the learning hub.',
  },
  {
    path: '/admin/learning/modules/:id/edit',
    access: 'admin',
    page: 'learningModuleEditor',
    section: 'Admin',
    title: 'Edit learning module',
    description: 'Change a module’s title, order and sections.',
  },
  {
    path: '/admin/learning/sections/:id/edit',
    access: 'admin',
    page: 'learningSectionEditor',
    section: 'Admin',
    title: 'Edit learning section',
    description: 'Change the content of one section.',
  },
  {
    path: '/admin/articles',
    access: 'admin',
    page: 'adminArticles',
    section: 'Admin',
    title: 'Articles',
    description: 'Coffee Corner articles: drafts, published pieces and reviews.',
  },
  {
    path: '/admin/articles/create',
    access: 'admin',
    page: 'articleEditor',
    section: 'Admin',
    title: 'Write an article',
    description: 'Draft a new article for the Coffee Corner.',
  },
  {
    path: '/admin/articles/:id/edit',
    access: 'admin',
    page: 'articleEditor',
    section: 'Admin',
    title: 'Edit article',
    description: 'Revise and republish an article.',
  },
  {
    path: '/admin/roles-permissions',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Roles and permissions',
    description: 'Who can see and change what.',
  },
  {
    path: '/admin/tool-images',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Tool images',
    description: 'The pictures shown on each business tool.',
  },
  {
    path: '/admin/domain-finder',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Domain finder',
    description: 'Find the web addresses of gyms in the directory.',
  },
  {
    path: '/admin/component-importer',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Component importer',
    description: 'Import content components from a spreadsheet.',
  },
  {
    path: '/admin/certificates',
    access: 'admin',
    page: 'preparing',
    section: 'Admin',
    title: 'Certificates',
    description: 'Design and issue certificates.',
  },
  {
    path: '/admin/document-types',
    access: 'admin',
    page: 'adminDocumentTypes',
    section: 'Admin',
    title: 'Document types',
    description: 'The categories of the document library.',
  },
  {
    path: '/admin/business-tasks',
    access: 'admin',
    page: 'adminBusinessTasks',
    section: 'Admin',
    title: 'Business tasks',
    description: 'The task library members choose from.',
  },
  {
    path: '/admin/business-tasks/:id/edit',
    access: 'admin',
    page: 'businessTaskEditor',
    section: 'Admin',
    title: 'Edit business task',
    description: 'Change one task of the library.',
  },
  {
    path: '/admin/breakfast-club',
    access: 'admin',
    page: 'adminBreakfastClub',
    section: 'Admin',
    title: 'Breakfast club',
    description: 'Chapter applications, chapters and their leaders, and join requests.',
  },
];

export const SITE_TITLE = 'The Breakfast Club';
export const SITE_NAME = 'Gymnastics Business Resources';

/** The tab and share title of a screen: '{title} | The Breakfast Club', or the site's own for home. */
export function documentTitle(title: string): string {
  return title === SITE_TITLE ? `${SITE_TITLE} - ${SITE_NAME}` : `${title} | ${SITE_TITLE}`;
}

/** A route pattern as a regular expression (an optional trailing slash) and its parameter names. */
export function routePattern(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const body = path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(path === '/' ? '^/$' : `^${body}/?$`), keys };
}

/** The route of an exact pattern, e.g. '/events/:id'. */
export function routeByPath(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}
