import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { DOCUMENT_TYPES, type DocumentType } from '@shared/documents';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { choiceOf, SORT_CHOICES, sortParams, sortValue, type ListSort } from './listing';

interface Props {
  /** The search box's text as typed; sent with the Search button. */
  draft: string;
  onDraft: (text: string) => void;
  onSearch: (event: FormEvent) => void;
  type: DocumentType | undefined;
  tag: string;
  tags: { name: string; count: number }[];
  sort: ListSort;
  /** Changes the address's params (null removes one). */
  onChange: (changes: Record<string, string | null>) => void;
}

/** Above the list: search, the type and tag filters, and the sort. */
export function DocumentFilters({ draft, onDraft, onSearch, type, tag, tags, sort, onChange }: Props) {
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:grid-cols-3 xl:grid-cols-[minmax(0,1fr)_10rem_10rem_11rem]">
      <form role="search" onSubmit={onSearch} className="col-span-2 flex gap-2 sm:col-span-3 xl:col-span-1">
        <label htmlFor="document-search" className="sr-only">
          Search documents
        </label>
        <SearchBox
          className="flex-1"
          id="document-search"
          placeholder="Search titles, descriptions and tags"
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
        />
        <Button type="submit" aria-label="Search">
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>
      <div>
        <label htmlFor="document-type" className="sr-only">
          Type
        </label>
        <Select id="document-type" value={type ?? ''} onChange={(e) => onChange({ type: e.target.value || null })}>
          <option value="">All types</option>
          {DOCUMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="document-tag" className="sr-only">
          Tag
        </label>
        <Select id="document-tag" value={tag} onChange={(e) => onChange({ tag: e.target.value || null })}>
          <option value="">All tags</option>
          {tag && !tags.some((t) => t.name.toLowerCase() === tag.toLowerCase()) ? (
            <option value={tag}>{tag}</option>
          ) : null}
          {tags.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name} ({t.count})
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="document-sort" className="sr-only">
          Sort by
        </label>
        <Select
          id="document-sort"
          value={sortValue(sort)}
          onChange={(e) => onChange(sortParams(choiceOf(e.target.value)))}
        >
          {SORT_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
