import { money, parseMajorToMinor } from '@touchline/betting';
import { normaliseSecurityAnswer } from '@touchline/site';
import type { Database } from './db/database';
import { hashPassword, markDepositor } from './modules/identity';
import { openingDeposit } from './modules/wallet';

type SeedStatus = 'active' | 'suspended' | 'locked' | 'pending_activation';

interface SeedPlayer {
  readonly username: string;
  readonly password: string;
  readonly currency: string;
  /** Initial deposit in major units; '0' for none (a non-depositor). */
  readonly balance: string;
  readonly locale: string;
  readonly country: string;
  readonly status: SeedStatus;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly vipLevel: number;
  readonly secondFactor:
    | { readonly kind: 'none' }
    | { readonly kind: 'otp'; readonly mobile: string }
    | { readonly kind: 'question'; readonly question: string; readonly answer: string };
}

const DEMO_PASSWORD = 'demo-pass-1';

const player = (
  username: string,
  rest: Partial<Omit<SeedPlayer, 'username'>> & { firstName: string },
): SeedPlayer => ({
  username,
  password: DEMO_PASSWORD,
  currency: 'EUR',
  balance: '100.00',
  locale: 'en',
  country: 'GB',
  status: 'active',
  lastName: 'Demo',
  email: `${username}@touchline.example`,
  vipLevel: 0,
  secondFactor: { kind: 'none' },
  ...rest,
});

/**
 * Documented demo data (README "Seed data"): created once, on first start. Passwords, the
 * security answer and the phone number are public demo data, not secrets; they are hashed
 * like any other. The phone number is in Ofcom's range reserved for drama (never a real line).
 */
export const SEED_PLAYERS: readonly SeedPlayer[] = [
  player('demo', { firstName: 'Dana', balance: '1000.00', vipLevel: 1 }),
  player('otp.demo', {
    firstName: 'Oscar',
    balance: '500.00',
    secondFactor: { kind: 'otp', mobile: '+44 7700 900123' },
  }),
  player('question.demo', {
    firstName: 'Quinn',
    balance: '500.00',
    secondFactor: {
      kind: 'question',
      question: 'What was the name of your first football club?',
      answer: 'Touchline Rovers',
    },
  }),
  player('krw.demo', {
    firstName: 'Kim',
    currency: 'KRW',
    balance: '1000000',
    locale: 'en',
    country: 'KR',
  }),
  player('usdt.demo', { firstName: 'Uma', currency: 'USDT', balance: '1000.00', country: 'MT' }),
  // A thousand-scaled, zero-decimal currency: shown ÷1000, stake limits ×1000 (10,000,000 VND).
  player('vnd.demo', {
    firstName: 'Vu',
    currency: 'VND',
    balance: '50000000',
    locale: 'en',
    country: 'VN',
  }),
  player('suspended.demo', { firstName: 'Sam', status: 'suspended' }),
  player('locked.demo', { firstName: 'Lee', status: 'locked' }),
  player('pending.demo', { firstName: 'Pat', status: 'pending_activation', balance: '0' }),
  // Just registered: never logged in, never deposited, never bet.
  player('newbie.demo', { firstName: 'Nico', balance: '0' }),
];

/**
 * The seed's hashes, one per distinct secret per process: the demo players share one documented
 * password, so hashing it once (about 30–60 ms of argon2id each) serves every player and every
 * platform the process seeds (a test file seeds two). Sharing a salt tells only that the demo
 * players share their password, which the README says.
 */
const seedHashes = new Map<string, Promise<string>>();
function seedHash(secret: string): Promise<string> {
  let found = seedHashes.get(secret);
  if (!found) {
    found = hashPassword(secret);
    seedHashes.set(secret, found);
    found.catch(() => seedHashes.delete(secret));
  }
  return found;
}

export async function seed(db: Database): Promise<string[]> {
  const created: string[] = [];
  for (const p of SEED_PLAYERS) {
    const exists = await db.query('SELECT 1 FROM players WHERE lower(username) = lower($1)', [
      p.username,
    ]);
    if (exists.length > 0) continue;
    const passwordHash = await seedHash(p.password);
    const second = p.secondFactor;
    const answerHash =
      second.kind === 'question' ? await seedHash(normaliseSecurityAnswer(second.answer)) : null;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO players (username, password_hash, currency, locale, country_code, status,
                            first_name, last_name, email, vip_level, two_factor, mobile,
                            security_question, security_answer_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        p.username,
        passwordHash,
        p.currency,
        p.locale,
        p.country,
        p.status,
        p.firstName,
        p.lastName,
        p.email,
        p.vipLevel,
        second.kind,
        second.kind === 'otp' ? second.mobile : null,
        second.kind === 'question' ? second.question : null,
        answerHash,
      ],
    );
    if (!row) continue;
    const minor = parseMajorToMinor(p.balance, p.currency);
    if (minor === null) throw new Error(`bad seed balance for ${p.username}`);
    if (minor > 0) {
      await openingDeposit(
        db,
        { id: row.id, currency: p.currency },
        money(minor, p.currency),
        `seed:${p.username}`,
      );
      await markDepositor(db, row.id);
    }
    created.push(p.username);
  }
  return created;
}
