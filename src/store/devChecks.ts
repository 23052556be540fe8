import {
  createImmutableStateInvariantMiddleware,
  createSerializableStateInvariantMiddleware,
  type Middleware,
} from '@reduxjs/toolkit';
import { PERSIST_ACTION_TYPES } from './persistence/persistActionTypes';

/**
 * Redux Toolkit's development checks, as configureStore set them up: state never mutated, only
 * serialisable values in actions and state. Development builds only (createKitStore.ts loads this beside
 * the page). Their "took 63ms" notes at Redux Toolkit's 32 ms landed in the host's console whenever the
 * host's machine was busy (a CI run saw one); the checks run on every action, the note waits for a real
 * outlier.
 */
export function devChecks(): Middleware[] {
  return [
    createImmutableStateInvariantMiddleware({ warnAfter: 250 }),
    createSerializableStateInvariantMiddleware({
      ignoredActions: Object.values(PERSIST_ACTION_TYPES),
      warnAfter: 250,
    }),
  ];
}
