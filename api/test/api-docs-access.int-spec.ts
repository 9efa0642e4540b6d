import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

/** Issue 20, item 6: in production the API's map of every route and shape is for Admins only. */
describe('/api/docs in production', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<'Admin' | 'Board', string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startProductionApp();
    tokens = await seededTokens(app, ['Admin', 'Board'] as const);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  // Express routes ignore case, so the gate must too (issue 42, finding 4).
  const DOCS = ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs-yaml', '/api/DOCS', '/api/DOCS-json', '/API/Docs-Yaml', '/api/Docs/'];

  it('answers 401 to a visitor and 403 to a signed-in member who is not an Admin, on the page and the documents', async () => {
    for (const path of DOCS) {
      const visitor = await http().get(path).expect(401);
      expect(visitor.body).toEqual({ statusCode: 401, message: 'Please sign in to continue.' });
      const board = await http().get(path).set('Authorization', `Bearer ${tokens.Board}`).expect(403);
      expect(board.body).toEqual({ statusCode: 403, message: 'You do not have permission to access this feature.' });
    }
    await http()
      .get('/api/docs-json')
      .set('Authorization', `Bearer ${'x'.repeat(43)}`)
      .expect(401);
  });

  it('serves them to an Admin', async () => {
    const document = await http().get('/api/docs-json').set('Authorization', `Bearer ${tokens.Admin}`).expect(200);
    expect(Object.keys(document.body.paths)).toContain('/api/auth/check-email');
    await http().get('/api/docs/').set('Authorization', `Bearer ${tokens.Admin}`).expect(200);
    await http().get('/api/DOCS-json').set('Authorization', `Bearer ${tokens.Admin}`).expect(200);
  });
});
