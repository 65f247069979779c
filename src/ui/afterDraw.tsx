import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { lazyPart } from './LazyPart.tsx';
import { screenDrawnPromise, whenScreenDrawn } from './screenDrawn.ts';

/** What a control loaded after the draw is told: its button was pressed before its code came. */
export interface AfterDrawProps {
  pressedEarly: boolean;
}

/**
 * Draws the control's button while its code comes: `press` keeps a press, `pressed` says one is waiting, `want`
 * (for a pointer over it or focus on it) starts the download without a press.
 */
export type StandIn = (press: () => void, pressed: boolean, want: () => void) => ReactNode;

/**
 * A control whose code is not in its page's first download (a menu brings Mantine's Menu and Floating UI,
 * ~28 KiB gzip): it starts downloading once the first screen has drawn (src/ui/screenDrawn.ts), or at once when
 * pressed. Until it is there the stand-in draws the same button; a press on it is kept, shows the button busy, and
 * reaches the control as `pressedEarly`, which opens it. No press is lost, and the page draws sooner.
 */
export function afterDraw<P extends object>(load: () => Promise<ComponentType<P & AfterDrawProps>>) {
  // The code comes once the first screen has drawn, or as soon as any of these controls is pressed.
  let wanted = () => {};
  const pressedOnce = new Promise<void>((resolve) => {
    wanted = resolve;
  });
  const control = lazyPart(() => Promise.race([screenDrawnPromise(), pressedOnce]).then(load));
  return function AfterDraw({ standIn, ...props }: P & { standIn: StandIn }) {
    const [pressed, setPressed] = useState(false);
    const press = () => {
      wanted();
      setPressed(true);
    };
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    // The box only notes whether focus was on the stand-in (a stand-in taken out of the page blurs to nothing).
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      const focusIn = () => {
        hadFocus.current = true;
      };
      const focusOut = (event: FocusEvent) => {
        if (event.relatedTarget) hadFocus.current = false;
      };
      element.addEventListener('focusin', focusIn);
      element.addEventListener('focusout', focusOut);
      return () => {
        element.removeEventListener('focusin', focusIn);
        element.removeEventListener('focusout', focusOut);
      };
    }, []);
    return (
      // `display: contents` leaves the layout to the button.
      <span ref={box} style={{ display: 'contents' }}>
        <Suspense fallback={standIn(press, pressed, wanted)}>
          <control.Component {...(props as unknown as P)} pressedEarly={pressed} />
          <KeepFocus box={box} hadFocus={hadFocus} />
        </Suspense>
      </span>
    );
  };
}

/** When the control replaces its stand-in, focus that was on the stand-in goes on to the control's button. */
function KeepFocus({ box, hadFocus }: { box: RefObject<HTMLElement | null>; hadFocus: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus.current && lost)
      box.current
        ?.querySelector<HTMLElement>('input, select, textarea, button, a[href], [tabindex]')
        ?.focus();
  }, [box, hadFocus]);
  return null;
}

/**
 * A dialog (a Mantine Modal or Drawer) whose code is not in its page's first download: fetched once the first
 * screen has drawn (src/ui/screenDrawn.ts), and mounted the first time it opens (then kept, so it closes with its transition). A page of cards with a
 * dialog each mounts none until one is wanted. Mantine gives focus back on close only for an opening it saw, not for
 * one it was mounted with; that first time, focus goes back here to where it was when the dialog was asked for.
 * `isOpen` reads the open state from its props (`opened` unless told otherwise).
 */
export function dialogAfterDraw<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
) {
  const dialog = lazyPart(load);
  return function DialogAfterDraw(props: P) {
    const open = isOpen(props);
    const [mounted, setMounted] = useState(open);
    // Where focus was when the dialog was first asked for, before it existed; given back when it first closes.
    const opener = useRef<HTMLElement | null>(null);
    const firstOpening = useRef(!mounted);
    if (open && !mounted) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setMounted(true);
    }
    useEffect(() => whenScreenDrawn(() => dialog.prefetch()), []);
    useEffect(() => {
      if (open || !mounted || !firstOpening.current) return;
      firstOpening.current = false;
      const element = opener.current;
      opener.current = null;
      // After Mantine's own focus handling of the close (it waits 10 ms to return focus).
      const timer = setTimeout(() => element?.isConnected && element.focus({ preventScroll: true }), 20);
      return () => clearTimeout(timer);
    }, [open, mounted]);
    return mounted ? (
      <Suspense fallback={null}>
        <dialog.Component {...props} />
      </Suspense>
    ) : null;
  };
}
