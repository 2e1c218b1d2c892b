import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors hover:border-slate-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-100 disabled:bg-slate-50';

interface FieldFrame {
  /** The visible label, tied to the control by id. */
  label: ReactNode;
  /** A short help text under the control (read by screen readers through aria-describedby). */
  hint?: ReactNode;
  /** An error under the control; marks the control aria-invalid. */
  error?: ReactNode;
  /** Class of the wrapping element (spacing in the form's layout). */
  className?: string;
}

/** What a labelled control needs from its frame: its id, and aria marks for the hint/error under it. */
interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type FrameProps = FieldFrame & { id?: string };

/** Splits a field's props into the frame's (label, hint, error, class, id) and the control's own. */
function splitFrame<P extends FrameProps>({
  label,
  hint,
  error,
  className,
  id,
  ...control
}: P): [FrameProps, Omit<P, keyof FrameProps>] {
  return [{ label, hint, error, className, id }, control];
}

/** One home for every labelled control: the label, the control (rendered with its a11y marks), hint and error. */
function Labelled({
  id: givenId,
  label,
  hint,
  error,
  className = '',
  children,
}: FrameProps & { children: (a11y: ControlA11y) => ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, { label, hint, error }),
      })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function describedBy(id: string, { hint, error }: FieldFrame): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** `<TextField label="Email" type="email" name="email" value onChange />` — a labelled <input>. */
export function TextField(props: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const [frame, input] = splitFrame(props);
  return <Labelled {...frame}>{(a11y) => <input className={control} {...a11y} {...input} />}</Labelled>;
}

/** "Current password", asked again before a change that needs the account's owner. */
export function CurrentPasswordField(props: Omit<Parameters<typeof TextField>[0], 'label' | 'type'>) {
  return (
    <TextField
      label="Current password"
      name="password"
      type="password"
      autoComplete="current-password"
      {...props}
    />
  );
}

/** `<TextAreaField label="Message" rows={5} />` — a labelled <textarea>. */
export function TextAreaField(
  props: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>,
) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Labelled {...frame}>
      {(a11y) => <textarea className={`${control} min-h-32 resize-y`} {...a11y} {...textarea} />}
    </Labelled>
  );
}

/**
 * `<SelectField label="Select Service" options={[{ value, label }]} />` — a labelled <select>.
 * Children, when given, replace `options` (for <optgroup>s or a placeholder option).
 */
export function SelectField(
  props: FieldFrame & {
    options?: readonly { value: string; label: string }[];
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>,
) {
  const [frame, { options, children, ...select }] = splitFrame(props);
  return (
    <Labelled {...frame}>
      {(a11y) => (
        <div className="relative">
          <select className={`${control} appearance-none pr-10`} {...a11y} {...select}>
            {children ??
              options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </div>
      )}
    </Labelled>
  );
}

/** A form-level message: `tone="error"` is announced at once (role alert), `success` politely. */
/** A field's error under it, named by `id` for the control's aria-describedby; nothing without one. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-xs font-medium text-red-600">
      {children}
    </p>
  ) : null;
}

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return tone === 'error' ? (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
    >
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800"
    >
      {children}
    </p>
  );
}
