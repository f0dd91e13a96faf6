import type { Db } from '../client';
import { documentTypes } from '../schema/index';

/** Reference data: the five document types of spec 001 §5, SOP the default (§9), each in its colour. */
export const DOCUMENT_TYPE_SEED = [
  {
    name: 'SOP',
    colour: '#2563eb',
    description: 'Standard operating procedures: how the gym does a job, step by step',
    isDefault: true,
  },
  { name: 'Form', colour: '#059669', description: 'Forms and checklists staff or families fill in', isDefault: false },
  {
    name: 'Presentation',
    colour: '#7c3aed',
    description: 'Slides for staff trainings, parent meetings and open houses',
    isDefault: false,
  },
  { name: 'Video', colour: '#dc2626', description: 'Training videos and recorded walkthroughs', isDefault: false },
  { name: 'Tip', colour: '#d97706', description: 'Short tips and lessons learned worth keeping', isDefault: false },
] as const;

/** Adds the types a database lacks; an admin's colours and default are never overwritten. */
export async function seedDocumentTypes(db: Db): Promise<void> {
  await db
    .insert(documentTypes)
    .values(DOCUMENT_TYPE_SEED.map((t, i) => ({ ...t, displayOrder: i })))
    .onConflictDoNothing({ target: documentTypes.name });
}
