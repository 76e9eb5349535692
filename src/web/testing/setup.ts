import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot unmount by itself after each test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
