// Message components (V1 action rows and Components V2), embeds and attachments as Discord lays them out.
// ctx: { md: markdown context, onButton(msg, comp), onSelect(msg, comp, values), isPending(msg, customId) }

import { h, icon } from './dom.js';
import { markdown } from './markdown.js';

// ---- media ------------------------------------------------------------------------------------

// The page's own address of a media URL: attachment://name -> the message's attachment; local paths
// as they are; anything on the internet is not loaded (null).
export function mediaUrl(msg, url) {
  if (!url) return null;
  if (url.startsWith('attachment://')) {
    const name = url.slice('attachment://'.length);
    return (msg.attachments || []).find((a) => a.filename === name)?.url || null;
  }
  if (url.startsWith('/')) return url;
  try {
    return new URL(url).origin === location.origin ? url : null;
  } catch {
    return null;
  }
}

// An image (or, for an address we do not load, a box with its alt text)
export function image(msg, url, alt, cls = '') {
  const src = mediaUrl(msg, url);
  if (!src) return h('div', { class: `media-missing ${cls}`, title: url || '' }, alt || 'Image not shown');
  const img = h('img', { class: `media ${cls}`, src, alt: alt || '', loading: 'eager', decoding: 'async' });
  return img;
}

function spoilerWrap(node, spoiler) {
  if (!spoiler) return node;
  return h('div', {
    class: 'spoiler-media', title: 'Spoiler: tap to show',
    onclick: (e) => e.currentTarget.classList.add('shown'),
  }, node, h('span', { class: 'spoiler-label' }, 'SPOILER'));
}

function gallery(comp, msg) {
  const items = comp.items || [];
  const el = h('div', { class: `gallery n${Math.min(items.length, 5)}` });
  for (const item of items) {
    const url = item.media?.url;
    el.append(h('div', { class: 'gallery-item' },
      spoilerWrap(image(msg, url, item.description || filename(url)), item.spoiler)));
  }
  return el;
}

const filename = (url) => (url || '').split('/').pop().split('?')[0];

function sizeText(bytes) {
  if (bytes == null) return '';
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function fileBox(msg, url, spoiler) {
  const src = mediaUrl(msg, url);
  const att = (msg.attachments || []).find((a) => a.url === src);
  const name = att?.filename || filename(url);
  return spoilerWrap(h('div', { class: 'file' },
    icon('file', 'file-icon'),
    h('div', { class: 'file-text' },
      src ? h('a', { href: src, download: name, class: 'file-name' }, name) : h('span', { class: 'file-name' }, name),
      h('div', { class: 'file-size' }, sizeText(att?.size)))), spoiler);
}

// Attachments a V1 message shows itself (those no embed refers to)
export function attachments(msg, used) {
  const out = [];
  for (const att of msg.attachments || []) {
    if (used.has(att.filename)) continue;
    const isImage = (att.content_type || '').startsWith('image/') || /\.(png|webp|jpe?g|gif)$/i.test(att.filename);
    out.push(isImage
      ? h('div', { class: 'attachment' }, image(msg, att.url, att.description || att.filename))
      : fileBox(msg, att.url, false));
  }
  return out;
}

// ---- buttons and selects ----------------------------------------------------------------------

function emoji(e) {
  if (!e || (!e.name && !e.id)) return null;
  return h('span', { class: 'btn-emoji', 'aria-hidden': e.id ? null : 'true' }, e.id ? `:${e.name}:` : e.name);
}

const STYLE = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' };

function button(comp, msg, ctx) {
  const style = STYLE[comp.style] || 'secondary';
  const pending = !!comp.custom_id && ctx.isPending(msg, comp.custom_id);
  const el = h('button', {
    type: 'button', class: `btn btn-${style}${pending ? ' pending' : ''}`,
    disabled: comp.disabled || pending || style === 'premium',
    'aria-busy': pending ? 'true' : null,
    dataset: comp.custom_id ? { customId: comp.custom_id } : {},
  },
  emoji(comp.emoji),
  comp.label ? h('span', { class: 'btn-label' }, comp.label) : null,
  style === 'link' ? icon('external', 'btn-external') : null,
  pending ? h('span', { class: 'spinner', 'aria-hidden': 'true' }) : null);
  if (style === 'link') {
    el.title = comp.url || '';
    el.addEventListener('click', () => window.open(comp.url, '_blank', 'noopener,noreferrer'));
  } else {
    el.addEventListener('click', () => ctx.onButton(msg, comp));
  }
  return el;
}

let openSelect = null; // the one select menu that is open: {close(send)}

export function closeOpenSelect(send = true) {
  openSelect?.close(send);
}

// Close an open menu when the person taps elsewhere
document.addEventListener('pointerdown', (e) => {
  if (openSelect && !openSelect.root.contains(e.target)) openSelect.close(true);
});

// A select menu: a trigger showing the placeholder (or the chosen labels) and a listbox of options.
// Single choice sends at once; several (max_values > 1) tick checkboxes and send on Confirm or close.
export function select(comp, msg, ctx, { onChoose } = {}) {
  const kinds = { 3: null, 5: 'users', 6: 'roles', 7: 'users and roles', 8: 'channels' };
  const options = comp.type === 3 ? comp.options || [] : [];
  const min = comp.min_values ?? 1;
  const max = Math.min(comp.max_values ?? 1, Math.max(options.length, 1));
  const multi = max > 1;
  const pending = !!msg && ctx.isPending(msg, comp.custom_id);
  const disabled = comp.disabled || pending || comp.type !== 3;
  const initial = options.filter((o) => o.default).map((o) => o.value);
  let chosen = new Set(initial);
  const placeholder = comp.placeholder || (comp.type === 3 ? 'Make a selection' : `Choose ${kinds[comp.type]}`);

  const label = h('span', { class: 'select-value' });
  const showValue = () => {
    const names = options.filter((o) => chosen.has(o.value)).map((o) => o.label);
    label.textContent = names.length ? names.join(', ') : placeholder;
    label.classList.toggle('placeholder', !names.length);
  };
  showValue();
  const listId = `sel-${Math.random().toString(36).slice(2)}`;
  const trigger = h('button', {
    type: 'button', class: 'select-trigger' + (pending ? ' pending' : ''), disabled,
    'aria-haspopup': 'listbox', 'aria-expanded': 'false', 'aria-controls': listId,
    title: comp.type === 3 ? null : 'This kind of menu is not available in the playground',
  }, label, pending ? h('span', { class: 'spinner', 'aria-hidden': 'true' }) : icon('chevron', 'chevron'));
  const list = h('div', {
    role: 'listbox', id: listId, class: 'select-menu', tabindex: -1, hidden: true,
    'aria-label': placeholder, 'aria-multiselectable': multi ? 'true' : null,
  });
  const confirm = multi
    ? h('button', { type: 'button', class: 'btn btn-primary select-confirm', onclick: () => close(true) }, 'Confirm')
    : null;
  const panel = h('div', { class: 'select-panel', hidden: true }, list, confirm);
  const root = h('div', { class: 'select' + (multi ? ' multi' : '') }, trigger, panel);

  const optionEls = options.map((o) => {
    const el = h('div', {
      role: 'option', class: 'select-option', tabindex: -1, 'aria-selected': String(chosen.has(o.value)),
      dataset: { value: o.value },
    },
    multi ? h('span', { class: 'checkbox', 'aria-hidden': 'true' }, icon('check')) : null,
    emoji(o.emoji),
    h('span', { class: 'option-text' },
      h('span', { class: 'option-label' }, o.label),
      o.description ? h('span', { class: 'option-desc' }, o.description) : null));
    el.addEventListener('click', () => pick(o.value));
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pick(o.value); }
    });
    list.append(el);
    return el;
  });

  const refresh = () => {
    optionEls.forEach((el, i) => el.setAttribute('aria-selected', String(chosen.has(options[i].value))));
    if (confirm) confirm.disabled = chosen.size < min || chosen.size > max;
    showValue();
  };

  function pick(value) {
    if (!multi) {
      chosen = new Set([value]);
      refresh();
      close(true, true); // a single choice is always sent, even the one already shown
      return;
    }
    if (chosen.has(value)) chosen.delete(value);
    else if (chosen.size < max) chosen.add(value);
    refresh();
  }

  function open() {
    closeOpenSelect(true);
    panel.hidden = false;
    list.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    root.classList.add('open');
    openSelect = { root, close };
    (optionEls.find((el) => el.getAttribute('aria-selected') === 'true') || optionEls[0])?.focus({ preventScroll: true });
    panel.scrollIntoView({ block: 'nearest' });
  }

  function close(send, force = false) {
    if (openSelect?.root === root) openSelect = null;
    if (panel.hidden) return;
    panel.hidden = true;
    list.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    root.classList.remove('open');
    const values = options.map((o) => o.value).filter((v) => chosen.has(v));
    const changed = values.join('\u0000') !== initial.join('\u0000');
    if (send && (changed || force) && values.length >= min && values.length <= max) {
      if (onChoose) onChoose(values);
      else ctx.onSelect(msg, comp, values);
    } else if (!send) {
      chosen = new Set(initial);
      refresh();
    }
  }

  trigger.addEventListener('click', () => (panel.hidden ? open() : close(true)));
  root.addEventListener('keydown', (e) => {
    const i = optionEls.indexOf(document.activeElement);
    if (e.key === 'Escape' && !panel.hidden) {
      e.stopPropagation();
      close(multi);
      trigger.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (panel.hidden) return open();
      const next = e.key === 'ArrowDown' ? Math.min(i + 1, optionEls.length - 1) : Math.max(i - 1, 0);
      optionEls[next]?.focus();
    }
  });
  refresh();
  root.getValues = () => options.map((o) => o.value).filter((v) => chosen.has(v));
  return root;
}

// ---- layout components ------------------------------------------------------------------------

function actionRow(comp, msg, ctx) {
  const row = h('div', { class: 'action-row' });
  for (const child of comp.components || []) {
    if (child.type === 2) row.append(button(child, msg, ctx));
    else if ([3, 5, 6, 7, 8].includes(child.type)) row.append(select(child, msg, ctx));
  }
  return row;
}

function textDisplay(comp, ctx) {
  return h('div', { class: 'text-display markup' }, markdown(comp.content || '', ctx.md));
}

function section(comp, msg, ctx) {
  const texts = h('div', { class: 'section-texts' }, (comp.components || []).map((c) => textDisplay(c, ctx)));
  const acc = comp.accessory;
  let side = null;
  if (acc?.type === 2) side = button(acc, msg, ctx);
  else if (acc?.type === 11) side = thumbnail(acc, msg);
  return h('div', { class: 'section' }, texts, side && h('div', { class: 'section-accessory' }, side));
}

function thumbnail(comp, msg) {
  const url = comp.media?.url;
  return spoilerWrap(image(msg, url, comp.description || filename(url), 'thumbnail'), comp.spoiler);
}

function container(comp, msg, ctx) {
  const accent = comp.accent_color != null ? `#${comp.accent_color.toString(16).padStart(6, '0')}` : null;
  const box = h('div', {
    class: 'container' + (accent ? ' accent' : '') + (comp.spoiler ? ' spoiler-box' : ''),
    style: accent ? { '--accent': accent } : null,
  }, renderComponents(comp.components || [], msg, ctx));
  if (comp.spoiler) {
    box.append(h('button', {
      type: 'button', class: 'spoiler-cover',
      onclick: (e) => { box.classList.add('shown'); e.currentTarget.remove(); },
    }, 'Spoiler: show'));
  }
  return box;
}

// Render a list of components (a message's top level, or a container's children)
export function renderComponents(list, msg, ctx) {
  const out = [];
  for (const comp of list || []) {
    switch (comp.type) {
      case 1: out.push(actionRow(comp, msg, ctx)); break;
      case 2: out.push(h('div', { class: 'action-row' }, button(comp, msg, ctx))); break;
      case 3: case 5: case 6: case 7: case 8:
        out.push(h('div', { class: 'action-row' }, select(comp, msg, ctx))); break;
      case 9: out.push(section(comp, msg, ctx)); break;
      case 10: out.push(textDisplay(comp, ctx)); break;
      case 11: out.push(thumbnail(comp, msg)); break;
      case 12: out.push(gallery(comp, msg)); break;
      case 13: out.push(fileBox(msg, comp.file?.url, comp.spoiler)); break;
      case 14: out.push(h('div', {
        class: `separator spacing-${comp.spacing === 2 ? 'large' : 'small'}${comp.divider === false ? '' : ' divider'}`,
        role: comp.divider === false ? null : 'separator',
      })); break;
      case 17: out.push(container(comp, msg, ctx)); break;
      default: break; // unknown kinds are left out, as Discord's client does
    }
  }
  return out;
}

// ---- V1 embeds --------------------------------------------------------------------------------

export function embed(e, msg, ctx, used) {
  const note = (url) => url?.startsWith('attachment://') && used.add(url.slice(13));
  const color = e.color != null ? `#${e.color.toString(16).padStart(6, '0')}` : null;
  const md = (text) => markdown(text || '', ctx.md);
  const body = h('div', { class: 'embed-body' });
  if (e.author?.name) body.append(h('div', { class: 'embed-author' }, e.author.name));
  if (e.title) {
    body.append(h('div', { class: 'embed-title' },
      e.url ? h('a', { href: e.url, target: '_blank', rel: 'noopener noreferrer' }, e.title) : e.title));
  }
  if (e.description) body.append(h('div', { class: 'embed-description markup' }, md(e.description)));
  if (e.fields?.length) {
    const grid = h('div', { class: 'embed-fields' });
    // inline fields share a row, up to three; a field that is not inline takes the whole row
    let run = [];
    const flushRun = () => {
      for (let k = 0; k < run.length; k += 3) {
        const chunk = run.slice(k, k + 3);
        chunk.forEach((node) => { node.style.gridColumn = `span ${12 / chunk.length}`; grid.append(node); });
      }
      run = [];
    };
    for (const f of e.fields) {
      const node = h('div', { class: 'embed-field' },
        h('div', { class: 'embed-field-name' }, md(f.name)),
        h('div', { class: 'embed-field-value markup' }, md(f.value)));
      if (f.inline) run.push(node);
      else { flushRun(); node.style.gridColumn = 'span 12'; grid.append(node); }
    }
    flushRun();
    body.append(grid);
  }
  if (e.image?.url) {
    note(e.image.url);
    body.append(h('div', { class: 'embed-image' }, image(msg, e.image.url, e.image.description || filename(e.image.url))));
  }
  if (e.footer?.text || e.timestamp) {
    if (e.footer?.icon_url) note(e.footer.icon_url);
    const when = e.timestamp ? new Date(e.timestamp).toLocaleString() : '';
    body.append(h('div', { class: 'embed-footer' }, [e.footer?.text, when].filter(Boolean).join(' • ')));
  }
  let thumb = null;
  if (e.thumbnail?.url) {
    note(e.thumbnail.url);
    thumb = h('div', { class: 'embed-thumbnail' }, image(msg, e.thumbnail.url, filename(e.thumbnail.url)));
  }
  return h('div', { class: 'embed' + (thumb ? ' has-thumb' : ''), style: color ? { '--accent': color } : null },
    body, thumb);
}
