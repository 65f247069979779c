import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';

describe('the app API client in component tests', () => {
  it('reaches the real server at the page origin', async () => {
    const health = unwrap(await api.GET('/api/health'));
    expect(health).toEqual({ status: 'ok', database: 'pglite' });
  });
});
