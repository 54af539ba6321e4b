import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import { useMyCharacters } from '@/features/characters/api/get-my-characters';
import { Gallery } from '@/features/images/components/gallery';

export function SecretGalleryPage() {
  const mine = useMyCharacters();
  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-x-6">
        <PageHeader>Everything you generated. Only you can see it.</PageHeader>
        <Button asChild className="mb-6 h-11 sm:mb-0">
          <Link to="/generate">
            <SparklesIcon width={18} height={18} />
            Generate
          </Link>
        </Button>
      </div>
      <Gallery characters={mine.data?.items ?? []} />
    </section>
  );
}
