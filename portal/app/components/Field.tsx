import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (v: string) => void;
  /** Shown under the field, in the error colour, while the value is non-empty and invalid. */
  hint?: string;
  valid?: boolean;
}

/** A labelled input with an optional hint tied to it through aria-describedby. */
export function Field({ label, value, onValue, hint, valid = true, required, ...rest }: Props) {
  const id = useId();
  const invalid = value !== '' && !valid;
  const ref = useRef<HTMLInputElement>(null);
  // Text typed (or autofilled) before hydration is in the DOM but not in React state yet.
  useEffect(() => {
    if (ref.current && ref.current.value !== value) onValue(ref.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Shown and hidden by the value only, never by focus: a hint vanishing on blur would shift the
  // submit button under the pointer between mousedown and mouseup and swallow the click.
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="req">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className={invalid ? 'hint invalid' : 'hint'} hidden={!invalid}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Password and confirmation with the spec's rule and hints (sign-up and reset). */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
  isValid,
  hints,
}: {
  label: string;
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  isValid: (v: string) => boolean;
  hints: { password: string; confirm: string };
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValue={onPassword}
        valid={isValid(password)}
        hint={hints.password}
      />
      <Field
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onValue={onConfirm}
        valid={confirm === password}
        hint={hints.confirm}
      />
    </>
  );
}
