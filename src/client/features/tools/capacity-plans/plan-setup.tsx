import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { MAX_ROWS } from '@shared/tools/fields';
import { DAYS, hourLabel, type CapacityPlanResult } from '@shared/tools/capacity-plans';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FROM_FACTS } from '../gym-facts';
import { rowKey, type EquipmentDraft, type OpenDay, type PlanDraft, type ProgramDraft } from './plan-draft';
import { number } from '@/lib/format';

type Update = (change: (draft: PlanDraft) => PlanDraft) => void;

interface SetupProps {
  draft: PlanDraft;
  update: Update;
  /** The shared schema's message per path ('equipment.0.count'), shown once the member tried to save. */
  errors: Record<string, string>;
  result: CapacityPlanResult;
  /** The gym's saved floor space, to mark the field that still holds it. */
  factsSqft: number | null;
}

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

/** Column widths of the rows from 640 px, where one header names the columns. */
const EQUIPMENT_COLUMNS = 'sm:grid-cols-[minmax(0,1fr)_6rem_8rem_auto]';
const PROGRAM_COLUMNS = 'sm:grid-cols-[minmax(0,1fr)_8rem_8rem_6rem_auto]';

/** The columns' names above the rows, from 640 px (each input also names itself). */
function RowHeader({ columns, labels }: { columns: string; labels: string[] }) {
  return (
    <div aria-hidden="true" className={`mb-1 hidden gap-2 text-sm font-semibold text-slate-800 sm:grid ${columns}`}>
      {labels.map((l) => (
        <span key={l}>{l}</span>
      ))}
      <span className="w-11" />
    </div>
  );
}

/** A row's field label: shown on a phone, where there is no header. */
const RowLabel = ({ children }: { children: ReactNode }) => <span className="sm:sr-only">{children}</span>;

/** Usable floor space, space per athlete and the hours of each day. */
export function ProfileSection({ draft, update, errors, result, factsSqft }: SetupProps) {
  const set = (key: 'usableSqft' | 'sqftPerAthlete') => (value: string) => update((d) => ({ ...d, [key]: value }));
  const openDays = draft.openHours.flatMap((o, day) => (o.open ? [day] : []));
  const setDay = (day: number, patch: Partial<OpenDay>) =>
    update((d) => ({ ...d, openHours: d.openHours.map((o, i) => (i === day ? { ...o, ...patch } : o)) }));
  return (
    <Section
      id="profile-heading"
      title="Your floor and hours"
      intro={
        result.floorCapacity === null
          ? 'Your usable floor space and how much of it each athlete needs set what the floor holds.'
          : `The floor holds ${number(result.floorCapacity)} athletes at once: usable square feet ÷ square feet per athlete.`
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Usable floor space (sq ft)"
          error={errors['gymProfile.usableSqft']}
          hint={factsSqft !== null && draft.usableSqft === String(factsSqft) ? FROM_FACTS : undefined}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={draft.usableSqft}
            onChange={(e) => set('usableSqft')(e.target.value)}
          />
        </FormField>
        <FormField
          label="Square feet per athlete"
          error={errors['gymProfile.sqftPerAthlete']}
          hint="About 50 for a gymnastics class on the floor"
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={draft.sqftPerAthlete}
            onChange={(e) => set('sqftPerAthlete')(e.target.value)}
          />
        </FormField>
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-bold tracking-wide text-brand-800 uppercase">Open hours</legend>
        <ul className="mt-2 grid gap-2">
          {DAYS.map((name, day) => {
            const o = draft.openHours[day]!;
            const error = errors[`gymProfile.openHours.${openDays.indexOf(day)}.closes`];
            return (
              <li key={name} className="grid grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2">
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={o.open}
                    onChange={(e) => setDay(day, { open: e.target.checked })}
                  />
                  {name}
                </label>
                {o.open ? (
                  <>
                    <HourSelect
                      label={`Opens on ${name}`}
                      value={o.opens}
                      from={0}
                      to={23}
                      onChange={(v) => setDay(day, { opens: v })}
                    />
                    <HourSelect
                      label={`Closes on ${name}`}
                      value={o.closes}
                      from={1}
                      to={24}
                      onChange={(v) => setDay(day, { closes: v })}
                    />
                    {error ? <p className="col-span-3 text-sm font-medium text-red-700">{error}</p> : null}
                  </>
                ) : (
                  <span className="col-span-2 text-sm text-slate-500">Closed</span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Section>
  );
}

function HourSelect({
  label,
  value,
  from,
  to,
  onChange,
}: {
  label: string;
  value: number;
  from: number;
  to: number;
  onChange: (hour: number) => void;
}) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((h) => (
        <option key={h} value={h}>
          {h === 24 ? 'Midnight' : hourLabel(h)}
        </option>
      ))}
    </Select>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick} className="min-h-11 min-w-11 self-end">
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** "Add program" under a list of `count` rows, until it holds the most rows a plan takes. */
function AddButton({ label, count, onClick }: { label: string; count: number; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" className="mt-3" disabled={count >= MAX_ROWS} onClick={onClick}>
      <Plus aria-hidden="true" />
      {` ${label}`}
    </Button>
  );
}

/** Stations and how many athletes each takes at once; their sum is what the equipment holds. */
export function EquipmentSection({ draft, update, errors, result }: SetupProps) {
  const setRow = (key: string, patch: Partial<EquipmentDraft>) =>
    update((d) => ({ ...d, equipment: d.equipment.map((e) => (e.key === key ? { ...e, ...patch } : e)) }));
  return (
    <Section
      id="equipment-heading"
      title="Equipment"
      intro={
        result.equipmentCapacity === null
          ? 'List your stations and how many athletes work each at once; leave it empty to plan by floor space only.'
          : `The equipment holds ${number(result.equipmentCapacity)} athletes at once: count × athletes at once, added up.`
      }
    >
      {errors.equipment ? <p className="mb-2 text-sm font-medium text-red-700">{errors.equipment}</p> : null}
      <RowHeader columns={EQUIPMENT_COLUMNS} labels={['Equipment', 'Count', 'Athletes at once']} />
      <ul className="grid gap-3 sm:gap-2">
        {draft.equipment.map((e, i) => {
          const at = (field: string) => errors[`equipment.${i}.${field}`];
          const row = `(equipment row ${i + 1})`;
          return (
            <li
              key={e.key}
              className={`grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 border-b border-slate-100 pb-3 last:border-0 sm:border-0 sm:pb-0 ${EQUIPMENT_COLUMNS}`}
            >
              <FormField label={<RowLabel>Equipment</RowLabel>} error={at('kind')} className="col-span-3 sm:col-span-1">
                <Input
                  aria-label={`Equipment ${row}`}
                  autoComplete="off"
                  value={e.kind}
                  onChange={(x) => setRow(e.key, { kind: x.target.value })}
                />
              </FormField>
              <FormField label={<RowLabel>Count</RowLabel>} error={at('count')}>
                <Input
                  aria-label={`Count ${row}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={e.count}
                  onChange={(x) => setRow(e.key, { count: x.target.value })}
                />
              </FormField>
              <FormField label={<RowLabel>At once</RowLabel>} error={at('athletesPerStation')}>
                <Input
                  aria-label={`Athletes at once ${row}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={e.athletesPerStation}
                  onChange={(x) => setRow(e.key, { athletesPerStation: x.target.value })}
                />
              </FormField>
              <RemoveButton
                label={`Remove ${e.kind.trim() || `equipment row ${i + 1}`}`}
                onClick={() => update((d) => ({ ...d, equipment: d.equipment.filter((x) => x.key !== e.key) }))}
              />
            </li>
          );
        })}
      </ul>
      <AddButton
        label="Add equipment"
        count={draft.equipment.length}
        onClick={() =>
          update((d) => ({
            ...d,
            equipment: [...d.equipment, { key: rowKey(), kind: '', count: '1', athletesPerStation: '4' }],
          }))
        }
      />
    </Section>
  );
}

/** The programs the schedule places: class size, coach ratio and length. */
export function ProgramsSection({ draft, update, errors, result }: SetupProps) {
  const setRow = (key: string, patch: Partial<ProgramDraft>) =>
    update((d) => ({ ...d, programs: d.programs.map((p) => (p.key === key ? { ...p, ...patch } : p)) }));
  const remove = (key: string) =>
    update((d) => ({
      ...d,
      programs: d.programs.filter((p) => p.key !== key),
      schedule: Object.fromEntries(
        Object.entries(d.schedule).map(([cell, classes]) => [
          cell,
          Object.fromEntries(Object.entries(classes).filter(([program]) => program !== key)),
        ]),
      ),
    }));
  return (
    <Section
      id="programs-heading"
      title="Programs"
      intro="Each class of a program brings its students to the floor for its length, with one coach per so many students."
    >
      {errors.programs ? <p className="mb-2 text-sm font-medium text-red-700">{errors.programs}</p> : null}
      <RowHeader columns={PROGRAM_COLUMNS} labels={['Program', 'Students a class', 'Students per coach', 'Minutes']} />
      <ul className="grid gap-3 sm:gap-2">
        {draft.programs.map((p, i) => {
          const at = (field: string) => errors[`programs.${i}.${field}`];
          const row = `(program ${i + 1})`;
          const week = result.programs[i];
          const numberField = (
            field: 'studentsPerClass' | 'coachRatio' | 'classLength',
            visible: string,
            name: string,
          ) => (
            <FormField label={<RowLabel>{visible}</RowLabel>} error={at(field)}>
              <Input
                aria-label={`${name} ${row}`}
                inputMode="numeric"
                autoComplete="off"
                value={p[field]}
                onChange={(x) => setRow(p.key, { [field]: x.target.value })}
              />
            </FormField>
          );
          return (
            <li
              key={p.key}
              className={`grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 border-b border-slate-100 pb-3 last:border-0 sm:border-0 sm:pb-0 ${PROGRAM_COLUMNS}`}
            >
              <FormField
                label={<RowLabel>Program name</RowLabel>}
                error={at('name')}
                className="col-span-4 sm:col-span-1"
              >
                <Input
                  aria-label={`Program name ${row}`}
                  autoComplete="off"
                  value={p.name}
                  onChange={(x) => setRow(p.key, { name: x.target.value })}
                />
              </FormField>
              {numberField('studentsPerClass', 'Class size', 'Students a class')}
              {numberField('coachRatio', 'Per coach', 'Students per coach')}
              {numberField('classLength', 'Minutes', 'Minutes')}
              <RemoveButton label={`Remove ${p.name.trim() || `program ${i + 1}`}`} onClick={() => remove(p.key)} />
              {week && week.classes > 0 ? (
                <p className="col-span-4 -mt-1 text-xs text-slate-600 sm:col-span-5">
                  {number(week.classes)} class{week.classes === 1 ? '' : 'es'} a week, {number(week.athleteHours)}{' '}
                  athlete-hours
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <AddButton
        label="Add program"
        count={draft.programs.length}
        onClick={() =>
          update((d) => ({
            ...d,
            programs: [
              ...d.programs,
              { key: rowKey(), name: '', studentsPerClass: '10', coachRatio: '8', classLength: '60' },
            ],
          }))
        }
      />
    </Section>
  );
}
