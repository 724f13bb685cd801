import { screen, within } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfilePanel } from '../features/account';
import { ResponsibleGamblingPanel } from '../features/responsible-gambling';
import { BalancesPanel, CashierForm, TransactionsPanel } from '../features/wallet';
import { useSessionStore } from '../shared/session/session-store';
import { pathOf, stubPlatform, type Route } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSiteIn } from '../shared/testing/test-site';

// issue 11: the account pages in the page's language — its texts, and money, dates and numbers
// in its locale's style (the de-DE "1.234,50 €", "15.01.2030").

beforeEach(() => {
  resetSharedSessionState();
  useSessionStore.getState().login(makeSession());
});

function statementRow(id: number, kind: string, amount: number, after: number) {
  return {
    id,
    kind,
    reference: kind === 'deposit' ? 'D-ABC' : null,
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: '2030-01-15T12:00:00.000Z',
    currency: 'EUR',
    amount,
    real: amount,
    bonus: 0,
    promoCash: 0,
    balanceAfter: after,
  };
}

const STATEMENT: Route = {
  method: 'GET',
  path: pathOf(ENDPOINTS.wallet.transactions),
  reply: () =>
    jsonResponse({
      transactions: [
        statementRow(2, 'bet-stake', -10, 2224.5),
        statementRow(1, 'deposit', 1234.5, 2234.5),
      ],
      nextBefore: 1,
    }),
};

const WALLET: Route = {
  method: 'GET',
  path: pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' }),
  reply: () =>
    jsonResponse({
      name: 'sportsbook',
      currency: 'EUR',
      balance: 1254.5,
      totalBalance: 1259.5,
      realBalance: 1234.5,
      bonusBalance: 20,
      promoCash: 5,
      totalLeftToWager: 80,
      withdrawableAmount: 60,
    }),
};

describe('the transactions page in German', () => {
  it('shows German headings, kinds, money and dates', async () => {
    stubPlatform([STATEMENT]);
    renderWithClient(<TransactionsPanel />, testSiteIn('de'));
    const table = await screen.findByRole('table', { name: 'Ihre Transaktionen, neueste zuerst' });
    expect(screen.getByRole('heading', { name: 'Kontoauszug' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Datum', 'Art', 'Referenz', 'Betrag', 'Saldo danach']);

    const [, stake, deposit] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    const [date, kind, reference, amount, after] = cells(deposit);
    expect(date).toMatch(/^15\.01\.2030, \d\d:\d\d$/);
    expect(kind).toBe('Einzahlung');
    expect(reference).toBe('D-ABC');
    expect(amount).toBe('+1.234,50 €');
    expect(after).toBe('2.234,50 €');
    expect(cells(stake).slice(1, 4)).toEqual(['Wette platziert', '—', '−10,00 €']);
    expect(screen.getByRole('button', { name: 'Ältere Transaktionen anzeigen' })).toBeEnabled();
  });

  it('writes the same statement the English way in English', async () => {
    stubPlatform([STATEMENT]);
    renderWithClient(<TransactionsPanel />);
    const table = await screen.findByRole('table');
    const deposit = within(table).getAllByRole('row')[2] as HTMLElement;
    const [date, kind, , amount] = within(deposit)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // en is en-GB: day first, as the spec's fallback language header.
    expect(date).toMatch(/^15\/01\/2030, \d\d:\d\d$/);
    expect(kind).toBe('Deposit');
    expect(amount).toBe('+€1,234.50');
  });
});

describe('the balances page in German', () => {
  it('shows every part in German with German money', async () => {
    stubPlatform([WALLET]);
    renderWithClient(<BalancesPanel />, testSiteIn('de'));
    expect(
      await screen.findByRole('heading', { name: /^Gesamt: 1\.259,50\s€$/ }),
    ).toBeInTheDocument();
    const value = (term: string) =>
      within(screen.getByText(term).parentElement as HTMLElement)
        .getByRole('definition')
        .textContent?.replace(/\s/g, ' ');
    expect(value('Echtgeld')).toBe('1.234,50 €');
    expect(screen.getByRole('link', { name: 'Einzahlen' })).toHaveAttribute(
      'href',
      '/en/account/deposit',
    );
  });
});

describe('the profile page in Brazilian Portuguese', () => {
  it('names every fact in Portuguese', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.player.profile),
        reply: () =>
          jsonResponse({
            email: 'alice@example.test',
            firstName: 'Alice',
            lastName: 'Liddell',
            lastLoginDate: null,
            registerDate: '2024-03-05T12:00:00.000Z',
            residence: { countryCode: 'BR' },
            accountCode: 'TL77',
            selfExcluded: false,
            accountStatus: 'active',
            defaultStake: 1500,
            realityCheckMinutes: 0,
          }),
      },
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.player.details, { id: 7 }),
        reply: () =>
          jsonResponse({
            alsId: 7,
            username: 'alice',
            firstName: 'Alice',
            lastName: 'Liddell',
            email: 'alice@example.test',
            priceFormat: 'US',
            holdWithdraw: false,
            vipLevel: 0,
            enableStreamFullScreen: false,
            accountNumber: '77',
            defaultStake: 1500,
            registrationDateTime: '2024-03-05T12:00:00.000Z',
            locale: 'pt',
            currency: 'EUR',
            countryCode: 'BR',
            playerCreatedByAgent: false,
            isRememberStake: true,
            avayaSToken: 'chat',
            excludedFromPromotions: false,
          }),
      },
    ]);
    renderWithClient(<ProfilePanel />, testSiteIn('pt-BR'));
    expect(await screen.findByRole('heading', { name: 'Alice Liddell' })).toBeInTheDocument();
    const value = (term: string) =>
      within(screen.getByText(term).parentElement as HTMLElement)
        .getByRole('definition')
        .textContent?.replace(/\s/g, ' ');
    expect(value('Nome de usuário')).toBe('alice');
    expect(value('Status da conta')).toBe('Ativa');
    expect(value('Data de cadastro')).toMatch(/^05\/03\/2024, \d\d:\d\d$/);
    expect(value('Acesso anterior')).toBe('Este é o seu primeiro login');
    expect(value('Formato das odds')).toBe('Americano');
    expect(value('Valor padrão')).toBe('€ 1.500,00');
  });
});

describe('the cashier in Turkish', () => {
  it('checks the amount in Turkish with Turkish money', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.cashier),
        reply: () =>
          jsonResponse({
            currency: 'EUR',
            methods: ['demo-card'],
            deposit: { min: 10, max: 10000, allowed: null },
            withdrawal: { min: 10, max: 10000 },
            wallet: walletBody(),
          }),
      },
    ]);
    const { user } = renderWithClient(<CashierForm kind="deposit" />, testSiteIn('tr'));
    const field = await screen.findByLabelText('Tutar (EUR)');
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Para yatır' }));
    expect(field).toHaveAccessibleDescription(/En düşük para yatırma tutarı: €10,00\./);
  });
});

describe('responsible gambling in Spanish', () => {
  it('shows the deposit limits and the reality check in Spanish', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.player.responsibleGambling),
        reply: () =>
          jsonResponse({
            selfExcluded: false,
            timeOut: null,
            selfExclusion: null,
            realityCheckMinutes: 30,
          }),
      },
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.depositLimits),
        reply: () =>
          jsonResponse({
            currency: 'EUR',
            limits: [
              depositLimit('daily', 24, 1000, 600),
              depositLimit('weekly', 168, null, 0),
              depositLimit('monthly', 720, null, 0),
            ],
          }),
      },
    ]);
    renderWithClient(<ResponsibleGamblingPanel />, testSiteIn('es'));
    const daily = await screen.findByLabelText('Límite diario (EUR)');
    expect(daily).toHaveAccessibleDescription(
      /1000,00\s€ en cualquier periodo de 24 horas: 600,00\s€ usado, 400,00\s€ disponible\./,
    );
    expect(screen.getByRole('button', { name: 'Guardar límites' })).toBeInTheDocument();
    expect(screen.getByLabelText('Recordármelo')).toHaveDisplayValue('Cada 30 minutos');
  });
});

function walletBody() {
  return {
    name: 'sportsbook',
    currency: 'EUR',
    balance: 1000,
    totalBalance: 1000,
    realBalance: 1000,
    bonusBalance: 0,
    promoCash: 0,
    totalLeftToWager: 0,
    withdrawableAmount: 1000,
  };
}

function depositLimit(
  period: 'daily' | 'weekly' | 'monthly',
  windowHours: number,
  limit: number | null,
  used: number,
) {
  const remaining = limit === null ? null : limit - used;
  return { period, windowHours, limit, used, remaining, pending: null };
}
