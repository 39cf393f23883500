import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { normalizeSlugInput, pageMessages, pageSlugProblem } from '@domain/pages/page';
import { SLUG_CHECK_FAILED } from '@domain/events/event-rules';
import { usePageCall } from '../page-calls';
import { usePageSlugAvailability } from '../../api/use-page-slug';

type Props = { eventId: string; pageId: string; slug: string; publicBase: string; editable: boolean };

const BORDER = { available: '#389e0d', taken: '#cf1322' } as const;

/**
 * Permalink (spec 002 section 5): the slug normalised as typed, at least 3 characters, green when
 * free and red when taken (asked 350 ms after typing), and Change slug disabled while taken or checking.
 */
export function PermalinkSection({ eventId, pageId, slug, publicBase, editable }: Props) {
  const [value, setValue] = useState(slug);
  const availability = usePageSlugAvailability(eventId, pageId, value);
  const change = usePageCall('changePageSlug', { success: pageMessages.slugChanged, failure: pageMessages.slugFailed });
  const problem = value === slug ? null : pageSlugProblem(value);
  const status = value === slug ? 'current' : availability;
  const help =
    problem ?? (status === 'taken' ? pageMessages.slugTaken : status === 'failed' ? SLUG_CHECK_FAILED : status === 'checking' ? 'Checking…' : status === 'available' ? 'This slug is free.' : '');
  return (
    <Flex vertical gap={8}>
      <label htmlFor="page-slug">Slug</label>
      <Input
        id="page-slug"
        value={value}
        disabled={!editable}
        addonBefore={`${publicBase}/`}
        onChange={(e) => setValue(normalizeSlugInput(e.target.value))}
        aria-describedby="page-slug-help"
        style={{ borderColor: status === 'available' || status === 'taken' ? BORDER[status] : undefined }}
        status={problem || status === 'taken' ? 'error' : undefined}
      />
      <Typography.Text id="page-slug-help" type={problem || status === 'taken' || status === 'failed' ? 'danger' : 'secondary'} aria-live="polite">
        {help}
      </Typography.Text>
      {editable && (
        <Button
          onClick={() => change.mutate({ eventId, pageId, slug: value })}
          disabled={value === slug || problem !== null || status !== 'available'}
          loading={change.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Change slug
        </Button>
      )}
    </Flex>
  );
}
