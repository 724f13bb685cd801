import { describe, expect, it } from 'vitest';
import * as browser from '../browser';
import * as contract from '../index';

/**
 * The browser entry (`@touchline/contract/browser`) gives the web's first load the contract's
 * rules and limits without zod; eslint.config.js keeps zod and the schema modules out of it.
 */
describe('the browser entry', () => {
  it('gives the same values as the main entry', () => {
    for (const [name, value] of Object.entries(browser)) {
      expect(contract[name as keyof typeof contract], name).toBe(value);
    }
    expect(Object.keys(browser).sort()).toEqual(
      expect.arrayContaining(['favouritesCount', 'WS_MAX_SUBSCRIPTIONS', 'favouritesListOf']),
    );
  });
});
