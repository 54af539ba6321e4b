import { PageHeader } from '@/components/layouts/page-header';
import { useMyCharacters } from '@/features/characters/api/get-my-characters';
import { AvatarChooser } from '@/features/images/components/avatar-chooser';
import { useAuth } from '@/lib/auth';

export function AvatarPage() {
  const { user } = useAuth();
  const mine = useMyCharacters();
  return (
    <section>
      <PageHeader>
        Your avatar, or a character's portrait, from the images you generated.
      </PageHeader>
      <AvatarChooser
        characters={mine.data?.items ?? []}
        me={{
          id: user?.id ?? '',
          name: user?.displayName || user?.username || 'You',
          avatarUrl: user?.avatarUrl ?? null,
        }}
      />
    </section>
  );
}
