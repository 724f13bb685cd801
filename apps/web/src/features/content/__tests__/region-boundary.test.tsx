import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/testing/render-with-client';
import { stubPlatform } from '../../../shared/testing/fetch-routes';
import { RegionBoundary } from '../index';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Boom({ fail }: { readonly fail: boolean }) {
  if (fail) throw new Error('broken region');
  return <p>Region content</p>;
}

describe('RegionBoundary (spec shell §8: render errors swallowed and reported)', () => {
  it('renders its children while they work', () => {
    render(
      <RegionBoundary name="advert:welcome-offer">
        <Boom fail={false} />
      </RegionBoundary>,
    );
    expect(screen.getByText('Region content')).toBeInTheDocument();
  });

  it('swallows a throwing child with an empty fallback, reports it, and leaves siblings alone', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { container } = render(
      <div>
        <RegionBoundary name="advert:welcome-offer" onError={onError}>
          <Boom fail />
        </RegionBoundary>
        <p>Sibling</p>
      </div>,
    );
    expect(container.firstElementChild?.innerHTML).toBe('<p>Sibling</p>');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'broken region' }),
      expect.objectContaining({ componentStack: expect.any(String) as string }),
    );
    expect(consoleError).toHaveBeenCalledWith(
      'Render error in region advert:welcome-offer',
      expect.objectContaining({ message: 'broken region' }),
    );
  });

  it("reports to the platform's metrics call when no reporter is given", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const platform = stubPlatform([
      { method: 'GET', path: '/api/metrics', reply: jsonResponse({ accepted: true }) },
    ]);
    render(
      <RegionBoundary name="advert:welcome-offer">
        <Boom fail />
      </RegionBoundary>,
    );
    await waitFor(() => expect(platform.callsTo('/api/metrics')).toHaveLength(1));
    const query = new URL(platform.callsTo('/api/metrics')[0]?.url ?? '', 'http://x').searchParams;
    expect(query.get('app')).toBe('touchline-web');
    expect(query.get('event')).toBe('render-error');
    expect(query.get('region')).toBe('advert:welcome-offer');
    expect(query.get('message')).toBe('Error: broken region');
  });

  it('survives a reporter that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RegionBoundary
        onError={() => {
          throw new Error('reporter down');
        }}
      >
        <Boom fail />
      </RegionBoundary>,
    );
    expect(screen.queryByText('Region content')).not.toBeInTheDocument();
  });

  it('tries again when its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RegionBoundary resetKey="/en/sports">
        <Boom fail />
      </RegionBoundary>,
    );
    expect(screen.queryByText('Region content')).not.toBeInTheDocument();
    rerender(
      <RegionBoundary resetKey="/en/live">
        <Boom fail={false} />
      </RegionBoundary>,
    );
    expect(screen.getByText('Region content')).toBeInTheDocument();
  });
});
