import { queryOptions, useQuery } from '@tanstack/react-query';
import { releaseNotesSchema } from '../model/about';
import { fetchStaticJson } from './fetch-static-json';

export const releaseNotesQuery = () =>
  queryOptions({ queryKey: ['static', 'releaseNotes'], queryFn: () => fetchStaticJson('/releaseNotes.json', releaseNotesSchema), staleTime: Infinity });

export const useReleaseNotes = () => useQuery(releaseNotesQuery());
