/**
 * The brand's site as this instance serves it. Built at start from the brand's files, the
 * operator's publications (cms_documents) and the translation catalogues; rebuilt when a file
 * changes (watched), when an operator publishes here, or when the bus says one published on
 * another instance. A rebuild that fails validation is logged with file and field and the last
 * good site keeps serving; at start there is no last good one, so a bad brand stops start-up.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import {
  BRAND_DOCUMENT_NAMES,
  type BrandDocumentName,
  type Channel,
  type ChannelSettings,
  type CmsDocumentAnswer,
  type EpwConfig,
} from '@touchline/contract';
import type { SiteSettingsSource } from '../../app-context';
import type { Bus } from '../../bus/bus';
import { CMS_TOPICS } from '../../bus/topics';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../http/errors';
import {
  BrandConfigError,
  buildBrandSite,
  type BrandSite,
  type Catalogues,
  type DocumentInput,
  type DocumentInputs,
} from './brand-site';
import { readPublications, savePublication, type PublishedDocument } from './cms-repository';
import { brandDir, readBrandFiles, readCatalogues } from './site-files';

export interface SiteLog {
  info(message: string): void;
  error(message: string): void;
}

export interface SiteStoreOptions {
  readonly configDir: string;
  readonly brand: string;
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: () => Date;
  readonly log: SiteLog;
  /** Watch the brand's files and reload on change (default true). */
  readonly watch?: boolean;
}

const RELOAD_DEBOUNCE_MS = 150;

interface Sources {
  readonly files: Partial<Record<BrandDocumentName, DocumentInput>>;
  readonly fileIssues: readonly { file: string; path: string; message: string }[];
  readonly publications: readonly PublishedDocument[];
  readonly catalogues: Catalogues;
}

function operatorInput(p: PublishedDocument): DocumentInput {
  return {
    source: 'operator',
    file: `operator publication of ${p.document}`,
    body: p.body,
    at: p.publishedAt,
    by: p.publishedBy,
  };
}

/**
 * The inputs a site is built from: a live publication replaces its file; a withdrawn one keeps
 * its time (the publication timestamp never goes back) but serves the file.
 */
function combine(sources: Sources, brand: string): DocumentInputs {
  const inputs: Partial<Record<BrandDocumentName, DocumentInput>> = {};
  const live = new Set<BrandDocumentName>();
  for (const name of BRAND_DOCUMENT_NAMES) {
    const published = sources.publications.find((p) => p.document === name);
    const file = sources.files[name];
    if (published && published.body !== null) {
      live.add(name);
      inputs[name] = operatorInput(published);
    } else if (file) {
      inputs[name] =
        published && published.publishedAt > file.at
          ? { ...file, at: published.publishedAt }
          : file;
    }
  }
  // A broken file an operator's publication replaces does not stop the brand.
  const issues = sources.fileIssues.filter(
    (i) => ![...live].some((name) => i.file.endsWith(`${name}.json`)),
  );
  if (issues.length > 0) throw new BrandConfigError(brand, issues);
  return inputs as DocumentInputs;
}

export class SiteStore implements SiteSettingsSource {
  private site: BrandSite;
  private sources: Sources;
  private readonly watchers: FSWatcher[] = [];
  private readonly unsubscribe: () => void;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly options: SiteStoreOptions,
    sources: Sources,
    site: BrandSite,
  ) {
    this.sources = sources;
    this.site = site;
    this.unsubscribe = options.bus.subscribe(CMS_TOPICS.published, (payload) => {
      if (payload === options.brand) this.scheduleReload('published on another instance', 0);
    });
  }

  /** Loads the brand; a brand that does not validate throws `BrandConfigError`. */
  static async open(options: SiteStoreOptions): Promise<SiteStore> {
    const sources = await SiteStore.readSources(options);
    const site = buildBrandSite(options.brand, combine(sources, options.brand), sources.catalogues);
    const store = new SiteStore(options, sources, site);
    if (options.watch !== false) store.watchFiles();
    return store;
  }

  private static async readSources(options: SiteStoreOptions): Promise<Sources> {
    const [files, publications, i18n] = await Promise.all([
      readBrandFiles(options.configDir, options.brand),
      readPublications(options.db, options.brand),
      readCatalogues(options.configDir),
    ]);
    if (i18n.issues.length > 0) throw new BrandConfigError(options.brand, i18n.issues);
    return {
      files: files.inputs,
      fileIssues: files.issues,
      publications,
      catalogues: i18n.catalogues,
    };
  }

  get current(): BrandSite {
    return this.site;
  }

  settingsFor(channel: Channel, currency: string | null): ChannelSettings {
    return this.site.settings(channel, currency);
  }

  parlayExtraWinnings(): EpwConfig & { readonly enabled: boolean } {
    return this.site.documents.promotions.epw;
  }

  defaultCurrency(): string {
    return this.site.documents.currencies.default;
  }

  termsAcceptanceRequired(): boolean {
    return this.site.documents.brand.login.terms_acceptance;
  }

  /**
   * Reads everything again and serves the result if it validates. Reloads run one at a time.
   * Resolves to the problem when the new version was refused (the old one keeps serving).
   */
  reload(reason: string): Promise<BrandConfigError | null> {
    const run = this.queue.then(async () => {
      if (this.closed) return null;
      try {
        const sources = await SiteStore.readSources(this.options);
        const site = buildBrandSite(
          this.options.brand,
          combine(sources, this.options.brand),
          sources.catalogues,
        );
        this.sources = sources;
        this.site = site;
        this.options.log.info(
          `brand ${this.options.brand} reloaded (${reason}), publication ${site.publication}`,
        );
        return null;
      } catch (error) {
        if (!(error instanceof BrandConfigError)) throw error;
        this.options.log.error(`${error.message}\nthe last good version keeps serving`);
        return error;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private scheduleReload(reason: string, delayMs = RELOAD_DEBOUNCE_MS): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.reload(reason).catch((error: unknown) =>
        this.options.log.error(`brand reload failed: ${String(error)}`),
      );
    }, delayMs);
  }

  private watchFiles(): void {
    const dirs = [
      brandDir(this.options.configDir, this.options.brand),
      join(this.options.configDir, 'i18n'),
    ];
    for (const dir of dirs) {
      try {
        const watcher = watch(dir, { persistent: false }, (_event, name) =>
          this.scheduleReload(`file ${String(name)} changed`),
        );
        watcher.on('error', (error) =>
          this.options.log.error(`watching ${dir} failed: ${String(error)}`),
        );
        this.watchers.push(watcher);
      } catch (error) {
        this.options.log.error(`cannot watch ${dir}: ${String(error)}`);
      }
    }
  }

  /** The served version of one document and where it comes from. */
  document(name: BrandDocumentName): CmsDocumentAnswer {
    const input = this.site.inputs[name];
    return {
      document: name,
      source: input.source,
      body: this.site.documents[name],
      last_publication_timestamp: this.site.publication,
      published_by: input.by,
    };
  }

  /**
   * Publishes a new version of one document for every instance, if the brand still validates
   * with it (400 INVALID_CONFIGURATION naming every problem otherwise; nothing is stored).
   * `alongside` runs in the publication's transaction (the operator's audit line).
   */
  async publish(
    name: BrandDocumentName,
    body: unknown,
    by: string,
    alongside?: (tx: Queryable) => Promise<unknown>,
  ): Promise<CmsDocumentAnswer> {
    await this.queue;
    const now = this.options.clock().getTime();
    const candidate = { ...this.site.inputs } as Record<BrandDocumentName, DocumentInput>;
    candidate[name] = {
      source: 'operator',
      file: `operator publication of ${name}`,
      body,
      at: now,
      by,
    };
    this.validate(candidate);
    await this.options.db.transaction(async (tx) => {
      await savePublication(tx, this.options.brand, name, body, new Date(now), by);
      await alongside?.(tx);
    });
    return this.afterPublication(name);
  }

  /** Withdraws the publication of one document: its file serves again (if the brand validates). */
  async revert(
    name: BrandDocumentName,
    by: string,
    alongside?: (tx: Queryable) => Promise<unknown>,
  ): Promise<CmsDocumentAnswer> {
    await this.queue;
    const file = this.sources.files[name];
    if (!file) {
      throw new AppError(409, 'INVALID_CONFIGURATION', `the brand has no readable ${name}.json`);
    }
    const candidate = { ...this.site.inputs } as Record<BrandDocumentName, DocumentInput>;
    candidate[name] = file;
    this.validate(candidate);
    const now = this.options.clock();
    await this.options.db.transaction(async (tx) => {
      await savePublication(tx, this.options.brand, name, null, now, by);
      await alongside?.(tx);
    });
    return this.afterPublication(name);
  }

  private validate(inputs: DocumentInputs): void {
    try {
      buildBrandSite(this.options.brand, inputs, this.sources.catalogues);
    } catch (error) {
      if (!(error instanceof BrandConfigError)) throw error;
      throw new AppError(
        400,
        'INVALID_CONFIGURATION',
        `${error.issues.length} problem(s): ${error.issues
          .slice(0, 5)
          .map((i) => `${i.path || '(root)'}: ${i.message}`)
          .join('; ')}`,
        { issues: error.issues },
      );
    }
  }

  private async afterPublication(name: BrandDocumentName): Promise<CmsDocumentAnswer> {
    const refused = await this.reload(`${name} published`);
    if (refused) {
      // Validated a moment ago: only a file changing in between can refuse it.
      throw new AppError(409, 'INVALID_CONFIGURATION', refused.message);
    }
    this.options.bus.publish(CMS_TOPICS.published, this.options.brand);
    return this.document(name);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    for (const w of this.watchers) w.close();
    this.unsubscribe();
    await this.queue;
  }
}
