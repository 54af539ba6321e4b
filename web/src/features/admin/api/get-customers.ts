import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { CustomerPage } from '@/lib/api-types';

export async function getCustomers(q: string, page: number): Promise<CustomerPage> {
  return must(await api.GET('/api/admin/customers', { params: { query: { q, page } } }));
}

export function useCustomers(q: string, page: number) {
  return useSWR(['/api/admin/customers', q, page], () => getCustomers(q, page), {
    keepPreviousData: true,
  });
}
