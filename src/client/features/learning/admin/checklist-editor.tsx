import { IndentDecrease, IndentIncrease, Plus, Trash2 } from 'lucide-react';
import { CHECKLIST_MAX_DEPTH, type ChecklistItem, type ChecklistItemInput } from '@shared/learning';
import { Button } from '@/components/ui/button';
import { MoveButtons } from './move-buttons';
import { Input } from '@/components/ui/input';

/** A checklist item while editing: the tree flattened, each with its depth (0 = top level). */
export interface FlatItem {
  /** Local id for React keys. */
  uid: string;
  stableKey?: string;
  text: string;
  helpText: string;
  isRequired: boolean;
  depth: number;
}

let counter = 0;
const uid = () => `item-${++counter}`;

export function flatten(items: ChecklistItem[], depth = 0): FlatItem[] {
  return items.flatMap((item) => [
    {
      uid: uid(),
      stableKey: item.stableKey,
      text: item.text,
      helpText: item.helpText ?? '',
      isRequired: item.isRequired,
      depth,
    },
    ...flatten(item.children, depth + 1),
  ]);
}

/** Back to a tree; an item nests under the nearest item above it with a smaller depth. */
export function toTree(flat: FlatItem[]): ChecklistItemInput[] {
  const root: ChecklistItemInput[] = [];
  const stack: { depth: number; children: ChecklistItemInput[] }[] = [{ depth: -1, children: root }];
  for (const item of flat) {
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= item.depth) stack.pop();
    const node: ChecklistItemInput = {
      ...(item.stableKey ? { stableKey: item.stableKey } : {}),
      text: item.text,
      helpText: item.helpText || null,
      isRequired: item.isRequired,
      children: [],
    };
    stack[stack.length - 1]!.children.push(node);
    stack.push({ depth: item.depth, children: node.children! });
  }
  return root;
}

/** Edits a checklist: add, reword, help text, required, nest, move, delete. Keys stay with their items. */
export function ChecklistEditor({
  items,
  onChange,
  label,
}: {
  items: FlatItem[];
  onChange: (items: FlatItem[]) => void;
  label: string;
}) {
  const update = (index: number, patch: Partial<FlatItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next.map((item, i) => (i === 0 ? { ...item, depth: 0 } : item)));
  };
  const maxDepth = (index: number) =>
    index === 0 ? 0 : Math.min(items[index - 1]!.depth + 1, CHECKLIST_MAX_DEPTH - 1);

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-brand-900">{label}</legend>
      {items.length === 0 ? <p className="text-sm text-slate-600">No checklist items.</p> : null}
      <ol className="grid gap-2">
        {items.map((item, i) => (
          <li
            key={item.uid}
            className="rounded-xl border border-slate-200 bg-slate-50 p-3"
            style={{ marginLeft: `${item.depth * 1.5}rem` }}
          >
            <div className="grid gap-2 sm:grid-cols-[1fr_1fr]">
              <Input
                aria-label={`Item ${i + 1} text`}
                value={item.text}
                placeholder="What to do"
                onChange={(e) => update(i, { text: e.target.value })}
              />
              <Input
                aria-label={`Item ${i + 1} help text`}
                value={item.helpText}
                placeholder="Help text (optional)"
                onChange={(e) => update(i, { helpText: e.target.value })}
              />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-1">
              <label className="mr-2 inline-flex items-center gap-1.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-800"
                  checked={item.isRequired}
                  onChange={(e) => update(i, { isRequired: e.target.checked })}
                />
                Required
              </label>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Nest item ${i + 1}`}
                disabled={item.depth >= maxDepth(i)}
                onClick={() => update(i, { depth: item.depth + 1 })}
              >
                <IndentIncrease aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Un-nest item ${i + 1}`}
                disabled={item.depth === 0}
                onClick={() => update(i, { depth: item.depth - 1 })}
              >
                <IndentDecrease aria-hidden="true" />
              </Button>
              <MoveButtons what={`item ${i + 1}`} index={i} count={items.length} onMove={move} />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete item ${i + 1}`}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...items, { uid: uid(), text: '', helpText: '', isRequired: true, depth: 0 }])}
        >
          <Plus aria-hidden="true" /> Add item
        </Button>
      </div>
    </fieldset>
  );
}
