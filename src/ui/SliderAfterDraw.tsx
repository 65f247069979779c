import type { SliderProps } from '@mantine/core';
import { afterDraw } from './afterDraw.tsx';

const LoadedSlider = afterDraw(() => import('./LoadedSlider.tsx').then((module) => module.LoadedSlider));

/**
 * Mantine's Slider, whose code (its thumb, track, marks and pointer handling, ~3.4 KiB gzip) comes after the form has
 * drawn. Meanwhile the browser's own range input stands in with the same bounds, step, value and name: a pointer or
 * the arrow keys move it and the form gets the value, so nothing done early is lost; focus moves on to the real
 * slider when it comes.
 */
export function SliderAfterDraw(props: SliderProps) {
  const { min = 0, max = 100, step = 1, value, disabled, onChange, onChangeEnd, thumbLabel, mt, mb } = props;
  return (
    <LoadedSlider
      {...props}
      standIn={(_press, _pressed, want) => (
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={value ?? min}
          disabled={disabled}
          aria-label={thumbLabel}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value ?? min}
          onFocus={want}
          onChange={(event) => {
            const next = Number(event.currentTarget.value);
            onChange?.(next);
            onChangeEnd?.(next);
          }}
          style={{
            display: 'block',
            width: '100%',
            accentColor: 'var(--mantine-primary-color-filled)',
            marginTop: `var(--mantine-spacing-${typeof mt === 'string' ? mt : 'sm'})`,
            marginBottom: `var(--mantine-spacing-${typeof mb === 'string' ? mb : 'lg'})`,
          }}
        />
      )}
    />
  );
}
