import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { certificateMessages, verifyPath } from '@shared/certificates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { longDate } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useVerification } from './api';

/**
 * /certificates/verify/:code (public): what the code printed on a certificate certifies — the
 * recipient's name (in full, whatever its script), the title, the date of issue and the gym; and a
 * box to check another code.
 */
export default function VerifyCertificatePage({ path }: PageProps) {
  useRouteTitle(path);
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const check = useVerification(code);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <PageHeader
        eyebrow="Certificates"
        title="Check a certificate"
        description="Every certificate printed here carries a code at its foot. Type it to see what it certifies."
      />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const next = typed.trim();
          if (next) void navigate(verifyPath(next));
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="certificate-code">Certificate code</Label>
          <Input
            id="certificate-code"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button type="submit">Check</Button>
      </form>
      {code ? (
        <QueryState
          query={check}
          loadingLabel="Checking the code"
          errorFallback="The code could not be checked"
          notFound={
            <Notice tone="error" role="alert" title={certificateMessages.codeNotFound}>
              Check the code as printed, letter for letter: capitals and small letters differ.
            </Notice>
          }
        >
          {(found) => (
            <section
              aria-labelledby="verified-heading"
              className="grid gap-3 rounded-xl border border-emerald-300 bg-white p-6 shadow-sm"
            >
              <h2 id="verified-heading" className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
                <BadgeCheck aria-hidden="true" className="size-6" /> A genuine certificate
              </h2>
              <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
                <dt className="text-sm text-slate-600">Awarded to</dt>
                <dd className="text-xl font-semibold break-words text-brand-950">{found.recipientName}</dd>
                <dt className="text-sm text-slate-600">Certificate</dt>
                <dd>{found.title}</dd>
                <dt className="text-sm text-slate-600">Issued on</dt>
                <dd>{longDate(found.issuedAt)}</dd>
                <dt className="text-sm text-slate-600">By</dt>
                <dd>{found.gymName}</dd>
              </dl>
            </section>
          )}
        </QueryState>
      ) : null}
    </div>
  );
}
