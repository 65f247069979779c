import { type NumberInputProps, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { afterDraw } from './afterDraw.tsx';
import { standInField } from './standInField.ts';

const LoadedNumberInput = afterDraw(() =>
  import('./LoadedNumberInput.tsx').then((module) => module.LoadedNumberInput),
);

/** The value as NumberInput shows it: prefix, digits grouped when it groups them, suffix. */
function shown(value: NumberInputProps['value'], props: NumberInputProps): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const separator = props.thousandSeparator === true ? ',' : props.thousandSeparator || '';
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  return `${props.prefix ?? ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}${props.suffix ?? ''}`;
}

/** What NumberInput's onChange would give for the text typed: a number once it reads as one, the text until then. */
function typed(text: string, props: NumberInputProps): number | string {
  const separator = props.thousandSeparator === true ? ',' : props.thousandSeparator || '';
  let bare = text;
  if (props.prefix) bare = bare.replace(props.prefix, '');
  if (props.suffix) bare = bare.replace(props.suffix, '');
  if (separator) bare = bare.split(separator).join('');
  bare = bare.replace(/[^\d.-]/g, '');
  if (props.allowDecimal === false) bare = bare.replace(/\..*$/, '');
  if (props.allowNegative === false) bare = bare.replace(/-/g, '');
  const number = Number(bare);
  return bare === '' || bare.endsWith('.') || !Number.isFinite(number) ? bare : number;
}

/**
 * Mantine's NumberInput, whose code (its formatting library and step controls, ~15 KiB gzip) comes after the form
 * has drawn. Meanwhile a text field with the same label, value, error and help stands in and takes what is typed
 * into it as NumberInput would (a number once the text reads as one), so nothing typed early is lost; focus moves
 * on to the real field when it comes.
 */
export function NumberInputAfterDraw(props: NumberInputProps) {
  const { value, name } = props;
  const { style, className, mt, mb, maw, miw } = props;
  return (
    <LoadedNumberInput
      {...props}
      standIn={(_press, _pressed, want) => (
        <TextInput
          {...standInField(props)}
          style={style}
          className={className}
          mt={mt}
          mb={mb}
          maw={maw}
          miw={miw}
          name={name}
          inputMode={props.allowDecimal === false ? 'numeric' : 'decimal'}
          value={shown(value, props)}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            props.onChange?.(typed(event.currentTarget.value, props))
          }
          onBlur={props.onBlur}
          onFocus={(event) => {
            want();
            props.onFocus?.(event);
          }}
        />
      )}
    />
  );
}
