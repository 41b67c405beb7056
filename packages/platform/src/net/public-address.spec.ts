import { isPublicAddress, nonPublicHostReason, nonPublicReason } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('nonPublicReason', () => {
  it.each([
    ['127.0.0.1', 'this machine (loopback)'],
    ['10.1.2.3', 'a private network address'],
    ['fd00::1', 'a private network address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['64:ff9b::a9fe:a9fe', 'a reserved address'],
  ])('names why %s is not public', (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason);
  });
});

describe('nonPublicHostReason', () => {
  const resolvingTo =
    (...addresses: string[]) =>
    async () =>
      addresses;
  const failing = async (): Promise<string[]> => {
    throw new Error('ENOTFOUND');
  };

  it('names an internal IP literal, IPv6 in brackets too', async () => {
    expect(await nonPublicHostReason(new URL('https://10.0.0.5/hook'), failing)).toBe(
      '10.0.0.5 is a private network address',
    );
    expect(await nonPublicHostReason(new URL('https://[::1]:8443/hook'), failing)).toBe(
      '::1 is this machine (loopback)',
    );
  });

  it('refuses localhost names without asking DNS', async () => {
    expect(await nonPublicHostReason(new URL('https://api.localhost/hook'), failing)).toBe(
      'api.localhost is this machine (loopback)',
    );
  });

  it('refuses a name when any of its addresses is internal', async () => {
    expect(
      await nonPublicHostReason(
        new URL('https://hooks.partner.test/'),
        resolvingTo('8.8.8.8', '192.168.1.9'),
      ),
    ).toBe('hooks.partner.test resolves to 192.168.1.9, a private network address');
  });

  it('does not wait past its time limit for a resolver that never answers', async () => {
    const never = () => new Promise<string[]>(() => undefined);
    expect(await nonPublicHostReason(new URL('https://slow.partner.test/'), never, 20)).toBeNull();
  });

  it('accepts public addresses and names that do not resolve yet', async () => {
    expect(await nonPublicHostReason(new URL('https://8.8.8.8/'), failing)).toBeNull();
    expect(
      await nonPublicHostReason(new URL('https://hooks.partner.test/'), resolvingTo('8.8.4.4')),
    ).toBeNull();
    expect(await nonPublicHostReason(new URL('https://nowhere.partner.test/'), failing)).toBeNull();
  });
});
