import { useCategories } from '../api/get-categories';

/** A category's display name ("Slice of Life" for `slice-of-life`), never the bare slug. */
export function useCategoryName(slug: string | null | undefined): string | null {
  const { data } = useCategories();
  if (!slug) return null;
  const found = data?.find((c) => c.slug === slug)?.name;
  return (
    found ??
    slug.replace(
      /(^|-)(\w)/g,
      (_, dash: string, ch: string) => `${dash ? ' ' : ''}${ch.toUpperCase()}`,
    )
  );
}
