import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { CreateWizard } from '@/features/characters/components/create-wizard';

export function CreateCharacterPage() {
  return (
    <section>
      <PageHeader>
        Step by step. Prefer one long form? Use the{' '}
        <Link to="/custom" className="text-primary">
          custom editor
        </Link>{' '}
        or{' '}
        <Link to="/character-import" className="text-primary">
          import a card
        </Link>
        .
      </PageHeader>
      <CreateWizard />
    </section>
  );
}
