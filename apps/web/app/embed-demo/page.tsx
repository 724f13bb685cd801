import { EmbedDemo } from './_components/embed-demo';

/** /embed-demo: a host page embedding the sportsbook (see the layout). */
export default function EmbedDemoPage() {
  return <EmbedDemo />;
}
