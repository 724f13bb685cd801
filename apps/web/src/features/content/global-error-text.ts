import { resolveLocale, type Locale } from '../../shared/config/locales';

/** The catalogue keys the document-level error page shows (spec shell §8). */
export const GLOBAL_ERROR_TEXT_KEYS = [
  'pages.error.title',
  'pages.error.siteBody',
  'pages.error.retry',
] as const;
export type GlobalErrorTextKey = (typeof GLOBAL_ERROR_TEXT_KEYS)[number];

/**
 * The texts of app/global-error.tsx, by catalogue key, in every language the web has. That page
 * replaces the document when the locale layout itself failed — the site and its catalogue are
 * exactly what may be missing — so, like the status pages' stand-in, the texts are written here
 * and a test holds them equal to config/i18n (the web never imports config/).
 */
const GLOBAL_ERROR_TEXTS: Record<Locale, Record<GlobalErrorTextKey, string>> = {
  en: {
    'pages.error.title': 'Something went wrong',
    'pages.error.siteBody': 'The site could not be shown just now. Please try again in a moment.',
    'pages.error.retry': 'Try again',
  },
  de: {
    'pages.error.title': 'Etwas ist schiefgelaufen',
    'pages.error.siteBody':
      'Die Seite konnte gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
    'pages.error.retry': 'Erneut versuchen',
  },
  es: {
    'pages.error.title': 'Algo ha salido mal',
    'pages.error.siteBody':
      'No se ha podido mostrar el sitio en este momento. Vuelve a intentarlo en unos instantes.',
    'pages.error.retry': 'Reintentar',
  },
  pt: {
    'pages.error.title': 'Algo deu errado',
    'pages.error.siteBody': 'Não foi possível exibir o site agora. Tente novamente em instantes.',
    'pages.error.retry': 'Tentar novamente',
  },
  tr: {
    'pages.error.title': 'Bir şeyler ters gitti',
    'pages.error.siteBody': 'Site şu anda gösterilemedi. Lütfen birazdan tekrar deneyin.',
    'pages.error.retry': 'Tekrar dene',
  },
};

/** The document-level error page's texts for a path's locale segment (the default otherwise). */
export function globalErrorTexts(pathname: string | null): {
  readonly locale: Locale;
  readonly text: (key: GlobalErrorTextKey) => string;
} {
  const locale = resolveLocale(pathname?.split('/')[1] ?? '');
  return { locale, text: (key) => GLOBAL_ERROR_TEXTS[locale][key] };
}
