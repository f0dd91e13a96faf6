import type { Folder } from '@shared/documents';
import { buildTrees, flatten } from './folder-tree';

/**
 * Where a document or folder goes, as one select value: 'gym' or 'library' (no folder, on that
 * side) or 'f:<id>' (a folder, whose side follows from it).
 */
export type Location = 'gym' | 'library' | `f:${number}`;

export interface LocationOption {
  value: Location;
  label: string;
  group: 'Your gym' | 'Club library';
}

/** The places the user may write to: their gym (if any) and the library (if they may change it). */
export function locationOptions(
  folders: Folder[],
  can: { gym: boolean; library: boolean },
  only?: 'gym' | 'library',
): LocationOption[] {
  const trees = buildTrees(folders);
  const side = (group: LocationOption['group'], root: 'gym' | 'library'): LocationOption[] => [
    { value: root, label: root === 'gym' ? 'Not in a folder' : 'Not in a folder (club library)', group },
    ...flatten(root === 'gym' ? trees.gym : trees.library).map((n) => ({
      value: `f:${n.folder.id}` as const,
      label: `${'\u00a0\u00a0'.repeat(n.depth)}${n.folder.name}`,
      group,
    })),
  ];
  return [
    ...(can.gym && only !== 'library' ? side('Your gym', 'gym') : []),
    ...(can.library && only !== 'gym' ? side('Club library', 'library') : []),
  ];
}

export function parseLocation(value: string): { folderId: number | null; library: boolean | undefined } {
  if (value.startsWith('f:')) return { folderId: Number(value.slice(2)), library: undefined };
  return { folderId: null, library: value === 'library' ? true : undefined };
}
