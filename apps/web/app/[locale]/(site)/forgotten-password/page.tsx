import type { Metadata } from 'next';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { InfoPage } from '../_components/not-available';

interface ForgottenPasswordRouteProps {
  readonly params: Promise<{ locale: string }>;
}

/** The page's title in its language, unless the brand's page_attributes name it (spec shell §2). */
export async function generateMetadata({ params }: ForgottenPasswordRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'pages.forgottenPassword.title') };
}

/**
 * The login modal's forgotten-password link (spec shell §2). The platform has no password reset
 * yet, so this page says how to get back in.
 */
export default function ForgottenPasswordRoute() {
  return (
    <InfoPage
      heading="pages.forgottenPassword.title"
      title="pages.forgottenPassword.unavailable"
      hint="pages.forgottenPassword.hint"
    />
  );
}
