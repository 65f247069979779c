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
    // The box notes the stand-in's element that had focus, null once focus went elsewhere (a stand-in taken out of
    // the page blurs to nothing); its selection outlives it.
    const hadFocus = useRef<HTMLElement | null>(null);
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      const focusIn = (event: FocusEvent) => {
        hadFocus.current = event.target instanceof HTMLElement ? event.target : null;
      };
      const focusOut = (event: FocusEvent) => {
        if (event.relatedTarget) hadFocus.current = null;
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

/** A text field whose caret and selection can be set. */
const isTextField = (element: Element | null | undefined): element is HTMLInputElement =>
  element instanceof HTMLInputElement && /^(text|search|tel|url|email|password)$/.test(element.type);

/**
 * When the control replaces its stand-in, focus that was on the stand-in goes on to the control's own field or
 * button. A field typed into while it stood in keeps its selection: all of it when all was selected (a select-all
 * right before the swap, then the typing, replaces the value), otherwise the caret as far from the end as it was.
 */
function KeepFocus({
  box,
  hadFocus,
}: {
  box: RefObject<HTMLElement | null>;
  hadFocus: RefObject<HTMLElement | null>;
}) {
  useLayoutEffect(() => {
    const standIn = hadFocus.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!standIn || !lost) return;
    const control = box.current?.querySelector<HTMLElement>(
      'input, select, textarea, button, a[href], [tabindex]',
    );
    control?.focus();
    if (!isTextField(control)) return;
    const length = control.value.length;
    const all = isTextField(standIn) && standIn.value.length > 0 && standIn.selectionStart === 0;
    if (all && standIn.selectionEnd === standIn.value.length) control.select();
    else {
      const fromEnd = isTextField(standIn) ? standIn.value.length - (standIn.selectionEnd ?? 0) : 0;
      const caret = Math.max(0, length - fromEnd);
      control.setSelectionRange(caret, caret);
    }
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
