import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Centered } from '@/components/layouts/centered';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { safeNext } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { OAuthButtons } from '@/features/auth/components/oauth-buttons';
import { PasswordResetConfirmForm } from '@/features/auth/components/password-reset-confirm-form';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form';
import type { SessionInfo } from '@/lib/api-types';
import { useAuth } from '@/lib/auth';
import { authEvents } from '@/lib/auth-events';
import { landingAfterSignIn } from './after-sign-in';

/** /login, with the 'Forgot password?' form and the reset view at /login?reset=<token>. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session, user, applySession } = useAuth();
  const [forgot, setForgot] = useState(false);
  const resetToken = params.get('reset');
  const next = safeNext(params.get('next'));
  const oauthError = params.get('error');
  const announcedToken = useRef<string | null>(null);

  useEffect(() => {
    if (resetToken && announcedToken.current !== resetToken) {
      announcedToken.current = resetToken;
      authEvents.emit('PASSWORD_RECOVERY', session ?? null);
    }
  }, [resetToken, session]);

  async function onSignedIn(signedIn: SessionInfo) {
    await applySession(signedIn, 'SIGNED_IN');
    navigate(params.get('next') ? next : await landingAfterSignIn(), { replace: true });
  }

  let body: ReactNode;
  if (resetToken) {
    body = <PasswordResetConfirmForm token={resetToken} />;
  } else if (forgot) {
    body = <PasswordResetRequestForm onBack={() => setForgot(false)} />;
  } else if (user) {
    body = (
      <p className="text-sm">
        You are logged in as <strong>{user.username}</strong>.{' '}
        <Link to="/logout" className="text-primary hover:underline">
          Log out
        </Link>
      </p>
    );
  } else {
    body = (
      <div className="grid gap-6">
        {oauthError ? <Alert variant="destructive">{oauthError}</Alert> : null}
        <OAuthButtons />
        <LoginForm onSuccess={onSignedIn} onForgotPassword={() => setForgot(true)} />
        <p className="text-sm text-muted-foreground">
          New here?{' '}
          <Link
            to={next === '/' ? '/signup' : `/signup?next=${encodeURIComponent(next)}`}
            className="text-primary hover:underline"
          >
            Create an account
          </Link>
        </p>
      </div>
    );
  }

  return (
    <Centered>
      <PageHeader />
      <Card>
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
    </Centered>
  );
}
