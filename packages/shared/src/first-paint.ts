/**
 * The name of the global through which the first-paint capture script (below) hands what it caught
 * to the app: `{ ready, pending }`, where `pending` holds `{ control }` (a button clicked) and
 * `{ form, submitter }` (a form submitted) in the order they happened.
 */
export const FIRST_PAINT_GLOBAL = 'stitchdeskFirstPaint';

/** What a prerendered page shows while a form sent before the app was ready waits for it. */
export const FIRST_PAINT_WAITING = 'One moment…';

/**
 * Inlined at the top of every prerendered page (apps/web/scripts/prerender-html.ts) and allowed by
 * its SHA-256 in the pages' CSP (backend/src/middleware/security-headers.ts), so it runs before the
 * first paint without a request of its own. Until the app has hydrated, a button looks ready but has
 * no handler: this records each click on one and each form submission, and holds the submission
 * back (the browser would otherwise send the form itself, as a GET with the password in the URL).
 * Both stop here, so the app does not also see them half-hydrated; packages/ui/src/app/
 * first-paint-replay.ts replays them once it has taken over. Typed values stay in the DOM.
 * A plain string, not a function's source: the build and the server must hash the same bytes.
 */
export const FIRST_PAINT_SCRIPT = `(() => {
  const state = { ready: false, pending: [] };
  window.${FIRST_PAINT_GLOBAL} = state;
  document.addEventListener('click', (event) => {
    if (state.ready || !(event.target instanceof Element)) return;
    const control = event.target.closest('button');
    if (!control || control.disabled) return;
    // A submit button submits its form: that is caught below, as the submission.
    if (control.form && control.type === 'submit') return;
    event.stopPropagation();
    state.pending.push({ control });
  }, true);
  document.addEventListener('submit', (event) => {
    if (state.ready) return;
    event.preventDefault();
    event.stopPropagation();
    const form = event.target;
    if (state.pending.some((entry) => entry.form === form)) return;
    state.pending.push({ form, submitter: event.submitter });
    if (document.getElementById('first-paint-waiting')) return;
    const note = document.createElement('p');
    note.id = 'first-paint-waiting';
    note.setAttribute('role', 'status');
    note.textContent = ${JSON.stringify(FIRST_PAINT_WAITING)};
    note.style.cssText = 'position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:60;margin:0;padding:10px 18px;border-radius:9999px;background:#0f172a;color:#fff;font:600 15px/1.4 system-ui,sans-serif;box-shadow:0 8px 24px rgb(15 23 42/.25)';
    document.body.append(note);
  }, true);
})();`;
