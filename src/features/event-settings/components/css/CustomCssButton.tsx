import { Alert, App, Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { CSS_MAX_LENGTH, settingsMessages } from '@domain/events/event-settings';
import { Dialog } from '@/ui/Dialog';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { PageSpinner } from '@/ui/PageSpinner';
import { useUpdateEventSettings } from '@/features/event-settings/api/update-event-settings';
import { customCssFailureText, customCssPatch } from '@/features/event-settings/model/custom-css';

// Monaco and postcss are large: they load when the dialog opens, never with the settings page.
const CssEditor = lazy(() => import('./CssEditor'));
const loadCssCheck = () => import('@domain/events/css-check');

type Props = { eventId: string; css: string; styleSheetId: string; font: string; disabled: boolean };

/** The "Custom CSS" button and dialog of the settings page (spec 002 sections 2 and 4). */
export function CustomCssButton({ eventId, css, styleSheetId, font, disabled }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Custom CSS</Button>
      <Dialog open={open} title="Custom CSS" width={860} footer={null} onCancel={() => setOpen(false)}>
        <CssDialog eventId={eventId} css={css} styleSheetId={styleSheetId} font={font} disabled={disabled} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

type DialogProps = Omit<Props, 'css'> & { css: string; onClose: () => void };

function CssDialog({ eventId, css: storedCss, styleSheetId, font, disabled, onClose }: DialogProps) {
  const { message } = App.useApp();
  // The CSS as stored when the dialog opened; Monaco then holds the user's text.
  const [initialCss] = useState(storedCss);
  const [css, setCss] = useState(storedCss);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const update = useUpdateEventSettings(eventId);

  const save = async () => {
    setProblem(null);
    update.reset();
    if (css.length > CSS_MAX_LENGTH) return setProblem(`The CSS is too long: at most ${CSS_MAX_LENGTH.toLocaleString('en')} characters.`);
    // The server checks again; checking here first points at the mistake without a round trip.
    setChecking(true);
    let found;
    try {
      found = (await loadCssCheck()).cssProblem(css);
    } catch {
      // The checker's chunk did not load (offline, a new deployment): the save cannot go ahead.
      return setProblem(settingsMessages.cssFailed);
    } finally {
      setChecking(false);
    }
    if (found) return setProblem(found.message);
    update.mutate(customCssPatch(css, styleSheetId, font), {
      onSuccess: () => {
        void message.success(settingsMessages.updated);
        onClose();
      },
    });
  };

  const failure = problem ?? (update.isError ? customCssFailureText(update.error) : null);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" id="custom-css-help">
        Tab indents by 2 spaces. To move focus out of the editor with Tab, press Ctrl+M first (Ctrl+Shift+M on a Mac). The font is taken
        from the first quoted name in a font-family declaration.
      </Typography.Text>
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner label="Loading editor" />}>
          <CssEditor initialValue={initialCss} onChange={setCss} readOnly={disabled} ariaLabel="Custom CSS editor" />
        </Suspense>
      </ErrorBoundary>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{disabled ? 'Close' : 'Cancel'}</Button>
        {!disabled && (
          <Button type="primary" loading={checking || update.isPending} onClick={() => void save()}>
            Update
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
