import { Fragment, isValidElement, type ReactNode } from 'react';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** `strokeWidth` → `stroke-width` (the set's attributes are SVG presentation names). */
function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The markup of a drawing made of plain SVG elements (path, circle, rect, g and fragments), for
 * serving an icon of the set as a file. Not a general renderer: components, text and event
 * handlers are left out, and every attribute value is escaped.
 */
export function svgMarkup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map((child: ReactNode) => svgMarkup(child)).join('');
  if (!isValidElement<Record<string, unknown>>(node)) return '';
  const { children, ...attributes } = node.props;
  if (node.type === Fragment) return svgMarkup(children as ReactNode);
  if (typeof node.type !== 'string') return '';
  const text = Object.entries(attributes)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => {
      const escaped = String(value).replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
      return ` ${attributeName(name)}="${escaped}"`;
    })
    .join('');
  return `<${node.type}${text}>${svgMarkup(children as ReactNode)}</${node.type}>`;
}
