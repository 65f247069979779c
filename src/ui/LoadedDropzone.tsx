import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { type ReactNode, useEffect, useRef } from 'react';
import type { AfterDrawProps } from './afterDraw.tsx';

export type LoadedDropzoneProps = Omit<DropzoneProps, 'children' | 'openRef' | 'onDrop'> &
  Partial<Pick<DropzoneProps, 'onDrop'>> & {
    /** What the zone holds, given the function that opens the system file picker. */
    children: (pick: () => void) => ReactNode;
  };

/**
 * Mantine's Dropzone (react-dropzone), once its code has come (DropzoneAfterDraw.tsx). A pick asked for on the
 * stand-in opens the file picker as soon as it is here, still within the press's user activation.
 */
export function LoadedDropzone({
  pressedEarly,
  children,
  onDrop,
  ...props
}: LoadedDropzoneProps & AfterDrawProps) {
  const open = useRef<() => void>(null);
  const pickedEarly = useRef(pressedEarly);
  useEffect(() => {
    if (!pickedEarly.current) return;
    pickedEarly.current = false;
    open.current?.();
  }, []);
  return (
    <Dropzone openRef={open} onDrop={onDrop ?? (() => {})} {...props}>
      {children(() => open.current?.())}
    </Dropzone>
  );
}
