import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** Up to two initials from a first and last name (or a username). */
export function initialsOf(firstName?: string | null, lastName?: string | null, fallback = '?'): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || fallback.charAt(0).toUpperCase();
}
