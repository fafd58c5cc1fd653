// Dialogs: "Who are you?", the server settings, and a bot's modal (text inputs, Cancel / Submit).

import { h } from './dom.js';
import { markdown } from './markdown.js';
import { select } from './components.js';

export const LOCALES = [['en-US', 'English'], ['de', 'Deutsch'], ['fr', 'Français']];
export const localeName = (code) => (LOCALES.find(([c]) => c === code) || [code, code])[1];

function localeSelect(id, value) {
  return h('select', { id, class: 'field-input' },
    LOCALES.map(([code, name]) => h('option', { value: code, selected: code === value }, `${name} (${code})`)));
}

// A <dialog> shown modally; Escape cancels unless `locked`. Removed from the page when closed.
function dialog(title, body, buttons, { locked = false, label } = {}) {
  const el = h('dialog', { class: 'dialog', 'aria-label': label || title },
    h('form', { method: 'dialog', class: 'dialog-form', novalidate: true },
      h('h2', { class: 'dialog-title' }, title), body, h('div', { class: 'dialog-buttons' }, buttons)));
  if (locked) el.addEventListener('cancel', (e) => e.preventDefault());
  el.addEventListener('close', () => el.remove());
  document.body.append(el);
  el.showModal();
  return el;
}

// "Who are you?": a name (1..32 characters) and a language. save({name, locale}) -> error text or null.
export function askPerson(save, { name = '', locale = 'en-US', title = 'Who are you?' } = {}) {
  return new Promise((resolve) => {
    const nameInput = h('input', {
      id: 'person-name', class: 'field-input', type: 'text', maxlength: 32, value: name,
      autocomplete: 'nickname', required: true,
    });
    const lang = localeSelect('person-locale', locale);
    const error = h('div', { class: 'field-error', role: 'alert' });
    const ok = h('button', { type: 'submit', class: 'btn btn-primary' }, 'Continue');
    const el = dialog(title, h('div', { class: 'dialog-body' },
      h('p', { class: 'dialog-text' }, 'Choose the name others see and the language the bot speaks to you.'),
      h('label', { for: 'person-name', class: 'field-label' }, 'Name'), nameInput,
      h('label', { for: 'person-locale', class: 'field-label' }, 'Language'), lang, error), [ok], { locked: true });
    el.querySelector('form').addEventListener('submit', async (e) => {
      e.preventDefault();
      const chosen = nameInput.value.trim();
      if (!chosen || chosen.length > 32) {
        error.textContent = 'A name has 1 to 32 characters.';
        return nameInput.focus();
      }
      ok.disabled = true;
      const problem = await save({ name: chosen, locale: lang.value });
      ok.disabled = false;
      if (problem) {
        error.textContent = problem;
        return;
      }
      el.close();
      resolve();
    });
    nameInput.focus();
  });
}

// The server's language (Discord: Server Settings > Community > Server Primary Language)
export function serverSettings(guild, save) {
  const lang = localeSelect('guild-locale', guild.locale);
  const error = h('div', { class: 'field-error', role: 'alert' });
  const el = dialog('Server settings', h('div', { class: 'dialog-body' },
    h('label', { for: 'guild-locale', class: 'field-label' }, 'Server language'), lang,
    h('p', { class: 'dialog-text muted' }, 'Sent with every interaction as the server\'s preferred locale.'), error), [
    h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => el.close() }, 'Cancel'),
    h('button', { type: 'submit', class: 'btn btn-primary' }, 'Save'),
  ]);
  el.querySelector('form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const problem = await save(lang.value);
    if (problem) error.textContent = problem;
    else el.close();
  });
}

// A bot's modal (callback type 9). submit(fields) -> Promise<answer>; the dialog stays open on failure.
export function openModal(modal, submit, mdctx) {
  const inputs = []; // {customId, el, spec}
  const body = h('div', { class: 'dialog-body' });
  let n = 0;
  const textInput = (spec, label, description) => {
    const id = `modal-field-${n++}`;
    const props = {
      id, class: 'field-input', placeholder: spec.placeholder || null, value: spec.value || '',
      maxlength: spec.max_length || null, 'aria-describedby': `${id}-error`,
    };
    const el = spec.style === 2 ? h('textarea', { ...props, rows: 4 }) : h('input', { ...props, type: 'text' });
    const required = spec.required !== false;
    const error = h('div', { class: 'field-error', id: `${id}-error` });
    inputs.push({ customId: spec.custom_id, el, spec, error, required });
    return h('div', { class: 'modal-field' },
      h('label', { for: id, class: 'field-label' }, label || spec.label || '', required ? h('span', { class: 'required-mark', 'aria-hidden': 'true' }, ' *') : null),
      description ? h('div', { class: 'field-description' }, description) : null, el, error);
  };
  for (const comp of modal.components || []) {
    if (comp.type === 18 && comp.component?.type === 4) body.append(textInput(comp.component, comp.label, comp.description));
    else if (comp.type === 18 && comp.component?.type === 3) {
      const menu = select(comp.component, null, { isPending: () => false }, { onChoose: () => {} });
      inputs.push({ customId: comp.component.custom_id, menu });
      body.append(h('div', { class: 'modal-field' }, h('div', { class: 'field-label' }, comp.label), menu));
    } else if (comp.type === 1) {
      for (const child of comp.components || []) if (child.type === 4) body.append(textInput(child));
    } else if (comp.type === 4) body.append(textInput(comp));
    else if (comp.type === 10) body.append(h('div', { class: 'markup' }, markdown(comp.content || '', mdctx)));
  }
  const failed = h('div', { class: 'interaction-failed', role: 'alert', hidden: true });
  body.append(failed);
  const submitButton = h('button', { type: 'submit', class: 'btn btn-primary' }, 'Submit');
  const el = dialog(modal.title || 'Form', body, [
    h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => el.close() }, 'Cancel'),
    submitButton,
  ]);
  el.querySelector('form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const fields = {};
    let bad = null;
    for (const item of inputs) {
      if (item.menu) {
        fields[item.customId] = item.menu.getValues()[0] ?? '';
        continue;
      }
      const value = item.el.value;
      const spec = item.spec;
      let problem = '';
      if (item.required && !value.trim()) problem = 'This field is required.';
      else if (value && spec.min_length && value.length < spec.min_length) problem = `Must be at least ${spec.min_length} characters long.`;
      else if (spec.max_length && value.length > spec.max_length) problem = `Must be at most ${spec.max_length} characters long.`;
      item.error.textContent = problem;
      if (problem) bad ||= item.el;
      fields[item.customId] = value;
    }
    if (bad) return bad.focus();
    submitButton.disabled = true;
    const answer = await submit(fields);
    submitButton.disabled = false;
    if (answer.ok) el.close();
    else {
      failed.textContent = `This interaction failed${answer.error ? `: ${answer.error}` : ''}`;
      failed.hidden = false;
    }
  });
  inputs.find((i) => i.el)?.el.focus();
  return el;
}
