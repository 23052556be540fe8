import { type ComponentType, useEffect, useState } from 'react';
import { createChunkLoader } from '../../core/createChunkLoader';
import { useT } from '../i18n/useT';
import { loadViewStyles } from '../primitives/loadViewStyles';
import { ViewMessage } from '../primitives/ViewMessage';

/** The props of a core view: none (each reads the store and its view data itself). */
type NoProps = Record<never, never>;

/** A core view whose code is its own chunk: the component the router renders, and its fetch. */
export type LazyCoreView<P extends object = NoProps> = ComponentType<P> & {
  /** Fetches the view's chunk once (shared by every caller); resolves when it can render at once. */
  preload(): Promise<void>;
};

/**
 * Wraps a core view that is not needed for the modal's first frame, so the idle preload fetches only
 * the shell and the view a click opens (issue 30: everything fetched at idle <= 120 kB with React). The
 * modal fetches the rest as it opens (`preloadCoreViews`), so a tap on a row seldom meets the
 * "Loading..." status.
 *
 * Once the chunk is in, the view renders synchronously (no Suspense fallback frame on later visits);
 * before, a polite "Loading..." status while the code and the views' stylesheet (`loadViewStyles`)
 * arrive together; a failed fetch shows the shell's "could not be loaded" message with Retry, never a
 * blank body. The module cache is code, like `import()`'s, so kits share it.
 */
export function lazyCoreView<P extends object = NoProps>(
  load: () => Promise<ComponentType<P>>,
): LazyCoreView<P> {
  const chunk: ViewChunk<P> = {
    loaded: undefined,
    // The view's code and the views' stylesheet together: the view never paints without its rules.
    preload: createChunkLoader(() =>
      Promise.all([load(), loadViewStyles()]).then(([component]) => {
        chunk.loaded = component;
      }),
    ),
  };
  const view = (props: P) => <LazyViewBody chunk={chunk} props={props} />;
  return Object.assign(view, { preload: chunk.preload });
}

/** One lazily loaded view's code: the component once it arrived, and its shared fetch. */
interface ViewChunk<P extends object> {
  loaded: ComponentType<P> | undefined;
  preload(): Promise<void>;
}

function LazyViewBody<P extends object>({ chunk, props }: { chunk: ViewChunk<P>; props: P }) {
  const t = useT();
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const ready = chunk.loaded !== undefined;
  useEffect(() => {
    if (ready || failed) return;
    let live = true;
    chunk.preload().then(
      () => live && setArrived((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [chunk, ready, failed]);
  const Loaded = chunk.loaded;
  if (Loaded) return <Loaded {...props} />;
  if (failed) {
    return (
      <ViewMessage
        tone="error"
        message={t('modal.viewFailed')}
        action={{ label: t('modal.retry'), onClick: () => setFailed(false) }}
      />
    );
  }
  return <ViewMessage busy message={t('modal.loadingView')} />;
}
