// The playground's page: a Discord-like client for the bot, on the stand-in's API (see CONTRACT.md):
// the server's channels and threads, the open channel's messages, the composer, the refusals console.

import { h, icon, clear, fill } from './dom.js';
import { markdown, calendar, clock, fullDate, refreshTimes, mentions } from './markdown.js';
import { renderComponents, embed, attachments } from './components.js';
import { createComposer } from './composer.js';
import { askPerson, serverSettings, openModal, LOCALES, localeName } from './dialogs.js';

const $ = (id) => document.getElementById(id);
const EPHEMERAL = 64;
const LOADING = 128;
const COMPONENTS_V2 = 32768;
const GROUP_MS = 7 * 60 * 1000; // Discord groups one author's messages within 7 minutes
const FAIL_MS = 5000; // how long "This interaction failed" stays
const PERSON_KEY = 'playground.person';
const CHANNEL_KEY = 'playground.channel';
const SEEN_KEY = 'playground.refusalsSeen';
const DISMISSED_KEY = 'playground.dismissed';

// A tab opened with ?person=new (or that already has its own person) keeps its person per tab
const perTab = new URLSearchParams(location.search).get('person') === 'new' || !!sessionStorage.getItem(PERSON_KEY);
const personStore = perTab ? sessionStorage : localStorage;

const S = {
  person: null,
  state: { bot: {}, guild: {}, channels: [], dm: null, users: {}, people: [], commands: [], refusals: [], events: [] },
  open: null, // the open channel's id
  messages: new Map(), // channel id -> messages, oldest first
  loading: new Map(), // channel id -> events that came while its messages were being fetched
  seen: new Set(), // message ids this tab has seen (a new one elsewhere marks its channel unread)
  unread: new Set(),
  dismissed: new Set(JSON.parse(sessionStorage.getItem(DISMISSED_KEY) || '[]')),
  pending: new Set(), // "<message id>\n<custom id>" of components whose interaction is in flight
  failed: new Map(), // message id -> timer of its "This interaction failed" line
  stuck: true, // the message list follows the newest message
  anchor: null, // {el, until}: a message jumped to stays in view while images load
  socket: null,
  connected: false,
  tried: false,
  backoff: 500,
  newRefusals: 0,
  refusalsOpen: false,
};

// ---- the API ----------------------------------------------------------------------------------

async function api(path, body) {
  try {
    const response = await fetch(path, body
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
      : { cache: 'no-store' });
    let data = {};
    try { data = await response.json(); } catch { data = {}; }
    if (!response.ok && data.ok === undefined) data = { ...data, ok: false, error: data.error || `${response.status} ${response.statusText}` };
    return data;
  } catch {
    return { ok: false, error: 'The playground did not answer.' };
  }
}

const me = () => S.person?.id;
const interact = (body) => api('/_playground/interact', { user: me(), ...body });

async function savePerson(fields) {
  const answer = await api('/_playground/person', { ...(S.person?.id ? { id: S.person.id } : {}), ...fields });
  if (!answer.person) return answer.error || 'The playground did not answer.';
  S.person = answer.person;
  personStore.setItem(PERSON_KEY, JSON.stringify(answer.person));
  renderPerson();
  return null;
}

// ---- channels ---------------------------------------------------------------------------------

const cmpId = (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const channel = (id) => S.state.channels.find((c) => c.id === id);
const isDM = (id) => !!id && S.state.dm?.id === id;
const botName = () => S.state.bot?.name || 'Bot';
const channelName = (id) => (isDM(id) ? botName() : channel(id)?.name);
const placeLabel = (id) => (isDM(id) ? `@${botName()}` : `#${channelName(id) || 'unknown'}`);
const textChannels = () => S.state.channels.filter((c) => c.type === 0)
  .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || cmpId(a.id, b.id));
const threadsOf = (id) => S.state.channels.filter((c) => c.type === 11 && c.parent_id === id).sort((a, b) => cmpId(a.id, b.id));
const known = (id) => isDM(id) || !!channel(id);

function channelLink(c, kind) {
  const open = c.id === S.open;
  const unread = S.unread.has(c.id);
  return h('a', {
    href: `#${c.id}`, class: `chan ${kind}${open ? ' active' : ''}${unread ? ' unread' : ''}`,
    'aria-current': open ? 'page' : null, dataset: { channel: c.id },
    onclick: (e) => { e.preventDefault(); openChannel(c.id); },
  }, icon(kind === 'thread' ? 'thread' : kind === 'dm' ? 'at' : 'hash', 'chan-icon'),
  h('span', { class: 'chan-name' }, c.name),
  unread ? h('span', { class: 'unread-dot', 'aria-hidden': 'true' }) : null);
}

// A server event as Discord's event card shows it: name, start in the reader's time, where, how many are
// interested, and the Interested toggle of the person at the page.
function eventCard(e) {
  const when = new Date(e.start).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const live = e.status === 2;
  const toggle = h('button', {
    type: 'button', class: `event-toggle${e.interested ? ' on' : ''}`, 'aria-pressed': e.interested ? 'true' : 'false',
    onclick: async () => {
      const answer = await api('/_playground/interested', { user: me(), event: e.id, on: !e.interested });
      if (answer.ok === false) toast(answer.error);
      else refreshState();
    },
  }, e.interested ? '✓ Interested' : 'Interested');
  return h('div', { class: 'event-card', dataset: { event: e.id } },
    h('div', { class: 'event-when' }, live ? 'Happening now' : when),
    h('div', { class: 'event-name' }, e.name),
    e.location ? h('div', { class: 'event-where' }, e.location) : null,
    h('div', { class: 'event-foot' }, h('span', { class: 'event-count' }, `${e.count} interested`), toggle));
}

function renderSidebar() {
  $('guild-name').textContent = S.state.guild?.name || 'Playground';
  const list = clear($('channel-list'));
  if (S.state.dm) {
    list.append(h('div', { class: 'category' }, 'Direct messages'),
      channelLink({ id: S.state.dm.id, name: 'Direct messages' }, 'dm'));
  }
  const events = S.state.events || [];
  if (events.length) {
    list.append(h('div', { class: 'category' }, 'Events'));
    for (const e of events) list.append(eventCard(e));
  }
  list.append(h('div', { class: 'category' }, 'Text channels'));
  const texts = textChannels();
  for (const c of texts) {
    list.append(channelLink(c, 'text'));
    for (const t of threadsOf(c.id)) list.append(channelLink(t, 'thread'));
  }
  // threads whose parent is not a listed channel
  for (const t of S.state.channels.filter((c) => c.type === 11 && !texts.some((p) => p.id === c.parent_id))) {
    list.append(channelLink(t, 'thread'));
  }
  const elsewhere = [...S.unread].some((id) => id !== S.open);
  $('menu-button').classList.toggle('has-unread', elsewhere);
}

function renderTitle() {
  const title = clear($('channel-title'));
  if (!S.open) return;
  const kind = isDM(S.open) ? 'at' : channel(S.open)?.type === 11 ? 'thread' : 'hash';
  title.append(icon(kind, 'title-icon'), h('span', {}, channelName(S.open) || 'unknown'));
  document.title = `${placeLabel(S.open)} · ${S.state.guild?.name || 'Playground'}`;
}

function renderPerson() {
  const p = S.person;
  if (!p) return;
  fill($('person-button'), avatar(p.name, p.id),
    h('span', { class: 'person-text' },
      h('span', { class: 'person-name' }, p.name),
      h('span', { class: 'person-locale' }, `${localeName(p.locale)} (${p.locale})`)));
}

// ---- opening a channel ------------------------------------------------------------------------

// A person's choice closes the drawer; the channel opened on its own at start leaves the drawer as the
// person left it (they may have opened it while the page was still loading)
async function openChannel(id, { message, keepDrawer = false } = {}) {
  if (!id) return;
  if (!keepDrawer) closeDrawer();
  const changed = id !== S.open;
  S.open = id;
  sessionStorage.setItem(CHANNEL_KEY, id);
  S.unread.delete(id);
  renderSidebar();
  renderTitle();
  composer.setPlace(placeLabel(id));
  if (changed) {
    clear($('message-list'));
    $('jump-new').hidden = true;
    await loadMessages(id, true);
  }
  if (message) jumpTo(id, message);
}

// Loads of one channel run one after the other: events that come during a load wait and are applied on
// top of its answer (an older answer never overwrites a newer event)
const loads = new Map();
function loadMessages(id, fresh = false) {
  const run = (loads.get(id) || Promise.resolve()).then(() => fetchMessages(id, fresh));
  loads.set(id, run);
  run.finally(() => { if (loads.get(id) === run) loads.delete(id); });
  return run;
}

async function fetchMessages(id, fresh) {
  S.loading.set(id, []);
  const answer = await api(`/_playground/messages?channel=${encodeURIComponent(id)}&user=${encodeURIComponent(me())}`);
  const queued = S.loading.get(id) || [];
  S.loading.delete(id);
  if (!answer.messages) {
    if (S.open === id && fresh) toast(answer.error || 'The messages could not be loaded.');
    return;
  }
  const before = JSON.stringify(S.messages.get(id) || null);
  S.messages.set(id, answer.messages);
  for (const m of answer.messages) { S.seen.add(m.id); learnUsers(m); }
  for (const event of queued) handleEvent(event, true);
  if (S.open === id && (fresh || JSON.stringify(S.messages.get(id)) !== before)) renderList(fresh);
}

// ---- messages ---------------------------------------------------------------------------------

const visible = (id) => (S.messages.get(id) || []).filter((m) => !S.dismissed.has(m.id));

function learnUsers(msg) {
  for (const u of [msg.author, ...(msg.mentions || []), msg.interaction_metadata?.user]) {
    if (u?.id && !S.state.users[u.id]) S.state.users[u.id] = { id: u.id, name: u.global_name || u.username, bot: !!u.bot };
  }
}

const mdctx = () => ({
  users: S.state.users, me: me(), channelName: (id) => (isDM(id) ? 'Direct messages' : channel(id)?.name),
});

const cctx = () => ({
  md: mdctx(),
  isPending: (msg, customId) => S.pending.has(`${msg.id}\n${customId}`),
  onButton: (msg, comp) => interactComponent(msg, comp),
  onSelect: (msg, comp, values) => interactComponent(msg, comp, values),
});

// Whether a message mentions the person at this tab (its content, embeds or text displays)
function mentionsMe(msg) {
  const id = me();
  if ((msg.mentions || []).some((u) => u.id === id)) return true;
  const texts = [msg.content];
  for (const e of msg.embeds || []) texts.push(e.title, e.description, ...(e.fields || []).map((f) => f.value));
  const walk = (list) => {
    for (const c of list || []) {
      if (c.type === 10) texts.push(c.content);
      walk(c.components);
    }
  };
  walk(msg.components);
  return texts.some((t) => mentions(t, id));
}

function startsGroup(prev, msg) {
  if (!prev) return true;
  if (msg.interaction_metadata?.type === 2 || msg.type === 19 || msg.type === 20) return true;
  if (prev.author?.id !== msg.author?.id) return true;
  const a = new Date(prev.timestamp);
  const b = new Date(msg.timestamp);
  return b - a > GROUP_MS || a.toDateString() !== b.toDateString();
}

const COLORS = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459e', '#7289da', '#1abc9c'];
function avatar(name, id) {
  let hash = 0;
  for (const ch of String(id || name)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return h('span', { class: 'avatar', 'aria-hidden': 'true', style: { background: COLORS[hash % COLORS.length] } },
    (name || '?').trim().charAt(0).toUpperCase());
}

function renderMessage(msg, prev) {
  const head = startsGroup(prev, msg);
  const when = new Date(msg.timestamp);
  const author = msg.author || {};
  const name = author.global_name || author.username || 'Unknown';
  const classes = ['msg', head ? 'head' : 'grouped'];
  if (mentionsMe(msg)) classes.push('mentioned');
  if (msg.flags & EPHEMERAL) classes.push('ephemeral');
  const el = h('div', { class: classes.join(' '), id: `message-${msg.id}`, dataset: { messageId: msg.id } });

  const meta = msg.interaction_metadata;
  if (head && (meta?.type === 2 || msg.type === 20)) {
    const who = meta?.user ? meta.user.global_name || meta.user.username : 'Someone';
    const command = meta?.name || msg.interaction?.name;
    el.append(h('div', { class: 'reply-line' }, icon('reply', 'reply-icon'),
      h('span', { class: 'reply-user' }, who), command ? ' used ' : ' used a command',
      command ? h('span', { class: 'reply-command' }, `/${command}`) : null));
  }
  if (head) {
    el.append(avatar(name, author.id), h('div', { class: 'msg-header' },
      h('span', { class: 'author' }, name),
      author.bot ? h('span', { class: 'app-tag' }, 'APP') : null,
      h('time', { class: 'msg-time', datetime: msg.timestamp, title: fullDate(when) }, calendar(when))));
  } else {
    el.append(h('time', { class: 'gutter-time', datetime: msg.timestamp, title: fullDate(when) }, clock(when)));
  }

  const body = h('div', { class: 'msg-body' });
  const edited = msg.edited_timestamp
    ? h('span', { class: 'edited', title: fullDate(new Date(msg.edited_timestamp)) }, ' (edited)')
    : null;
  if (msg.content) {
    const content = h('div', { class: 'msg-content markup' }, markdown(msg.content, mdctx()));
    // "(edited)" ends the last line, as Discord writes it
    const last = content.lastElementChild;
    (last?.matches('.md-p, .md-h, .md-subtext') ? last : content).append(edited || '');
    body.append(content);
  }
  if (msg.flags & LOADING) body.append(h('div', { class: 'thinking' }, `${name} is thinking…`));
  const ctx = cctx();
  if (msg.flags & COMPONENTS_V2) {
    body.append(h('div', { class: 'v2' }, renderComponents(msg.components, msg, ctx)));
  } else {
    const used = new Set();
    for (const e of msg.embeds || []) body.append(embed(e, msg, ctx, used));
    body.append(...attachments(msg, used), ...renderComponents(msg.components, msg, ctx));
  }
  if (edited && !msg.content && !(msg.flags & LOADING)) body.append(h('div', { class: 'edited-line' }, edited));
  if (msg.thread) {
    body.append(h('a', { href: '#', class: 'thread-link', dataset: { jumpChannel: msg.thread.id } },
      icon('thread', 'thread-icon'), h('span', {}, `Thread: ${msg.thread.name}`)));
  }
  if (S.failed.has(msg.id)) {
    body.append(h('div', { class: 'interaction-failed', role: 'alert' }, icon('warn', 'warn-icon'), 'This interaction failed'));
  }
  if (msg.flags & EPHEMERAL) {
    body.append(h('div', { class: 'ephemeral-note' }, icon('eye', 'eye-icon'),
      h('span', {}, 'Only you can see this'), h('span', { 'aria-hidden': 'true' }, ' • '),
      h('button', { type: 'button', class: 'link-button', onclick: () => dismiss(msg.id) }, 'Dismiss message')));
  }
  el.append(body);
  return el;
}

function channelStart(id) {
  const dm = isDM(id);
  return h('div', { class: 'channel-start' },
    h('div', { class: 'start-icon' }, icon(dm ? 'at' : channel(id)?.type === 11 ? 'thread' : 'hash')),
    h('h2', {}, dm ? botName() : `Welcome to #${channelName(id) || 'unknown'}!`),
    h('p', {}, dm ? `This is the beginning of your direct message history with @${botName()}.`
      : `This is the start of ${placeLabel(id)}.`));
}

// The whole list of the open channel
function renderList(toBottom) {
  const root = $('message-list');
  const keep = $('messages').scrollTop;
  const list = visible(S.open);
  fill(root, channelStart(S.open));
  list.forEach((m, i) => root.append(renderMessage(m, list[i - 1])));
  if (toBottom || S.stuck) scrollToBottom();
  else $('messages').scrollTop = keep;
}

const messageEl = (id) => document.querySelector(`.msg[data-message-id="${CSS.escape(id)}"]`);

// Render one message again (and the one after it, whose grouping may depend on it)
function rerender(id, next = false) {
  const list = visible(S.open);
  const i = list.findIndex((m) => m.id === id);
  const old = messageEl(id);
  if (i < 0 || !old) return;
  const focused = old.contains(document.activeElement) ? document.activeElement.dataset.customId : null;
  const fresh = renderMessage(list[i], list[i - 1]);
  holdHeight(old, fresh);
  old.replaceWith(fresh);
  if (focused) fresh.querySelector(`[data-custom-id="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  if (next && list[i + 1]) rerender(list[i + 1].id);
}

// While a redrawn message's images load, it keeps its old height (no jump of what is below)
function holdHeight(old, fresh) {
  const images = [...fresh.querySelectorAll('img')];
  if (!images.length || !old.querySelector('img')) return;
  fresh.style.minHeight = `${old.offsetHeight}px`;
  let left = images.length;
  const done = () => { if (--left <= 0) fresh.style.minHeight = ''; };
  images.forEach((img) => { img.addEventListener('load', done, { once: true }); img.addEventListener('error', done, { once: true }); });
  setTimeout(() => { fresh.style.minHeight = ''; }, 4000);
}

function upsert(msg) {
  learnUsers(msg);
  const id = msg.channel_id;
  const isNew = !S.seen.has(msg.id);
  S.seen.add(msg.id);
  if (id !== S.open && isNew && Date.now() - Date.parse(msg.timestamp) < 5 * 60 * 1000) {
    S.unread.add(id);
    renderSidebar();
  }
  const list = S.messages.get(id);
  if (!list) return;
  const i = list.findIndex((m) => m.id === msg.id);
  if (i >= 0) {
    list[i] = msg;
    if (id === S.open) rerender(msg.id);
    return;
  }
  let at = list.length;
  while (at > 0 && cmpId(list[at - 1].id, msg.id) > 0) at -= 1;
  list.splice(at, 0, msg);
  if (id !== S.open) return;
  if (at === list.length - 1) {
    const shown = visible(id);
    const prev = shown[shown.length - 2];
    $('message-list').append(renderMessage(msg, prev && prev.id !== msg.id ? prev : undefined));
  } else {
    renderList(false);
  }
  if (S.stuck) scrollToBottom();
  else $('jump-new').hidden = false;
}

function remove(channelId, id) {
  const list = S.messages.get(channelId);
  if (!list) return;
  const i = list.findIndex((m) => m.id === id);
  if (i < 0) return;
  list.splice(i, 1);
  if (channelId === S.open) dropElement(id);
}

function dropElement(id) {
  const el = messageEl(id);
  if (!el) return;
  const next = el.nextElementSibling?.dataset.messageId;
  el.remove();
  if (next) rerender(next);
}

function dismiss(id) {
  S.dismissed.add(id);
  sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...S.dismissed].slice(-500)));
  dropElement(id);
}

// ---- interactions -----------------------------------------------------------------------------

async function interactComponent(msg, comp, values) {
  const key = `${msg.id}\n${comp.custom_id}`;
  if (S.pending.has(key)) return; // never a second click while the first is in flight
  S.pending.add(key);
  rerender(msg.id);
  const answer = await interact({ kind: 'component', message: msg.id, custom_id: comp.custom_id, ...(values ? { values } : {}) });
  S.pending.delete(key);
  if (!answer.ok) failed(msg.id);
  rerender(msg.id);
  if (answer.ok && answer.type === 9 && answer.modal) showModal(answer.modal, msg.channel_id, msg.id);
}

function failed(id) {
  clearTimeout(S.failed.get(id));
  S.failed.set(id, setTimeout(() => { S.failed.delete(id); rerender(id); }, FAIL_MS));
}

function showModal(modal, channelId, messageId) {
  openModal(modal, (fields) => interact({
    kind: 'modal', channel: channelId, custom_id: modal.custom_id, fields, ...(messageId ? { message: messageId } : {}),
  }), mdctx());
}

// ---- scrolling --------------------------------------------------------------------------------

function scrollToBottom() {
  const box = $('messages');
  box.scrollTop = box.scrollHeight;
  S.stuck = true;
  $('jump-new').hidden = true;
}

function jumpTo(channelId, messageId) {
  if (channelId !== S.open) return openChannel(channelId, { message: messageId });
  const el = messageEl(messageId);
  if (!el) return toast('That message is not among the last messages of its channel.');
  el.scrollIntoView({ block: 'center' });
  el.classList.remove('flash');
  void el.offsetWidth; // restart the animation
  el.classList.add('flash');
  S.anchor = { el, until: Date.now() + 2500 };
}

function setupScrolling() {
  const box = $('messages');
  let height = box.clientHeight;
  box.addEventListener('scroll', () => {
    // a scroll that comes from the list's own resizing (the composer grew) is not the person's
    if (box.clientHeight !== height) {
      height = box.clientHeight;
      if (S.stuck) box.scrollTop = box.scrollHeight;
      return;
    }
    S.stuck = box.scrollHeight - box.scrollTop - box.clientHeight < 60;
    if (S.stuck) $('jump-new').hidden = true;
  });
  for (const kind of ['wheel', 'touchstart', 'keydown']) box.addEventListener(kind, () => { S.anchor = null; }, { passive: true });
  // content that grows (images loading, a message redrawn) keeps the list at the bottom, or on the anchor
  const follow = () => {
    height = box.clientHeight;
    if (S.anchor && Date.now() < S.anchor.until && S.anchor.el.isConnected) S.anchor.el.scrollIntoView({ block: 'center' });
    else if (S.stuck) box.scrollTop = box.scrollHeight;
  };
  new ResizeObserver(follow).observe($('message-list'));
  new ResizeObserver(follow).observe(box);
  $('jump-new').addEventListener('click', scrollToBottom);
}

// ---- live events ------------------------------------------------------------------------------

function handleEvent(event, replay = false) {
  const queue = (id) => {
    if (!replay && S.loading.has(id)) {
      S.loading.get(id).push(event);
      return true;
    }
    return false;
  };
  switch (event.type) {
    case 'hello':
    case 'bot':
      S.state.bot = { ...S.state.bot, ...event.bot };
      renderBanners();
      break;
    case 'message':
      if (!queue(event.message.channel_id)) upsert(event.message);
      break;
    case 'delete':
      if (!queue(event.channel_id)) remove(event.channel_id, event.id);
      break;
    case 'channel': {
      const i = S.state.channels.findIndex((c) => c.id === event.channel.id);
      if (i >= 0) S.state.channels[i] = { ...S.state.channels[i], ...event.channel };
      else S.state.channels.push(event.channel);
      renderSidebar();
      if (event.channel.id === S.open) renderTitle();
      break;
    }
    case 'dm':
      if (S.state.dm?.id !== event.dm.id) {
        S.state.dm = event.dm;
        renderSidebar();
      }
      break;
    case 'commands':
    case 'events':
      refreshState();
      break;
    case 'refusal':
      S.state.refusals.push(event.refusal);
      if (S.refusalsOpen) markRefusalsSeen();
      else S.newRefusals += 1;
      renderRefusals();
      break;
    case 'person': {
      const p = event.person;
      const i = S.state.people.findIndex((x) => x.id === p.id);
      if (i >= 0) S.state.people[i] = p;
      else S.state.people.push(p);
      S.state.users[p.id] = { id: p.id, name: p.name, bot: false };
      if (p.id === me()) {
        S.person = p;
        personStore.setItem(PERSON_KEY, JSON.stringify(p));
        renderPerson();
      }
      break;
    }
    case 'guild':
      S.state.guild = event.guild;
      renderSidebar();
      break;
    default:
      break;
  }
}

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${location.host}/_playground/events?user=${encodeURIComponent(me())}`);
  S.socket = ws;
  ws.addEventListener('open', async () => {
    S.connected = true;
    S.backoff = 500;
    renderBanners();
    // nothing may be missed while the socket was down: the state and the open channel again
    if (S.tried) await savePerson({ name: S.person.name, locale: S.person.locale });
    await refreshState();
    if (S.open) await loadMessages(S.open);
  });
  ws.addEventListener('message', (e) => {
    let event;
    try { event = JSON.parse(e.data); } catch { return; }
    handleEvent(event);
  });
  ws.addEventListener('close', () => {
    if (S.socket !== ws) return;
    S.connected = false;
    S.tried = true;
    renderBanners();
    setTimeout(connect, S.backoff);
    S.backoff = Math.min(S.backoff * 2, 5000);
  });
}

async function refreshState() {
  const state = await api(`/_playground/state?user=${encodeURIComponent(me())}`);
  if (!state.channels) return false;
  const refusals = S.state.refusals.length ? null : state.refusals;
  // a thread or DM that an event brought while this answer was on its way stays
  const missing = S.state.channels.filter((c) => !state.channels.some((x) => x.id === c.id));
  S.state = { ...S.state, ...state, channels: [...state.channels, ...missing], dm: state.dm || S.state.dm };
  if (refusals) {
    const seen = Date.parse(localStorage.getItem(SEEN_KEY) || '') || 0;
    S.newRefusals = refusals.filter((r) => Date.parse(r.at) > seen).length;
  }
  const mine = (state.people || []).find((p) => p.id === me());
  if (mine) {
    S.person = mine;
    personStore.setItem(PERSON_KEY, JSON.stringify(mine));
  }
  renderSidebar();
  renderTitle();
  renderPerson();
  renderBanners();
  renderRefusals();
  composer.refresh();
  return true;
}

// ---- banners, refusals, menus -----------------------------------------------------------------

function renderBanners() {
  const box = clear($('banners'));
  if (!S.connected && S.tried) box.append(h('div', { class: 'banner warn', role: 'status' }, 'Reconnecting…'));
  const bot = S.state.bot || {};
  if (bot.status && bot.status !== 'up') {
    const text = bot.detail
      ? `The bot stopped: ${bot.detail.replace(/\.$/, '')}. The playground is starting it again.`
      : bot.status === 'starting' ? 'The bot is starting…' : 'The bot stopped. The playground is starting it again.';
    box.append(h('div', { class: 'banner danger', role: 'status' }, text));
  }
}

function markRefusalsSeen() {
  S.newRefusals = 0;
  const newest = S.state.refusals.map((r) => r.at).sort().pop();
  if (newest) localStorage.setItem(SEEN_KEY, newest);
}

function renderRefusals() {
  const count = S.newRefusals;
  fill($('refusals-button'), icon('warn', 'refusals-icon'), h('span', {}, 'Refusals'),
    count ? h('span', { class: 'badge', title: `${count} new` }, String(count)) : null);
  const panel = clear($('refusals'));
  const items = [...S.state.refusals].reverse();
  panel.append(h('div', { class: 'refusals-head' },
    h('h2', {}, 'Refusals'),
    h('span', { class: 'muted' }, `${items.length}`),
    h('button', { type: 'button', class: 'icon-button', 'aria-label': 'Close refusals', onclick: () => toggleRefusals(false) }, icon('close'))));
  panel.append(h('p', { class: 'refusals-intro' }, 'Requests of the bot that Discord would refuse, newest first.'));
  if (!items.length) panel.append(h('p', { class: 'refusals-empty' }, 'None so far.'));
  const list = h('ol', { class: 'refusal-list' });
  for (const r of items) {
    const at = new Date(r.at);
    list.append(h('li', { class: 'refusal' },
      h('div', { class: 'refusal-head' },
        h('time', { datetime: r.at, title: fullDate(at) }, `${clock(at)}:${String(at.getSeconds()).padStart(2, '0')}`),
        h('span', { class: 'refusal-method' }, r.method),
        h('code', { class: 'refusal-route' }, r.route || r.path || '')),
      h('div', { class: 'refusal-status' }, [r.status, r.code].filter((x) => x != null && x !== '').join(' · '), ' ', r.message || ''),
      (r.errors || []).length ? h('ul', { class: 'refusal-errors' }, r.errors.map((e) => h('li', {}, e))) : null));
  }
  panel.append(list);
}

function toggleRefusals(open = !S.refusalsOpen) {
  S.refusalsOpen = open;
  $('app').classList.toggle('refusals-open', open);
  $('refusals-button').setAttribute('aria-expanded', String(open));
  if (open) {
    closeDrawer();
    markRefusalsSeen();
  }
  renderRefusals();
}

function openDrawer() {
  $('app').classList.add('drawer-open');
  $('menu-button').setAttribute('aria-expanded', 'true');
}

function closeDrawer() {
  $('app').classList.remove('drawer-open');
  $('menu-button').setAttribute('aria-expanded', 'false');
}

let popover = null;
function closePopover() {
  popover?.remove();
  popover = null;
}

// A small menu beside its button (closes on a tap elsewhere or Escape)
function showPopover(anchor, content, label) {
  closePopover();
  popover = h('div', { class: 'popover', role: 'dialog', 'aria-label': label }, content);
  document.body.append(popover);
  const r = anchor.getBoundingClientRect();
  const width = Math.min(300, innerWidth - 16);
  popover.style.width = `${width}px`;
  popover.style.left = `${Math.max(8, Math.min(r.left, innerWidth - width - 8))}px`;
  if (r.top > innerHeight / 2) popover.style.bottom = `${innerHeight - r.top + 8}px`;
  else popover.style.top = `${r.bottom + 8}px`;
  popover.querySelector('select, button')?.focus();
}

function personMenu() {
  const p = S.person;
  const lang = h('select', { id: 'menu-locale', class: 'field-input' },
    LOCALES.map(([code, name]) => h('option', { value: code, selected: code === p.locale }, `${name} (${code})`)));
  lang.addEventListener('change', async () => {
    const problem = await savePerson({ name: p.name, locale: lang.value });
    if (problem) toast(problem);
    composer.refresh();
  });
  const others = S.state.people.filter((x) => x.id !== p.id);
  showPopover($('person-button'), [
    h('div', { class: 'menu-person' }, avatar(p.name, p.id), h('div', {},
      h('div', { class: 'menu-name' }, p.name), h('div', { class: 'muted' }, `${localeName(p.locale)} (${p.locale})`))),
    h('label', { for: 'menu-locale', class: 'field-label' }, 'Language'), lang,
    others.length ? h('div', { class: 'field-label' }, 'Switch this tab to') : null,
    others.length ? h('div', { class: 'menu-people' }, others.map((o) => h('button', {
      type: 'button', class: 'menu-item', onclick: () => switchPerson(o),
    }, o.name))) : null,
    h('div', { class: 'menu-sep' }),
    h('button', { type: 'button', class: 'menu-item', onclick: () => { closePopover(); window.open('/?person=new', '_blank'); } }, 'Add a person'),
    h('button', { type: 'button', class: 'menu-item', onclick: () => { closePopover(); openServerSettings(); } }, 'Server settings'),
  ], 'Person');
}

function switchPerson(p) {
  personStore.setItem(PERSON_KEY, JSON.stringify(p));
  location.reload();
}

function openServerSettings() {
  serverSettings(S.state.guild || {}, async (locale) => {
    const answer = await api('/_playground/settings', { locale });
    if (!answer.guild) return answer.error || 'The playground did not answer.';
    S.state.guild = answer.guild;
    renderSidebar();
    return null;
  });
}

let toastTimer = 0;
function toast(text) {
  const el = $('toast');
  el.textContent = text;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, 4000);
}

// ---- start ------------------------------------------------------------------------------------

const composer = createComposer($('composer'), {
  commands: () => S.state.commands || [],
  locale: () => S.person?.locale || 'en-US',
  people: () => S.state.people || [],
  channels: () => S.state.channels || [],
  channelId: () => S.open,
  inDM: () => isDM(S.open),
  interact,
  onAnswer: (answer, where) => {
    if (answer.type === 9 && answer.modal) showModal(answer.modal, where.channel, null);
  },
});

function setupChrome() {
  $('menu-button').append(icon('menu'));
  $('menu-button').addEventListener('click', () => ($('app').classList.contains('drawer-open') ? closeDrawer() : openDrawer()));
  $('scrim').addEventListener('click', () => { closeDrawer(); toggleRefusals(false); });
  $('refusals-button').addEventListener('click', () => toggleRefusals());
  $('person-button').addEventListener('click', (e) => { e.stopPropagation(); popover ? closePopover() : personMenu(); });
  $('guild-button').addEventListener('click', (e) => {
    e.stopPropagation();
    if (popover) return closePopover();
    showPopover($('guild-button'), [
      h('div', { class: 'menu-name' }, S.state.guild?.name || 'Playground'),
      h('div', { class: 'muted' }, `Server language: ${localeName(S.state.guild?.locale || 'en-US')}`),
      h('div', { class: 'menu-sep' }),
      h('button', { type: 'button', class: 'menu-item', onclick: () => { closePopover(); openServerSettings(); } }, 'Server settings'),
    ], 'Server');
  });
  document.addEventListener('pointerdown', (e) => { if (popover && !popover.contains(e.target)) closePopover(); });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || document.querySelector('dialog[open]')) return;
    if (popover) closePopover();
    else if ($('app').classList.contains('drawer-open')) closeDrawer();
    else if (S.refusalsOpen && matchMedia('(max-width: 900px)').matches) toggleRefusals(false);
  });
  // links inside messages: a channel mention, a thread, a message link
  $('message-list').addEventListener('click', (e) => {
    const link = e.target.closest('[data-jump-channel]');
    if (!link) return;
    e.preventDefault();
    const id = link.dataset.jumpChannel;
    if (!known(id)) return toast('You cannot see that channel.');
    if (link.dataset.jumpMessage) jumpTo(id, link.dataset.jumpMessage);
    else openChannel(id);
  });
  setupScrolling();
  setInterval(() => refreshTimes($('message-list')), 30000);
}

async function start() {
  setupChrome();
  try { S.person = JSON.parse(personStore.getItem(PERSON_KEY) || 'null'); } catch { S.person = null; }
  if (S.person?.id) {
    // the stand-in may have been started afresh: register this person again (same id)
    await savePerson({ name: S.person.name, locale: S.person.locale });
  } else {
    S.person = null;
    await askPerson(savePerson);
  }
  renderPerson();
  await refreshState();
  const saved = sessionStorage.getItem(CHANNEL_KEY);
  const first = known(saved) ? saved : textChannels()[0]?.id || S.state.channels[0]?.id;
  // a channel the person chose while the page was loading stays open
  if (!S.open) await openChannel(first, { keepDrawer: true });
  connect();
}

start();
