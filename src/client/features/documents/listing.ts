import { defaultOrder, DOCUMENT_SORTS, type DocumentSort, type SortOrder } from '@shared/documents';

/** The list's order as the address keeps it: `sort` and `order`, each left out at its default. */
export interface ListSort {
  sort: DocumentSort;
  order: SortOrder;
}

/** The sort menu's six choices; `value` is what the select holds. */
export const SORT_CHOICES: readonly (ListSort & { value: string; label: string })[] = [
  { value: 'updated-desc', sort: 'updated', order: 'desc', label: 'Newest first' },
  { value: 'updated-asc', sort: 'updated', order: 'asc', label: 'Oldest first' },
  { value: 'name-asc', sort: 'name', order: 'asc', label: 'Name, A to Z' },
  { value: 'name-desc', sort: 'name', order: 'desc', label: 'Name, Z to A' },
  { value: 'type-asc', sort: 'type', order: 'asc', label: 'Type, A to Z' },
  { value: 'type-desc', sort: 'type', order: 'desc', label: 'Type, Z to A' },
];

/** The sort the address asks for; anything it does not know reads as the default (newest first). */
export function sortOf(params: URLSearchParams): ListSort {
  const asked = params.get('sort');
  const sort = (DOCUMENT_SORTS as readonly string[]).includes(asked ?? '') ? (asked as DocumentSort) : 'updated';
  const order = params.get('order');
  return { sort, order: order === 'asc' || order === 'desc' ? order : defaultOrder(sort) };
}

/** The address's `sort` and `order` for a sort: null (left out) where they are the default. */
export function sortParams({ sort, order }: ListSort): { sort: string | null; order: string | null } {
  return { sort: sort === 'updated' ? null : sort, order: order === defaultOrder(sort) ? null : order };
}

export const sortValue = ({ sort, order }: ListSort) => `${sort}-${order}`;

export function choiceOf(value: string): ListSort {
  const found = SORT_CHOICES.find((c) => c.value === value) ?? SORT_CHOICES[0]!;
  return { sort: found.sort, order: found.order };
}
