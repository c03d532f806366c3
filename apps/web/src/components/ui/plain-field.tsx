import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import classes from './plain-field.module.css';

/*
 * A text input and a select with their label (and description), looking like Mantine's TextInput and NativeSelect
 * but made of plain elements: the public catalogue, a first page for many visitors, loads no input library
 * (issue 9: ≤ 170 kB of JavaScript). The signed-in app keeps Mantine's inputs.
 */

type FieldProps = { label: string; description?: ReactNode; className?: string; style?: CSSProperties };

function Field({ id, label, description, className, style, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field} style={style}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {description && (
        <p className={classes.description} id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
    </div>
  );
}

export type PlainTextInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style'> & { leftSection?: ReactNode; rightSection?: ReactNode };

export function PlainTextInput({ label, description, className, style, leftSection, rightSection, id, ...input }: PlainTextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} description={description} className={className} style={style}>
      <div className={classes.box} data-left={leftSection ? '' : undefined} data-right={rightSection ? '' : undefined}>
        {leftSection && (
          <span className={classes.section} data-position="left" aria-hidden>
            {leftSection}
          </span>
        )}
        <input {...input} id={inputId} className={classes.control} aria-describedby={description ? `${inputId}-description` : undefined} />
        {rightSection && (
          <span className={classes.section} data-position="right" aria-hidden>
            {rightSection}
          </span>
        )}
      </div>
    </Field>
  );
}

export type PlainSelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style'> & { data: { value: string; label: string }[] };

export function PlainSelect({ label, description, className, style, data, id, ...select }: PlainSelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field id={selectId} label={label} description={description} className={className} style={style}>
      <div className={classes.box}>
        <select
          {...select}
          id={selectId}
          className={classes.control}
          aria-describedby={description ? `${selectId}-description` : undefined}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={classes.section} data-position="right" aria-hidden>
          <svg width="15" height="15" viewBox="0 0 15 15" fill="none">
            <path
              d="M4.93 5.43a.45.45 0 0 1 .64 0L7.5 7.36l1.93-1.93a.45.45 0 1 1 .64.64L7.82 8.32a.45.45 0 0 1-.64 0L4.93 6.07a.45.45 0 0 1 0-.64Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </span>
      </div>
    </Field>
  );
}
