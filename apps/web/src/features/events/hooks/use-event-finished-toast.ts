import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/site/site-context';
import { showNotificationToast } from '../../../shared/ui/toast-store';

/**
 * spec shell §8 "event is finished": the toast when the event on screen ends (its clock's
 * END_OF_EVENT or a finished status from the feed) while its page is open. An event already
 * finished when the page opened says so in its header instead: no toast.
 */
export function useEventFinishedToast(finished: boolean): void {
  const t = useT();
  const wasFinished = useRef(finished);
  useEffect(() => {
    if (finished && !wasFinished.current) showNotificationToast('event-is-finished', t);
    wasFinished.current = finished;
  }, [finished, t]);
}
