import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after this long: Testing Library's 1 s default is a stall on a busy
// 2-core machine (three Vitest projects at once), not a bug. Still bounded well within a test.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
