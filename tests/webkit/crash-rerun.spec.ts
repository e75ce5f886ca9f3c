/**
 * The one rerun the WebKit tests allow (tests/engines/webkit.ts): a test whose page process crashed
 * runs once more in a new browser; an assertion's failure, or a second crash, fails as it is.
 */
import { expect, test } from '@playwright/test';
import { rerunOnPageCrash } from '../engines/webkit';
const crash = () => Object.assign(new Error('session deleted because of page crash or hang.'), { name: 'NoSuchSessionError' });
test('reruns once after a crash', async () => {
  let runs = 0,
    relaunches = 0;
  await rerunOnPageCrash(async () => {
    relaunches++;
  })(async () => {
    runs++;
    if (runs === 1) throw crash();
  })();
  expect([runs, relaunches]).toEqual([2, 1]);
});
test('other errors fail at once', async () => {
  let relaunches = 0;
  await expect(
    rerunOnPageCrash(async () => {
      relaunches++;
    })(async () => {
      throw new Error('expect failed');
    })(),
  ).rejects.toThrow('expect failed');
  expect(relaunches).toBe(0);
});
test('a second crash fails', async () => {
  await expect(
    rerunOnPageCrash(async () => {})(async () => {
      throw crash();
    })(),
  ).rejects.toThrow('page crash');
});
