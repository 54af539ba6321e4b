import type { ContentPageData } from '../types';

/** The page's questions and answers (the server also sends them as FAQPage JSON-LD). */
export function ContentFaq({ faq }: { faq: ContentPageData['faq'] }) {
  if (faq.length === 0) return null;
  return (
    <section className="mt-12 max-w-3xl" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="mb-4 font-display text-2xl font-semibold">
        Questions
      </h2>
      <dl className="grid gap-3">
        {faq.map((item) => (
          <div
            key={item.question}
            className="grid gap-1 rounded-xl border border-border bg-card/60 p-5"
          >
            <dt className="font-semibold">{item.question}</dt>
            <dd className="text-foreground/85">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
