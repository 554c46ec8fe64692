import { isPrivateAddress, reachesPrivateAddress } from '../../../src/webhooks/private-address';
import { sign, verify } from '../../../src/webhooks/signature';

describe('addresses a webhook may not reach with WEBHOOK_BLOCK_PRIVATE_ADDRESSES=1', () => {
  it.each([
    '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
    '::1', '::', 'fd00::1', 'fc12::3', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'ff02::1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '100.128.0.1', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('judges a URL by its literal host, brackets and all', async () => {
    await expect(reachesPrivateAddress(new URL('http://127.0.0.1:8080/x'))).resolves.toBe(true);
    await expect(reachesPrivateAddress(new URL('http://[::1]/x'))).resolves.toBe(true);
    await expect(reachesPrivateAddress(new URL('https://8.8.8.8/x'))).resolves.toBe(false);
    await expect(reachesPrivateAddress(new URL('http://localhost/x'))).resolves.toBe(true);
  });
});

describe('the delivery signature', () => {
  const body = '{"id":"h:3:hand.action"}';

  it('is v1= and the hex HMAC-SHA256 of "timestamp.body", which verify accepts', () => {
    // The vector, from an independent implementation:
    // printf '1700000000.{"id":"h:3:hand.action"}' | openssl dgst -sha256 -hmac whsec_test
    const signature = sign('whsec_test', 1700000000, body);
    expect(signature).toBe('v1=5a6d122b4631666b1863f7d94ce2e8c152f4db98f466f69ee4797c4f4c700924');
    expect(verify('whsec_test', '1700000000', body, signature)).toBe(true);
  });

  it('fails for another secret, timestamp or body', () => {
    const signature = sign('whsec_test', 1700000000, body);
    expect(verify('whsec_other', '1700000000', body, signature)).toBe(false);
    expect(verify('whsec_test', '1700000001', body, signature)).toBe(false);
    expect(verify('whsec_test', '1700000000', `${body} `, signature)).toBe(false);
  });
});
