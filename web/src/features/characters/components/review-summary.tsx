import { fillMacros } from '@/lib/macros';
import { useReaderName } from '@/lib/reader-name';
import { type CharacterValues, parseTags } from '../form-values';
import { useCategoryName } from '../hooks/use-category-name';

/** The wizard's last step: what will be created, with any server error next to its field. */
export function ReviewSummary({
  values,
  errors,
}: {
  values: CharacterValues;
  errors: Record<string, string | undefined>;
}) {
  const reader = useReaderName();
  const categoryName = useCategoryName(values.category);
  // People read the review: macros show as they will in a chat (the character's name and yours).
  const fill = (text: string) =>
    fillMacros(text, { char: values.name || 'the character', user: reader });
  const rows: [string, string, string][] = [
    ['name', 'Name', values.name],
    ['gender', 'Gender', values.gender],
    ['style', 'Style', values.style],
    ['age', 'Age', values.age],
    ['description', 'Description', fill(values.description)],
    ['personality', 'Personality', fill(values.personality)],
    ['occupation', 'Occupation', values.occupation],
    ['relationship', 'Relationship', values.relationship],
    ['physicalDescription', 'Physical description', fill(values.physicalDescription)],
    ['greetings', 'Greeting', fill(values.greetings.filter((g) => g.trim()).join('\n\n'))],
    ['scenario', 'Scenario', fill(values.scenario)],
    ['visibility', 'Visibility', values.visibility === 'public' ? 'Public' : 'Private'],
    ['category', 'Category', categoryName ?? 'None'],
    ['tags', 'Tags', parseTags(values.tags).join(', ')],
  ];
  return (
    <dl className="grid gap-3 rounded-xl border border-border bg-card/50 p-5 text-sm">
      {rows.map(([key, label, value]) => (
        <div key={key} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="whitespace-pre-wrap">
            {value || '—'}
            {errors[key] ? <span className="block text-xs text-red-300">{errors[key]}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
