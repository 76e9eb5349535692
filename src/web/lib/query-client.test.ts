import { describe, expect, it } from 'vitest';
import { ApiError, ApiNetworkError } from './api-client';
import { retryOnce } from './query-client';

describe('retryOnce', () => {
  it('tries once more after a network failure or a server error', () => {
    expect(retryOnce(0, new ApiNetworkError())).toBe(true);
    expect(retryOnce(0, new ApiError(503, 'x', null))).toBe(true);
    expect(retryOnce(1, new ApiNetworkError())).toBe(false);
  });

  it("takes the server's refusals as final", () => {
    expect(retryOnce(0, new ApiError(404, 'x', null))).toBe(false);
    expect(retryOnce(0, new ApiError(401, 'x', null))).toBe(false);
  });
});
