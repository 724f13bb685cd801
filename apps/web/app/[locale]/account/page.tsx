import type { Metadata } from 'next';
import { ProfilePanel } from '../../../src/features/account';

export const metadata: Metadata = { title: 'My profile' };

/** /account (spec shell §2): my account — the profile and player details. */
export default function AccountRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>My profile</h1>
        <p className="page-heading__sub">Your account details</p>
      </div>
      <ProfilePanel />
    </>
  );
}
