import { PageHeader } from '@/components/layouts/page-header';
import { SaveImages } from '@/features/images/components/save-images';

export function SavePage() {
  return (
    <section>
      <PageHeader>Pick images and download them to your device.</PageHeader>
      <SaveImages />
    </section>
  );
}
