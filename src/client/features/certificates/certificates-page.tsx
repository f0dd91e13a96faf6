import { Download } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  generationInputSchema,
  MAX_RECIPIENTS,
  namesFromText,
  printsBadly,
  RECIPIENT_FIELD,
  typedFields,
  type CertificateTemplate,
  type Generation,
  type GenerationInput,
} from '@shared/certificates';
import { useAuth, usePermissions } from '@/features/accounts';
import { useGymReadable } from '@/features/tools';
import { buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { date, longDate } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { schemaResolver } from '@/lib/schema-resolver';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { certificatePdfUrl, generationPdfUrl, useGenerate, useGenerations, useTemplates } from './api';
import { CertificatePreview } from './certificate-preview';
import { GenerationList } from './generation-list';

interface FormValues {
  recipients: string;
  fields: Record<string, string>;
}

/** A field named like a date starts with today's, as a person writes it. */
const startingValue = (field: string) => (/date/i.test(field) ? (longDate(new Date().toISOString()) ?? '') : '');

function blankValues(template: CertificateTemplate | undefined, recipients: string): FormValues {
  const fields = template ? typedFields(template.fieldMappings) : [];
  return { recipients, fields: Object.fromEntries(fields.map((f) => [f, startingValue(f)])) };
}

/** The recipients box, the shared fields, the live preview and the result of one printing. */
function GenerateForm({ template }: { template: CertificateTemplate }) {
  const generate = useGenerate();
  const [done, setDone] = useState<Generation | null>(null);
  const fields = typedFields(template.fieldMappings);
  const form = useForm<FormValues, unknown, GenerationInput>({
    defaultValues: blankValues(template, ''),
    resolver: schemaResolver(
      generationInputSchema,
      (v: FormValues) => ({
        templateId: template.id,
        recipients: namesFromText(v.recipients).map((name) => ({ name })),
        fields: v.fields,
      }),
      (path) => (path.startsWith('recipients') ? 'recipients' : path.startsWith('fields') ? 'fields' : path),
    ),
  });
  const { register, handleSubmit, formState, watch, reset, getValues, setValue } = form;
  useEffect(() => {
    reset(blankValues(template, getValues('recipients')));
    setDone(null);
  }, [template, reset, getValues]);

  const names = namesFromText(watch('recipients') ?? '');
  const values = watch('fields') ?? {};
  const badNames = names.filter(printsBadly);
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  async function loadCsv(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    const current = getValues('recipients').trim();
    setValue('recipients', [current, namesFromText(text).join('\n')].filter(Boolean).join('\n'), {
      shouldValidate: formState.isSubmitted,
    });
    e.target.value = '';
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <form
        noValidate
        className="grid content-start gap-4"
        aria-label={`Print ${template.name}`}
        onSubmit={handleSubmit(async (body) => {
          const made = await generate.mutateAsync(body).catch(() => null);
          if (made) {
            setDone(made);
            reset(blankValues(template, ''));
          }
        })}
      >
        <FormField
          label="Recipients *"
          hint={`One name a line, or paste a CSV whose first column is the name (up to ${MAX_RECIPIENTS}). ${names.length} ${names.length === 1 ? 'recipient' : 'recipients'}.`}
          error={errors.recipients?.message}
        >
          <Textarea rows={8} placeholder={'Maya Chen\nLena Ortiz'} {...register('recipients')} />
        </FormField>
        <div className="grid gap-1.5">
          <Label htmlFor="certificate-csv">Or add names from a CSV file</Label>
          <input
            id="certificate-csv"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => void loadCsv(e)}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:text-brand-900"
          />
        </div>
        {badNames.length ? (
          <Notice tone="warning" title="Some names will not print in full">
            The certificate fonts have no letters for {badNames.slice(0, 3).join(', ')}
            {badNames.length > 3 ? ` and ${badNames.length - 3} more` : ''} (Chinese, Japanese, Korean, Indic, Thai,
            Arabic or Hebrew script): those letters print as empty boxes. The verification page shows the name in full.
          </Notice>
        ) : null}
        {fields.map((field) => (
          <FormField key={field} label={field} error={undefined}>
            <Input {...register(`fields.${field}`)} />
          </FormField>
        ))}
        {errors.fields?.message ? <p className="text-sm font-medium text-red-700">{errors.fields.message}</p> : null}
        {generate.isError ? <ErrorNotice error={generate.error} fallback="The certificates could not be made" /> : null}
        <FormFooter
          submitLabel={names.length > 1 ? `Create ${names.length} certificates` : 'Create certificate'}
          pending={generate.isPending}
          pendingLabel="Creating..."
        />
        {done ? <Created generation={done} /> : null}
      </form>
      <CertificatePreview
        page={template}
        mappings={template.fieldMappings}
        values={{ ...values, [RECIPIENT_FIELD]: names[0] ?? '' }}
        label={`Preview of ${template.name}${names[0] ? ` for ${names[0]}` : ''}`}
      />
    </div>
  );
}

function Created({ generation }: { generation: Generation }) {
  const n = generation.certificates.length;
  return (
    <Notice tone="success" role="status" title={`${n} ${n === 1 ? 'certificate' : 'certificates'} created`}>
      <div className="flex flex-wrap gap-2 pt-1">
        <a href={generationPdfUrl(generation.id)} download className={buttonClasses('primary', 'sm')}>
          <Download aria-hidden="true" /> Download all ({n} {n === 1 ? 'page' : 'pages'})
        </a>
        {n > 1 && n <= 5
          ? generation.certificates.map((c) => (
              <a key={c.id} href={certificatePdfUrl(c.id)} download className={buttonClasses('outline', 'sm')}>
                {c.recipientName}
              </a>
            ))
          : null}
      </div>
    </Notice>
  );
}

/**
 * /certificates: a gym's staff (certificates.generate) choose a template, type or paste their
 * students' names (or load a CSV), fill the shared fields and download one PDF with a page per
 * student, or each alone; the gym's earlier printings are below.
 */
export default function CertificatesPage({ path }: PageProps) {
  useRouteTitle(path);
  const { hasPermission, isLoading } = usePermissions();
  const readable = useGymReadable();
  const { user } = useAuth();
  const header = (
    <PageHeader
      eyebrow="My Space"
      title="Certificates"
      description="Print certificates for your students from the club's designs: a page per student, each with a code anyone can check."
    />
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
      {header}
      {isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-10" label="Loading" />
        </div>
      ) : !hasPermission('certificates.generate') ? (
        <Notice title="Printing certificates is for your gym's staff">
          Owners, directors and managers print certificates for the gym's students. Ask your gym's owner if you need to.
        </Notice>
      ) : readable ? (
        <Workspace />
      ) : (
        <Notice title={`Printing opens once ${user?.gym?.name ?? 'your gym'} approves you`}>
          The certificates you print are kept with your gym&apos;s records, which open when your access is approved.
        </Notice>
      )}
    </div>
  );
}

/** The templates, the form and the gym's printings, for holders of certificates.generate. */
function Workspace() {
  const templates = useTemplates();
  const generations = useGenerations();
  const [chosen, setChosen] = useState<number | null>(null);

  return (
    <>
      <section aria-labelledby="templates-heading" className="grid gap-4">
        <h2 id="templates-heading" className="text-lg font-semibold text-brand-950">
          1. Choose a template
        </h2>
        <QueryState
          query={templates}
          loadingLabel="Loading templates"
          loading={
            <div className="grid gap-3 sm:grid-cols-3">
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          }
          errorFallback="The templates could not be loaded"
          isEmpty={(list) => list.length === 0}
          empty={
            <Notice title="No templates yet">
              The club's administrators design the certificate templates; once one is ready it appears here.
            </Notice>
          }
        >
          {(list) => {
            const current = list.find((t) => t.id === chosen) ?? list[0]!;
            return (
              <>
                <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  <legend className="sr-only">Template</legend>
                  {list.map((t) => (
                    <label
                      key={t.id}
                      className={cn(
                        'grid cursor-pointer gap-2 rounded-lg border bg-white p-3 focus-within:ring-2 focus-within:ring-brand-500',
                        t.id === current.id ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
                      )}
                    >
                      <span className="flex items-center gap-2 text-sm font-medium">
                        <input
                          type="radio"
                          name="template"
                          value={t.id}
                          checked={t.id === current.id}
                          onChange={() => setChosen(t.id)}
                        />
                        {t.name}
                      </span>
                      <CertificatePreview page={t} mappings={t.fieldMappings} label={`${t.name}, with its fields`} />
                    </label>
                  ))}
                </fieldset>
                <section aria-labelledby="recipients-heading" className="grid gap-4">
                  <h2 id="recipients-heading" className="text-lg font-semibold text-brand-950">
                    2. Recipients and details
                  </h2>
                  <GenerateForm template={current} />
                </section>
              </>
            );
          }}
        </QueryState>
      </section>
      <section aria-labelledby="earlier-heading" className="grid gap-4">
        <h2 id="earlier-heading" className="text-lg font-semibold text-brand-950">
          Your gym's certificates
        </h2>
        <GenerationList
          list={generations}
          empty="Nothing printed yet: the certificates you create are kept here to download again."
          describe={(g) => `${date(g.createdAt) ?? ''}${g.createdBy ? ` · by ${g.createdBy}` : ''}`}
        />
      </section>
    </>
  );
}
