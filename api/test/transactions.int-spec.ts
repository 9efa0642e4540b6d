import { Transactions } from '../src/database/transactions';
import { TestEnvironment } from './support/test-env';

/** The one transaction helper services use: every repository call inside `run` commits or rolls back together. */
describe('Transactions (real PostgreSQL)', () => {
  const env = new TestEnvironment();
  let transactions: Transactions;

  beforeAll(async () => {
    await env.setUp();
    await env.dataSource.query('CREATE TABLE transaction_probe (label text PRIMARY KEY)');
    transactions = new Transactions(env.dataSource);
  });
  afterAll(() => env.dispose());

  const insert = (label: string) => transactions.manager.query('INSERT INTO transaction_probe (label) VALUES ($1)', [label]);
  const labels = async () =>
    ((await env.dataSource.query('SELECT label FROM transaction_probe ORDER BY label')) as { label: string }[]).map((row) => row.label);

  it('commits every call made inside run, across awaits', async () => {
    await transactions.run(async () => {
      await insert('a');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await insert('b');
    });
    expect(await labels()).toEqual(['a', 'b']);
  });

  it('rolls every call back when the work throws, a nested run included', async () => {
    await expect(
      transactions.run(async () => {
        await insert('c');
        await transactions.run(() => insert('d'));
        throw new Error('refused after two writes');
      }),
    ).rejects.toThrow('refused after two writes');
    expect(await labels()).toEqual(['a', 'b']);
  });

  it('outside run, each call stands alone on the pool', async () => {
    await insert('e');
    await expect(insert('e')).rejects.toThrow(/duplicate key/);
    expect(await labels()).toEqual(['a', 'b', 'e']);
  });
});
