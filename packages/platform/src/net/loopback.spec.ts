import { hostnameOf, isLoopback } from './loopback';

describe('hostnameOf', () => {
  it.each([
    ['localhost:8080', 'localhost'],
    ['LocalHost', 'localhost'],
    ['[::1]:8080', '::1'],
    ['[::1]', '::1'],
    ['::1', '::1'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['chalktalk.app.', 'chalktalk.app'],
  ])('%s is %s', (header, name) => expect(hostnameOf(header)).toBe(name));
});

describe('isLoopback', () => {
  it.each([
    'localhost',
    'localhost:8080',
    'lacrosse.localhost:8080',
    '127.0.0.1',
    '127.1.2.3:9',
    '::1',
    '[::1]:8080',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])('%s is loopback', (host) => expect(isLoopback(host)).toBe(true));

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.5',
    '192.168.1.2:8080',
    'chalktalk.app',
    'localhost.evil.example',
    'evil-localhost',
    '128.0.0.1',
    '[::2]',
    '',
  ])('%s is not loopback', (host) => expect(isLoopback(host)).toBe(false));
});
