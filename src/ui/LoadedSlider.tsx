import { Slider, type SliderProps } from '@mantine/core';
import type { AfterDrawProps } from './afterDraw.tsx';

/** Mantine's Slider, once its code has come (SliderAfterDraw.tsx). */
export function LoadedSlider({ pressedEarly: _pressedEarly, ...props }: SliderProps & AfterDrawProps) {
  return <Slider {...props} />;
}
