import { RotateCcw } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { useRouteInfo } from '@/lib/route-info';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

interface CalculatorLayoutProps {
  /** The route pattern: the title is its route's (the route table's, as the router hands it). */
  path: string;
  /** What the tool is for, in gym terms: the one paragraph under the title. */
  intro: string;
  inputs: ReactNode;
  /** The answers; while there are none (the input is not valid), a notice to fix the fields in their place. */
  results: ReactNode;
  /** Puts the example numbers back. */
  onReset: () => void;
  /** Below the calculator: saved scenarios, the network benchmark. */
  children?: ReactNode;
}

/**
 * The frame of every calculator: title and intro, the inputs on the left and the answers on the
 * right (under the inputs on a phone). Everything is worked out in the browser as the user types.
 */
export function CalculatorLayout({ path, intro, inputs, results, onReset, children }: CalculatorLayoutProps) {
  useRouteTitle(path);
  const route = useRouteInfo();
  const title = route?.path === path ? route.title : 'Calculator';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Tools" title={title} description={<p>{intro}</p>} />

      <Notice className="mt-6" title="Example numbers — replace them with yours">
        The starting figures are illustrative numbers for a typical gym, except those marked “From your gym facts”. The
        answers update as you type; save them as a scenario to keep them.
      </Notice>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="calculator-inputs">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="calculator-inputs" className="text-lg font-bold text-brand-900">
                Your numbers
              </h2>
              <Button variant="outline" size="sm" onClick={onReset}>
                <RotateCcw aria-hidden="true" />
                Reset to example
              </Button>
            </div>
            <div className="mt-4 grid grid-cols-1 gap-4">{inputs}</div>
          </section>
        </Card>
        <Card className="p-5 sm:p-6 lg:sticky lg:top-24">
          <section aria-labelledby="calculator-results">
            <h2 id="calculator-results" className="text-lg font-bold text-brand-900">
              Results
            </h2>
            <div className="mt-4 grid grid-cols-1 gap-4">{results || <FixInputsNotice />}</div>
          </section>
        </Card>
      </div>
      {children}
    </div>
  );
}

interface NumberFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** A labelled figure (its unit in the label), with the schema's message under it. */
export function NumberField({ label, value, onValueChange, error, hint, className, ...props }: NumberFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
    </FormField>
  );
}

/** Named amounts as bars drawn with divs, each as wide as its share of the largest. */
export function AmountBars({
  title,
  bars,
}: {
  title: string;
  bars: { label: string; value: string; amount: number }[];
}) {
  const top = Math.max(...bars.map((b) => b.amount), 0.01);
  return (
    <figure>
      <figcaption className="font-bold text-brand-900">{title}</figcaption>
      <ul className="mt-3 grid gap-2">
        {bars.map((b, i) => (
          <li key={i} className="grid gap-1">
            <div className="flex justify-between gap-3 text-sm text-slate-700">
              <span className="truncate">{b.label}</span>
              <span className="font-semibold tabular-nums">{b.value}</span>
            </div>
            <div className="h-4 rounded bg-slate-100" aria-hidden="true">
              <div className="h-full rounded bg-brand-600" style={{ width: `${(b.amount / top) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The answers as a list of figures. */
export function ResultList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2', className)}>{children}</dl>;
}

interface ResultProps {
  /** A stable name for tests: data-result="<id>" on the figure. */
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** The formula in words, one line. */
  explain: ReactNode;
  /** The headline answer of the calculator, shown larger. */
  primary?: boolean;
}

/** One answer: what it is, the figure, and how it is worked out. */
export function Result({ id, label, value, explain, primary = false }: ResultProps) {
  return (
    <div
      className={cn(
        'rounded-xl border p-4',
        primary ? 'border-brand-200 bg-brand-50 sm:col-span-2' : 'border-slate-200 bg-white',
      )}
    >
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd
        data-result={id}
        className={cn('mt-1 font-extrabold text-brand-900 tabular-nums', primary ? 'text-3xl' : 'text-2xl')}
      >
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-600">{explain}</dd>
    </div>
  );
}

/** Shown in place of the answers while a field holds something the schema refuses. */
export function FixInputsNotice() {
  return (
    <Notice tone="warning" role="status" title="Check the highlighted fields">
      The results appear again as soon as every field holds a number the calculator accepts.
    </Notice>
  );
}
