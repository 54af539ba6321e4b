import { PageHeader } from '@/components/layouts/page-header';
import { ImportForm } from '@/features/characters/components/import-form';

export function CharacterImportPage() {
  return (
    <section>
      <PageHeader>Tavern character cards V1, V2 and V3, as JSON or PNG.</PageHeader>
      <ImportForm />
    </section>
  );
}
