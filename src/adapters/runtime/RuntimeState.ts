import type { cachesSlice } from '../../store/slices/cachesSlice';
import type { chainsSlice } from '../../store/slices/chainsSlice';
import type { connectionSlice } from '../../store/slices/connectionSlice';
import type { connectorsSlice } from '../../store/slices/connectorsSlice';
import type { OptionsState } from '../../store/slices/optionsSlice';

/** The slices of the kit's state the adapter runtime reads. */
export interface RuntimeState {
  chains: ReturnType<typeof chainsSlice.reducer>;
  connection: ReturnType<typeof connectionSlice.reducer>;
  connectors: ReturnType<typeof connectorsSlice.reducer>;
  caches: ReturnType<typeof cachesSlice.reducer>;
  options: OptionsState;
}
