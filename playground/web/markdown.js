// Discord's markdown, rendered to DOM nodes (text only ever as text nodes).
// ctx: { users: {id: {name}}, me: '<my id>', channelName(id) -> name|null, roleName?(id) }

import { h } from './dom.js';

// ---- times ------------------------------------------------------------------------------------

const pad = (n) => String(n).padStart(2, '0');
export const clock = (d) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const dayKey = (d) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
const longDate = (d) => d.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
export const fullDate = (d) =>
  `${d.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })} ${clock(d)}`;

// "Today at 16:05", "Yesterday at 16:05", or "28/11/2026 16:05"
export function calendar(d) {
  const now = new Date();
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(d) === dayKey(now)) return `Today at ${clock(d)}`;
  if (dayKey(d) === dayKey(yesterday)) return `Yesterday at ${clock(d)}`;
  return `${d.toLocaleDateString(undefined, { day: '2-digit', month: '2-digit', year: 'numeric' })} ${clock(d)}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
export function relativeTime(d) {
  const seconds = (d.getTime() - Date.now()) / 1000;
  const units = [['year', 31536000], ['month', 2592000], ['day', 86400], ['hour', 3600], ['minute', 60]];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds), 'second');
}

// <t:UNIX:STYLE> as the reader's local time
export function timestampText(d, style) {
  switch (style) {
    case 't': return clock(d);
    case 'T': return `${clock(d)}:${pad(d.getSeconds())}`;
    case 'd': return d.toLocaleDateString(undefined, { day: '2-digit', month: '2-digit', year: 'numeric' });
    case 'D': return longDate(d);
    case 'F': return fullDate(d);
    case 'R': return relativeTime(d);
    default: return `${longDate(d)} ${clock(d)}`; // f
  }
}

// Refresh every relative timestamp under root (called every 30 s).
export function refreshTimes(root) {
  for (const el of root.querySelectorAll('.md-time[data-style="R"]')) {
    el.textContent = relativeTime(new Date(Number(el.dataset.ts) * 1000));
  }
}

// ---- inline rules -----------------------------------------------------------------------------

// A message link (discord.com/channels/<guild or @me>/<channel>/<message>)
const MESSAGE_LINK = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/channels\/(\d+|@me)\/(\d+)\/(\d+)$/;

function link(url, kids, ctx) {
  const found = MESSAGE_LINK.exec(url);
  if (found) {
    const name = ctx.channelName?.(found[2]);
    return h('a', {
      class: 'md-msglink', href: url, title: url,
      dataset: { jumpChannel: found[2], jumpMessage: found[3] },
    }, kids || `#${name || 'unknown'} › message`);
  }
  return h('a', { class: 'md-link', href: url, target: '_blank', rel: 'noopener noreferrer' }, kids || url);
}

function mention(kind, id, ctx) {
  if (kind === 'user') {
    const user = ctx.users?.[id];
    const me = id === ctx.me;
    return h('span', { class: 'mention' + (me ? ' me' : ''), dataset: { userId: id } }, `@${user?.name || 'unknown-user'}`);
  }
  if (kind === 'role') return h('span', { class: 'mention' }, `@${ctx.roleName?.(id) || 'unknown-role'}`);
  const name = ctx.channelName?.(id);
  return h('a', { class: 'mention channel', href: '#', dataset: { jumpChannel: id } }, `#${name || 'unknown'}`);
}

// Each rule: [first characters it can start with, sticky regex, build(match, ctx) -> node]
const RULES = [
  ['\\', /\\([^0-9A-Za-z\s])/y, (m) => m[1]],
  ['`', /(`+)([\s\S]*?[^`])\1(?!`)/y, (m) => h('code', { class: 'md-code' }, m[2])],
  ['<', /<(https?:\/\/[^\s>]+)>/y, (m, ctx) => link(m[1], null, ctx)],
  ['<', /<@!?(\d+)>/y, (m, ctx) => mention('user', m[1], ctx)],
  ['<', /<@&(\d+)>/y, (m, ctx) => mention('role', m[1], ctx)],
  ['<', /<#(\d+)>/y, (m, ctx) => mention('channel', m[1], ctx)],
  ['<', /<a?:(\w+):(\d+)>/y, (m) => h('span', { class: 'emoji-custom', title: `:${m[1]}:` }, `:${m[1]}:`)],
  ['<', /<t:(-?\d+)(?::([tTdDfFR]))?>/y, (m) => {
    const d = new Date(Number(m[1]) * 1000);
    return h('time', {
      class: 'md-time', datetime: d.toISOString(), title: fullDate(d),
      dataset: { ts: m[1], style: m[2] || 'f' },
    }, timestampText(d, m[2] || 'f'));
  }],
  ['[', /\[([^\[\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/y, (m, ctx) => link(m[2], inline(m[1], ctx), ctx)],
  ['h', /https?:\/\/[^\s<]+[^<.,:;"'\]\s)]/y, (m, ctx) => link(m[0], null, ctx)],
  ['@', /@(everyone|here)\b/y, (m) => h('span', { class: 'mention' }, m[0])],
  ['*', /\*\*((?:\\[\s\S]|[^\\])+?)\*\*(?!\*)/y, (m, ctx) => h('strong', {}, inline(m[1], ctx))],
  ['_', /__((?:\\[\s\S]|[^\\])+?)__(?!_)/y, (m, ctx) => h('u', {}, inline(m[1], ctx))],
  ['*', /\*(?=\S)((?:\*\*|\\[\s\S]|\s+(?:\\[\s\S]|[^\s*\\]|\*\*)|[^\s*\\])+?)\*(?!\*)/y,
    (m, ctx) => h('em', {}, inline(m[1], ctx))],
  ['_', /\b_((?:__|\\[\s\S]|[^\\_])+?)_\b/y, (m, ctx) => h('em', {}, inline(m[1], ctx))],
  ['~', /~~([\s\S]+?)~~(?!~)/y, (m, ctx) => h('s', {}, inline(m[1], ctx))],
  ['|', /\|\|([\s\S]+?)\|\|/y, (m, ctx) => h('span', {
    class: 'spoiler', tabindex: 0, title: 'Spoiler',
    onclick: (e) => e.currentTarget.classList.add('shown'),
  }, inline(m[1], ctx))],
];

// Inline markdown of one piece of text -> array of nodes ("\n" becomes <br>)
export function inline(text, ctx) {
  const out = [];
  let plain = '';
  const flush = () => {
    const parts = plain.split('\n');
    parts.forEach((part, i) => {
      if (i) out.push(h('br'));
      if (part) out.push(document.createTextNode(part));
    });
    plain = '';
  };
  let i = 0;
  outer: while (i < text.length) {
    const c = text[i];
    for (const [first, re, build] of RULES) {
      if (!first.includes(c)) continue;
      re.lastIndex = i;
      const m = re.exec(text);
      if (!m) continue;
      flush();
      const node = build(m, ctx);
      out.push(typeof node === 'string' ? document.createTextNode(node) : node);
      i += m[0].length;
      continue outer;
    }
    plain += c;
    i += 1;
  }
  flush();
  return out;
}

// ---- blocks -----------------------------------------------------------------------------------

const LIST_ITEM = /^( *)([-*]|\d{1,9}\.) +(.*)$/;

function list(items, ctx) {
  // items: [{indent, marker, text}]; deeper indentation nests a list in the previous item
  const ordered = /\d/.test(items[0].marker);
  const el = h(ordered ? 'ol' : 'ul', { class: 'md-list' });
  if (ordered) el.setAttribute('start', String(parseInt(items[0].marker, 10)));
  const base = items[0].indent;
  let k = 0;
  while (k < items.length) {
    const li = h('li', {}, inline(items[k].text, ctx));
    let j = k + 1;
    while (j < items.length && items[j].indent > base) j += 1;
    if (j > k + 1) li.append(list(items.slice(k + 1, j), ctx));
    el.append(li);
    k = j;
  }
  return el;
}

function blocks(text, ctx, out, quoted) {
  const lines = text.split('\n');
  let para = [];
  const flush = () => {
    if (para.length) out.push(h('div', { class: 'md-p' }, inline(para.join('\n'), ctx)));
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let m;
    if (!quoted && (m = /^>>> ?(.*)$/.exec(line))) {
      flush();
      const inner = [];
      blocks([m[1], ...lines.slice(i + 1)].join('\n'), ctx, inner, true);
      out.push(h('blockquote', { class: 'md-quote' }, inner));
      return;
    }
    if (!quoted && /^>( |$)/.test(line)) {
      flush();
      const body = [];
      while (i < lines.length && /^>( |$)/.test(lines[i])) body.push(lines[i++].replace(/^> ?/, ''));
      i -= 1;
      const inner = [];
      blocks(body.join('\n'), ctx, inner, true);
      out.push(h('blockquote', { class: 'md-quote' }, inner));
    } else if ((m = /^(#{1,3}) +(\S.*)$/.exec(line))) {
      flush();
      out.push(h('h' + (m[1].length + 2), { class: `md-h md-h${m[1].length}` }, inline(m[2], ctx)));
    } else if ((m = /^-# +(\S.*)$/.exec(line))) {
      flush();
      out.push(h('div', { class: 'md-subtext' }, inline(m[1], ctx)));
    } else if (LIST_ITEM.test(line)) {
      flush();
      const items = [];
      const ordered = (marker) => /\d/.test(marker);
      while (i < lines.length && (m = LIST_ITEM.exec(lines[i]))) {
        // a list ends where one of the other kind starts at its own indentation
        if (items.length && m[1].length <= items[0].indent && ordered(m[2]) !== ordered(items[0].marker)) break;
        items.push({ indent: m[1].length, marker: m[2], text: m[3] });
        i += 1;
      }
      i -= 1;
      out.push(list(items, ctx));
    } else {
      para.push(line);
    }
  }
  flush();
}

// Full markdown -> DocumentFragment. Code blocks first (they may span lines), then line blocks.
export function markdown(text, ctx = {}) {
  const frag = document.createDocumentFragment();
  const out = [];
  const fence = /```(?:([\w+#.-]*)\n)?([\s\S]*?)```/g;
  let last = 0;
  let m;
  while ((m = fence.exec(text))) {
    const before = text.slice(last, m.index).replace(/\n$/, '');
    if (before) blocks(before, ctx, out, false);
    out.push(h('pre', { class: 'md-pre' }, h('code', {}, m[2].replace(/\n$/, ''))));
    last = fence.lastIndex;
    if (text[last] === '\n') last += 1;
  }
  const rest = text.slice(last);
  if (rest) blocks(rest, ctx, out, false);
  frag.append(...out);
  return frag;
}

// Whether a text mentions a user id (<@id> or <@!id>)
export const mentions = (text, id) => !!text && (text.includes(`<@${id}>`) || text.includes(`<@!${id}>`));
