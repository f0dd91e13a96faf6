import type { DemoArticle } from '../article-content';

/**
 * The demo learning modules, written as data: the learning seeder turns them into
 * modules, sections, tabs and checklist items. Texts are HTML fragments (p, h3, ul/ol/li,
 * strong, em, a, blockquote, table) and go through the same sanitizer as an admin's edits.
 */
export interface DemoChecklistItem {
  /** The stable key: lowercase letters, digits and hyphens, unique within the section. */
  key: string;
  text: string;
  help?: string;
  /** Items are required unless marked optional. */
  optional?: true;
  children?: DemoChecklistItem[];
}

export interface DemoSection {
  slug: string;
  title: string;
  minutes: number;
  /** Shown above the tabs; optional. */
  intro?: string;
  /** Every section has an overview tab. */
  overview: string;
  examples?: string;
  resources?: string;
  /** The checklist tab: a lead-in text and the items. */
  checklist?: { intro?: string; items: DemoChecklistItem[] };
  /** A fifth tab with its own title, e.g. "Scripts" or "Templates". */
  custom?: { title: string; content: string };
}

export interface DemoModule {
  slug: string;
  title: string;
  description: string;
  category: 'playbooks' | 'videos' | 'best-practices';
  moduleType: 'document' | 'video';
  /** Video modules: the YouTube link the module is built around. */
  youtubeUrl?: string;
  featured?: true;
  /** The registration roles the module is written for (learning_module_roles, relevance primary). */
  roles?: ('Owner' | 'Director' | 'Manager')[];
  /** The cover is drawn like the demo articles' covers. */
  cover: DemoArticle['cover'];
  sections: DemoSection[];
}
