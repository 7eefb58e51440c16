import { useId, useState, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (v: string) => void;
  /** Shown under the field while it has focus, and in the error colour while the value is invalid. */
  hint?: string;
  valid?: boolean;
}

/** A labelled input with an optional hint tied to it through aria-describedby. */
export function Field({ label, value, onValue, hint, valid = true, required, ...rest }: Props) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const invalid = value !== '' && !valid;
  const showHint = Boolean(hint) && (focused || invalid);
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true" className="req"> *</span> : null}
      </label>
      <input
        id={id}
        value={value}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onValue(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className={invalid ? 'hint invalid' : 'hint'} hidden={!showHint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The inline status line: errors are announced (role="alert"), successes politely. */
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p className="status error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="status success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
