import { PageHeader } from '@/components/layouts/page-header';

const SECTIONS = [
  {
    title: 'Adults only',
    text: 'You must be at least 18 years old, or the age of majority where you live if that is higher, to use Nocturne.',
  },
  {
    title: 'Fictional adult characters only',
    text: 'Every character must be an adult. Sexual content involving minors — including fictional, age-play, school or childlike framing — and bestiality are forbidden and lead to a ban.',
  },
  {
    title: 'No real people',
    text: 'You may not create content depicting real people. Image and video editing only work on media generated on Nocturne by you.',
  },
  {
    title: 'Your account',
    text: 'Keep your password safe. You can download your data or delete your account at any time from your account settings.',
  },
  {
    title: 'Moderation',
    text: 'Content is checked automatically and by moderators. Accounts that break these rules may be suspended or banned.',
  },
];

export function TermsPage() {
  return (
    <article className="grid max-w-3xl gap-6">
      <PageHeader>
        <p>The short version of the rules for using Nocturne.</p>
      </PageHeader>
      {SECTIONS.map((s) => (
        <section key={s.title} className="grid gap-2">
          <h2 className="text-lg font-semibold">{s.title}</h2>
          <p className="text-foreground/85">{s.text}</p>
        </section>
      ))}
    </article>
  );
}
