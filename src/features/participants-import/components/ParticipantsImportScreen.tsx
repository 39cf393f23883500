import { Alert, Button, Flex, Progress, Space, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { importMessages } from '@domain/participants/participant-import';
import { useBackend } from '@/lib/backend-context';
import { PageHeading } from '@/ui/PageHeading';
import { useToasts } from '@/ui/use-toasts';
import { useUnsavedChangesPrompt } from '@/ui/use-unsaved-changes-prompt';
import { ImportCancelled, ImportWorker } from '../api/import-worker-client';
import { rememberedMapping, rememberMapping } from '../api/remembered-mapping';
import { runImport, type ImportSummary } from '../api/run-import';
import { mappingError, type Mapping, type RowEdits, type TableCheck } from '../model/import-table';
import type { FileSummary } from '../model/import-worker-protocol';
import { ColumnMapping } from './ColumnMapping';
import { ImportFileStep } from './ImportFileStep';
import { ImportSummaryView } from './ImportSummaryView';
import { InvalidRows } from './InvalidRows';

export const importScreenTexts = {
  title: 'Import participants',
  steps: ['Import', 'Configuration', 'Finish'],
  next: 'Next',
  back: 'Back',
  start: 'Import',
  ready: (valid: number) => `${valid} ${valid === 1 ? 'participant is' : 'participants are'} ready to import.`,
  leftOut: (count: number) => `${count} ${count === 1 ? 'row is' : 'rows are'} left out.`,
  importing: 'Importing participants…',
} as const;

const NO_EDITS: RowEdits = { fixed: {}, skipped: [] };
const percent = (done: number, total: number) => (total === 0 ? 100 : Math.round((done / total) * 100));

/**
 * /participants/import (spec 002 sections 2, 5 and 7; issue 31): Import reads a file in a Web
 * Worker, Configuration matches its columns to the participant's fields (remembered per event)
 * and lists the rows that need attention, Finish sends the rows in batches and shows what came
 * of them, then the organiser goes on to /settings.
 */
export function ParticipantsImportScreen({ eventId }: { eventId: string }) {
  const backend = useBackend();
  const navigate = useNavigate();
  const toasts = useToasts();
  const worker = useRef<ImportWorker | null>(null);
  const [step, setStep] = useState(0);
  const [reading, setReading] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<FileSummary | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [edits, setEdits] = useState<RowEdits>(NO_EDITS);
  const [check, setCheck] = useState<TableCheck | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const { leaveAnyway } = useUnsavedChangesPrompt((file !== null || reading !== null) && summary === null);

  useEffect(() => {
    const own = new ImportWorker();
    worker.current = own;
    return () => own.stop();
  }, []);

  async function readFile(chosen: File) {
    setError(null);
    setReading({ name: chosen.name, percent: 0 });
    try {
      const read = await worker.current!.read(chosen, rememberedMapping(eventId), (fraction) =>
        setReading({ name: chosen.name, percent: Math.floor(fraction * 100) }),
      );
      setFile(read);
      setMapping(read.mapping);
      setEdits(NO_EDITS);
      setCheck(read.check);
      setStep(1);
    } catch (failure) {
      if (!(failure instanceof ImportCancelled)) setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setReading(null);
    }
  }

  async function recheck(nextMapping: Mapping, nextEdits: RowEdits) {
    setMapping(nextMapping);
    setEdits(nextEdits);
    if (mappingError(nextMapping) === null) setCheck(await worker.current!.check(nextMapping, nextEdits));
  }

  async function finish() {
    if (!file) return;
    rememberMapping(eventId, file.headers, mapping);
    try {
      const batches = await worker.current!.prepare(mapping, edits);
      setProgress({ done: 0, total: batches });
      const result = await runImport(backend, eventId, worker.current!, batches, (done) => setProgress({ done, total: batches }));
      setSummary(result);
      toasts.success(importMessages.done);
    } catch (failure) {
      toasts.failure(failure);
    } finally {
      setProgress(null);
    }
  }

  const blocking = mappingError(mapping);
  const leftOut = check ? check.invalidCount + check.skippedCount : 0;

  return (
    <section>
      <PageHeading>{importScreenTexts.title}</PageHeading>
      <Steps current={step} items={importScreenTexts.steps.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
      {step === 0 && <ImportFileStep reading={reading} error={error} onFile={(chosen) => void readFile(chosen)} onCancel={() => worker.current!.stop()} />}
      {step === 1 && file && check && (
        <Flex vertical gap={16}>
          {file.notes.length > 0 && <Alert type="warning" showIcon title="Some rows do not match the header" description={file.notes.join(' ')} />}
          <Typography.Text>
            {file.rowCount} rows read. {blocking ?? importScreenTexts.ready(check.validCount)}
          </Typography.Text>
          <ColumnMapping headers={file.headers} preview={file.preview} mapping={mapping} onChange={(next) => void recheck(next, edits)} />
          {blocking === null && (
            <InvalidRows
              key={JSON.stringify(mapping)}
              headers={file.headers}
              check={check}
              onFix={(index, cells) => void recheck(mapping, { ...edits, fixed: { ...edits.fixed, [index]: cells } })}
              onSkip={(indexes) => void recheck(mapping, { ...edits, skipped: [...edits.skipped, ...indexes] })}
            />
          )}
          <Space>
            <Button onClick={() => setStep(0)}>{importScreenTexts.back}</Button>
            <Button type="primary" disabled={blocking !== null || check.validCount === 0} onClick={() => setStep(2)}>
              {importScreenTexts.next}
            </Button>
          </Space>
        </Flex>
      )}
      {step === 2 && check && !summary && (
        <Flex vertical gap={16}>
          <Typography.Text>
            {importScreenTexts.ready(check.validCount)} {leftOut > 0 && importScreenTexts.leftOut(leftOut)}
          </Typography.Text>
          {progress ? (
            <Flex vertical gap={8} aria-live="polite">
              <Typography.Text>{importScreenTexts.importing}</Typography.Text>
              <Progress percent={percent(progress.done, progress.total)} aria-label="Import progress" />
            </Flex>
          ) : (
            <Space>
              <Button onClick={() => setStep(1)}>{importScreenTexts.back}</Button>
              <Button type="primary" onClick={() => void finish()}>
                {importScreenTexts.start}
              </Button>
            </Space>
          )}
        </Flex>
      )}
      {summary && (
        <ImportSummaryView
          summary={summary}
          skippedHere={leftOut}
          onDone={() => {
            leaveAnyway();
            void navigate('/settings');
          }}
        />
      )}
    </section>
  );
}
