import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { readShellContract } from '../src/remotes/shell-contract';
import { withManifestHost } from './support/manifest-host';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

/** A deployed API has no shell workspace: it checks releases against the file the shell's build wrote. */
describe('SHELL_CONTRACT_FILE: the shell build artifact the API checks releases against', () => {
  const env = new TestEnvironment();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-shell-contract-'));
  const releases = withManifestHost(env, () => {
    // The workspace shell's contract, as the shell's build writes it, but expecting one more module of rsvp.
    const contract = readShellContract(null);
    contract.expectedModules.rsvp = [...contract.expectedModules.rsvp, './OnlyInTheFile'];
    fs.writeFileSync(path.join(dir, 'shell-contract.json'), JSON.stringify(contract));
    return env.startApp({ SHELL_CONTRACT_FILE: path.join(dir, 'shell-contract.json') });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('checks a release against the file, not the workspace', async () => {
    const register = (remote: string, version: string) =>
      request(releases.app.getHttpServer())
        .post(`/api/remotes/${remote}/releases`)
        .set('Authorization', `Bearer ${releases.admin}`)
        .send({ version, manifestUrl: `${releases.hostUrl}/good/${remote}/mf-manifest.json` });
    // Keeps the workspace's contract, so passes where the file does not add anything.
    await register('calendar', '5.0.0-file').expect(201);
    const refused = await register('rsvp', '5.0.0-file').expect(422);
    expect(refused.body.problems).toEqual([expect.stringContaining('rsvp: module "./OnlyInTheFile" is not exposed')]);
  });

  it('refuses a remote that needs the federation runtime when the file does not promise one (written before it could)', async () => {
    const { providesFederationRuntime, ...olderContract } = readShellContract(null);
    expect(providesFederationRuntime).toBe(true);
    const file = path.join(dir, 'older-shell-contract.json');
    fs.writeFileSync(file, JSON.stringify(olderContract));
    const olderApp = await env.startApp({ SHELL_CONTRACT_FILE: file });
    const { Admin: olderAdmin } = await seededTokens(olderApp, ['Admin']);
    const refused = await request(olderApp.getHttpServer())
      .post('/api/remotes/calendar/releases')
      .set('Authorization', `Bearer ${olderAdmin}`)
      .send({ version: '5.0.1-file', manifestUrl: `${releases.hostUrl}/good/calendar/mf-manifest.json` })
      .expect(422);
    expect(refused.body.problems).toEqual([
      "calendar: built to use the shell's federation runtime (externalRuntime), but this shell does not provide one",
    ]);
  });

  it.each([
    ['missing', null, /^SHELL_CONTRACT_FILE .*missing\.json could not be read: ENOENT/],
    ['not JSON', 'not json', /^SHELL_CONTRACT_FILE .*not-json\.json could not be read: Unexpected token/],
    [
      'not a contract',
      JSON.stringify({ expectedModules: { rsvp: './routes' } }),
      /^SHELL_CONTRACT_FILE .* is not a shell contract \(expectedModules\.rsvp: .*ranges: /,
    ],
  ])('stops the API at start when the file is %s, naming the file', async (name, content, message) => {
    const file = path.join(dir, `${name.replace(/ /g, '-').toLowerCase()}.json`);
    if (content !== null) fs.writeFileSync(file, content);
    await expect(env.startApp({ SHELL_CONTRACT_FILE: file })).rejects.toThrow(message);
  });
});
