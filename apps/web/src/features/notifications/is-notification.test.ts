import { describe, expect, it } from 'vitest';
import { notificationKinds, notificationSchema } from '@bidhub/contracts';
import { notificationFixture } from '../../test/notification-fixture';
import { isNotification } from './is-notification';

const valid = notificationFixture();
const { product } = valid;

/** Live event data the check must judge as the contracts' schema does. */
const cases: [string, unknown][] = [
  ...notificationKinds.map((kind): [string, unknown] => [`a ${kind} notice`, notificationFixture({ kind })]),
  ['a removed lot', notificationFixture({ product: { ...product, removed: true } })],
  ['an unknown kind', { ...valid, kind: 'promotion' }],
  ['no product', { ...valid, product: undefined }],
  ['a product without its slug', { ...valid, product: { ...product, slug: undefined } }],
  ['a product id as a number', { ...valid, product: { ...product, _id: 7 } }],
  ['read as a string', { ...valid, read: 'false' }],
  ['no message', { ...valid, message: undefined }],
  ['no id', { ...valid, _id: undefined }],
  ['no date', { ...valid, createdAt: undefined }],
  ['null', null],
  ['a list', [valid]],
  ['a string', 'notification'],
];

describe('isNotification, which checks live notices without shipping zod', () => {
  it.each(cases)('When the data is %s, then it agrees with the contracts schema', (_name, data) => {
    expect(isNotification(data)).toBe(notificationSchema.safeParse(data).success);
  });
});
