import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GET } from '../../../../app/next/svgs/[iconType]/[file]/route';
import { config } from '../../../../proxy';
import { MenuIcon } from '../index';

/** One request to the route, as Next hands it the path's two segments. */
function get(iconType: string, file: string) {
  return GET(new Request(`http://localhost/next/svgs/${iconType}/${file}`), {
    params: Promise.resolve({ iconType, file }),
  });
}

/** An SVG's drawing: each shape's name and attributes, in order. */
function shapes(svg: Element): string[] {
  return [...svg.querySelectorAll('*')].map(
    (shape) =>
      `${shape.tagName.toLowerCase()} ${[...shape.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`,
  );
}

describe('/next/svgs/{iconType}/{file} (spec shell §2)', () => {
  it('serves an icon of the set as an SVG file, drawn as the menu draws it', async () => {
    const res = await get('menu', 'home.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = new DOMParser().parseFromString(await res.text(), 'image/svg+xml').documentElement;
    expect(svg.tagName).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 20 20');
    expect(svg.getAttribute('stroke-width')).toBe('1.6');
    const { container } = render(<MenuIcon name="home" />);
    const inline = container.querySelector('svg');
    expect(shapes(svg)).not.toEqual([]);
    expect(shapes(svg)).toEqual(inline ? shapes(inline) : null);
  });

  it('draws icons made of several shapes (a sport)', async () => {
    const res = await get('menu', 'sports.svg');
    const text = await res.text();
    expect(text).toContain('<circle cx="10" cy="10" r="7">');
    expect(text).toContain('<path d="M3 10h14');
  });

  it('answers 404 for a file or an icon type it does not hold', async () => {
    for (const [type, file] of [
      ['menu', 'no-such-icon.svg'],
      ['menu', 'home.png'],
      ['menu', 'home'],
      ['menu', 'constructor.svg'],
      ['sports', 'home.svg'],
      ['__proto__', 'home.svg'],
    ] as const) {
      const res = await get(type, file);
      expect(res.status, `${type}/${file}`).toBe(404);
      expect(res.headers.get('content-type'), `${type}/${file}`).toContain('text/plain');
    }
  });

  it('refuses any path that walks out of the set', async () => {
    for (const file of [
      '../../package.json',
      '..%2F..%2Fpackage.json',
      '....svg',
      '.env.svg',
      'home.svg/../../secret',
      '%2e%2e%2fhome.svg',
    ]) {
      expect((await get('menu', file)).status, file).toBe(404);
    }
    expect((await get('..', 'home.svg')).status).toBe(404);
  });

  it('is left to the route by the locale proxy (no locale redirect)', () => {
    const [matcher] = config.matcher;
    const proxied = new RegExp(`^${matcher ?? ''}$`);
    expect(proxied.test('/next/svgs/menu/home.svg')).toBe(false);
    expect(proxied.test('/sports')).toBe(true);
  });
});
