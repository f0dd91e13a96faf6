import { FORCED_CHANGE_PATH } from '@shared/accounts-texts';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SiteLogo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { MarketingPanel } from './marketing-panel';
import { safeRedirect } from './redirect';
import { RegisterForm } from './register-form';
import { useAuth } from './use-auth';

type Mode = 'login' | 'register';

/** /auth (spec 000 §2): Login and Register tabs in the 'Welcome to the Club' card, a marketing panel beside it. */
export default function AuthPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'login';
  const redirect = params.get('redirect');
  const [forgot, setForgot] = useState(false);

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (user) return <Navigate to={user.mustChangePassword ? FORCED_CHANGE_PATH : safeRedirect(redirect)} replace />;

  const setMode = (next: string) => {
    setForgot(false);
    setParams(
      { ...(next === 'register' ? { mode: 'register' } : {}), ...(redirect ? { redirect } : {}) },
      { replace: true },
    );
  };

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:px-8 lg:py-16">
        <Card>
          <CardHeader className="items-start">
            <SiteLogo />
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900">Welcome to the Club</h1>
            <p className="text-sm text-slate-600">Log in to your account, or register yourself and your gym.</p>
          </CardHeader>
          <CardContent>
            <Tabs value={mode} onValueChange={setMode}>
              <TabsList aria-label="Login or register">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                {forgot ? (
                  <ForgotPasswordForm onBack={() => setForgot(false)} />
                ) : (
                  <LoginForm onForgotPassword={() => setForgot(true)} />
                )}
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <MarketingPanel />
      </div>
    </div>
  );
}
