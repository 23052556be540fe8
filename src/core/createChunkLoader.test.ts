import { createChunkLoader } from './createChunkLoader';

describe('createChunkLoader', () => {
  test('default: every caller shares one fetch', async () => {
    const load = jest.fn(async () => 'chunk');
    const loadChunk = createChunkLoader(load);
    // Idle preload, hover, pointer down and the open itself, all before the first fetch settles.
    const answers = await Promise.all([loadChunk(), loadChunk(), loadChunk(), loadChunk()]);
    expect(answers).toEqual(['chunk', 'chunk', 'chunk', 'chunk']);
    await loadChunk();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('error: a failed fetch is not replayed; the next call fetches again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('chunk');
    const loadChunk = createChunkLoader(load);
    await expect(loadChunk()).rejects.toThrow('Failed to fetch');
    await expect(loadChunk()).resolves.toBe('chunk');
    await expect(loadChunk()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
