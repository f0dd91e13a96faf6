import { describe, expect, it } from 'vitest';
import type { Folder } from '@shared/documents';
import { buildTrees, flatten, folderPath, selfAndDescendants } from './folder-tree';
import { locationOptions, parseLocation } from './location';

const folder = (id: number, name: string, parentId: number | null, library = false): Folder => ({
  id,
  name,
  description: null,
  parentId,
  gymId: library ? null : 1,
  userId: 1,
  library,
  documentCount: 0,
  canEdit: true,
  createdAt: '2026-11-25T00:00:00.000Z',
});

const folders = [
  folder(1, 'Policies', null, true),
  folder(2, 'Handbook', 1, true),
  folder(3, 'Front desk', null),
  folder(4, 'Scripts', 3),
  folder(5, 'Calls', 4),
  folder(6, 'Coaches', null),
  // A parent the viewer cannot see: shown at the top rather than lost.
  folder(7, 'Orphan', 99),
];

describe('folder tree', () => {
  it('splits the gym side from the library and nests by parentId, by name', () => {
    const trees = buildTrees(folders);
    expect(trees.library.map((n) => n.folder.name)).toEqual(['Policies']);
    expect(trees.library[0]!.children.map((n) => n.folder.name)).toEqual(['Handbook']);
    expect(trees.gym.map((n) => n.folder.name)).toEqual(['Coaches', 'Front desk', 'Orphan']);
    expect(flatten(trees.gym).map((n) => [n.folder.name, n.depth])).toEqual([
      ['Coaches', 0],
      ['Front desk', 0],
      ['Scripts', 1],
      ['Calls', 2],
      ['Orphan', 0],
    ]);
  });

  it('survives a cycle in the data without looping', () => {
    const loop = [folder(1, 'A', 2), folder(2, 'B', 1)];
    expect(() => buildTrees(loop)).not.toThrow();
    expect(selfAndDescendants(loop, 1)).toEqual(new Set([1, 2]));
    expect(folderPath(loop, 1)).toBe('B / A');
  });

  it('knows where a folder may not move and its path', () => {
    expect(selfAndDescendants(folders, 3)).toEqual(new Set([3, 4, 5]));
    expect(folderPath(folders, 5)).toBe('Front desk / Scripts / Calls');
  });

  it('offers only the sides the user may write to, and reads a choice back', () => {
    expect(locationOptions(folders, { gym: true, library: false }).map((o) => o.value)).toEqual([
      'gym',
      'f:6',
      'f:3',
      'f:4',
      'f:5',
      'f:7',
    ]);
    expect(locationOptions(folders, { gym: false, library: true }).map((o) => o.value)).toEqual([
      'library',
      'f:1',
      'f:2',
    ]);
    expect(locationOptions(folders, { gym: true, library: true }, 'library').map((o) => o.group)).not.toContain(
      'Your gym',
    );
    expect(parseLocation('f:4')).toEqual({ folderId: 4, library: undefined });
    expect(parseLocation('library')).toEqual({ folderId: null, library: true });
    expect(parseLocation('gym')).toEqual({ folderId: null, library: undefined });
  });
});
