import { useMemo } from 'react';
import type { FormField as ApiFormField } from '../../api/liveSchemas.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { Locale } from '../../i18n/locales.ts';
import { paymentTotal } from '../../lib/eventSubmission.ts';
import { formatAmount } from '../../lib/formatAmount.ts';
import { parseOptions } from '../../lib/parseOptions.ts';
import { FormField } from './FormField.tsx';

/** The strings a field may show, already in the page's language. */
export interface EventFieldStrings {
  selectPlaceholder: string;
  /** 'Il costo procapite è: {amount} €' */
  costPerPerson: string;
  /** 'Totale: {amount} €' */
  total: string;
  paymentNotice: string;
}

interface EventFieldControlProps {
  field: ApiFormField;
  controlId: string;
  value: string;
  locale: Locale;
  strings: EventFieldStrings;
  onChange: (value: string) => void;
}

const inputTypes = { text: 'text', email: 'email', date: 'date', time: 'time', number: 'number' } as const;

/** One field of an event's registration form, as its type asks (docs/behaviour.md, "Event registration"). */
export function EventFieldControl({ field, controlId, value, locale, strings, onChange }: EventFieldControlProps) {
  const options = useMemo(() => (field.field_type === 'multiple' ? parseOptions(field.options) : []), [field]);
  const hintId = `${controlId}-hint`;
  const common = {
    id: controlId,
    name: field.name ?? field.frontend_id,
    required: field.required,
    value,
  };

  if (field.field_type === 'payment') {
    const cost = field.importo_da_pagare ?? 0;
    const hint = (
      <>
        <p>{interpolate(strings.costPerPerson, { amount: formatAmount(cost, locale) })}</p>
        <p>
          <output htmlFor={controlId}>
            {interpolate(strings.total, { amount: formatAmount(paymentTotal(field, value), locale) })}
          </output>
        </p>
        <p>{strings.paymentNotice}</p>
      </>
    );
    return (
      <FormField controlId={controlId} label={field.label} required={field.required} hint={hint} hintId={hintId}>
        <input
          {...common}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
    );
  }

  let control;
  switch (field.field_type) {
    case 'textarea':
      control = <textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'multiple':
      control = (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">{strings.selectPlaceholder}</option>
          {options.map((option, i) => (
            <option key={`${i}-${option}`} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      control = (
        <input {...common} type="number" min={0} inputMode="decimal" onChange={(e) => onChange(e.target.value)} />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={inputTypes[field.field_type]}
          autoComplete={field.field_type === 'email' ? 'email' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <FormField
      controlId={controlId}
      label={field.label}
      required={field.required}
      wide={field.field_type === 'textarea'}
    >
      {control}
    </FormField>
  );
}
