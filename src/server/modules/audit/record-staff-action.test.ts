import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAuditDeclarations } from './record-staff-action.js';

describe('requireAuditDeclarations', () => {
  it('refuses to start with a staff route that changes something and says nothing about the log', async () => {
    const app = Fastify();
    requireAuditDeclarations(app);
    expect(() => app.put('/api/admin/things', async () => ({}))).toThrow(
      'Staff route PUT /api/admin/things does not declare config.audit',
    );
    await app.close();
  });

  it('accepts a route that records itself, one that says why not, and any read', async () => {
    const app = Fastify();
    requireAuditDeclarations(app);
    app.put('/api/admin/recorded', { config: { audit: 'recorded' } }, async () => ({}));
    app.post('/api/admin/preview', { config: { audit: { notRecorded: 'saves nothing' } } }, async () => ({}));
    app.get('/api/admin/things', async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
