import { PageHeader } from '@/components/layouts/page-header';
import { SettingsSection as Section } from '@/components/layouts/settings-section';
import { BillingSection } from '@/features/billing/components/billing-section';
import { CreditsPanel } from '@/features/billing/components/credits-panel';
import { PaymentHistory } from '@/features/billing/components/payment-history';
import { ChangeEmailForm } from '@/features/profile/components/change-email-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { DeleteAccountForm } from '@/features/profile/components/delete-account-form';
import { NsfwMediaToggle } from '@/features/profile/components/nsfw-media-toggle';
import { ProfileNav } from '@/features/profile/components/profile-nav';
import { useAuth } from '@/lib/auth';

export function AccountPage() {
  const { user } = useAuth();
  return (
    <section className="max-w-2xl">
      <PageHeader />
      <ProfileNav />
      <div className="grid gap-6">
        <Section title="Plan and billing">
          <BillingSection />
        </Section>
        <Section title="Credits" text="Images and videos cost credits; chat does not.">
          <CreditsPanel />
        </Section>
        <Section title="Payment history">
          <PaymentHistory />
        </Section>
        <Section title="Email">
          <ChangeEmailForm currentEmail={user?.email ?? ''} />
        </Section>
        <Section title="Password">
          <ChangePasswordForm />
        </Section>
        <Section title="Sensitive media">
          <NsfwMediaToggle />
        </Section>
        <Section title="Your data" text="A JSON file with everything Nocturne stores about you.">
          <a
            href="/api/me/export"
            download
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Download my data
          </a>
        </Section>
        <Section title="Delete account">
          <DeleteAccountForm />
        </Section>
      </div>
    </section>
  );
}
