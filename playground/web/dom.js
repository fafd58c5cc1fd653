// Tiny DOM helpers: every text goes in as a text node, so nothing untrusted is ever parsed as HTML.

// h('button', {class: 'btn', onclick: f}, 'Label', child, [more]) -> element
export function h(tag, props, ...kids) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value == null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key === 'style' && typeof value === 'object') Object.assign(el.style, value);
    else if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'value' || key === 'checked') el[key] = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  add(el, kids);
  return el;
}

// Append children: strings become text nodes, arrays are flattened, null/false are skipped.
export function add(el, kids) {
  for (const kid of kids) {
    if (kid == null || kid === false) continue;
    if (Array.isArray(kid)) add(el, kid);
    else el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}

// An inline SVG icon drawn here (no asset of anyone's): a few paths on a 24x24 grid.
const ICONS = {
  hash: 'M10 3 8 21M16 3l-2 18M4 8.5h17M3 15.5h17',
  thread: 'M5 4v9a3 3 0 0 0 3 3h11M15 12l4 4-4 4',
  menu: 'M3 6h18M3 12h18M3 18h18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  chevron: 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  warn: 'M12 3 2 20h20L12 3zM12 10v4M12 17v.5',
  at: 'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM16 12v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1',
  reply: 'M4 20v-5a5 5 0 0 1 5-5h11',
  file: 'M6 2h8l5 5v15H6zM14 2v5h5',
  send: 'M4 12 20 4l-6 16-3-7-7-1z',
  check: 'M5 12l5 5 9-10',
};

export function icon(name, cls = '') {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', ('icon ' + cls).trim());
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[name] || '');
  svg.append(path);
  return svg;
}

export function clear(el) {
  el.replaceChildren();
  return el;
}

// Replace an element's children (null and false are skipped, as in h())
export function fill(el, ...kids) {
  return add(clear(el), kids);
}
