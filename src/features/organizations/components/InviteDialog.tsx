import { App, Button, Flex, Form, Input, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { MAX_INVITES_PER_SEND, mergeInviteEmails, parseInviteEmails } from '@domain/invites/invite-emails';
import { inviteMessages } from '@domain/invites/invite';
import { Dialog } from '@/ui/Dialog';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useSendInvites, type SendInvitesOutput } from '../api/send-invites';

export type InviteDialogProps = { open: boolean; organizationId: string; organizationName: string; onClose: () => void };

const noValidEmail = 'Enter at least one valid email address.';
const tooMany = `You can send at most ${MAX_INVITES_PER_SEND} invites at a time.`;

/**
 * The "Add member" dialog of spec 000 section 2.7: step 1 collects addresses from typed text
 * (section 5's rules), step 2 lists them as removable chips and sends one producer invite each.
 * When some invites fail, their addresses stay listed so they can be corrected or sent again.
 */
export function InviteDialog({ open, organizationId, organizationName, onClose }: InviteDialogProps) {
  return (
    <Dialog open={open} title={inviteMessages.dialogTitle(organizationName)} onCancel={onClose} footer={null}>
      <InviteSteps organizationId={organizationId} onClose={onClose} />
    </Dialog>
  );
}

function InviteSteps({ organizationId, onClose }: { organizationId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const [emails, setEmails] = useState<string[]>([]);
  const [step, setStep] = useState<'collect' | 'review'>('collect');
  // The mutation's pending state reaches the button a tick late; a second click must not send again.
  const sending = useRef(false);
  const send = useSendInvites({
    onSuccess: (output) => report(output),
    onSettled: () => {
      sending.current = false;
    },
  });

  const report = ({ results }: SendInvitesOutput) => {
    const sent = results.filter((r) => r.ok).length;
    const failed = results.filter((r) => !r.ok).map((r) => r.email);
    if (sent > 0) void message.success(inviteMessages.sent(sent));
    failed.forEach((email) => void message.error(inviteMessages.failed(email)));
    if (failed.length === 0) onClose();
    else setEmails(failed);
  };

  const submit = () => {
    if (sending.current || emails.length === 0) return;
    sending.current = true;
    send.mutate({ resourceId: organizationId, emails });
  };

  if (step === 'collect') {
    return (
      <CollectStep
        emails={emails}
        onNext={(next) => {
          setEmails(next);
          setStep('review');
        }}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <RecipientChips emails={emails} onRemove={(email) => setEmails(emails.filter((e) => e !== email))} disabled={send.isPending} />
      {send.isError && <ErrorAlert error={send.error} />}
      <Flex justify="end" gap={8}>
        <Button onClick={() => setStep('collect')} disabled={send.isPending}>
          Previous
        </Button>
        <Button type="primary" onClick={submit} loading={send.isPending} disabled={emails.length === 0} autoFocus>
          Submit
        </Button>
      </Flex>
    </Flex>
  );
}

function CollectStep({ emails, onNext }: { emails: string[]; onNext: (emails: string[]) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const next = () => {
    const merged = mergeInviteEmails(emails, parseInviteEmails(text));
    if (merged.length === 0) setProblem(noValidEmail);
    else if (merged.length > MAX_INVITES_PER_SEND) setProblem(tooMany);
    else onNext(merged);
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label="Emails"
        htmlFor="invite-emails"
        extra={inviteMessages.tip}
        validateStatus={problem ? 'error' : undefined}
        help={problem && <span role="alert">{problem}</span>}
      >
        <Input.TextArea
          id="invite-emails"
          value={text}
          rows={4}
          autoFocus
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
        />
      </Form.Item>
      {emails.length > 0 && <Typography.Paragraph>Already added: {emails.join(', ')}</Typography.Paragraph>}
      <Flex justify="end">
        <Button type="primary" onClick={next}>
          Next
        </Button>
      </Flex>
    </Form>
  );
}

function RecipientChips({ emails, onRemove, disabled }: { emails: string[]; onRemove: (email: string) => void; disabled: boolean }) {
  return (
    <div>
      <Typography.Paragraph id="invite-recipients" strong>
        {inviteMessages.sendingTo}
      </Typography.Paragraph>
      {emails.length === 0 ? (
        <Typography.Text type="danger">{noValidEmail}</Typography.Text>
      ) : (
        <ul aria-labelledby="invite-recipients" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
          {emails.map((email) => (
            <li key={email}>
              <Tag
                disabled={disabled}
                closable={{ 'aria-label': `Remove ${email}` }}
                onClose={(event) => {
                  // The list, not the tag, decides what is shown.
                  event.preventDefault();
                  onRemove(email);
                }}
              >
                {email}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
