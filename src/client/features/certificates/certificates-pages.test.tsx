import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateTemplate, Generation } from '@shared/certificates';
import AdminCertificatesPage from './admin/admin-certificates-page';
import { ADMIN_GENERATIONS, ADMIN_TEMPLATES, GENERATIONS, TEMPLATES } from './api';
import { CertificatePreview } from './certificate-preview';
import CertificatesPage from './certificates-page';
import VerifyCertificatePage from './verify-page';

const session = vi.hoisted(() => ({ permissions: ['certificates.generate'], gymAccess: 'approved' }));
vi.mock('@/features/accounts', () => ({
  usePermissions: () => ({ isLoading: false, hasPermission: (name: string) => session.permissions.includes(name) }),
  useAuth: () => ({ user: { gym: { id: 1, name: 'Alpha Gymnastics', slogan: null }, gymAccess: session.gymAccess } }),
}));
beforeEach(() => {
  session.permissions = ['certificates.generate'];
  session.gymAccess = 'approved';
});

const template: CertificateTemplate = {
  id: 7,
  name: 'Level completion',
  pageWidth: 792,
  pageHeight: 612,
  background: {
    contentType: 'image/png',
    kind: 'image',
    bytes: 100,
    url: '/api/certificates/templates/7/background?v=1',
  },
  fieldMappings: [
    { field: 'recipientName', x: 396, y: 306, font: 'Times-Bold', size: 39.6, colour: '#1f3a5f', alignment: 'center' },
    { field: 'Level', x: 79.2, y: 400, font: 'Helvetica', size: 12, colour: '#000000', alignment: 'left' },
  ],
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z',
};

const generation: Generation & { gymId: number; gymName: string } = {
  id: 3,
  templateId: 7,
  title: 'Level completion',
  fields: { Level: 'Level 3' },
  createdBy: 'Olivia Owner',
  createdAt: '2026-05-16T15:00:00.000Z',
  gymId: 1,
  gymName: 'Alpha Gymnastics',
  certificates: [{ id: 11, recipientName: 'Zoë Łukasiewicz', verificationCode: 'abcdefghijklmnopqrstuv' }],
};

const page = (items: unknown[]) => ({
  pages: [{ items, total: items.length, page: 1, pageSize: 10 }],
  pageParams: [1],
});

function render(path: string, pattern: string, element: ReactNode, data: [string, unknown][]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData([key], value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the certificate preview', () => {
  it('places each field at its share of the page, sized by the page width, with the background image', () => {
    const html = renderToStaticMarkup(
      <CertificatePreview
        page={template}
        mappings={template.fieldMappings}
        values={{ recipientName: 'Анна' }}
        label="Preview"
      />,
    );
    expect(html).toContain('role="img" aria-label="Preview"');
    expect(html).toContain('src="/api/certificates/templates/7/background?v=1"');
    expect(html).toContain('left:50%;top:50%;transform:translate(-50%, -80%)');
    expect(html).toContain('font-size:5cqw');
    expect(html).toContain('>Анна<');
    // A field without a value shows its name.
    expect(html).toContain('left:10%');
    expect(html).toContain('>Level<');
  });

  it('says when a PDF background is not drawn', () => {
    const html = renderToStaticMarkup(
      <CertificatePreview
        page={{ ...template, background: { ...template.background!, kind: 'pdf', contentType: 'application/pdf' } }}
        mappings={[]}
        label="Preview"
      />,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('The PDF background is not drawn in this preview');
  });
});

describe('the certificate pages', () => {
  it('/certificates shows the templates, the form with the shared fields, and the gym’s printings', () => {
    const html = render('/certificates', '/certificates', <CertificatesPage path="/certificates" />, [
      [TEMPLATES, [template]],
      [`${GENERATIONS}?pageSize=10`, page([generation])],
    ]);
    expect(html).toContain('<h1');
    expect(html).toContain('Level completion');
    expect(html).toContain('Recipients *');
    expect(html).toMatch(/<label[^>]*>Level<\/label>/);
    expect(html).toContain('href="/api/certificates/generations/3/pdf"');
    expect(html).toContain('href="/api/certificates/11/pdf"');
    expect(html).toContain('href="/certificates/verify/abcdefghijklmnopqrstuv"');
  });

  it('/certificates without templates says so', () => {
    const html = render('/certificates', '/certificates', <CertificatesPage path="/certificates" />, [
      [TEMPLATES, []],
      [`${GENERATIONS}?pageSize=10`, page([])],
    ]);
    expect(html).toContain('No templates yet');
    expect(html).toContain('Nothing printed yet');
  });

  it('/certificates tells a member without certificates.generate who prints them', () => {
    session.permissions = [];
    const html = render('/certificates', '/certificates', <CertificatesPage path="/certificates" />, []);
    expect(html).toContain('Printing certificates is for your gym');
    expect(html).not.toContain('Recipients *');
  });

  it('/certificates says printing opens at approval while the member’s gym access waits', () => {
    session.gymAccess = 'pending';
    const html = render('/certificates', '/certificates', <CertificatesPage path="/certificates" />, []);
    expect(html).toContain('Printing opens once Alpha Gymnastics approves you');
    expect(html).not.toContain('Recipients *');
  });

  it('/admin/certificates lists the templates and every gym’s printings', () => {
    const html = render(
      '/admin/certificates',
      '/admin/certificates',
      <AdminCertificatesPage path="/admin/certificates" />,
      [
        [ADMIN_TEMPLATES, [template]],
        [`${ADMIN_GENERATIONS}?pageSize=10`, page([generation])],
      ],
    );
    expect(html).toContain('New template');
    expect(html).toContain('aria-label="Edit Level completion"');
    expect(html).toContain('Alpha Gymnastics');
  });

  it('/certificates/verify/:code shows what the code certifies', () => {
    const html = render(
      '/certificates/verify/abcdefghijklmnopqrstuv',
      '/certificates/verify/:code',
      <VerifyCertificatePage path="/certificates/verify/:code" />,
      [
        [
          '/api/certificates/verify/abcdefghijklmnopqrstuv',
          {
            recipientName: '王小明',
            title: 'Level completion',
            issuedAt: '2026-05-16T15:00:00.000Z',
            gymName: 'Alpha Gymnastics',
          },
        ],
      ],
    );
    expect(html).toContain('A genuine certificate');
    expect(html).toContain('王小明');
    expect(html).toContain('Alpha Gymnastics');
    expect(html).toContain('value="abcdefghijklmnopqrstuv"');
  });
});
