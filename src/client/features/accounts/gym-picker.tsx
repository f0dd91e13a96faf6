import { accountMessages as m } from '@shared/accounts-texts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Combobox, type ComboboxItem } from '@/components/ui/combobox';
import { useDebounced } from '@/lib/use-debounced';
import { useDirectoryGym, useGymDirectory } from '@/features/gyms';

interface GymPickerProps {
  id?: string;
  value: number | null;
  onChange: (gymId: number) => void;
  onAddGym: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Spec 000 §2/§9: a searchable gym list, 200 px high in a 400 px popover; empty → add it inline.
 * The list is searched on the server (GET /api/gyms?search=…), 50 gyms at a time, so it stays
 * fast however large the directory grows.
 */
export function GymPicker({ value, onChange, onAddGym, ...rest }: GymPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const gyms = useGymDirectory({ search });
  const items: ComboboxItem[] = (gyms.data?.items ?? []).map((gym) => ({
    value: String(gym.id),
    label: gym.name,
    detail: [gym.city, gym.state].filter(Boolean).join(', '),
  }));
  // A gym chosen earlier (or preselected) that the current search does not list.
  const listed = items.some((item) => item.value === String(value));
  const chosen = useDirectoryGym(value !== null && !listed ? value : null);
  return (
    <Combobox
      {...rest}
      items={items}
      value={value === null ? null : String(value)}
      selectedLabel={chosen.data?.name}
      onChange={(next) => onChange(Number(next))}
      onSearch={setTyped}
      searching={gyms.isFetching || search !== typed.trim()}
      placeholder={gyms.isLoading ? 'Loading gyms...' : 'Select your gym...'}
      searchPlaceholder="Search gyms..."
      contentClassName="w-[400px]"
      listClassName="max-h-[200px]"
      empty={(close) => (
        <div className="grid gap-3">
          <p>{m.noGymsFound}</p>
          <button
            type="button"
            onClick={() => {
              close();
              onAddGym();
            }}
            className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Plus aria-hidden="true" className="size-4" />
            {m.addGymHere}
          </button>
        </div>
      )}
    />
  );
}
