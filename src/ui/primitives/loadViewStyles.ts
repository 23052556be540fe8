import { createChunkLoader } from '../../core/createChunkLoader';
import { injectStyles } from '../theme/useStyles';

/**
 * Fetches the views' stylesheet past the first frame (`VIEW_PRIMITIVES_CSS`) once and puts it in the
 * page. Every view that is not in the modal chunk waits for it before its first render (the lazy core
 * views, a plugin's views), so none paints unstyled; the modal starts it as it opens.
 */
export const loadViewStyles: () => Promise<void> = createChunkLoader(() =>
  import('./viewPrimitives.css').then(({ VIEW_PRIMITIVES_CSS, VIEW_PRIMITIVES_STYLE_ID }) => {
    if (typeof document !== 'undefined')
      injectStyles(document, VIEW_PRIMITIVES_STYLE_ID, VIEW_PRIMITIVES_CSS);
  }),
);
