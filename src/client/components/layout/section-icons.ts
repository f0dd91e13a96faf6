import {
  BookOpen,
  CalendarDays,
  Coffee,
  FolderOpen,
  House,
  type LucideIcon,
  ShieldCheck,
  UserRound,
  Users,
  Wrench,
} from 'lucide-react';
import type { Section } from '@shared/site-basics';

export const sectionIcons: Record<Section, LucideIcon> = {
  Home: House,
  Account: UserRound,
  Community: Users,
  Learn: BookOpen,
  Fuel: Coffee,
  Tools: Wrench,
  Resources: FolderOpen,
  'My Space': CalendarDays,
  Admin: ShieldCheck,
};
