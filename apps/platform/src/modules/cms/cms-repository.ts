import type { Queryable } from '../../db/database';

/** An operator's publication of one brand document (body null: withdrawn, the file serves). */
export interface PublishedDocument {
  readonly document: string;
  readonly body: unknown;
  readonly publishedAt: number;
  readonly publishedBy: string;
}

interface Row {
  document: string;
  body: unknown;
  published_at: Date | string;
  published_by: string;
}

export async function readPublications(db: Queryable, brand: string): Promise<PublishedDocument[]> {
  const rows = await db.query<Row>(
    `SELECT document, body, published_at, published_by FROM cms_documents WHERE brand = $1`,
    [brand],
  );
  return rows.map((r) => ({
    document: r.document,
    body: r.body,
    publishedAt: new Date(r.published_at).getTime(),
    publishedBy: r.published_by,
  }));
}

/**
 * Stores a publication (or, with a null body, its withdrawal). Its time is never earlier than
 * the one it replaces, so the brand's publication timestamp never goes back.
 */
export async function savePublication(
  db: Queryable,
  brand: string,
  document: string,
  body: unknown,
  at: Date,
  by: string,
): Promise<number> {
  const [row] = await db.query<{ published_at: Date | string }>(
    `INSERT INTO cms_documents (brand, document, body, published_at, published_by)
     VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (brand, document) DO UPDATE
       SET body = EXCLUDED.body,
           published_at = GREATEST(EXCLUDED.published_at,
                                   cms_documents.published_at + interval '1 millisecond'),
           published_by = EXCLUDED.published_by
     RETURNING published_at`,
    [brand, document, body === null ? null : JSON.stringify(body), at, by],
  );
  if (!row) throw new Error('cms publication returned no row');
  return new Date(row.published_at).getTime();
}
