import type { PresenterCard } from '@domain/pages/component';
import { safeUrl } from '../safe-url';

export const NO_PRESENTERS = 'No presenters';

/** The presenters chosen for the block, as the server wrote them when the page was published. */
export function PresentersBlock({ presenters }: { presenters: PresenterCard[] }) {
  if (presenters.length === 0) return <p className="ed-muted">{NO_PRESENTERS}</p>;
  return (
    <ul className="ed-presenters">
      {presenters.map((p) => (
        <li key={p.id}>
          {safeUrl(p.thumbnail) ? <img src={safeUrl(p.thumbnail)} alt="" /> : <span className="ed-avatar" aria-hidden>{p.name.slice(0, 1)}</span>}
          <strong>{p.name}</strong>
          {p.organisation && <span>{p.organisation}</span>}
        </li>
      ))}
    </ul>
  );
}
