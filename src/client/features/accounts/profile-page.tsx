import { accountMessages as m } from '@shared/accounts-texts';
import { KeyRound, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { initialsOf } from '@/lib/utils';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { MUST_CHANGE_PASSWORD_KEY, readStored, rememberedTemporaryPassword } from './storage';
import { useAuth } from './use-auth';

/** /profile: edit details and change the password; during a forced change nothing else is reachable. */
export default function ProfilePage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [temporaryPassword] = useState(rememberedTemporaryPassword);
  const flagged = readStored('session', MUST_CHANGE_PASSWORD_KEY) === 'true';
  const mustChange = Boolean(user?.mustChangePassword) || (flagged && params.get('changePassword') === 'required');

  // Spec 000 §4: the page refuses to leave until the password is changed. A link to another
  // page is held (the signed-in routes lead back here too, for a typed address).
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!mustChange) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const hold = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setBlocked(true);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', hold, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', hold, true);
    };
  }, [mustChange]);

  if (!user) return null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-900 text-lg font-bold text-accent-300"
        >
          {initialsOf(user.firstName, user.lastName, user.username)}
        </span>
        <PageHeader
          title="Your profile"
          description={`${user.username}${user.gym ? ` · ${user.gym.name}` : ''}${user.role ? ` · ${user.role}` : ''}`}
        />
      </div>

      {mustChange ? (
        <Notice tone="warning" role="alert" title={m.passwordChangeRequiredTitle} className="mt-6">
          {m.passwordChangeRequired}
        </Notice>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card className={mustChange ? 'opacity-60' : undefined} aria-disabled={mustChange || undefined}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-5 text-brand-700" /> Your details
            </CardTitle>
            <CardDescription>Your name, email and mobile number.</CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset disabled={mustChange} className="contents">
              <ProfileDetailsForm user={user} />
            </fieldset>
          </CardContent>
        </Card>
        <Card className={mustChange ? 'ring-2 ring-accent-400' : undefined}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-5 text-brand-700" /> Change password
            </CardTitle>
            <CardDescription>Enter your current password, then choose a new one.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm
              temporaryPassword={mustChange ? temporaryPassword : null}
              onChanged={() => {
                if (params.has('changePassword')) setParams({}, { replace: true });
              }}
            />
          </CardContent>
        </Card>
      </div>

      <Dialog
        open={blocked}
        onOpenChange={setBlocked}
        title={m.passwordChangeRequiredTitle}
        description={m.passwordChangeRequired}
      >
        <Button onClick={() => setBlocked(false)}>Stay and change password</Button>
      </Dialog>
    </div>
  );
}
