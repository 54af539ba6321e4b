import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useCustomers } from '../api/get-customers';
import { CustomerRow } from './customer-row';

export function CustomerSearch() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useCustomers(query, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize))) : 1;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  }

  return (
    <div className="grid gap-6">
      <form className="flex gap-2" onSubmit={onSubmit}>
        <Input
          aria-label="Search customers"
          placeholder="Email or username"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {isLoading && !data ? <Spinner /> : null}
      {data && data.items.length === 0 ? (
        <p className="text-muted-foreground">No customers match this search.</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">
            {data.total} customer{data.total === 1 ? '' : 's'}
          </p>
          <ul className="grid gap-3">
            {data.items.map((c) => (
              <CustomerRow key={c.id} customer={c} onChanged={() => void mutate()} />
            ))}
          </ul>
          <div className="flex items-center gap-3 text-sm">
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
            <span>
              Page {data.page} of {pages}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
