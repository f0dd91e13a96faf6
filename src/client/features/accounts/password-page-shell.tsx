import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SiteLogo } from '@/components/ui/logo';

/** The narrow centred card of the recovery pages, ending with the way back to login. */
export function PasswordPageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <Card className="mx-auto max-w-md">
        <CardHeader className="items-start">
          <SiteLogo />
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900">{title}</h1>
          <p className="text-sm text-slate-600">{intro}</p>
        </CardHeader>
        <CardContent>
          {children}
          <p className="mt-6 text-center text-sm">
            <Link to="/auth" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Back to Login
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
