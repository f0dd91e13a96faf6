import { Plus, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  BUILT_IN_FIELDS,
  builtInFieldLabels,
  CERTIFICATE_ALIGNMENTS,
  CERTIFICATE_FONTS,
  FIELD_DEFAULTS,
  PLAIN_PAGE,
  templateInputSchema,
  type CertificateTemplate,
  type TemplateInput,
} from '@shared/certificates';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { nestedSchemaResolver } from '@/lib/schema-resolver';
import { CertificatePreview } from '../certificate-preview';
import { useSaveTemplate, useTemplateBackground } from '../api';

/** A mapping as its inputs hold it: numbers as text. */
interface MappingValues {
  field: string;
  x: string;
  y: string;
  font: string;
  size: string;
  colour: string;
  alignment: string;
}
interface FormValues {
  name: string;
  fieldMappings: MappingValues[];
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

function toInput(v: FormValues): TemplateInput {
  return {
    name: v.name,
    fieldMappings: v.fieldMappings.map((f) => ({
      field: f.field,
      x: num(f.x) as number,
      y: num(f.y) as number,
      font: f.font as TemplateInput['fieldMappings'][number]['font'],
      size: num(f.size),
      colour: f.colour,
      alignment: f.alignment as TemplateInput['fieldMappings'][number]['alignment'],
    })),
  };
}

const newMapping = (field: string, y: number): MappingValues => ({
  field,
  x: String(PLAIN_PAGE.width / 2),
  y: String(y),
  font: FIELD_DEFAULTS.font,
  size: String(FIELD_DEFAULTS.size),
  colour: FIELD_DEFAULTS.colour,
  alignment: 'center',
});

function valuesOf(template: CertificateTemplate | null): FormValues {
  if (!template) return { name: '', fieldMappings: [{ ...newMapping('recipientName', 300), size: '32' }] };
  return {
    name: template.name,
    fieldMappings: template.fieldMappings.map((f) => ({
      ...f,
      x: String(f.x),
      y: String(f.y),
      size: String(f.size),
    })),
  };
}

interface Props {
  template: CertificateTemplate | null;
  onSaved: (template: CertificateTemplate) => void;
  onCancel: () => void;
}

/**
 * A template's name and its field mapping: each field's position (typed in points from the page's
 * top-left corner, or dragged on the preview), font, size, colour and alignment; and its
 * background once saved. Checked with the server's own schema.
 */
export function TemplateEditor({ template, onSaved, onCancel }: Props) {
  const save = useSaveTemplate();
  const background = useTemplateBackground();
  const fileRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const { register, control, handleSubmit, formState, watch, setValue } = useForm<FormValues, unknown, TemplateInput>({
    defaultValues: valuesOf(template),
    resolver: nestedSchemaResolver(templateInputSchema, toInput),
  });
  const rows = useFieldArray({ control, name: 'fieldMappings' });
  const errors = formState.errors;
  const watched = watch('fieldMappings');
  const page = template ?? { pageWidth: PLAIN_PAGE.width, pageHeight: PLAIN_PAGE.height, background: null };
  const preview = (watched ?? []).map((f) => ({
    field: f.field || '(unnamed)',
    x: Number(f.x) || 0,
    y: Number(f.y) || 0,
    font: (CERTIFICATE_FONTS as readonly string[]).includes(f.font) ? (f.font as 'Helvetica') : 'Helvetica',
    size: Number(f.size) || FIELD_DEFAULTS.size,
    colour: /^#[0-9a-f]{6}$/i.test(f.colour) ? f.colour : FIELD_DEFAULTS.colour,
    alignment: (CERTIFICATE_ALIGNMENTS as readonly string[]).includes(f.alignment) ? (f.alignment as 'left') : 'left',
  }));

  async function upload(file: File | null) {
    if (!template) return;
    const done = await background.mutateAsync({ id: template.id, file }).catch(() => null);
    if (done) {
      toast({ title: file ? 'Background uploaded' : 'Background removed' });
      onSaved(done);
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        noValidate
        aria-label={template ? `Edit ${template.name}` : 'New template'}
        className="grid content-start gap-4"
        onSubmit={handleSubmit(async (values) => {
          const saved = await save.mutateAsync({ id: template?.id ?? null, input: values }).catch(() => null);
          if (saved) {
            toast({ title: template ? 'Template saved' : 'Template created' });
            onSaved(saved);
          }
        })}
      >
        <FormField label="Template name *" error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold text-brand-950">Fields</legend>
          <p className="text-xs text-slate-600">
            Positions are in points (72 to the inch) from the page's top-left corner; y is the text's baseline. The page
            is {Math.round(page.pageWidth)} × {Math.round(page.pageHeight)} points. "{builtInFieldLabels.recipientName}"
            prints each student's name and "{builtInFieldLabels.verificationCode}" the code (without it the code prints
            small at the foot); any other field is filled in when printing.
          </p>
          {errors.fieldMappings?.message || errors.fieldMappings?.root?.message ? (
            <p className="text-sm font-medium text-red-700">
              {errors.fieldMappings.message || errors.fieldMappings.root?.message}
            </p>
          ) : null}
          {rows.fields.map((row, i) => {
            const e = errors.fieldMappings?.[i];
            return (
              <div
                key={row.id}
                className={`grid gap-2 rounded-lg border p-3 ${selected === i ? 'border-sky-600' : 'border-slate-200'}`}
                onFocus={() => setSelected(i)}
              >
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <FormField label="Field" error={e?.field?.message} className="col-span-2">
                    <Input list="certificate-built-in-fields" {...register(`fieldMappings.${i}.field`)} />
                  </FormField>
                  <FormField label="x (pt)" error={e?.x?.message}>
                    <Input inputMode="decimal" {...register(`fieldMappings.${i}.x`)} />
                  </FormField>
                  <FormField label="y (pt)" error={e?.y?.message}>
                    <Input inputMode="decimal" {...register(`fieldMappings.${i}.y`)} />
                  </FormField>
                </div>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <FormField label="Font" error={e?.font?.message}>
                    <Select {...register(`fieldMappings.${i}.font`)}>
                      {CERTIFICATE_FONTS.map((f) => (
                        <option key={f} value={f}>
                          {f}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label="Size" error={e?.size?.message}>
                    <Input inputMode="decimal" {...register(`fieldMappings.${i}.size`)} />
                  </FormField>
                  <FormField label="Colour" error={e?.colour?.message}>
                    <Input {...register(`fieldMappings.${i}.colour`)} />
                  </FormField>
                  <FormField label="Alignment" error={e?.alignment?.message}>
                    <Select {...register(`fieldMappings.${i}.alignment`)}>
                      {CERTIFICATE_ALIGNMENTS.map((a) => (
                        <option key={a} value={a}>
                          {a}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                </div>
                <div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => rows.remove(i)}
                    aria-label={`Remove field ${watched?.[i]?.field || i + 1}`}
                  >
                    <Trash2 aria-hidden="true" /> Remove
                  </Button>
                </div>
              </div>
            );
          })}
          <datalist id="certificate-built-in-fields">
            {BUILT_IN_FIELDS.map((f) => (
              <option key={f} value={f}>
                {builtInFieldLabels[f]}
              </option>
            ))}
          </datalist>
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => rows.append(newMapping('', Math.min(page.pageHeight - 40, 340 + rows.fields.length * 40)))}
            >
              <Plus aria-hidden="true" /> Add a field
            </Button>
          </div>
        </fieldset>
        {save.isError ? <ErrorNotice error={save.error} fallback="The template could not be saved" /> : null}
        <FormFooter
          submitLabel={template ? 'Save template' : 'Create template'}
          pending={save.isPending}
          onCancel={onCancel}
        />
      </form>
      <div className="grid content-start gap-3">
        <CertificatePreview
          page={page}
          mappings={preview}
          label="Preview of the template: drag a field to move it"
          selected={selected}
          onMove={(i, x, y) => {
            setSelected(i);
            setValue(`fieldMappings.${i}.x`, String(x), { shouldDirty: true });
            setValue(`fieldMappings.${i}.y`, String(y), { shouldDirty: true });
          }}
        />
        <p className="text-xs text-slate-600">Drag a field on the page, or type its x and y.</p>
        {template ? (
          <div className="grid gap-2">
            <input
              ref={fileRef}
              id="certificate-background"
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={background.isPending}
                onClick={() => fileRef.current?.click()}
              >
                <Upload aria-hidden="true" />
                {template.background ? 'Replace the background' : 'Upload a background'}
              </Button>
              {template.background ? (
                <Button variant="ghost" size="sm" disabled={background.isPending} onClick={() => void upload(null)}>
                  Use a plain page
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-slate-600">
              A PDF (its first page, at its size) or a PNG or JPEG, at most 10 MB.
            </p>
            {background.isError ? (
              <ErrorNotice error={background.error} fallback="The background could not be uploaded" />
            ) : null}
          </div>
        ) : (
          <Notice>Create the template first; then upload its background (a PDF or an image).</Notice>
        )}
      </div>
    </div>
  );
}
