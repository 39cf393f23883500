import { useEffect, useRef } from 'react';
import { SiteFrame } from '@/ui/site/SiteFrame';
import { siteTexts } from '../model/site-texts';

type Props = { destination: string; onStay: () => void };

/**
 * An event whose organiser set a redirect URL continues elsewhere, but any account can create an
 * event, so the site never sends a visitor on unasked (issue 25): it names the destination, host
 * and full address, and the visitor chooses. Nothing records which addresses an organisation has
 * confirmed, so every destination is asked about. Drawn without the event's custom CSS, which
 * could otherwise hide the destination.
 */
export function RedirectNotice({ destination, onStay }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const host = new URL(destination).host;
  return (
    <SiteFrame look={null}>
      <main className="ed-site-message ed-redirect-notice">
        <h1 ref={heading} tabIndex={-1}>
          {siteTexts.continuesAt(host)}
        </h1>
        <p className="ed-redirect-address">{destination}</p>
        <p className="ed-redirect-choices">
          <a className="ed-button" href={destination} rel="noopener noreferrer nofollow">
            {siteTexts.continueTo(host)}
          </a>
          <button type="button" className="ed-button ed-button-quiet" onClick={onStay}>
            {siteTexts.stay}
          </button>
        </p>
      </main>
    </SiteFrame>
  );
}
