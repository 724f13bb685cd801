/**
 * The browser's entry (`@touchline/contract/browser`): the contract's values the web needs on
 * its first load, without zod or any schema. Validation of what the browser receives (answers,
 * `/ws` frames, refusal bodies) still uses the schemas of the main entry; the web loads them on
 * demand (docs/decisions.md "First-load JavaScript"). Nothing imported here may import zod
 * (__tests__/browser-entry.test.ts).
 */
export * from './favourites-rules';
export * from './limits';
