import { useSearchParams } from 'react-router';
import { AppErrorScreen } from '@/components/layouts/app-error-screen';

/** /error: the generic error page; `?digest=` adds the digest line. */
export function ErrorRoutePage() {
  const [params] = useSearchParams();
  return <AppErrorScreen digest={params.get('digest')} />;
}
