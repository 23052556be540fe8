import { historyStrings } from './historyStrings';
import { OPERATION_TYPES, TRANSACTION_STATUSES } from './historyTypes';

describe('historyStrings', () => {
  test('default', () => {
    expect(historyStrings['view.Transactions.title']).toBe('Activity');
  });

  test('behavior: every operation type has a label and every status but confirmed has a tag', () => {
    for (const type of OPERATION_TYPES) expect(historyStrings[`operation.${type}`]).toMatch(/^[A-Z]/);
    for (const status of TRANSACTION_STATUSES.filter((s) => s !== 'confirmed'))
      expect(historyStrings[`status.${status}`]).toMatch(/^[A-Z]/);
  });

  test('behavior: the texts with variables name the ones the views fill in', () => {
    expect(historyStrings.ago).toContain('{time}');
    expect(historyStrings.explorerLink).toContain('{hash}');
    expect(historyStrings.explorerLink).toContain('{explorer}');
    expect(historyStrings.emptyHint).toContain('{network}');
    expect(historyStrings.moreTransfers).toContain('{count}');
  });
});
