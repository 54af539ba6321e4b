import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Centered } from '@/components/layouts/centered';
import { PageHeader } from '@/components/layouts/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { safeNext } from '@/config/paths';
import { OAuthButtons } from '@/features/auth/components/oauth-buttons';
import { SignupForm } from '@/features/auth/components/signup-form';
import type { SessionInfo } from '@/lib/api-types';
import { useAuth } from '@/lib/auth';
import { referralCode } from '@/lib/referral';

export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, applySession } = useAuth();
  // A newcomer lands on the directory to pick a companion, unless a page sent them here.
  const next = safeNext(params.get('next'), '/directory');
  const [referral] = useState(() => referralCode(params.get('ref')));

  async function onSignedUp(session: SessionInfo) {
    await applySession(session, 'SIGNED_IN');
    navigate(next, { replace: true });
  }

  return (
    <Centered>
      <PageHeader>
        <p>Nocturne is for adults only. You must be 18 or older to sign up.</p>
      </PageHeader>
      <Card>
        <CardContent className="grid gap-6 pt-6">
          {user ? (
            <p className="text-sm">
              You are logged in as <strong>{user.username}</strong>.
            </p>
          ) : (
            <>
              <OAuthButtons />
              <SignupForm onSuccess={onSignedUp} referralCode={referral} />
              <p className="text-sm text-muted-foreground">
                Already have an account?{' '}
                <Link to="/login" className="text-primary hover:underline">
                  Log in
                </Link>
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </Centered>
  );
}
