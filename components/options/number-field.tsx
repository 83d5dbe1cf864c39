import { t, type MessageKey } from '@/utils/i18n/t';
import { useOptions } from '../stores/options-context';
import { FieldError } from './field-error';

/** The options' whole-number fields: the form keeps what was typed; Save checks it. */
type NumberFieldName = 'requestsPerMinute' | 'confirmAboveWords';

interface NumberFieldProps {
  id: string;
  field: NumberFieldName;
  max: number;
  label: MessageKey;
  hint: MessageKey;
}

/** A labelled whole-number input with its hint and its error, both tied to it for readers. */
export function NumberField({ id, field, max, label, hint }: NumberFieldProps) {
  const value = useOptions((s) => s.form[field]);
  const error = useOptions((s) => s.errors[field]);
  const setField = useOptions((s) => s.setField);
  return (
    <>
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        step={1}
        className="narrow"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(e) => setField(field, e.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {t(hint)}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
