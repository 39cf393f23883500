import { useId, useState, type FormEvent } from 'react';
import type { EventSite } from '@domain/pages/event-site';
import { registrationFieldsOf, type RegistrationField } from '@domain/events/registration-form';
import { checkRegistration, registrationLimits, registrationMessages, shownFields } from '@domain/pages/registration';
import { useSiteBackend } from '@/lib/site-backend';
import { explainedErrorText } from '@/lib/errors/explained-error';
import { safeUrl } from '@/ui/site/safe-url';

type Props = { site: EventSite; pass: string | undefined; onPass: (pass: string) => void };

/**
 * The event's own registration form (spec 000 section 9, spec 002 section 5): its shown fields in
 * order, required ones marked, select options, the background image, the terms and privacy links.
 * The answers are checked here with the server's rule, and again by the server.
 */
export function RegistrationForm({ site, pass, onPass }: Props) {
  const backend = useSiteBackend();
  const id = useId();
  const fields = shownFields(registrationFieldsOf(site.registration));
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim() !== ''));
    const checked = checkRegistration(site.registration, filled);
    if (!checked.ok) return setProblem({ field: checked.field, text: checked.error });
    setBusy(true);
    setProblem(null);
    try {
      const answer = await backend.call('registerForEvent', { eventId: site.eventId, answers: checked.answers, pass });
      onPass(answer.pass);
    } catch (failure) {
      setProblem({ field: null, text: explainedErrorText(failure) });
      setBusy(false);
    }
  }

  const background = safeUrl(site.registrationBg);
  const terms = safeUrl(site.termsOfService);
  const privacy = safeUrl(site.privacyPolicy);
  return (
    <div className="ed-gate-backdrop" style={background ? { backgroundImage: `url("${background.replace(/["\\]/g, '')}")` } : undefined}>
      <form className="ed-gate" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate>
        <h1 id={`${id}-title`}>{registrationMessages.title}</h1>
        <p className="ed-muted">{site.title}</p>
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            id={`${id}-${field.name}`}
            field={field}
            value={answers[field.name] ?? ''}
            invalid={problem?.field === field.name}
            errorId={`${id}-error`}
            onChange={(value) => setAnswers((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <p id={`${id}-error`} role="alert" className="ed-error">
          {problem?.text ?? ''}
        </p>
        <button type="submit" className="ed-button" disabled={busy}>
          {registrationMessages.submit}
        </button>
        {(terms || privacy) && (
          <p className="ed-gate-links">
            {terms && (
              <a href={terms} target="_blank" rel="noopener noreferrer">
                {registrationMessages.terms}
              </a>
            )}
            {privacy && (
              <a href={privacy} target="_blank" rel="noopener noreferrer">
                {registrationMessages.privacy}
              </a>
            )}
          </p>
        )}
      </form>
    </div>
  );
}

type FieldProps = { id: string; field: RegistrationField; value: string; invalid: boolean; errorId: string; onChange: (value: string) => void };

function FieldInput({ id, field, value, invalid, errorId, onChange }: FieldProps) {
  const required = field.required || field.name === 'email';
  const { label } = field;
  const common = { id, required, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined } as const;
  return (
    <div className="ed-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {field.fieldType === 'select' ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.placeholder || label}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.fieldType === 'textarea' ? (
        <textarea {...common} value={value} placeholder={field.placeholder} maxLength={registrationLimits.textareaMaxLength} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={field.name === 'email' ? 'email' : field.fieldType === 'phone' ? 'tel' : 'text'}
          autoComplete={field.name === 'email' ? 'email' : field.name === 'firstName' ? 'given-name' : field.name === 'lastName' ? 'family-name' : undefined}
          value={value}
          placeholder={field.placeholder}
          maxLength={registrationLimits.textMaxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
