import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { PERSIST_ACTION_TYPES } from './persistActionTypes';

describe('PERSIST_ACTION_TYPES', () => {
  test('default: each name equals the action type redux-persist dispatches', () => {
    expect(PERSIST_ACTION_TYPES).toEqual({ FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER });
  });
});
