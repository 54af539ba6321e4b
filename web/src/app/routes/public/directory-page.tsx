import { useParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { DirectoryBrowser } from '@/features/characters/components/directory-browser';

/** /directory and /directory/{category}. */
export function DirectoryPage() {
  const { category } = useParams();
  return (
    <section>
      <PageHeader>Public characters made by the community.</PageHeader>
      <DirectoryBrowser category={category} />
    </section>
  );
}
