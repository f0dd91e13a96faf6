import type { ChecklistItem } from '@shared/learning';

/** A nested checklist: each item a labelled checkbox, with help text and an "Optional" mark. */
export function Checklist({
  items,
  state,
  onToggle,
  disabled,
}: {
  items: ChecklistItem[];
  state: Record<string, boolean>;
  onToggle: (key: string, checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <ul className="space-y-2">
      {items.map((item) => {
        const id = `check-${item.stableKey}`;
        const helpId = item.helpText ? `${id}-help` : undefined;
        return (
          <li key={item.stableKey}>
            <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-brand-800"
                checked={state[item.stableKey] === true}
                disabled={disabled}
                aria-describedby={helpId}
                onChange={(e) => onToggle(item.stableKey, e.target.checked)}
              />
              <div className="min-w-0">
                <label htmlFor={id} className="font-medium text-slate-900">
                  {item.text}
                  {item.isRequired ? null : (
                    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                      Optional
                    </span>
                  )}
                </label>
                {item.helpText ? (
                  <p id={helpId} className="mt-0.5 text-sm text-slate-600">
                    {item.helpText}
                  </p>
                ) : null}
              </div>
            </div>
            {item.children.length ? (
              <div className="mt-2 ml-6 border-l-2 border-slate-200 pl-4">
                <Checklist items={item.children} state={state} onToggle={onToggle} disabled={disabled} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
