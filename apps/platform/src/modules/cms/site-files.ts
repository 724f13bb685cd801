/**
 * Reading a brand's files: `config/brands/<brand>/<document>.json` (JSON: the contract's schemas
 * check it, every editor and tool reads it, and no second parser is needed; docs/decisions.md
 * "Site configuration") and the translation catalogues `config/i18n/<locale>.json`.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { BRAND_DOCUMENT_NAMES, type BrandDocumentName } from '@touchline/contract';
import type { Catalogues, ConfigIssue, DocumentInput } from './brand-site';

export interface FileDocuments {
  readonly inputs: Partial<Record<BrandDocumentName, DocumentInput>>;
  readonly issues: readonly ConfigIssue[];
}

/** The path shown in messages: relative to the config folder's parent (the repository). */
function shown(configDir: string, path: string): string {
  return relative(join(configDir, '..'), path) || path;
}

export function brandDir(configDir: string, brand: string): string {
  return join(configDir, 'brands', brand);
}

/** Reads every document file of a brand; a missing or unreadable file or bad JSON is an issue. */
export async function readBrandFiles(configDir: string, brand: string): Promise<FileDocuments> {
  const dir = brandDir(configDir, brand);
  const inputs: Partial<Record<BrandDocumentName, DocumentInput>> = {};
  const issues: ConfigIssue[] = [];
  for (const name of BRAND_DOCUMENT_NAMES) {
    const path = join(dir, `${name}.json`);
    const file = shown(configDir, path);
    let text: string;
    let at: number;
    try {
      [text, at] = await Promise.all([readFile(path, 'utf8'), stat(path).then((s) => s.mtimeMs)]);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      issues.push({
        file,
        path: '',
        message: code === 'ENOENT' ? 'file missing' : `cannot read: ${String(error)}`,
      });
      continue;
    }
    try {
      inputs[name] = { source: 'file', file, body: JSON.parse(text) as unknown, at, by: null };
    } catch (error) {
      issues.push({ file, path: '', message: `not JSON: ${(error as Error).message}` });
    }
  }
  return { inputs, issues };
}

/** The brands configured: the folders under config/brands. */
export async function listBrands(configDir: string): Promise<string[]> {
  const entries = await readdir(join(configDir, 'brands'), { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Every `config/i18n/<locale>.json`: an object of strings, or an issue naming the key. */
export async function readCatalogues(
  configDir: string,
): Promise<{ catalogues: Catalogues; issues: ConfigIssue[] }> {
  const dir = join(configDir, 'i18n');
  const catalogues = new Map<string, Readonly<Record<string, string>>>();
  const issues: ConfigIssue[] = [];
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(n)).sort();
  } catch {
    return { catalogues, issues };
  }
  for (const name of names) {
    const path = join(dir, name);
    const file = shown(configDir, path);
    let value: unknown;
    try {
      value = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      issues.push({ file, path: '', message: `not JSON: ${(error as Error).message}` });
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ file, path: '', message: 'must be an object of key → text' });
      continue;
    }
    const bad = Object.entries(value).find(([, v]) => typeof v !== 'string');
    if (bad) {
      issues.push({ file, path: bad[0], message: 'must be text' });
      continue;
    }
    catalogues.set(name.slice(0, -'.json'.length), value as Record<string, string>);
  }
  return { catalogues, issues };
}
