/**
 * The title, section and one-line description of every screen in the route table (spec §2).
 * Pages that are still being prepared show these; built pages may use them for their <title>.
 */
export type Section = 'Home' | 'Account' | 'Community' | 'Learn' | 'Fuel' | 'Tools' | 'Resources' | 'My Space' | 'Admin';

export interface RouteArea {
  section: Section;
  title: string;
  description: string;
}

const a = (section: Section, title: string, description: string): RouteArea => ({ section, title, description });

export const routeAreas: Record<string, RouteArea> = {
  // Public
  '/': a('Home', 'The Breakfast Club', 'The peer network and business toolkit for gym owners, directors and managers.'),
  '/auth': a('Account', 'Welcome to the Club', 'Log in to your account, or register yourself and your gym.'),
  '/reset-password': a('Account', 'Reset your password', 'Choose a new password with the link we sent you.'),
  '/reset-password-sms': a('Account', 'Reset by text message', 'Get a reset code sent to the mobile number on your account.'),
  '/about': a('Community', 'About the Breakfast Club', 'Who we are: owners, directors and managers of gyms who help each other grow.'),
  '/gym-network': a('Community', 'Gym network', 'Browse the gyms in the network and find peers near you.'),
  '/events': a('Community', 'Event calendar', 'Monthly gatherings, workshops and meetups for gym business leaders.'),
  '/events/:id': a('Community', 'Event details', 'Date, place, agenda and RSVP for this event.'),
  '/books': a('Learn', 'Books', 'Business and leadership reading picked by gym owners, for gym owners.'),
  '/podcasts': a('Learn', 'Podcasts', 'Episodes on running, growing and leading a gym business.'),
  '/class-listings': a('Tools', 'Class listings', 'Publish your class schedule as a clean, shareable listing.'),
  '/class-table-generator': a('Tools', 'Class table generator', 'Turn your class schedule into a printable table for families.'),
  '/blog': a('Fuel', 'The Coffee Corner', 'Articles and reviews on gym operations, marketing and leadership.'),
  '/blog/:slug': a('Fuel', 'Coffee Corner article', 'One article from the Coffee Corner, with reader reviews.'),
  '/breakfast-club': a('Community', 'The Breakfast Club', 'Local peer groups where gym leaders meet over breakfast to trade what works.'),
  '/breakfast-club/chapters': a('Community', 'Chapters', 'Find a breakfast club chapter near your gym.'),
  '/chapter/:id': a('Community', 'Chapter', 'Members, meetings and upcoming breakfasts of this chapter.'),
  '/breakfast-club/start-chapter': a('Community', 'Start a chapter', 'Bring the breakfast club to your region and host your peers.'),
  '/map': a('Community', 'Gym map', 'See the gyms of the network on a map.'),
  '/excel-test': a('Tools', 'Spreadsheet check', 'Check that a spreadsheet opens and reads correctly before you import it.'),

  // Signed in
  '/my-events': a('My Space', 'My events', 'The events you have said you will attend, in one list.'),
  '/documentation': a('Resources', 'Documentation', 'How to get the most from the club’s tools and resources.'),
  '/tools': a('Tools', 'Business tools', 'Calculators and planners for pricing, capacity, costs and growth.'),
  '/tools/market-intelligence': a('Tools', 'Market intelligence', 'The gyms, households and demand around your location.'),
  '/tools/marketing-cost': a('Tools', 'Marketing cost calculator', 'Work out what each new member costs you to win.'),
  '/tools/lead-conversion': a('Tools', 'Lead conversion calculator', 'See how many inquiries and trial classes turn into enrolments.'),
  '/tools/churn-rate': a('Tools', 'Churn rate calculator', 'Measure how many members leave each month, and what that costs.'),
  '/tools/loan': a('Tools', 'Loan calculator', 'Estimate payments and total interest on equipment or building loans.'),
  '/tools/breakeven': a('Tools', 'Break-even calculator', 'Find the enrolment that covers your fixed and variable costs.'),
  '/tools/revenue-sqft': a('Tools', 'Revenue per square foot', 'See how hard each square foot of your facility works.'),
  '/pricing-capacity': a('Tools', 'Class program capacity planner', 'Plan class sizes, coach ratios and pricing for each program.'),
  '/students-per-class': a('Tools', 'Students per class', 'Balance class sizes against coaches and floor space.'),
  '/meet-expenses': a('Tools', 'Meet expense calculator', 'Budget entry fees, travel and coaching costs for a competition.'),
  '/meet-expenses/history': a('Tools', 'Meet expense history', 'Your saved meet budgets and what each one cost.'),
  '/meet-expenses/:id/edit': a('Tools', 'Edit meet expenses', 'Update a saved meet budget.'),
  '/gym-capacity-planner': a('Tools', 'Gym capacity planner', 'Plan how many athletes your floor can hold, hour by hour.'),
  '/equipment-maintenance': a('Tools', 'Equipment maintenance', 'A maintenance log and QR tags for every piece of equipment.'),
  '/equipment-inspection/:qrCode': a('Tools', 'Equipment inspection', 'Record an inspection for the equipment behind this QR code.'),
  '/customer-connect': a('Tools', 'Customer connect', 'Keep in touch with the families and members of your gym.'),
  '/jr-kiosk': a('Tools', 'Junior kiosk', 'A friendly check-in screen for young athletes at the front desk.'),
  '/time-audit': a('Tools', 'Time audit', 'See where your week goes, and what to hand off.'),
  '/time-audit/results/:id': a('Tools', 'Time audit results', 'Your time audit, broken down by kind of work.'),
  '/learning-hub': a('Learn', 'Learning hub', 'Playbooks, videos and best practices for running a gym business.'),
  '/learning': a('Learn', 'Learning library', 'Playbooks, videos and best practices, module by module.'),
  '/learning/:moduleSlug': a('Learn', 'Learning module', 'The sections of this module, in order.'),
  '/learning/:moduleSlug/:sectionSlug': a('Learn', 'Lesson', 'One section of a learning module.'),
  '/breakfast-club/my-chapter': a('Community', 'My chapter', 'Your chapter’s members, meetings and news.'),
  '/breakfast-club/create-event': a('Community', 'Create a chapter event', 'Plan a breakfast for your chapter and invite its members.'),
  '/repository': a('Resources', 'Document library', 'Templates, policies and forms ready to adapt for your gym.'),
  '/profile': a('My Space', 'Your profile', 'Your details, your gym and your password.'),
  '/business-tasks': a('Resources', 'Business task library', 'Proven tasks for every part of the business, ready to add to your list.'),
  '/my-tasks': a('My Space', 'My tasks', 'Your personal task list, with what is due next.'),
  '/task-wizard': a('Resources', 'Task wizard', 'Answer a few questions and get a task list fitted to your gym.'),
  '/certificates': a('My Space', 'Certificates', 'Certificates you have earned from courses and events.'),
  '/revenue-per-sqft': a('Tools', 'Revenue per square foot', 'Compare your revenue per square foot with gyms like yours.'),
  '/arps-calculator': a('Tools', 'Average revenue per student', 'Know what each student brings in across programs and fees.'),
  '/pro-shop-pricing': a('Tools', 'Pro-shop pricing', 'Price leotards, grips and gear with healthy margins.'),
  '/feasibility': a('Tools', 'Feasibility projects', 'Test whether a new location or an expansion adds up.'),
  '/feasibility/:id/wizard': a('Tools', 'Feasibility wizard', 'Step through the numbers of this project.'),
  '/feasibility/:id/dashboard': a('Tools', 'Feasibility dashboard', 'Projections and the verdict for this project.'),

  // Admin only
  '/business-listings': a('Admin', 'Business listings', 'Gyms for sale, with an analysis of each listing.'),
  '/business-listings/urls': a('Admin', 'Listing sources', 'The listing pages watched for gyms for sale.'),
  '/admin': a('Admin', 'Administration', 'Manage members, content, events and the gym network.'),
  '/admin/state-links': a('Admin', 'State links', 'Links to state associations and resources.'),
  '/admin/gyms': a('Admin', 'Gyms', 'The gym directory: edit, merge and verify gyms.'),
  '/admin/gym-submissions': a('Admin', 'Gym submissions', 'Review gyms submitted by visitors and members.'),
  '/admin/gym-analysis': a('Admin', 'Gym analysis', 'Coverage and growth of the gym network.'),
  '/admin/gym-map': a('Admin', 'Gym network map', 'Place and correct gyms on the network map.'),
  '/admin/users': a('Admin', 'Users', 'Members, their roles and account status.'),
  '/admin/events': a('Admin', 'Events', 'Create events and follow their RSVPs.'),
  '/admin/learning': a('Admin', 'Learning content', 'Modules and sections of the learning hub.'),
  '/admin/learning/create': a('Admin', 'Create a learning module', 'Start a new module for the learning hub.'),
  '/admin/learning/modules/:id/edit': a('Admin', 'Edit learning module', 'Change a module’s title, order and sections.'),
  '/admin/learning/sections/:id/edit': a('Admin', 'Edit learning section', 'Change the content of one section.'),
  '/admin/articles': a('Admin', 'Articles', 'Coffee Corner articles: drafts, published pieces and reviews.'),
  '/admin/articles/create': a('Admin', 'Write an article', 'Draft a new article for the Coffee Corner.'),
  '/admin/articles/:id/edit': a('Admin', 'Edit article', 'Revise and republish an article.'),
  '/admin/roles-permissions': a('Admin', 'Roles and permissions', 'Who can see and change what.'),
  '/admin/tool-images': a('Admin', 'Tool images', 'The pictures shown on each business tool.'),
  '/admin/domain-finder': a('Admin', 'Domain finder', 'Find the web addresses of gyms in the directory.'),
  '/admin/component-importer': a('Admin', 'Component importer', 'Import content components from a spreadsheet.'),
  '/admin/certificates': a('Admin', 'Certificates', 'Design and issue certificates.'),
  '/admin/document-types': a('Admin', 'Document types', 'The categories of the document library.'),
  '/admin/business-tasks': a('Admin', 'Business tasks', 'The task library members choose from.'),
  '/admin/business-tasks/:id/edit': a('Admin', 'Edit business task', 'Change one task of the library.'),
  '/admin/breakfast-club': a('Admin', 'Breakfast club', 'Chapters, hosts and chapter events.'),
};

/** The area of a route pattern; a neutral fallback keeps an unlisted route presentable. */
export function areaOf(path: string): RouteArea {
  return routeAreas[path] ?? a('Home', 'The Breakfast Club', 'Resources for gym owners, directors and managers.');
}
