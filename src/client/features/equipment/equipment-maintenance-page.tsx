import { History, Pencil, Plus, Printer, QrCode, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  EQUIPMENT_FILTERS,
  equipmentStatusLabels,
  equipmentTypeLabels,
  inspectionPath,
  inspectionResultLabels,
  type Equipment,
  type EquipmentFilter,
} from '@shared/equipment';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FilterChips } from '@/components/ui/filter-chips';
import { Notice } from '@/components/ui/notice';
import { PagedState } from '@/components/ui/paged-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/use-toast';
import { date, dateTime } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import {
  LABELS_URL,
  qrSvgUrl,
  useDeleteEquipment,
  useEquipmentCounts,
  useEquipmentList,
  useSaveEquipment,
  useSuggestions,
} from './api';
import { EquipmentForm } from './equipment-form';
import { badge, dueTone, resultTone, statusTone } from './equipment-format';
import { InspectionHistory } from './inspection-history';
import { gatedTool } from '@/features/tools';

const dueWords = (item: Equipment) =>
  item.overdue
    ? `Overdue since ${date(item.nextDueAt)}`
    : `${item.due === 'due' ? 'Due' : 'Next'} ${date(item.nextDueAt)}`;

function EquipmentRow({
  item,
  onEdit,
  onDelete,
  onHistory,
  onQr,
}: {
  item: Equipment;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
  onQr: () => void;
}) {
  const last = item.lastInspection;
  return (
    <li
      className={cn(
        'grid gap-3 rounded-2xl border bg-white p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center',
        item.overdue ? 'border-red-300' : item.due === 'due' ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-brand-900">{item.name}</span>
          <span className={cn(badge, dueTone[item.due])}>{dueWords(item)}</span>
          {item.status !== 'in_service' ? (
            <span className={cn(badge, statusTone[item.status])}>{equipmentStatusLabels[item.status]}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {[equipmentTypeLabels[item.type], item.location, `every ${item.inspectionIntervalDays} days`]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-sm text-slate-700">
          {last ? (
            <>
              Last:{' '}
              <span className={cn('font-semibold', resultTone[last.result])}>
                {inspectionResultLabels[last.result]}
              </span>{' '}
              {dateTime(last.inspectedAt)}
              {last.inspectedBy ? ` by ${last.inspectedBy}` : ''}
            </>
          ) : (
            'Not inspected yet'
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" onClick={onHistory} aria-label={`History of ${item.name}`}>
          <History aria-hidden="true" /> History
        </Button>
        <Button variant="ghost" size="sm" onClick={onQr} aria-label={`QR code of ${item.name}`}>
          <QrCode aria-hidden="true" /> QR
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${item.name}`}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}

/** The list with its filters, the add and edit form, the history, the QR code and the delete confirmation. */
function Workspace() {
  const [filter, setFilter] = useState<EquipmentFilter>('all');
  const [search, setSearch] = useState('');
  const list = useEquipmentList(filter, search);
  const counts = useEquipmentCounts().data?.counts;
  const save = useSaveEquipment();
  const remove = useDeleteEquipment();
  const [editing, setEditing] = useState<Equipment | 'new' | null>(null);
  const suggestions = useSuggestions(editing === 'new');
  const [toDelete, setToDelete] = useState<Equipment | null>(null);
  const [history, setHistory] = useState<Equipment | null>(null);
  const [qr, setQr] = useState<Equipment | null>(null);
  const filterLabel = (f: EquipmentFilter) => {
    const word = { all: 'All', due: 'Due soon', overdue: 'Overdue' }[f];
    return counts ? `${word} (${counts[f]})` : word;
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Add equipment
        </Button>
        <a href={LABELS_URL} download className={buttonClasses('outline')}>
          <Printer aria-hidden="true" /> Print labels
        </a>
      </div>
      {counts && counts.overdue > 0 ? (
        <Notice tone="warning" title={`${counts.overdue} ${counts.overdue === 1 ? 'item is' : 'items are'} overdue`}>
          Inspect {counts.overdue === 1 ? 'it' : 'them'} before the next class: scan the label with a phone.
        </Notice>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterChips
          label="Show"
          options={EQUIPMENT_FILTERS}
          value={filter}
          onChange={setFilter}
          labelOf={filterLabel}
        />
        <SearchBox
          label="Search equipment"
          placeholder="Name, location or serial"
          className="w-full sm:w-72"
          defaultValue={search}
          onChange={(e) => setSearch(e.target.value.trim())}
        />
      </div>
      <PagedState
        list={list}
        loadingLabel="Loading equipment"
        rowHeight="h-24"
        errorFallback="The equipment could not be loaded. Please try again."
        noun="items"
        empty={
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {filter !== 'all' || search ? (
              <p>
                Nothing matches:{' '}
                {filter === 'overdue'
                  ? 'no item is overdue.'
                  : filter === 'due'
                    ? 'nothing is due this week.'
                    : 'try another search.'}
              </p>
            ) : (
              <p>
                No equipment yet. Add your bars, beams, vault, floor, pit and trampolines, then print their QR labels.
              </p>
            )}
          </div>
        }
      >
        {(items) => (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {list.total} {list.total === 1 ? 'item' : 'items'}
            </p>
            <ul className="grid gap-2" aria-label="Equipment">
              {items.map((item) => (
                <EquipmentRow
                  key={item.id}
                  item={item}
                  onEdit={() => setEditing(item)}
                  onDelete={() => setToDelete(item)}
                  onHistory={() => setHistory(item)}
                  onQr={() => setQr(item)}
                />
              ))}
            </ul>
          </>
        )}
      </PagedState>

      <Dialog
        open={editing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setEditing(null);
            save.reset();
          }
        }}
        title={editing === 'new' ? 'Add equipment' : 'Edit equipment'}
        className="max-w-2xl"
      >
        {editing !== null ? (
          <EquipmentForm
            item={editing === 'new' ? null : editing}
            suggestions={suggestions.data ?? []}
            error={save.error}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              save.mutateAsync({ id: editing === 'new' ? null : editing.id, input }).then((saved) => {
                toast({ title: editing === 'new' ? 'Equipment added' : 'Equipment saved', description: saved.name });
                setEditing(null);
              })
            }
          />
        ) : null}
      </Dialog>
      <Dialog
        open={history !== null}
        onOpenChange={(o) => !o && setHistory(null)}
        title={history ? `Inspections of ${history.name}` : 'Inspections'}
      >
        {history ? <InspectionHistory item={history} /> : null}
      </Dialog>
      <Dialog
        open={qr !== null}
        onOpenChange={(o) => !o && setQr(null)}
        title={qr ? `QR label of ${qr.name}` : 'QR label'}
        description="Scanning it opens the inspection page for your gym's members."
      >
        {qr ? (
          <div className="grid justify-items-center gap-3">
            <img src={qrSvgUrl(qr.id)} alt={`QR code for ${qr.name}`} width={220} height={220} className="size-56" />
            <Link to={inspectionPath(qr.qrCode)} className="text-sm font-semibold text-brand-700 underline">
              Open the inspection page
            </Link>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(item) => `Delete “${item.name}”?`}
        description="The item and its whole inspection history are removed, and its printed label stops working."
        confirmLabel="Delete equipment"
        remove={remove}
        deleted={(item) => ({ title: 'Equipment deleted', description: item.name })}
      />
    </>
  );
}

/**
 * /equipment-maintenance: a gym's apparatus, soonest due first, with due and overdue items
 * highlighted; add, edit and delete; each item's history and QR label; and one PDF of every label
 * to print (equipment.manage: owners, directors and managers).
 */
function EquipmentMaintenancePage({ path }: PageProps) {
  useRouteTitle(path);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <PageHeader
        eyebrow="Tools"
        title="Equipment maintenance"
        description="Every bar, beam, vault, floor, pit and trampoline with its QR label: coaches scan it to record an inspection, and you see what is due."
      />
      <Workspace />
    </div>
  );
}

export default gatedTool(EquipmentMaintenancePage, { gymRecords: true });
