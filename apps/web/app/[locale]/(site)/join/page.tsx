import { JoinInfo } from './join-info';

/**
 * The header's join (registration) button (spec shell §2). The platform has no registration
 * flow, so this page says so and how to get in on the demo site (the README's demo players).
 */
export default function JoinRoute() {
  return <JoinInfo />;
}
