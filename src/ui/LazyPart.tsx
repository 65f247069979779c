import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useScreenDrawn } from './screenDrawn.ts';

/**
 * A piece of a screen whose code downloads apart from the screen's (a map, a dialog's body), so the screen draws
 * without it. `prefetch` starts the download early (a hover, the step's first render); `retry` gives a fresh
 * `React.lazy` after a failed download, since a lazy component remembers its failure for good.
 */
export interface LazyPart<P extends object> {
  readonly Component: ComponentType<P>;
  prefetch(): void;
  retry(): void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const make = () => lazy(async () => ({ default: await load() }));
  let current = make();
  return {
    get Component() {
      return current;
    },
    // A failed prefetch is not the person's concern yet: rendering the part loads it again and says so.
    prefetch: () => void load().catch(() => undefined),
    retry: () => {
      current = make();
    },
  };
}

interface LazyPartViewProps<P extends object> {
  part: LazyPart<P>;
  /** Shown while the code downloads: the part's own size, so nothing moves when it arrives. */
  loading: ReactNode;
  /** Shown when the code could not be downloaded (or the part could not start), with a way to try again. */
  failed: (retry: () => void) => ReactNode;
  children: (Part: ComponentType<P>) => ReactNode;
  /**
   * A part the screen does not need to draw (the social sign-in): its code starts downloading once the first screen
   * has drawn (src/ui/screenDrawn.ts), `loading` meanwhile.
   */
  afterDraw?: boolean;
}

/** Draws a lazy part: its placeholder while it downloads, then itself, or its failure with a retry. */
export class LazyPartView<P extends object> extends Component<LazyPartViewProps<P>, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.part.retry();
    this.setState({ failed: false });
  };

  override render() {
    const { part, loading, failed, children, afterDraw } = this.props;
    if (this.state.failed) return failed(this.retry);
    const view = <Suspense fallback={loading}>{children(part.Component)}</Suspense>;
    return afterDraw ? <WhenScreenDrawn waiting={loading}>{view}</WhenScreenDrawn> : view;
  }
}

/** `children` once the first screen has drawn, `waiting` until then. */
function WhenScreenDrawn({ waiting, children }: { waiting: ReactNode; children: ReactNode }) {
  return useScreenDrawn() ? children : waiting;
}
