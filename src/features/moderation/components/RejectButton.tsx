import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { REJECT_CONFIRM_MS } from '../model/moderation-limits';
import { moderationTexts } from '../model/moderation-texts';

/**
 * Reject takes a second click (the console reading of spec 001 section 4.4): the first turns the
 * button into "Confirm reject" for a few seconds, so a stray tap on the tablet rejects nothing.
 */
export function RejectButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), REJECT_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  const click = () => {
    if (!confirming) return setConfirming(true);
    setConfirming(false);
    onConfirm();
  };

  return (
    <Button danger type={confirming ? 'primary' : 'default'} disabled={disabled} onClick={click}>
      {confirming ? moderationTexts.confirmReject : 'Reject'}
    </Button>
  );
}
