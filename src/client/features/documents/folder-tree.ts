import type { Folder } from '@shared/documents';

export interface FolderNode {
  folder: Folder;
  depth: number;
  children: FolderNode[];
}

const byName = (a: Folder, b: Folder) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The flat list (parentId) as trees, one per side: the gym's folders and the club library's. */
export function buildTrees(folders: Folder[]): { gym: FolderNode[]; library: FolderNode[] } {
  const ids = new Set(folders.map((f) => f.id));
  const kids = new Map<number | null, Folder[]>();
  for (const f of folders) {
    // A folder whose parent is not in the list shows at the top rather than nowhere.
    const parent = f.parentId !== null && ids.has(f.parentId) ? f.parentId : null;
    kids.set(parent, [...(kids.get(parent) ?? []), f]);
  }
  const grow = (parent: number | null, depth: number, seen: Set<number>): FolderNode[] =>
    (kids.get(parent) ?? [])
      .filter((f) => !seen.has(f.id))
      .sort(byName)
      .map((folder) => ({
        folder,
        depth,
        children: grow(folder.id, depth + 1, new Set([...seen, folder.id])),
      }));
  const roots = grow(null, 0, new Set());
  return { gym: roots.filter((n) => !n.folder.library), library: roots.filter((n) => n.folder.library) };
}

/** Depth-first, as a select lists them. */
export function flatten(nodes: FolderNode[]): FolderNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The folder and every folder inside it: where it may not move to. */
export function selfAndDescendants(folders: Folder[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (f.parentId !== null && out.has(f.parentId) && !out.has(f.id)) {
        out.add(f.id);
        grew = true;
      }
    }
  }
  return out;
}

/** "Policies / Front desk": the folder's path from the top. */
export function folderPath(folders: Folder[], id: number): string {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const names: string[] = [];
  let at = byId.get(id);
  const seen = new Set<number>();
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    names.unshift(at.name);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return names.join(' / ');
}
