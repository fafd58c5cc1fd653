// The composer: a text box where "/" opens the command picker; a chosen command (or subcommand) shows
// one field per option, checked as Discord's client checks them before anything is sent.
//
// env: { commands(), locale(), people(), channels(), channelId(), inDM(),
//        interact(body) -> Promise<answer>, onAnswer(answer, where) }

import { h, icon, clear, fill } from './dom.js';

export const PLAIN_HINT = 'This bot only reads slash commands: type / to see them.';
const SUB = 1;
const GROUP = 2;
const FAIL_MS = 5000;

export function createComposer(root, env) {
  const loc = (obj, key) => obj?.[`${key}_localizations`]?.[env.locale()] || obj?.[key] || '';
  const matches = (node, word) => [node.name, loc(node, 'name')].some((n) => n.toLowerCase() === word.toLowerCase());
  const subs = (node) => (node.options || []).filter((o) => o.type === SUB || o.type === GROUP);
  // slash commands (type 1); in the DM with the bot only those Discord offers there
  const usable = (c) => (c.type ?? 1) === 1 && (!env.inDM() || (c.dm_permission !== false && (!c.contexts || c.contexts.includes(1))));
  const commands = () => {
    const byName = new Map();
    for (const c of env.commands()) if (usable(c)) byName.set(c.name, c);
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  };

  // ---- elements
  const pickerTitle = h('div', { class: 'picker-title' });
  const picker = h('div', { role: 'listbox', id: 'command-picker', class: 'picker-list', 'aria-label': 'Commands' });
  const pickerNote = h('div', { class: 'picker-note' });
  const pickerBox = h('div', { class: 'picker', hidden: true }, pickerTitle, picker, pickerNote);
  const form = h('div', { class: 'command-form', hidden: true });
  const input = h('textarea', {
    id: 'composer-input', class: 'composer-input', rows: 1, autocomplete: 'off', spellcheck: 'false',
    'aria-autocomplete': 'list', 'aria-controls': 'command-picker', enterkeyhint: 'send',
  });
  const send = h('button', { type: 'button', class: 'send-button' }, icon('send'), h('span', {}, 'Send'));
  const failed = h('div', { class: 'interaction-failed', role: 'alert', hidden: true });
  const hint = h('div', { class: 'composer-hint', 'aria-live': 'polite' });
  root.append(pickerBox, form, h('div', { class: 'composer-row' }, input, send), failed, hint);

  let entries = []; // picker entries: {node, label, description, path}
  let active = 0;
  let dismissed = false; // Escape closed the picker until the text changes
  let fields = []; // the open command's option fields
  let leafKey = '';
  let keptKey = ''; // the command whose fields a refresh keeps
  let busy = false;

  // ---- what the text says: plain text, an unknown command, a choice to make, or a command to send
  function parse() {
    const text = input.value;
    if (!text.startsWith('/')) return { kind: text.trim() ? 'text' : 'empty' };
    const words = text.slice(1).split(/ +/);
    const partial = words.pop(); // still being typed ('' after a space)
    let command = null;
    const path = [];
    let children = commands();
    for (const word of words.filter(Boolean)) {
      const found = children.find((c) => matches(c, word));
      if (!found) return { kind: 'unknown', word };
      if (command) path.push(found.name);
      else command = found;
      children = subs(found);
      if (!children.length) return { kind: 'leaf', command, path, node: found };
    }
    return { kind: 'choose', command, path, children, partial };
  }

  const shownPath = (command, path) => {
    const names = [loc(command, 'name')];
    let node = command;
    for (const name of path) {
      node = subs(node).find((c) => c.name === name);
      names.push(loc(node, 'name'));
    }
    return names;
  };

  // ---- the picker
  function showPicker(p) {
    const typed = p.partial.toLowerCase();
    const name = (c) => loc(c, 'name').toLowerCase();
    const starts = p.children.filter((c) => name(c).startsWith(typed) || c.name.startsWith(typed));
    const within = p.children.filter((c) => !starts.includes(c) && name(c).includes(typed));
    const prefix = p.command ? shownPath(p.command, p.path) : [];
    entries = [...starts, ...within].map((node) => ({
      node, label: '/' + [...prefix, loc(node, 'name')].join(' '), description: loc(node, 'description'),
    }));
    active = Math.max(0, Math.min(active, entries.length - 1));
    clear(picker);
    pickerTitle.textContent = p.command ? `/${prefix.join(' ')}` : 'Commands';
    pickerNote.textContent = entries.length ? '' : 'No command matches.';
    entries.forEach((entry, i) => {
      const item = h('div', {
        role: 'option', id: `command-option-${i}`, class: 'picker-item', 'aria-selected': String(i === active),
        onmousedown: (e) => e.preventDefault(), // keep the focus in the text box
        onclick: () => choose(i),
      },
      h('span', { class: 'picker-name' }, entry.label),
      h('span', { class: 'picker-desc' }, entry.description));
      picker.append(item);
    });
    pickerBox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    input.setAttribute('aria-activedescendant', entries.length ? `command-option-${active}` : '');
  }

  function hidePicker() {
    pickerBox.hidden = true;
    entries = [];
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  }

  function moveActive(step) {
    if (!entries.length) return;
    active = (active + step + entries.length) % entries.length;
    picker.querySelectorAll('[role=option]').forEach((el, i) => el.setAttribute('aria-selected', String(i === active)));
    picker.children[active]?.scrollIntoView({ block: 'nearest' });
    input.setAttribute('aria-activedescendant', `command-option-${active}`);
  }

  function choose(i) {
    const entry = entries[i];
    if (!entry) return;
    input.value = entry.label + ' ';
    active = 0;
    update();
    const first = fields.find((f) => f.opt.required);
    if (first) first.input.focus();
    else {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }

  // ---- the option fields
  function fixedChoices(opt) {
    if (opt.choices?.length) return opt.choices.map((c) => ({ name: loc(c, 'name'), value: c.value }));
    if (opt.type === 5) return [{ name: 'True', value: true }, { name: 'False', value: false }];
    if (opt.type === 6 || opt.type === 9) {
      // people who share a name are told apart by the end of their id
      const people = env.people();
      const twice = (p) => people.filter((q) => q.name === p.name).length > 1;
      return people.map((p) => ({ name: twice(p) ? `${p.name} (…${p.id.slice(-4)})` : p.name, value: p.id }));
    }
    if (opt.type === 7) {
      return env.channels()
        .filter((c) => !opt.channel_types || opt.channel_types.includes(c.type))
        .map((c) => ({ name: c.name, value: c.id }));
    }
    return null;
  }

  function placeholder(opt) {
    const has = (v) => v !== undefined && v !== null;
    if (opt.type === 4 || opt.type === 10) {
      const kind = opt.type === 4 ? 'A whole number' : 'A number';
      if (has(opt.min_value) && has(opt.max_value)) return `${kind} from ${opt.min_value} to ${opt.max_value}`;
      if (has(opt.min_value)) return `${kind}, at least ${opt.min_value}`;
      if (has(opt.max_value)) return `${kind}, at most ${opt.max_value}`;
      return kind;
    }
    if (opt.type === 5) return 'True or False';
    if (opt.type === 6 || opt.type === 9) return 'Choose a person';
    if (opt.type === 7) return 'Choose a channel';
    if (opt.choices?.length || opt.autocomplete) return 'Type or choose';
    if (opt.type === 8 || opt.type === 11) return 'Not available in the playground';
    return opt.max_length ? `Text, at most ${opt.max_length} characters` : 'Text';
  }

  function makeField(opt, index) {
    const id = `option-${index}-${opt.name}`;
    const f = { opt, value: undefined, display: null, choices: fixedChoices(opt), active: -1, seq: 0, timer: 0 };
    f.input = h('input', {
      id, type: 'text', class: 'opt-input', autocomplete: 'off', spellcheck: 'false',
      inputmode: opt.type === 4 ? 'numeric' : opt.type === 10 ? 'decimal' : null,
      placeholder: placeholder(opt), disabled: opt.type === 8 || opt.type === 11,
      'aria-describedby': `${id}-desc ${id}-error`, 'aria-required': opt.required ? 'true' : null,
      'aria-controls': `${id}-list`, 'aria-autocomplete': f.choices || opt.autocomplete ? 'list' : null,
    });
    f.list = h('div', { role: 'listbox', id: `${id}-list`, class: 'opt-list', hidden: true, 'aria-label': 'Choices' });
    f.note = h('div', { class: 'opt-note', hidden: true });
    f.error = h('div', { class: 'opt-error', id: `${id}-error` });
    f.el = h('div', { class: 'opt-field' },
      h('div', { class: 'opt-head' },
        h('label', { for: id, class: 'opt-name' }, loc(opt, 'name')),
        h('span', { class: opt.required ? 'opt-required' : 'opt-optional' }, opt.required ? 'required' : 'optional')),
      f.input, f.note, f.list, f.error,
      h('div', { class: 'opt-desc', id: `${id}-desc` }, loc(opt, 'description')));

    // focus (or a tap) shows every choice; typing filters them
    const open = () => {
      if (opt.autocomplete) requestChoices(f, 0);
      else showList(f, false);
    };
    f.input.addEventListener('focus', open);
    f.input.addEventListener('click', () => { if (f.list.hidden) open(); });
    f.input.addEventListener('input', () => {
      f.value = undefined;
      f.display = null;
      setError(f, '');
      if (opt.autocomplete) requestChoices(f, 250);
      else showList(f, true);
    });
    f.input.addEventListener('blur', () => hideList(f));
    f.input.addEventListener('keydown', (e) => {
      const listed = !f.list.hidden && f.list.children.length;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!listed) return showList(f, false);
        e.preventDefault();
        const n = f.list.children.length;
        f.active = e.key === 'ArrowDown' ? (f.active + 1) % n : (f.active - 1 + n) % n;
        markActive(f);
      } else if (e.key === 'Enter' && !e.isComposing) {
        e.preventDefault();
        if (listed && f.active >= 0) pickChoice(f, f.shown[f.active]);
        else submit();
      } else if (e.key === 'Escape' && listed) {
        e.stopPropagation();
        hideList(f);
      }
    });
    return f;
  }

  function showList(f, filter) {
    const choices = f.choices;
    if (!choices) return;
    const typed = f.input.value.trim().toLowerCase();
    const filtering = filter && !f.opt.autocomplete ? typed : '';
    f.shown = choices.filter((c) => !filtering || String(c.name).toLowerCase().includes(filtering)).slice(0, 25);
    f.active = filtering && f.shown.length ? 0 : -1;
    clear(f.list);
    f.shown.forEach((c, i) => {
      f.list.append(h('div', {
        role: 'option', id: `${f.input.id}-choice-${i}`, class: 'opt-choice', 'aria-selected': 'false',
        onmousedown: (e) => e.preventDefault(),
        onclick: () => pickChoice(f, c),
      }, c.name));
    });
    f.list.hidden = !f.shown.length;
    setNote(f, f.shown.length ? '' : choices.length || f.opt.autocomplete ? 'No choice matches.' : '');
    markActive(f);
  }

  function markActive(f) {
    [...f.list.children].forEach((el, i) => el.setAttribute('aria-selected', String(i === f.active)));
    if (f.active >= 0) {
      f.list.children[f.active]?.scrollIntoView({ block: 'nearest' });
      f.input.setAttribute('aria-activedescendant', `${f.input.id}-choice-${f.active}`);
    } else f.input.removeAttribute('aria-activedescendant');
  }

  function hideList(f) {
    f.list.hidden = true;
    setNote(f, '');
    f.active = -1;
    f.input.removeAttribute('aria-activedescendant');
  }

  function setNote(f, text) {
    f.note.textContent = text;
    f.note.hidden = !text;
  }

  function pickChoice(f, c) {
    if (!c) return;
    f.value = c.value;
    f.display = String(c.name);
    f.input.value = String(c.name);
    setError(f, '');
    hideList(f);
  }

  // autocomplete: ask the bot (debounced) for the choices that fit what is typed
  function requestChoices(f, wait) {
    clearTimeout(f.timer);
    f.timer = setTimeout(async () => {
      const p = parse();
      if (p.kind !== 'leaf') return;
      const seq = ++f.seq;
      setNote(f, 'Loading options…');
      const options = {};
      for (const g of fields) {
        if (g === f) { options[g.opt.name] = g.input.value; continue; }
        const r = check(g);
        if (!r.error && !r.skip) options[g.opt.name] = r.value;
      }
      const answer = await env.interact({
        kind: 'autocomplete', channel: env.channelId(), command: p.command.name, path: p.path,
        options, focused: f.opt.name,
      });
      if (seq !== f.seq || document.activeElement !== f.input) return;
      if (!answer.ok) {
        clear(f.list);
        f.list.hidden = true;
        setNote(f, 'Loading options failed.');
        return;
      }
      f.choices = (answer.choices || []).map((c) => ({ name: loc(c, 'name'), value: c.value }));
      showList(f, false);
    }, wait);
  }

  function setError(f, text) {
    f.error.textContent = text || '';
    f.el.classList.toggle('invalid', !!text);
    if (text) f.input.setAttribute('aria-invalid', 'true');
    else f.input.removeAttribute('aria-invalid');
  }

  // Discord's client checks: required, listed values, whole numbers, ranges, lengths
  function check(f) {
    const opt = f.opt;
    const text = f.input.value.trim();
    if (!text) return opt.required ? { error: 'This option is required.' } : { skip: true };
    if (opt.type === 8 || opt.type === 11) return { error: 'The playground cannot send this kind of option.' };
    const fixed = fixedChoices(opt);
    const picked = f.value !== undefined && f.display === f.input.value;
    if (fixed) {
      const lower = text.toLowerCase();
      const c = (picked && fixed.find((x) => x.value === f.value))
        || fixed.find((x) => String(x.name).toLowerCase() === lower || String(x.value).toLowerCase() === lower);
      if (!c) return { error: 'Choose one of the listed values.' };
      return { value: [6, 7, 9].includes(opt.type) ? { type: opt.type, value: String(c.value) } : c.value };
    }
    if (picked) return { value: f.value }; // an autocomplete choice is sent as the bot offered it
    if (opt.type === 4 || opt.type === 10) {
      let n;
      if (opt.type === 4) {
        if (!/^[-+]?\d+$/.test(text)) return { error: 'The value must be a whole number.' };
        n = Number(text);
      } else {
        n = Number(text.replace(',', '.'));
        if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text) || !Number.isFinite(n)) return { error: 'The value must be a number.' };
      }
      const lo = opt.min_value ?? null;
      const hi = opt.max_value ?? null;
      if ((lo !== null && n < lo) || (hi !== null && n > hi) || (opt.type === 4 && !Number.isSafeInteger(n))) {
        if (lo !== null && hi !== null) return { error: `The value must be between ${lo} and ${hi}.` };
        if (lo !== null) return { error: `The value must be at least ${lo}.` };
        return { error: `The value must be at most ${hi ?? Number.MAX_SAFE_INTEGER}.` };
      }
      return { value: n };
    }
    const length = [...text].length;
    if (opt.max_length != null && length > opt.max_length) return { error: `The text must be at most ${opt.max_length} characters.` };
    if (opt.min_length != null && length < opt.min_length) return { error: `The text must be at least ${opt.min_length} characters.` };
    return { value: text };
  }

  function showForm(p) {
    const key = [p.command.name, ...p.path].join(' ');
    if (key === leafKey) return;
    // drawn again for the same command (new language, new commands): what was typed stays
    const kept = key === keptKey ? new Map(fields.map((f) => [f.opt.name, f])) : new Map();
    leafKey = key;
    keptKey = key;
    const options = (p.node.options || []).filter((o) => o.type !== SUB && o.type !== GROUP);
    const ordered = [...options.filter((o) => o.required), ...options.filter((o) => !o.required)];
    fields = ordered.map(makeField);
    for (const f of fields) {
      const old = kept.get(f.opt.name);
      if (!old) continue;
      f.input.value = old.input.value;
      f.value = old.value;
      f.display = old.display;
    }
    fill(form,
      h('div', { class: 'form-head' },
        h('div', { class: 'form-title' },
          h('span', { class: 'form-command' }, '/' + shownPath(p.command, p.path).join(' ')),
          h('span', { class: 'form-desc' }, loc(p.node, 'description'))),
        h('button', { type: 'button', class: 'icon-button', 'aria-label': 'Close the command', onclick: reset }, icon('close'))),
      fields.length
        ? h('div', { class: 'form-fields' }, fields.map((f) => f.el))
        : h('div', { class: 'form-note' }, 'This command has no options: press Enter or Send.'));
    form.hidden = false;
  }

  function hideForm() {
    form.hidden = true;
    clear(form);
    fields = [];
    leafKey = '';
    keptKey = '';
  }

  // ---- reacting to the text
  function update() {
    const p = parse();
    hint.textContent = p.kind === 'text' ? PLAIN_HINT : '';
    hint.classList.remove('emphasis');
    if (p.kind === 'choose' && !dismissed) showPicker(p);
    else hidePicker();
    if (p.kind === 'leaf') showForm(p);
    else hideForm();
    if (p.kind === 'unknown') hint.textContent = `There is no command "/${p.word}". Type / to see the commands.`;
    grow();
  }

  function grow() {
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 160)}px`;
  }

  function say(text) {
    hint.textContent = text;
    hint.classList.add('emphasis');
  }

  let failTimer = 0;
  function showFailed(detail) {
    fill(failed, h('strong', {}, 'This interaction failed'), detail ? h('span', { class: 'detail' }, ` ${detail}`) : null);
    failed.hidden = false;
    clearTimeout(failTimer);
    failTimer = setTimeout(() => { failed.hidden = true; }, FAIL_MS);
  }

  async function submit() {
    if (busy) return;
    const p = parse();
    if (p.kind === 'empty') return;
    if (p.kind === 'text') return say(PLAIN_HINT);
    if (p.kind === 'unknown') return say(`There is no command "/${p.word}". Type / to see the commands.`);
    if (p.kind === 'choose') {
      if (pickerBox.hidden) { dismissed = false; showPicker(p); }
      const exact = entries.findIndex((e) => matches(e.node, p.partial));
      if (entries.length) return choose(exact >= 0 ? exact : active);
      return say(p.command ? `Choose what /${loc(p.command, 'name')} should do.` : 'Choose a command from the list.');
    }
    const options = {};
    let firstBad = null;
    for (const f of fields) {
      const r = check(f);
      setError(f, r.error);
      if (r.error) firstBad ||= f;
      else if (!r.skip) options[f.opt.name] = r.value;
    }
    if (firstBad) {
      firstBad.input.focus();
      firstBad.el.scrollIntoView({ block: 'nearest' });
      return;
    }
    const channel = env.channelId();
    busy = true;
    send.disabled = true;
    root.classList.add('sending');
    say(`Sending /${shownPath(p.command, p.path).join(' ')}…`);
    const answer = await env.interact({ kind: 'command', channel, command: p.command.name, path: p.path, options });
    busy = false;
    send.disabled = false;
    root.classList.remove('sending');
    hint.textContent = '';
    if (answer.ok) {
      reset();
      failed.hidden = true;
      env.onAnswer(answer, { channel });
    } else {
      showFailed(answer.error);
    }
  }

  function reset() {
    input.value = '';
    dismissed = false;
    hideForm();
    hidePicker();
    hint.textContent = '';
    grow();
    input.focus();
  }

  input.addEventListener('input', () => {
    dismissed = false;
    update();
  });
  input.addEventListener('focus', () => { if (input.value.startsWith('/')) update(); });
  input.addEventListener('keydown', (e) => {
    const picking = !pickerBox.hidden && entries.length;
    if (e.key === 'ArrowDown' && picking) { e.preventDefault(); moveActive(1); }
    else if (e.key === 'ArrowUp' && picking) { e.preventDefault(); moveActive(-1); }
    else if (e.key === 'Tab' && picking && !e.shiftKey) { e.preventDefault(); choose(active); }
    else if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      if (picking) choose(active);
      else submit();
    } else if (e.key === 'Escape') {
      if (!pickerBox.hidden) {
        e.stopPropagation();
        dismissed = true;
        hidePicker();
      }
    }
  });
  send.addEventListener('click', submit);
  window.addEventListener('resize', grow);
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !form.hidden && e.target !== input) input.focus();
  });

  return {
    input,
    // the text box's name follows the open channel ("Message #general")
    setPlace(label) {
      input.setAttribute('aria-label', `Message ${label}`);
      input.placeholder = `Message ${label}`;
      grow(); // a long channel name wraps the placeholder: the box grows to show it whole
    },
    // the commands or the language changed: draw the open command's fields again
    refresh() {
      leafKey = '';
      const p = parse();
      if (p.kind === 'leaf') showForm(p);
    },
    reset,
    focus: () => input.focus(),
  };
}
