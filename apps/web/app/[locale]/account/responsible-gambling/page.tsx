import type { Metadata } from 'next';
import { ResponsibleGamblingPanel } from '../../../../src/features/responsible-gambling';

export const metadata: Metadata = { title: 'Responsible gambling' };

/** /account/responsible-gambling: deposit limits, time-out, self-exclusion, reality check. */
export default function ResponsibleGamblingRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>Responsible gambling</h1>
        <p className="page-heading__sub">Limits, breaks and reminders</p>
      </div>
      <ResponsibleGamblingPanel />
    </>
  );
}
