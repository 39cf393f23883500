import { queryOptions, useQuery } from '@tanstack/react-query';
import { licensesSchema } from '../model/about';
import { fetchStaticJson } from './fetch-static-json';

export const licensesQuery = () =>
  queryOptions({ queryKey: ['static', 'licenses'], queryFn: () => fetchStaticJson('/licenses.json', licensesSchema), staleTime: Infinity });

export const useLicenses = () => useQuery(licensesQuery());
