import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { SiteProtection } from '@domain/pages/event-site';
import { ACCESS_EMAIL_MAX_LENGTH, accessEmailOf, siteAccessMessages } from '@domain/pages/site-access';
import { useSiteBackend } from '@/lib/site-backend';
import { retryAfterSeconds } from '@/lib/errors/error-catalogue';
import { explainedErrorText } from '@/lib/errors/explained-error';
import { siteTexts } from '../model/site-texts';

type Props = { eventId: string; protection: SiteProtection; pass: string | undefined; onPass: (pass: string) => void };

/** A wait counted down in whole seconds (0: none); `onOver` runs when one runs out. */
function useCountdown(onOver: () => void): [number, (seconds: number | null) => void] {
  const [clock, setClock] = useState<{ endsAt: number; now: number } | null>(null);
  useEffect(() => {
    if (clock === null) return;
    const timer = setTimeout(() => {
      const now = Date.now();
      if (now < clock.endsAt) return setClock({ ...clock, now });
      setClock(null);
      onOver();
    }, 1000);
    return () => clearTimeout(timer);
  }, [clock, onOver]);
  const left = clock === null ? 0 : Math.max(1, Math.ceil((clock.endsAt - clock.now) / 1000));
  const start = (seconds: number | null) => {
    const now = Date.now();
    setClock(seconds === null ? null : { endsAt: now + seconds * 1000, now });
  };
  return [left, start];
}

const PROMPTS: Record<SiteProtection, { label: string; prompt: string }> = {
  password: { label: siteTexts.password, prompt: siteAccessMessages.passwordPrompt },
  pin: { label: siteTexts.pin, prompt: siteAccessMessages.pinPrompt },
  email: { label: siteTexts.email, prompt: siteAccessMessages.emailPrompt },
};

/**
 * The password or PIN a protected event asks for, or a participant's address where it is
 * email-protected; the server checks it and answers a pass. A viewer who guessed too often is told
 * how long to wait (it grows with the guesses), and Continue counts it down.
 */
export function UnlockForm({ eventId, protection, pass, onPass }: Props) {
  const backend = useSiteBackend();
  const id = useId();
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Once the wait is over, its refusal no longer applies.
  const [waitLeft, startWait] = useCountdown(useCallback(() => setError(''), []));
  const waiting = waitLeft > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (waiting) return;
    if (protection === 'email' ? accessEmailOf(secret) === null : secret === '') {
      return setError(protection === 'email' ? siteAccessMessages.invalidEmail : siteAccessMessages.unlockFirst);
    }
    setBusy(true);
    setError('');
    try {
      const answer = await backend.call('unlockEventSite', { eventId, secret, pass });
      onPass(answer.pass);
    } catch (failure) {
      startWait(retryAfterSeconds(failure));
      setError(explainedErrorText(failure));
      setBusy(false);
    }
  }

  const { label, prompt } = PROMPTS[protection];
  return (
    // noValidate: the browser's own check of an address would speak instead of the site's message.
    <form className="ed-gate" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{siteAccessMessages.passwordTitle}</h1>
      <p>{prompt}</p>
      <label htmlFor={`${id}-secret`}>{label}</label>
      <input
        id={`${id}-secret`}
        type={protection === 'email' ? 'email' : 'password'}
        inputMode={protection === 'pin' ? 'numeric' : undefined}
        autoComplete={protection === 'email' ? 'email' : 'off'}
        value={secret}
        maxLength={protection === 'email' ? ACCESS_EMAIL_MAX_LENGTH : 200}
        onChange={(e) => setSecret(e.target.value)}
        aria-invalid={error !== ''}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} role="alert" className="ed-error">
        {error}
      </p>
      <button type="submit" className="ed-button" disabled={busy || waiting}>
        {waiting ? siteAccessMessages.waitToContinue(waitLeft) : siteAccessMessages.continue}
      </button>
    </form>
  );
}
