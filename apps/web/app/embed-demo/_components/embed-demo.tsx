'use client';

import { useEffect, useId, useRef, useState } from 'react';
import {
  EMBED_QUERY,
  hostMessage,
  NATIVE_APP_ORIGINS,
  SiteToHostMessage,
  type HostToSiteInput,
  type NativeAppOrigin,
} from '../../../src/features/embedding';
import { DEFAULT_LOCALE } from '../../../src/shared/config/locales';
import { useSite, useT } from '../../../src/shared/site/site-context';
import { THEME_CHOICES, isThemeChoice, type ThemeChoice } from '../../../src/shared/site/theme';
import buttonStyles from '../../../src/shared/ui/button.module.css';
import { cx } from '../../../src/shared/ui/cx';
import formStyles from '../../../src/shared/ui/form.module.css';
import styles from './embed-demo.module.css';

type Direction = 'received' | 'sent' | 'foreign' | 'refused';

interface LogEntry {
  readonly id: number;
  readonly direction: Direction;
  readonly type: string;
  readonly detail: string;
}

/** The demo keeps the last messages only; a long session would otherwise grow without end. */
const LOG_LIMIT = 200;
/** The frame's height before the first `size`, and the bounds a reported height is kept in. */
const FRAME_HEIGHT = { initial: 640, min: 240, max: 20_000 } as const;

function isNativeOrigin(value: string): value is NativeAppOrigin {
  return (NATIVE_APP_ORIGINS as readonly string[]).includes(value);
}

/**
 * The frame's address: `/en?embedded=true`, and once an option was changed every flag spelled
 * out (the site keeps its flags for the tab, so switching one off must say so).
 */
function frameSource(contentOnly: boolean, origin: NativeAppOrigin | '', explicit: boolean) {
  const query = new URLSearchParams({ [EMBED_QUERY.embedded]: 'true' });
  if (explicit || contentOnly) query.set(EMBED_QUERY.contentEmbedded, String(contentOnly));
  if (explicit || origin !== '') query.set(EMBED_QUERY.betslipOrigin, origin);
  return `/${DEFAULT_LOCALE}?${query.toString()}`;
}

function describe(data: unknown): string {
  try {
    const text = JSON.stringify(data) ?? String(data);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(data);
  }
}

/**
 * The embedding demo host (spec shell §7): the sportsbook in a frame, every message both ways
 * in a log, buttons for the host's requests, and a request sent from a foreign origin (a
 * sandboxed frame, whose origin is opaque) that the sportsbook must ignore.
 */
export function EmbedDemo() {
  const t = useT();
  const site = useSite();
  const ids = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);
  const [contentOnly, setContentOnly] = useState(false);
  const [origin, setOrigin] = useState<NativeAppOrigin | ''>('');
  const [explicit, setExplicit] = useState(false);
  const [height, setHeight] = useState<number>(FRAME_HEIGHT.initial);
  const [entries, setEntries] = useState<readonly LogEntry[]>([]);
  const [loginRequested, setLoginRequested] = useState(false);
  const otherLanguage =
    site.languages.find((l) => l.external_locale !== DEFAULT_LOCALE)?.external_locale ??
    DEFAULT_LOCALE;
  const [language, setLanguage] = useState(otherLanguage);
  const [theme, setTheme] = useState<ThemeChoice>('dark');
  const source = frameSource(contentOnly, origin, explicit);

  const log = (direction: Direction, type: string, detail: unknown) => {
    const id = nextId.current++;
    setEntries((current) =>
      [...current, { id, direction, type, detail: describe(detail) }].slice(-LOG_LIMIT),
    );
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the sportsbook's frame, from the sportsbook's origin, is listened to.
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== window.location.origin) return;
      const parsed = SiteToHostMessage.safeParse(event.data);
      const id = nextId.current++;
      if (!parsed.success) {
        setEntries((current) =>
          [
            ...current,
            { id, direction: 'refused' as const, type: '?', detail: describe(event.data) },
          ].slice(-LOG_LIMIT),
        );
        return;
      }
      const message = parsed.data;
      setEntries((current) =>
        [
          ...current,
          {
            id,
            direction: 'received' as const,
            type: message.type,
            detail: describe(message.payload),
          },
        ].slice(-LOG_LIMIT),
      );
      if (message.type === 'size') {
        setHeight(Math.min(FRAME_HEIGHT.max, Math.max(FRAME_HEIGHT.min, message.payload.height)));
      }
      if (message.type === 'loginrequest') setLoginRequested(true);
      if (message.type === 'logon') setLoginRequested(false);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The newest line in view (the log scrolls on its own).
  useEffect(() => {
    const element = logRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);

  const send = (message: HostToSiteInput) => {
    const frame = frameRef.current?.contentWindow;
    if (!frame) return;
    frame.postMessage(message, window.location.origin);
    log('sent', message.type, message.payload);
  };

  const sendFromForeignOrigin = () => {
    const message = hostMessage('language', { locale: language });
    // A sandboxed frame without allow-same-origin has an opaque origin ("null"): it posts the
    // same request to the sportsbook's frame (the page's first), which must ignore it.
    const foreign = document.createElement('iframe');
    foreign.setAttribute('sandbox', 'allow-scripts');
    foreign.hidden = true;
    foreign.title = t('embedDemo.direction.foreign');
    const data = JSON.stringify(message).replace(/</g, '\\u003c');
    foreign.srcdoc = `<script>parent.frames[0].postMessage(${data}, '*');</script>`;
    document.body.append(foreign);
    window.setTimeout(() => foreign.remove(), 2_000);
    log('foreign', message.type, message.payload);
  };

  const direction = (value: Direction) => t(`embedDemo.direction.${value}`);

  return (
    <main className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('embedDemo.title')}</h1>
        <p>{t('embedDemo.intro')}</p>
      </header>

      <div className={styles.frameColumn}>
        <iframe
          key={source}
          ref={frameRef}
          className={styles.frame}
          src={source}
          title={t('embedDemo.frameTitle')}
          style={{ height }}
        />
        <p className={styles.muted} aria-live="polite">
          {t('embedDemo.frameHeight', { height: String(height) })}
        </p>
      </div>

      <div className={styles.controls}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('embedDemo.options')}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={contentOnly}
              onChange={(event) => {
                setExplicit(true);
                setContentOnly(event.target.checked);
              }}
            />
            <span>{t('embedDemo.contentOnly')}</span>
          </label>
          <div className={formStyles.field}>
            <label htmlFor={`${ids}-origin`}>{t('embedDemo.nativeOrigin')}</label>
            <select
              id={`${ids}-origin`}
              value={origin}
              onChange={(event) => {
                const value = event.target.value;
                setExplicit(true);
                setOrigin(isNativeOrigin(value) ? value : '');
              }}
            >
              <option value="">{t('embedDemo.nativeOrigin.none')}</option>
              {NATIVE_APP_ORIGINS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.muted}>{t('embedDemo.blockerNote')}</p>
          <a className={styles.link} href={`/${DEFAULT_LOCALE}`} target="_blank" rel="noreferrer">
            {t('embedDemo.openStandalone')}
          </a>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('embedDemo.send')}</legend>
          <div className={styles.row}>
            <div className={formStyles.field}>
              <label htmlFor={`${ids}-language`}>{t('embedDemo.language')}</label>
              <select
                id={`${ids}-language`}
                value={language}
                onChange={(event) => setLanguage(event.target.value)}
              >
                {site.languages.map((l) => (
                  <option key={l.id} value={l.external_locale} lang={l.locale}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => send(hostMessage('language', { locale: language }))}
            >
              {t('embedDemo.sendLanguage')}
            </button>
          </div>
          <div className={styles.row}>
            <div className={formStyles.field}>
              <label htmlFor={`${ids}-theme`}>{t('embedDemo.theme')}</label>
              <select
                id={`${ids}-theme`}
                value={theme}
                onChange={(event) => {
                  if (isThemeChoice(event.target.value)) setTheme(event.target.value);
                }}
              >
                {THEME_CHOICES.map((value) => (
                  <option key={value} value={value}>
                    {t(`theme.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => send(hostMessage('theme', { theme }))}
            >
              {t('embedDemo.sendTheme')}
            </button>
          </div>
          <div className={styles.buttons}>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => send(hostMessage('logout', {}))}
            >
              {t('embedDemo.sendLogout')}
            </button>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => send(hostMessage('sizerequest', {}))}
            >
              {t('embedDemo.sendSizeRequest')}
            </button>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => send(hostMessage('sessionchanged', {}))}
            >
              {t('embedDemo.sendSessionChanged')}
            </button>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.danger)}
              onClick={sendFromForeignOrigin}
            >
              {t('embedDemo.sendForeign')}
            </button>
          </div>
        </fieldset>

        <div role="status" className={styles.notice}>
          {loginRequested ? t('embedDemo.loginRequested') : null}
        </div>

        <section className={styles.group} aria-labelledby={`${ids}-log`}>
          <div className={styles.logHeader}>
            <h2 id={`${ids}-log`} className={styles.legend}>
              {t('embedDemo.log')}
            </h2>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => setEntries([])}
            >
              {t('embedDemo.clearLog')}
            </button>
          </div>
          <div
            ref={logRef}
            role="log"
            aria-labelledby={`${ids}-log`}
            className={styles.log}
            tabIndex={0}
          >
            {entries.length === 0 ? (
              <p className={styles.muted}>{t('embedDemo.logEmpty')}</p>
            ) : (
              <ol className={styles.entries}>
                {entries.map((entry) => (
                  <li key={entry.id} className={styles.entry} data-direction={entry.direction}>
                    <span className={styles.direction}>{direction(entry.direction)}</span>{' '}
                    <code className={styles.type}>{entry.type}</code>{' '}
                    <code className={styles.detail}>{entry.detail}</code>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
      </div>
    </main>
  );
}
