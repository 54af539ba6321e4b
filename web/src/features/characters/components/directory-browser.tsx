import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CharacterCard } from '@/components/character-card';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useCategories } from '../api/get-categories';
import { useDirectory } from '../api/get-directory';
import { CategoryChips } from './category-chips';
import { Pager } from './pager';

/** The public character directory: categories, search, sort and pages. */
export function DirectoryBrowser({ category }: { category?: string | undefined }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<'new' | 'popular'>('popular');
  const [page, setPage] = useState(1);
  const [lastCategory, setLastCategory] = useState(category);
  if (lastCategory !== category) {
    setLastCategory(category);
    setPage(1);
  }
  const categories = useCategories();
  const { data, error, isLoading } = useDirectory({ category, q, sort, page });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <div className="grid gap-6" data-testid="directory">
      {categories.data ? <CategoryChips categories={categories.data} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <form className="flex min-w-64 flex-1 gap-2" onSubmit={onSearch}>
          <Input
            aria-label="Search characters"
            placeholder="Search by name, tag or description"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
        <NativeSelect
          aria-label="Sort"
          className="w-40"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as 'new' | 'popular');
            setPage(1);
          }}
        >
          <option value="popular">Popular</option>
          <option value="new">New</option>
        </NativeSelect>
      </div>
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {isLoading && !data ? <Spinner /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState
          title={q ? `No characters match “${q}”` : 'No characters here yet'}
          actions={
            <>
              {q || category ? (
                <Link
                  to="/directory"
                  className={buttonVariants({ variant: 'outline' })}
                  onClick={() => {
                    setDraft('');
                    setQ('');
                  }}
                >
                  Show all characters
                </Link>
              ) : null}
              <Link to="/create" className={buttonVariants()}>
                Create a character
              </Link>
            </>
          }
        >
          {q
            ? 'Try another name or tag, or browse every character.'
            : 'Be the first: create a character and publish it to the directory.'}
        </EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">
            {data.total} character{data.total === 1 ? '' : 's'}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
            {data.items.map((c) => (
              <CharacterCard
                key={c.id}
                character={c}
                action={(name) => (
                  <Link to={pathTo('/char/:id', { id: c.id })} className="focus:outline-none">
                    {name}
                  </Link>
                )}
              />
            ))}
          </div>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
