import { SentMarks } from './sent-marks';

/** A write that settles only when the test says so, recording the ids it was given. */
function controlledWrites() {
  const writes: { ids: string[]; succeed: () => void; fail: (error: Error) => void }[] = [];
  const write = (ids: string[]) => new Promise<void>((resolve, reject) => writes.push({ ids, succeed: resolve, fail: reject }));
  return { writes, marks: new SentMarks(write) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('SentMarks', () => {
  it('writes the first row at once and the rows marked meanwhile together in the next write', async () => {
    const { writes, marks } = controlledWrites();
    const first = marks.mark('a');
    const later = [marks.mark('b'), marks.mark('c')];
    expect(writes.map((write) => write.ids)).toEqual([['a']]);
    writes[0].succeed();
    await first;
    await settled();
    expect(writes.map((write) => write.ids)).toEqual([['a'], ['b', 'c']]);
    writes[1].succeed();
    await Promise.all(later);
  });

  it('fails every row of a failed write, and goes on with the next', async () => {
    const { writes, marks } = controlledWrites();
    const first = marks.mark('a');
    const second = marks.mark('b');
    writes[0].fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settled();
    writes[1].succeed();
    await expect(second).resolves.toBeUndefined();
    const third = marks.mark('c');
    expect(writes.map((write) => write.ids)).toEqual([['a'], ['b'], ['c']]);
    writes[2].succeed();
    await third;
  });
});
