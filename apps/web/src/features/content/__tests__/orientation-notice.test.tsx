import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@touchline/site';
import { describe, expect, it, vi } from 'vitest';
import { testSite } from '../../../shared/testing/test-site';
import { OrientationNotice, PHONE_LANDSCAPE_QUERY } from '../index';

const site = testSite();
const { t } = createTranslator({ locale: 'en', catalogue: site.messages, fallback: site.messages });

/** A screen whose phone-landscape query matches or not, and can be turned. */
function stubScreen(phoneLandscape: boolean) {
  let matches = phoneLandscape;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === PHONE_LANDSCAPE_QUERY && matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    turn(next: boolean) {
      matches = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

describe('device-orientation notice (spec shell §2)', () => {
  it('suggests portrait on a phone held in landscape, politely, and can be dismissed', async () => {
    const user = userEvent.setup();
    stubScreen(true);
    render(<OrientationNotice t={t} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(
      'Please rotate your device This site works best in portrait mode.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('appears when the phone is turned sideways and goes when it is turned back', () => {
    const device = stubScreen(false);
    render(<OrientationNotice t={t} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    device.turn(true);
    expect(screen.getByRole('status')).toHaveTextContent('Please rotate your device');
    device.turn(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('never shows on a desktop or a tablet (the query asks for a short, touch screen)', () => {
    stubScreen(false);
    render(<OrientationNotice t={t} />);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(PHONE_LANDSCAPE_QUERY).toContain('(pointer: coarse)');
    expect(PHONE_LANDSCAPE_QUERY).toContain('(orientation: landscape)');
  });
});
