import { FIRST_PAINT_GLOBAL } from '@stitchdesk/shared/first-paint';

type Pending = { control: HTMLButtonElement } | { form: HTMLFormElement; submitter: HTMLElement | null };
interface FirstPaintState {
  ready: boolean;
  pending: Pending[];
}

declare global {
  interface Window {
    /** Set by the first-paint capture script of a prerendered page; absent elsewhere. */
    [FIRST_PAINT_GLOBAL]?: FirstPaintState;
  }
}

/**
 * Runs once the app has hydrated a prerendered page: what the person did before (caught by the
 * page's first-paint script, @stitchdesk/shared/first-paint) now takes effect through the app's own
 * handlers. Values typed before hydration are handed to React first, then each click and submission
 * is replayed in order, each in a task of its own: a handler reads the state its last render saw,
 * so two arrows clicked in one go would both step from the same slide, and a form sent in the same
 * task as its typed values would read the empty ones. Does nothing on a page without that script
 * (the signed-in areas' shell).
 */
export async function replayFirstPaint(): Promise<void> {
  const state = window[FIRST_PAINT_GLOBAL];
  if (!state || state.ready) return;
  state.ready = true;
  // Out of the effect that called this: there, React defers the re-render an input event asks for,
  // and puts the field's old value back before a state updater has read the new one.
  await nextTask();
  for (const form of document.forms) syncTypedValues(form);
  const pending = state.pending.splice(0);
  for (const entry of pending) {
    await nextTask();
    if ('control' in entry) {
      if (entry.control.isConnected && !entry.control.disabled) entry.control.click();
    } else if (entry.form.isConnected) {
      const submitter = entry.submitter && entry.submitter.isConnected ? entry.submitter : undefined;
      entry.form.requestSubmit(submitter);
    }
  }
  document.getElementById('first-paint-waiting')?.remove();
}

/** After React has rendered what the last event changed (it does so in a microtask). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React 19 keeps a field's DOM value when it hydrates (what the person typed stays on screen) but
 * takes that value as already seen, so the component's state keeps the server's empty value and the
 * next change or submission would read nothing. A controlled field's defaultValue is its state after
 * hydration; one whose value differs was typed into, and is handed over as a change React sees.
 * Every typed value is read first: handing over one re-renders the form, which puts the state's
 * empty value back into the fields not handed over yet.
 */
function syncTypedValues(form: HTMLFormElement): void {
  const typed: [HTMLInputElement | HTMLTextAreaElement, string][] = [];
  const selects: [HTMLSelectElement, boolean[]][] = [];
  const toggled: HTMLInputElement[] = [];
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].map((option) => option.selected);
      if (chosen.some((selected, i) => selected !== field.options[i].defaultSelected))
        selects.push([field, chosen]);
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) toggled.push(field);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.type !== 'file' && field.value !== field.defaultValue) typed.push([field, field.value]);
    }
  }
  for (const [field, value] of typed) {
    // The element's own setter (React's value tracker) learns the old value, the prototype's setter
    // puts the typed one back without telling it, so the input event reads as a change.
    field.value = field.defaultValue;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [field, chosen] of selects) {
    chosen.forEach((selected, i) => (field.options[i].selected = selected));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  // Back to their hydrated state, then a real click: React sees the change a person made.
  for (const field of toggled) {
    field.checked = field.defaultChecked;
    field.click();
  }
}
