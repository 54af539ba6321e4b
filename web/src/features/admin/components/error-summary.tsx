import { useErrorSummary } from '../api/get-error-summary';
import { AdminSection } from './admin-section';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Errors counted by digest (server and browser), most recently seen first (spec 1 error reporting). */
export function ErrorSummary() {
  const { data, error } = useErrorSummary();
  return (
    <AdminSection
      id="errors"
      title="Errors"
      summary={
        data ? (
          <>
            {data.occurrences} in {data.groups} {data.groups === 1 ? 'place' : 'places'}
            {data.reportingTo ? ` · also sent to ${data.reportingTo}` : ''}
          </>
        ) : null
      }
      loading={!data && !error}
      error={error}
    >
      {data && data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No errors counted. To check the reporting, open{' '}
          <a href="/sentry-test" className="text-primary hover:underline">
            the error test page
          </a>
          .
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted/40 text-left text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                <th className="p-3">Digest</th>
                <th className="p-3">Where</th>
                <th className="p-3">Error</th>
                <th className="p-3 text-right">Count</th>
                <th className="p-3">First seen</th>
                <th className="p-3">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.digest} className="border-t border-border align-top">
                  <td className="p-3 font-mono text-xs">{item.digest}</td>
                  <td className="p-3">
                    <span className="mr-2 rounded bg-muted px-1.5 py-0.5 text-xs">{item.kind}</span>
                    <span className="font-mono text-xs">{item.route}</span>
                  </td>
                  <td className="max-w-xs p-3">
                    <span className="font-medium">{item.errorType}</span>
                    {item.message ? (
                      <span className="block truncate text-muted-foreground" title={item.message}>
                        {item.message}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-3 text-right tabular-nums">{item.count}</td>
                  <td className="whitespace-nowrap p-3 text-muted-foreground">
                    {WHEN.format(new Date(item.firstSeen))}
                  </td>
                  <td className="whitespace-nowrap p-3 text-muted-foreground">
                    {WHEN.format(new Date(item.lastSeen))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminSection>
  );
}
