import { LIVE_EVENTS, eventIdOf, marketIdOf, outcomeIdOf } from './shared';

/**
 * The baseline of the live-page benchmark: one static page, no framework, that opens the same
 * /ws (through the web app's proxy, as the app does), subscribes to the same live events and
 * writes each price change into its cell with `textContent`: the least a page can do to show
 * the same changes.
 */
export function plainDomPage(wsUrl: string): string {
  const rows = Array.from({ length: LIVE_EVENTS }, (_, i) => {
    const e = eventIdOf(i);
    const m = marketIdOf(e);
    const cells = [1, 2, 3]
      .map((k) => `<td><button id="o${outcomeIdOf(m, k)}">2.00</button></td>`)
      .join('');
    return `<tr><th>Event ${i + 1}</th>${cells}</tr>`;
  }).join('\n');
  const events = JSON.stringify(Array.from({ length: LIVE_EVENTS }, (_, i) => eventIdOf(i)));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plain DOM live prices</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><table>${rows}</table></main>
<script>
const ws = new WebSocket(${JSON.stringify(wsUrl)});
ws.onopen = () => ws.send(JSON.stringify({ op: 'subscribe', events: ${events} }));
setInterval(() => ws.readyState === 1 && ws.send('{"op":"ping"}'), 10000);
ws.onmessage = (e) => {
  const f = JSON.parse(e.data);
  const m = f.m;
  if (!m || m.k !== 'p') return;
  const cell = document.getElementById('o' + m.o);
  if (cell) cell.textContent = m.cp.c.d.toFixed(2);
};
</script></body></html>`;
}
