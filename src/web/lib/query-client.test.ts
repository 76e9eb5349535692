import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('retries a failed query once and keeps data fresh for 30 seconds', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(1);
    expect(queries?.staleTime).toBe(30_000);
    expect(mutations?.retry).toBe(0);
  });
});
