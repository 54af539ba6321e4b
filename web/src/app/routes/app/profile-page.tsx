import { PageHeader } from '@/components/layouts/page-header';
import { SettingsSection } from '@/components/layouts/settings-section';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { MyCharacters } from '@/features/characters/components/my-characters';
import { PersonaManager } from '@/features/personas/components/persona-manager';
import { useCountries } from '@/features/profile/api/get-countries';
import { useMe } from '@/features/profile/api/get-me';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfileNav } from '@/features/profile/components/profile-nav';
import { PrivateProfileSwitch } from '@/features/social/components/private-profile-switch';
import { errorMessage } from '@/lib/api-error';

export function ProfilePage() {
  const me = useMe();
  const countries = useCountries();
  const error = me.error ?? countries.error;
  return (
    <section className="max-w-2xl">
      <PageHeader />
      <ProfileNav />
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {me.data && countries.data ? (
        <ProfileForm key={me.data.id} me={me.data} countries={countries.data} />
      ) : error ? null : (
        <Spinner />
      )}
      <div className="mt-10">
        <SettingsSection title="Privacy" text="Who sees what you publish to the feed.">
          <PrivateProfileSwitch />
        </SettingsSection>
      </div>
      <div className="mt-10">
        <SettingsSection title="Your characters" text="Characters you created or imported.">
          <MyCharacters />
        </SettingsSection>
      </div>
      <div className="mt-10">
        <SettingsSection
          title="Personas"
          text="Who you are in chats. The active persona is used unless a chat picks another."
        >
          <PersonaManager />
        </SettingsSection>
      </div>
    </section>
  );
}
