import { PageHeader } from '@/components/layouts/page-header';

export function PressPage() {
  return (
    <section>
      <PageHeader />
      <p className="text-muted-foreground">There are no press releases yet.</p>
    </section>
  );
}
