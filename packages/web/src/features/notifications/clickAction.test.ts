import { describe, expect, it } from 'vitest';
import {
  clickTarget,
  DEFAULT_CLICK_PATH,
  followNotificationClicks,
  safeClickPath,
} from './clickAction';
import { readPushPayload } from './messaging';

const ORIGIN = 'https://shop.example.in';

describe('click_action of a push notification', () => {
  it.each([
    ['/order/501', '/order/501'],
    ['/order/501?tab=items#bill', '/order/501?tab=items#bill'],
    ['order/history', '/order/history'],
    [`${ORIGIN}/refunds`, '/refunds'],
  ])('opens the store path %s', (value, path) => {
    expect(safeClickPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    'https://evil.example/order/501',
    '//evil.example/order/501',
    '/\\evil.example/order/501',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://shop.example.in/order/501',
    '/order/\u0000501',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(safeClickPath(value, ORIGIN)).toBeUndefined();
  });

  it('falls back to the order history when the link is missing or refused', () => {
    expect(clickTarget(undefined, ORIGIN)).toBe(DEFAULT_CLICK_PATH);
    expect(clickTarget('https://evil.example/', ORIGIN)).toBe('/order/history');
    expect(clickTarget('/order/7', ORIGIN)).toBe('/order/7');
  });
});

describe('push payload', () => {
  it('reads the notification block, data and fcmOptions.link into the spec entity', () => {
    expect(
      readPushPayload(
        {
          notification: { title: 'Order packed', body: 'FC-000501 is packed', image: '/i.png' },
          data: { icon: '/icons/icon-192.png', title: 'ignored: notification wins' },
          fcmOptions: { link: '/order/501' },
        },
        'Order update',
      ),
    ).toEqual({
      title: 'Order packed',
      body: 'FC-000501 is packed',
      icon: '/icons/icon-192.png',
      image: '/i.png',
      click_action: '/order/501',
    });
  });

  it('gives a data-only message the default title and an empty body', () => {
    expect(readPushPayload({ data: { click_action: '/refunds' } }, 'Order update')).toEqual({
      title: 'Order update',
      body: '',
      click_action: '/refunds',
    });
    expect(readPushPayload('not an object', 'Order update')).toEqual({
      title: 'Order update',
      body: '',
    });
  });
});

describe('a notification click handed to an open tab', () => {
  it('opens the store path the messaging worker names, and nothing else', () => {
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    try {
      const opened: string[] = [];
      const stop = followNotificationClicks((path) => opened.push(path));
      const post = (data: unknown) =>
        container.dispatchEvent(new MessageEvent('message', { data }));
      post({ messageType: 'notification-clicked', link: '/order/details/42' });
      post({ messageType: 'notification-clicked', link: 'https://evil.example/phish' });
      post({ messageType: 'push-received', link: '/order/details/7' });
      post('notification-clicked');
      post(null);
      expect(opened).toEqual(['/order/details/42']);
      stop();
      post({ messageType: 'notification-clicked', link: '/order/details/43' });
      expect(opened).toEqual(['/order/details/42']);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
