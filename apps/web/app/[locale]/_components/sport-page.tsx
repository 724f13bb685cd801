import { getPrematchEvents, type Sport } from '../../../src/features/events';
import { SportCoupon } from './sport-coupon';
import formStyles from '../../../src/shared/ui/form.module.css';

/** A sport's pre-match page, rendered on the server from the platform's events. */
export async function SportPage({ sport }: { readonly sport: Sport }) {
  const result = await getPrematchEvents(sport);
  return (
    <>
      <div className="page-heading">
        <h1>{sport.name}</h1>
        <p className="page-heading__sub">Upcoming matches · Match Result</p>
      </div>
      {result.ok ? (
        <SportCoupon events={result.value.events} />
      ) : (
        <p className={formStyles.formError} role="alert">
          {result.error}
        </p>
      )}
    </>
  );
}
