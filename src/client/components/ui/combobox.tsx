import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { inputClasses } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface ComboboxItem {
  value: string;
  label: string;
  /** A second line, e.g. the city and state; also searched. */
  detail?: string;
}

interface ComboboxProps {
  id?: string;
  items: ComboboxItem[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder: string;
  searchPlaceholder: string;
  /** Shown when no item matches the search. */
  empty: (close: () => void) => ReactNode;
  /** Classes of the popover (its width) and of the list (its height). */
  contentClassName?: string;
  listClassName?: string;
  disabled?: boolean;
  /**
   * A list searched on the server: the typed text goes here (as typed; debounce in the caller) and
   * `items` are shown as given, already matched.
   */
  onSearch?: (query: string) => void;
  /** The server search is running: its status shows instead of the empty state. */
  searching?: boolean;
  /** The chosen item's label when it is not among `items` (a list searched on the server). */
  selectedLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A searchable single choice: a button opens a popover with a filter box and a listbox. */
export function Combobox(props: ComboboxProps) {
  const { items, value, onChange, placeholder, searchPlaceholder, empty, onSearch } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const selectedLabel = items.find((item) => item.value === value)?.label ?? (value ? props.selectedLabel : undefined);

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q || onSearch) return items;
    return items.filter((item) => `${item.label} ${item.detail ?? ''}`.toLowerCase().includes(q));
  }, [items, query, onSearch]);

  const close = () => setOpen(false);
  const choose = (item: ComboboxItem) => {
    onChange(item.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setQuery('');
          onSearch?.('');
          setActive(0);
        }
      }}
    >
      <PopoverTrigger
        id={props.id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        disabled={props.disabled}
        className={cn(inputClasses, 'items-center justify-between text-left')}
      >
        <span className={cn('truncate', !selectedLabel && 'text-slate-500')}>{selectedLabel ?? placeholder}</span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </PopoverTrigger>
      <PopoverContent className={cn('w-[400px] max-w-[calc(100vw-2rem)]', props.contentClassName)}>
        <div className="flex items-center gap-2 border-b border-slate-200 px-3">
          <Search aria-hidden="true" className="size-4 text-slate-500" />
          <input
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-label={searchPlaceholder}
            aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              onSearch?.(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full bg-transparent text-sm outline-none placeholder:text-slate-500"
          />
        </div>
        {matches.length === 0 && props.searching ? (
          <p role="status" className="p-4 text-center text-sm text-slate-600">
            Searching…
          </p>
        ) : matches.length === 0 ? (
          <div className="p-4 text-center text-sm text-slate-700">{empty(close)}</div>
        ) : (
          <ul
            id={listId}
            role="listbox"
            aria-label={placeholder}
            className={cn('max-h-[200px] overflow-y-auto p-1', props.listClassName)}
          >
            {matches.map((item, index) => (
              <li
                key={item.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={item.value === value}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-lg px-2 py-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
              >
                <Check
                  aria-hidden="true"
                  className={cn('mt-0.5 size-4 shrink-0', item.value === value ? 'opacity-100' : 'opacity-0')}
                />
                <span className="grid">
                  <span className="font-medium">{item.label}</span>
                  {item.detail ? <span className="text-xs text-slate-600">{item.detail}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
