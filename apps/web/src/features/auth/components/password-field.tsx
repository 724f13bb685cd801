'use client';

import { useId, useState } from 'react';
import formStyles from '../../../shared/ui/form.module.css';
import styles from './password-field.module.css';

interface PasswordFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: string;
  readonly invalid?: boolean;
  readonly autoFocus?: boolean;
  readonly describedBy?: string;
  /** The show/hide button's names in the current language ("Show password", "Hide password"). */
  readonly showLabel: string;
  readonly hideLabel: string;
}

/** A masked field with a show/hide toggle (spec shell §2: password field with show/hide). */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  invalid = false,
  autoFocus = false,
  describedBy,
  showLabel,
  hideLabel,
}: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.root}>
        <input
          className={styles.input}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...(autoFocus ? { 'data-autofocus': true } : {})}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {/* One text node, so every accessible-name algorithm reads "Show password". */}
          <span className="visually-hidden">{shown ? hideLabel : showLabel}</span>
          <EyeIcon crossed={shown} />
        </button>
      </div>
    </div>
  );
}

export function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      {crossed ? (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
