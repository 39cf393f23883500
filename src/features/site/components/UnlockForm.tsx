import { useId, useState, type FormEvent } from 'react';
import type { SiteProtection } from '@domain/pages/event-site';
import { siteAccessMessages } from '@domain/pages/site-access';
import { useSiteBackend } from '@/lib/site-backend';
import { explainedErrorText } from '@/lib/errors/explained-error';
import { siteTexts } from '../model/site-texts';

type Props = { eventId: string; protection: SiteProtection; pass: string | undefined; onPass: (pass: string) => void };

/** The password or PIN a protected event asks for; the server checks it and answers a pass. */
export function UnlockForm({ eventId, protection, pass, onPass }: Props) {
  const backend = useSiteBackend();
  const id = useId();
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (secret === '') return setError(siteAccessMessages.unlockFirst);
    setBusy(true);
    setError('');
    try {
      const answer = await backend.call('unlockEventSite', { eventId, secret, pass });
      onPass(answer.pass);
    } catch (failure) {
      setError(explainedErrorText(failure));
      setBusy(false);
    }
  }

  const label = protection === 'pin' ? siteTexts.pin : siteTexts.password;
  return (
    <form className="ed-gate" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{siteAccessMessages.passwordTitle}</h1>
      <p>{protection === 'pin' ? siteAccessMessages.pinPrompt : siteAccessMessages.passwordPrompt}</p>
      <label htmlFor={`${id}-secret`}>{label}</label>
      <input
        id={`${id}-secret`}
        type="password"
        inputMode={protection === 'pin' ? 'numeric' : undefined}
        autoComplete="off"
        value={secret}
        maxLength={200}
        onChange={(e) => setSecret(e.target.value)}
        aria-invalid={error !== ''}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} role="alert" className="ed-error">
        {error}
      </p>
      <button type="submit" className="ed-button" disabled={busy}>
        {siteAccessMessages.continue}
      </button>
    </form>
  );
}
