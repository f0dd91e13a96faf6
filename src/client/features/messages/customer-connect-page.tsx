import { ArrowLeft, MessageSquare, PhoneCall } from 'lucide-react';
import { useDeferredValue, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_CONTENT, messageInputSchema, SUGGESTED_TAGS, type Message, type MessageInput } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { FilterChips } from '@/components/ui/filter-chips';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { PagedState } from '@/components/ui/paged-state';
import { SearchBox } from '@/components/ui/search-box';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { dateTime } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { schemaResolver } from '@/lib/schema-resolver';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useMessages, useOptOut, useSendMessage } from './api';
import { gatedTool } from '@/features/tools';

interface FormValues {
  type: 'sms' | 'voicemail';
  voice: 'tts' | 'recording';
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  content: string;
  recordingUrl: string;
  sendEmail: boolean;
  tags: string[];
}

const blank: FormValues = {
  type: 'sms',
  voice: 'tts',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  content: '',
  recordingUrl: '',
  sendEmail: false,
  tags: [],
};

const toInput = (v: FormValues): MessageInput => ({
  type: v.type,
  customerName: v.customerName,
  customerPhone: v.customerPhone,
  customerEmail: v.customerEmail,
  content: v.content,
  sendEmail: v.sendEmail && v.customerEmail.trim() !== '',
  tags: v.tags,
  recordingUrl: v.type === 'voicemail' && v.voice === 'recording' ? v.recordingUrl : null,
});

const chip = (on: boolean) =>
  cn(
    'rounded-full border px-3 py-1 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-accent-500',
    on ? 'border-brand-900 bg-brand-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300',
  );

/** The tags: the suggested ones as chips, and any other word typed in. */
function TagPicker({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const toggle = (tag: string) => onChange(value.includes(tag) ? value.filter((t) => t !== tag) : [...value, tag]);
  const add = () => {
    const tag = draft.trim().toLowerCase();
    if (tag && !value.includes(tag)) onChange([...value, tag]);
    setDraft('');
  };
  const own = value.filter((t) => !(SUGGESTED_TAGS as readonly string[]).includes(t));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-900">Tags</legend>
      <div className="flex flex-wrap gap-2">
        {[...SUGGESTED_TAGS, ...own].map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={value.includes(tag)}
            className={chip(value.includes(tag))}
            onClick={() => toggle(tag)}
          >
            {tag}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <Input
          aria-label="Another tag"
          placeholder="Another tag"
          value={draft}
          maxLength={30}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          Add tag
        </Button>
      </div>
    </fieldset>
  );
}

/** Compose: a text or a voicemail (read out, or a recording), an email copy, tags; the opt-out shown first. */
function Compose() {
  const send = useSendMessage();
  const form = useForm<FormValues, unknown, ReturnType<typeof messageInputSchema.parse>>({
    defaultValues: blank,
    resolver: schemaResolver(messageInputSchema, toInput),
  });
  const { register, handleSubmit, watch, setValue, reset, formState } = form;
  const errors = formState.errors;
  const type = watch('type');
  const voice = watch('voice');
  const phone = watch('customerPhone');
  const email = watch('customerEmail');
  const content = watch('content');
  const optOut = useOptOut(phone);
  const blocked = type === 'sms' && optOut.data?.optedOut === true;

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (sent) => {
        toast({
          title: sent.type === 'sms' ? 'Text sent' : 'Voicemail sent',
          description: `To ${sent.customerName ?? sent.customerPhone}${sent.emailSent ? ', with an email copy' : ''}.`,
        });
        reset({ ...blank, type: values.type });
      },
    }),
  );

  return (
    <section
      aria-labelledby="compose-heading"
      className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="compose-heading" className="text-lg font-bold text-brand-900">
        New message
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid content-start gap-4">
        <div role="group" aria-label="Message type" className="flex flex-wrap gap-2">
          {(
            [
              ['sms', 'Text message', MessageSquare],
              ['voicemail', 'Voicemail', PhoneCall],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              className={cn(chip(type === value), 'flex items-center gap-2')}
              onClick={() => setValue('type', value)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Family or contact name" error={errors.customerName?.message}>
            <Input autoComplete="off" {...register('customerName')} />
          </FormField>
          <FormField label="Phone number *" error={errors.customerPhone?.message}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="555-201-4410"
              {...register('customerPhone')}
            />
          </FormField>
        </div>
        {optOut.data?.optedOut ? (
          <Notice tone="warning" role="status" title="This number has opted out of text messages">
            They texted STOP{optOut.data.optedOutAt ? ` on ${dateTime(optOut.data.optedOutAt)}` : ''}. A text cannot be
            sent until they text START; a voicemail or an email still can.
          </Notice>
        ) : null}
        {type === 'voicemail' ? (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-900">Voicemail</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="tts" {...register('voice')} /> Read my message out (text-to-speech)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="recording" {...register('voice')} /> Play a recording
            </label>
            {voice === 'recording' ? (
              <FormField
                label="Recording URL"
                error={errors.recordingUrl?.message}
                hint="An https:// address of an MP3 or WAV file"
              >
                <Input type="url" placeholder="https://" {...register('recordingUrl')} />
              </FormField>
            ) : null}
          </fieldset>
        ) : null}
        <FormField
          label={type === 'voicemail' && voice === 'recording' ? 'What the recording says *' : 'Message *'}
          error={errors.content?.message}
          hint={`${content.length} of ${MAX_CONTENT} characters${type === 'sms' && content.length > 160 ? ` (${Math.ceil(content.length / 153)} text segments)` : ''}`}
        >
          <Textarea rows={4} {...register('content')} />
        </FormField>
        <FormField label="Email (optional)" error={errors.customerEmail?.message}>
          <Input type="email" autoComplete="off" {...register('customerEmail')} />
        </FormField>
        <label className={cn('flex items-center gap-2 text-sm', !email.trim() && 'text-slate-500')}>
          <input type="checkbox" disabled={!email.trim()} {...register('sendEmail')} />
          Also send this as an email
        </label>
        <TagPicker value={watch('tags')} onChange={(tags) => setValue('tags', tags)} />
        {send.isError ? <ErrorNotice error={send.error} fallback="The message could not be sent" /> : null}
        <FormFooter
          submitLabel={type === 'sms' ? 'Send text' : 'Send voicemail'}
          pending={send.isPending}
          pendingLabel="Sending..."
          disabled={blocked}
        />
      </form>
    </section>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <li key={t} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
          {t}
        </li>
      ))}
    </ul>
  );
}

const kindOf = (m: Message) => (m.direction === 'inbound' ? 'Reply' : m.type === 'voicemail' ? 'Voicemail' : 'Text');

/** One row of the history: who, what, when, and the way to the family's thread. */
function HistoryRow({ message, onOpen }: { message: Message; onOpen: (m: Message) => void }) {
  const who = message.customerName ?? message.customerPhone;
  return (
    <li className="grid gap-1.5 border-b border-slate-100 py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <button
          type="button"
          className="text-left font-semibold text-brand-900 underline-offset-2 hover:underline"
          onClick={() => onOpen(message)}
        >
          {who}
          <span className="sr-only">: all messages</span>
        </button>
        <span className="text-xs text-slate-600">{dateTime(message.sentAt)}</span>
      </div>
      <p className="text-xs text-slate-600">
        {kindOf(message)} · {message.customerPhone}
        {message.direction === 'outbound' ? ` · ${message.status}${message.emailSent ? ' · emailed' : ''}` : ''}
        {message.sentBy ? ` · by ${message.sentBy}` : ''}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{message.content}</p>
      <Tags tags={message.tags} />
    </li>
  );
}

const TAG_FILTERS = ['all', ...SUGGESTED_TAGS] as const;
type TagFilter = (typeof TAG_FILTERS)[number];

function History({ onOpen }: { onOpen: (m: Message) => void }) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<TagFilter>('all');
  const deferred = useDeferredValue(search.trim());
  const list = useMessages({ search: deferred, tag: tag === 'all' ? undefined : tag });
  return (
    <section
      aria-labelledby="history-heading"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="history-heading" className="text-lg font-bold text-brand-900">
        History
      </h2>
      <SearchBox
        label="Search messages by name, phone or text"
        placeholder="Name, phone or text"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <FilterChips
        label="Filter by tag"
        options={TAG_FILTERS}
        value={tag}
        onChange={setTag}
        labelOf={(t) => (t === 'all' ? 'All tags' : t)}
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {list.isPending ? '' : `${list.total} ${list.total === 1 ? 'message' : 'messages'}`}
      </p>
      <PagedState
        list={list}
        loadingLabel="Loading messages"
        errorFallback="The messages could not be loaded"
        noun="messages"
        empty={
          <p className="text-sm text-slate-600">
            {deferred || tag !== 'all'
              ? 'No message matches. Try another name, number or tag.'
              : 'No messages yet. Your first text appears here.'}
          </p>
        }
      >
        {(items) => (
          <ul aria-label="Messages">
            {items.map((m) => (
              <HistoryRow key={m.id} message={m} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </PagedState>
    </section>
  );
}

/** One family's thread: every text and voicemail to and from the phone, replies included. */
function Thread({ phone, name, onBack }: { phone: string; name: string; onBack: () => void }) {
  const list = useMessages({ phone });
  return (
    <section
      aria-labelledby="thread-heading"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="thread-heading" className="text-lg font-bold text-brand-900">
          Messages with {name}
        </h2>
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to history
        </Button>
      </div>
      <p className="text-sm text-slate-600">{phone}</p>
      <PagedState
        list={list}
        loadingLabel="Loading the thread"
        errorFallback="The thread could not be loaded"
        noun="messages"
        empty={<p className="text-sm text-slate-600">No messages with this number yet.</p>}
      >
        {(items) => (
          <ol aria-label={`Messages with ${name}`} className="grid gap-3">
            {items.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'grid max-w-[85%] gap-1 rounded-2xl px-4 py-2',
                  m.direction === 'inbound'
                    ? 'justify-self-start bg-slate-100 text-slate-900'
                    : 'justify-self-end bg-brand-900 text-white',
                )}
              >
                <p className="text-xs opacity-80">
                  {kindOf(m)} · {dateTime(m.sentAt)}
                  {m.sentBy ? ` · ${m.sentBy}` : ''}
                </p>
                <p className="text-sm break-words whitespace-pre-line">{m.content}</p>
                {m.tags.length ? <p className="text-xs opacity-80">{m.tags.join(', ')}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </PagedState>
    </section>
  );
}

/** /customer-connect: the front desk texts and voicemails families and finds each family's history. */
function CustomerConnectPage({ path }: PageProps) {
  useRouteTitle(path);
  const [thread, setThread] = useState<{ phone: string; name: string } | null>(null);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <PageHeader
        eyebrow="Tools"
        title="Customer connect"
        description="Text or voicemail a family, send the same by email, tag it, and find every conversation with a family in one place."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <Compose />
        {thread ? (
          <Thread phone={thread.phone} name={thread.name} onBack={() => setThread(null)} />
        ) : (
          <History onOpen={(m) => setThread({ phone: m.customerPhone, name: m.customerName ?? m.customerPhone })} />
        )}
      </div>
    </div>
  );
}

export default gatedTool(CustomerConnectPage, { gymRecords: true });
