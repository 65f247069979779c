import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

/** What a control loaded after the draw is told: its button was pressed before its code came. */
export interface AfterDrawProps {
  pressedEarly: boolean;
}

/** Draws the control's button while its code comes: `press` keeps a press, `pressed` says one is waiting. */
export type Placeholder = (press: () => void, pressed: boolean) => ReactNode;

/**
 * A control whose code is not in its page's first download (a menu brings Mantine's Menu and Floating UI,
 * ~28 KiB gzip): it starts downloading as the page draws, without holding the draw. Until it is there the
 * placeholder draws the same button; a press on it is kept, shows the button busy, and reaches the control as
 * `pressedEarly`, which opens it. No press is lost, and the page draws sooner.
 */
export function afterDraw<P extends object>(load: () => Promise<ComponentType<P & AfterDrawProps>>) {
  const Control = lazy(async () => ({ default: await load() }));
  return function AfterDraw({ placeholder, ...props }: P & { placeholder: Placeholder }) {
    const [pressed, setPressed] = useState(false);
    return (
      <Suspense fallback={placeholder(() => setPressed(true), pressed)}>
        <Control {...(props as unknown as P)} pressedEarly={pressed} />
      </Suspense>
    );
  };
}

/**
 * A dialog (a Mantine Modal or Drawer) whose code is not in its page's first download: fetched as soon as the
 * page has drawn, and mounted from the first time it opens (then kept, so it closes with its transition).
 * `isOpen` reads the open state from its props (`opened` unless told otherwise).
 */
export function dialogAfterDraw<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetch = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Dialog = lazy(fetch);
  return function DialogAfterDraw(props: P) {
    const open = isOpen(props);
    const [mounted, setMounted] = useState(open);
    if (open && !mounted) setMounted(true);
    useEffect(() => {
      fetch().catch(() => {
        // A failed prefetch is forgotten: the first opening asks for the code again.
        loading = undefined;
      });
    }, []);
    return mounted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
