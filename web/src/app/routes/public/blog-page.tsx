import { PageHeader } from '@/components/layouts/page-header';

export function BlogPage() {
  return (
    <section>
      <PageHeader />
      <p className="text-muted-foreground">There are no articles yet.</p>
    </section>
  );
}
